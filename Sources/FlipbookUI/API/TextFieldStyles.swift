// TextFieldStyles.swift: how text fields are framed, set with `.textFieldStyle(_:)`. As in
// SwiftUI, a text field style is one of the built-in ones. By eye, after UIKit's (unverified):
// plain (the automatic style) draws the text alone; roundedBorder puts it 7 pt in from the edges
// of a field at least 34 pt high, on the system background, rounded by 5 pt, with a 0.5 pt
// border.

/// A built-in text field look.
@MainActor @preconcurrency public protocol TextFieldStyle {
    var _look: TextFieldLook { get }
}

/// Which built-in look a text field style stands for.
public struct TextFieldLook {
    enum Kind { case plain, roundedBorder }
    let kind: Kind
}

/// The platform's look: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _look: TextFieldLook { TextFieldLook(kind: .plain) }
}

/// The text alone, without a frame.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _look: TextFieldLook { TextFieldLook(kind: .plain) }
}

/// The text in a rounded, bordered field.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _look: TextFieldLook { TextFieldLook(kind: .roundedBorder) }
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
        environmentChange { $0.textFieldStyle = style._look }
    }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: TextFieldLook { TextFieldLook(kind: .plain) }
}

extension EnvironmentValues {
    var textFieldStyle: TextFieldLook {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}
