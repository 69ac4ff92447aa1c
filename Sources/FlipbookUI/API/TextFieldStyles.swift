// TextFieldStyles.swift: how text fields are framed, set with `.textFieldStyle(_:)`. A style
// makes the field's body from the bare field (its text or prompt, the width it takes), as
// SwiftUI's `_body(configuration:)` does, so a style of the user's own decorates it as it likes.
// The built-in ones, by eye after UIKit's (unverified): plain (the automatic style) draws the text
// alone; roundedBorder puts it 7 pt in from the edges of a field at least 34 pt high, on the
// system background, rounded by 5 pt, with a 0.5 pt border.

/// A way to frame text fields: a body made from the bare field.
@MainActor @preconcurrency public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
}

/// The label of the field a text field style is handed (never shown: a label names the field for
/// accessibility).
public struct _TextFieldStyleLabel: View {
    public var body: some View { EmptyView() }
}

/// The platform's look: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The text alone, without a frame.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The text in a rounded, bordered field.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration
            .padding(.horizontal, 7)
            .frame(minHeight: 34)
            .background(Color.systemBackground, in: RoundedRectangle(cornerRadius: 5))
            .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color.separator, lineWidth: 0.5))
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Frames the text fields inside in `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environmentChange { $0.textFieldStyle = AnyTextFieldStyle(style) }
    }
}

/// A text field style of any type, as the environment holds it.
struct AnyTextFieldStyle {
    let body: @MainActor (TextField<_TextFieldStyleLabel>) -> AnyView

    @MainActor init<S: TextFieldStyle>(_ style: S) {
        body = { AnyView(style._body(configuration: $0)) }
    }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: AnyTextFieldStyle? { nil }
}

extension EnvironmentValues {
    /// The style text fields inside are framed in; nil: the automatic one (the bare field).
    var textFieldStyle: AnyTextFieldStyle? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}
