// TextField.swift: SwiftUI's TextField and SecureField, as a recording shows them: the text bound
// to them (a secure field's as dots), or the prompt in iOS's placeholder colour while it is empty.
// A recording has no keyboard, so the text changes only as the code changes it; a tap focuses the
// field (`.focused`, FocusState.swift). The field takes the width offered, as on iOS; how it is
// framed is its style (TextFieldStyles.swift).

/// A control that shows editable text.
public struct TextField<Label: View>: View {
    private let text: Binding<String>
    private let prompt: Text?
    private let axis: Axis
    private let isSecure: Bool
    @Environment(\.textFieldStyle) private var style

    init(text: Binding<String>, prompt: Text?, axis: Axis, isSecure: Bool, label: Label) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.isSecure = isSecure
        _ = label
    }

    /// A field whose placeholder is `prompt`; the label names it for accessibility.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, isSecure: false, label: label())
    }

    /// A field growing along `axis` (vertical: the text wraps onto more lines).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: axis, isSecure: false, label: label())
    }

    public var body: some View {
        let shown = text.wrappedValue
        let content = Group {
            if shown.isEmpty {
                (prompt ?? Text(verbatim: "")).foregroundStyle(Color.placeholderText)
            } else {
                Text(verbatim: isSecure ? String(repeating: "\u{2022}", count: shown.count) : shown)
            }
        }
        .lineLimit(axis == .vertical ? nil : 1)
        .frame(maxWidth: .infinity, alignment: .leading)
        switch style.kind {
        case .plain: content
        case .roundedBorder:
            content
                .padding(.horizontal, 7)
                .frame(minHeight: 34)
                .background(Color.systemBackground, in: RoundedRectangle(cornerRadius: 5))
                .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color.separator, lineWidth: 0.5))
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
}
