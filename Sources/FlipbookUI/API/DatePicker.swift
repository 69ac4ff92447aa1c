// DatePicker.swift: SwiftUI's DatePicker in iOS's compact style (the automatic one): the label
// leading, and trailing it the date ("Dec 3, 2026") and the time ("9:41 AM") each on a grey pill
// (6 pt corners, body text, 11 × 6 pt padding, 8 pt apart), in the en_US locale and UTC, as
// `Text(date, style:)` writes dates. A tap opens no calendar, which a recording has no room for.
// The graphical and wheel styles are not drawn, so they do not exist here.

import Foundation

/// A control that shows a date and lets it be picked.
public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let components: DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        components = displayedComponents
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        LabeledControlRow(label: label) {
            HStack(spacing: 8) {
                if components.contains(.date) { DatePill(text: Self.format(selection.wrappedValue, date: .abbreviated, time: .omitted)) }
                if components.contains(.hourAndMinute) { DatePill(text: Self.format(selection.wrappedValue, date: .omitted, time: .shortened)) }
            }
        }
    }

    private static func format(_ date: Date, date dateStyle: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
        LocalizedStringKey.format(date, Date.FormatStyle.inClockTimeZone(date: dateStyle, time: time))
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// Which parts of a date a DatePicker shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// How a DatePicker looks: on iOS, compact.
public protocol DatePickerStyle {}
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }

extension View {
    /// Sets the style of the date pickers inside (compact, the automatic style on iOS).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}

/// One part of a compact date picker: its text on a grey pill.
private struct DatePill: View {
    let text: String
    var body: some View {
        Text(text)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: 6, style: .continuous))
    }
}
