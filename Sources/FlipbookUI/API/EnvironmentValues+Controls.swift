// EnvironmentValues+Controls.swift: what controls inherit: the tint (accent) colour, the control
// size, the button style, and whether controls are enabled (`.disabled`).

/// The sizes controls come in.
public enum ControlSize: Hashable, CaseIterable, Sendable { case mini, small, regular, large, extraLarge }

private struct TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
private struct ButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyle { .primitive(DefaultButtonStyle()) } }

extension EnvironmentValues {
    /// The tint of controls (nil: the accent colour).
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Tints the controls inside (buttons, toggles) with `tint`.
    public func tint(_ tint: Color?) -> some View { environmentChange { $0.tint = tint; $0.tintStyle = nil } }
    /// Tints with any style: `.tint` as a shape style is drawn in it (a gradient tint too);
    /// controls that need a single colour take a colour tint, and the accent colour otherwise.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environmentChange {
            $0.tint = tint as? Color
            $0.tintStyle = tint is Color ? nil : tint
        }
    }
    @available(*, deprecated, renamed: "tint(_:)")
    public func accentColor(_ accentColor: Color?) -> some View { environment(\.tint, accentColor) }
    public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }
    /// Disables (or not) the controls and gestures inside.
    public func disabled(_ disabled: Bool) -> some View {
        environmentChange { if disabled { $0.isEnabled = false } }
    }
}
