// Toggle.swift: SwiftUI's Toggle and ToggleStyle. A style's makeBody receives the configuration
// (isOn, its binding, the label); the default is iOS's switch, `.checkbox` is macOS's checkbox
// with the look of the pinned decisions, `.button` a bordered button that turns prominent when on
// (by eye).

/// A control that switches between on and off.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { fatalError("Toggle is primitive") }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == FlipbookUI.Label<Text, Image> {
    /// A toggle whose label is a title beside a system symbol (iOS 17).
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { FlipbookUI.Label(title, systemImage: systemImage) }
    }
}

/// How a toggle looks and behaves.
@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style is given.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view: the views it was written with (a title and a subtitle
    /// Text stack as such in the switch's row, SubtitledLabel).
    public struct Label: View, ViewListSource {
        let content: AnyView
        public var body: Never { fatalError("Label is primitive") }
        var listed: [TaggedView] { ViewList.views(of: content) }
    }

    public let label: Label
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}


extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environmentChange { $0.toggleStyle = style }
    }
}

// MARK: - Built-in styles

/// iOS's switch: a 51 × 31 pt capsule, green when on (or the `.tint`, which replaces it), with a
/// white knob; label on the leading side; half faded, its label grey, while disabled.
public struct SwitchToggleStyle: ToggleStyle {
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    /// The off track, secondarySystemFill over what is behind (swiftui-facts-everyday §1): over
    /// white in light mode, as the catalog draws it, and translucent in dark mode, where it shows
    /// the dark background or cell through it.
    static let offTrack = Color(light: (233, 233, 234), dark: (120, 120, 128), opacity: 1, darkOpacity: 0.32)

    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LabeledControlRow(label: configuration.label) {
            if isEnabled {
                track(configuration)
            } else {
                // Faded as one picture while disabled, as UISwitch is (by eye).
                track(configuration).compositingGroup().opacity(0.5)
            }
        }
    }

    /// The capsule and its knob, which a tap switches.
    private func track(_ configuration: Configuration) -> some View {
        ZStack(alignment: configuration.isOn ? .trailing : .leading) {
            Capsule().fill(configuration.isOn ? tint ?? Color.green : Self.offTrack)
                .frame(width: 51, height: 31)
            Circle().fill(Color.white)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 1, x: 0, y: 1.5)
                .frame(width: 27, height: 27)
                .padding(2)
        }
        .onTapGesture { withAnimation(.spring()) { configuration.isOn.toggle() } }
    }
}

/// macOS's checkbox (pinned metrics): a 14 pt rounded square, accent blue with a white check
/// when on, white with a faint border when off; the 13 pt label 6 pt to its right. The change is
/// immediate.
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            ZStack {
                if configuration.isOn {
                    RoundedRectangle(cornerRadius: 3.5, style: .circular).fill(Color.accentColor)
                    Path { p in
                        p.move(to: CGPoint(x: 3.6, y: 7.4))
                        p.addLine(to: CGPoint(x: 6, y: 9.9))
                        p.addLine(to: CGPoint(x: 10.5, y: 4.3))
                    }
                    .stroke(Color.white, style: StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round))
                } else {
                    RoundedRectangle(cornerRadius: 3.5, style: .circular).fill(Color.white)
                    RoundedRectangle(cornerRadius: 3.5, style: .circular).strokeBorder(Color(white: 0, opacity: 0.25), lineWidth: 1)
                }
            }
            .frame(width: 14, height: 14)
            .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
        .environmentChange { $0.isMacOS = true }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// macOS only in SwiftUI: disfavoured, so that an iOS file's own `.checkbox` style wins.
    @_disfavoredOverload public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// The platform's default (iOS: the switch).
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// The toggle as a button (iOS 15): its label in a bordered button while off, a prominent one in
/// the tint while on; a tap toggles it.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let button = Button { configuration.isOn.toggle() } label: { configuration.label }
        if configuration.isOn {
            button.buttonStyle(.borderedProminent)
        } else {
            button.buttonStyle(.bordered)
        }
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
