// ButtonStyle.swift: how buttons look. A ButtonStyle makes a button's body from its label and
// whether it is pressed (the engine follows the touch and presses and releases it); a
// PrimitiveButtonStyle also decides how the button is triggered. `.buttonStyle(_:)` sets the style
// of every button inside.

/// A style that draws a button from its label and pressed state.
@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style is given.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: Never { fatalError("Label is primitive") }
    }
    public let role: ButtonRole?
    public let label: Label
    /// True while a touch holds the button down.
    public let isPressed: Bool
}

/// A style that makes a button's whole body, gestures included: it calls `trigger()` to run
/// the button's action.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style is given.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: Label
    let action: () -> Void
    /// The button's pressed state, kept in its node (nil outside a built button).
    let pressed: StateStorage<Bool>?

    /// Runs the button's action.
    public func trigger() { action() }
}

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environmentChange { $0.buttonStyle = .standard(style) }
    }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environmentChange { $0.buttonStyle = .primitive(style) }
    }
}

/// The button style in the environment.
enum AnyButtonStyle {
    case standard(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}
