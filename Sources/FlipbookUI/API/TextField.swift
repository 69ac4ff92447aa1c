// TextField.swift: SwiftUI's TextField and SecureField, as a recording shows them: the text bound
// to them (a secure field's as dots), or the prompt in iOS's placeholder colour while it is empty.
// A recording has no keyboard, so the text changes only as the code changes it; a tap gives a
// field marked `.focused` the focus (FocusState.swift). The field takes the width offered, as on
// iOS, its text placed by the multiline text alignment; how it is framed is its style
// (TextFieldStyles.swift), which is handed the bare field to make the field's body from. The
// label names the field for accessibility, which a recording does not read, so it is not kept.

import Foundation

/// A control that shows editable text.
public struct TextField<Label: View>: View {
    private let text: Binding<String>
    private let prompt: Text?
    private let axis: Axis
    private let isSecure: Bool
    /// The bare field a style is handed to make its body from (drawn without the style again).
    private let isStyleConfiguration: Bool
    @Environment(\.textFieldStyle) private var style
    @Environment(\.multilineTextAlignment) private var alignment
    @Environment(\.focusAction) private var focus

    init(text: Binding<String>, prompt: Text?, axis: Axis, isSecure: Bool, label: Label, isStyleConfiguration: Bool = false) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.isSecure = isSecure
        self.isStyleConfiguration = isStyleConfiguration
    }

    /// A field whose placeholder is `prompt`; the label names it for accessibility.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, isSecure: false, label: label())
    }

    /// A field growing along `axis` (vertical: the text wraps onto more lines).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: axis, isSecure: false, label: label())
    }

    @ViewBuilder public var body: some View {
        if isStyleConfiguration {
            bare
        } else {
            // The field as its style frames it, all of which a tap focuses.
            Group {
                if let style {
                    style.body(TextField<_TextFieldStyleLabel>(text: text, prompt: prompt, axis: axis, isSecure: isSecure,
                                                               label: _TextFieldStyleLabel(), isStyleConfiguration: true))
                } else {
                    bare
                }
            }
            .contentShape(Rectangle())
            .onTapGesture { focus?() }
        }
    }

    /// The text or prompt across the width offered.
    private var bare: some View {
        let shown = text.wrappedValue
        let content = Group {
            if shown.isEmpty {
                (prompt ?? Text(verbatim: "")).foregroundStyle(Color.placeholderText)
            } else {
                Text(verbatim: isSecure ? String(repeating: "\u{2022}", count: shown.count) : shown)
            }
        }
        // A horizontal field is one line; a vertical one keeps the lines its code allows.
        .environmentChange { if axis == .horizontal { $0.lineLimit = 1; $0.reservedLines = 0 } }
        .frame(maxWidth: .infinity, alignment: textAlignment)
        return content
    }

    /// Where the text sits in the field's width.
    private var textAlignment: Alignment {
        switch alignment {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }

}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: Text(titleKey), axis: .horizontal, isSecure: false, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt ?? Text(titleKey), axis: .horizontal, isSecure: false, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: Text(titleKey), axis: axis, isSecure: false, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt ?? Text(titleKey), axis: axis, isSecure: false, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: Text(title), axis: .horizontal, isSecure: false, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt ?? Text(title), axis: .horizontal, isSecure: false, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: Text(title), axis: axis, isSecure: false, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt ?? Text(title), axis: axis, isSecure: false, label: Text(title))
    }

    /// A field showing `value` as `format` writes it (a number, a date, a currency amount).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Self.text(of: value, in: format), prompt: prompt ?? Text(titleKey), axis: .horizontal, isSecure: false,
                  label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Self.text(of: value, in: format), prompt: prompt ?? Text(title), axis: .horizontal, isSecure: false,
                  label: Text(title))
    }

    /// `value` as text in `format`; text written back is parsed, and kept only if it parses.
    private static func text<F: ParseableFormatStyle>(of value: Binding<F.FormatInput>, in format: F) -> Binding<String>
    where F.FormatOutput == String {
        // In the locale SwiftUI formats in (en_US), not the machine's.
        let format = format.locale(LocalizedStringKey.locale)
        return Binding(get: { format.format(value.wrappedValue) }, set: { text in
            if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        })
    }

    /// A field showing `value` as `formatter` writes it.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: Binding(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { _ in }),
                  prompt: Text(titleKey), axis: .horizontal, isSecure: false, label: Text(titleKey))
    }
}

/// A field whose text shows as dots.
public struct SecureField<Label: View>: View {
    private let field: TextField<Label>

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, axis: .horizontal, isSecure: true, label: label())
    }

    public var body: some View { field }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text, prompt: Text(titleKey), axis: .horizontal, isSecure: true, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt ?? Text(titleKey), axis: .horizontal, isSecure: true, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, prompt: Text(title), axis: .horizontal, isSecure: true, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt ?? Text(title), axis: .horizontal, isSecure: true, label: Text(title))
    }
}
