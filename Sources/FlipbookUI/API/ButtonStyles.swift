// ButtonStyles.swift: iOS's built-in button styles (swiftui-facts-everyday §2): automatic (=
// borderless outside lists: the label in the tint colour, pressed opacity 0.2, disabled gray),
// plain (inherited colour, pressed 0.75, disabled 0.5), bordered (a rounded tinted fill at 15 %)
// and borderedProminent (a tint fill, white label); the bordered metrics and pressed opacity 0.65
// are pinned decisions, by control size.

/// The platform's default: borderless.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { StandardButton(configuration: configuration, look: .automatic) }
}

/// The label alone, in the tint colour.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { StandardButton(configuration: configuration, look: .borderless) }
}

/// The label alone, in the colour it inherits.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { StandardButton(configuration: configuration, look: .plain) }
}

/// The label on a rounded fill of the tint at 15 %.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { StandardButton(configuration: configuration, look: .bordered) }
}

/// A white label on a rounded fill of the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { StandardButton(configuration: configuration, look: .borderedProminent) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A built-in button: its look around the label, pressed and disabled states, and the touch.
struct StandardButton: View {
    /// `automatic` is borderless, except that as a list row's whole content the button is the
    /// whole cell (an explicit borderless button is its label alone there too, as on iOS).
    enum Look { case automatic, borderless, plain, bordered, borderedProminent }
    let configuration: PrimitiveButtonStyleConfiguration
    let look: Look
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.buttonBorderShape) private var borderShape

    private var isPressed: Bool { configuration.pressed?.value ?? false }
    private var accent: Color { configuration.role == .destructive ? .red : tint ?? .accentColor }

    var body: some View {
        styled
            .modifier(ListRowButtonArea(isActive: look == .automatic))
            .modifier(ButtonPressModifier(pressed: configuration.pressed, action: configuration.action))
    }

    /// A small or mini button's text is in the subheadline style, a larger one's in the body
    /// style (swiftui-facts-everyday §2), unless a font is set around it.
    private func sizedText(_ environment: inout EnvironmentValues) {
        guard environment.font == nil, controlSize == .small || controlSize == .mini else { return }
        environment.font = .subheadline
    }

    @ViewBuilder private var styled: some View {
        switch look {
        case .automatic, .borderless:
            configuration.label
                .environmentChange { $0.labelColor = isEnabled ? accent : .gray; sizedText(&$0) }
                .opacity(isPressed ? (colorScheme == .dark ? 0.4 : 0.2) : 1)
        case .plain:
            configuration.label
                .opacity(isPressed ? 0.75 : isEnabled ? 1 : 0.5)
        case .bordered, .borderedProminent:
            let prominent = look == .borderedProminent
            let metrics = BorderedMetrics(controlSize)
            // Disabled, both bordered styles grey out alike: the label and the fill lose the tint.
            let disabledLabel = Color(bytes: 60, 60, 67, opacity: 0.3), disabledFill = Color(bytes: 118, 118, 128, opacity: 0.12)
            configuration.label
                .environmentChange { $0.labelColor = !isEnabled ? disabledLabel : prominent ? .white : accent; sizedText(&$0) }
                .padding(.vertical, metrics.vertical)
                .padding(.horizontal, metrics.horizontal)
                .background(borderShape.shape(defaultRadius: metrics.cornerRadius)
                    .fill(!isEnabled ? disabledFill : prominent ? accent : accent.opacity(0.15)))
                .opacity(isPressed ? 0.65 : 1)
        }
    }
}

/// Padding and corner radius of the bordered styles by control size (pinned).
struct BorderedMetrics {
    let vertical: CGFloat, horizontal: CGFloat, cornerRadius: CGFloat
    init(_ size: ControlSize) {
        switch size {
        case .mini, .small: (vertical, horizontal, cornerRadius) = (3, 10, 6)
        case .regular: (vertical, horizontal, cornerRadius) = (7, 12, 6)
        case .large, .extraLarge: (vertical, horizontal, cornerRadius) = (14, 20, 12)
        }
    }
}
