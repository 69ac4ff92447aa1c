// LabeledContent.swift: SwiftUI's LabeledContent: a label and a value side by side, as iOS shows
// them outside a form: the label leading in the primary colour (a second view in it a subtitle
// under it), the value trailing in the secondary one, its lines aligned to the trailing edge.

import Foundation

/// A label beside the content it names.
public struct LabeledContent<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack {
            SubtitledLabel(label: label)
            Spacer()
            content.modifier(TrailingValueColumn())
        }
    }
}

/// The value a row shows after its label (a LabeledContent's, a picker's selection): in the
/// secondary style, its lines aligned to the trailing edge, as iOS sets the value column of a
/// cell (`multilineTextAlignment(.trailing)`), so that a wrapped value stays flush right.
struct TrailingValueColumn: ViewModifier {
    func body(content: Content) -> some View {
        content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// The value as `format` writes it (a price, a date, a measurement).
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(LocalizedStringKey.format(value, format)) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(LocalizedStringKey.format(value, format)) }, label: { Text(title) })
    }
}
