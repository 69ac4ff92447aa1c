// Color.swift: SwiftUI's Color: sRGB components with straight alpha, the system colours of the
// pinned decisions in light and dark mode (swiftui-facts §5, everyday §4), and Color as a view
// (it fills its frame) and a ShapeStyle. A colour is resolved for the environment's colour scheme
// where a view that uses it is built (Style/ResolvedStyle).

/// A colour in the sRGB space, with opacity; system colours adapt to light and dark mode.
public struct Color: Hashable, ShapeStyle, View {
    /// Gamma-encoded sRGB components 0…1 and straight alpha.
    struct Components: Hashable {
        var red: Double, green: Double, blue: Double, alpha: Double
    }

    /// The colour in light mode (and for a resolved colour, the colour).
    let light: Components
    /// The colour in dark mode, where it differs.
    let dark: Components?

    var red: Double { light.red }
    var green: Double { light.green }
    var blue: Double { light.blue }
    var alpha: Double { light.alpha }

    init(light: Components, dark: Components? = nil) {
        self.light = light
        self.dark = dark == light ? nil : dark
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(light: Components(red: red, green: green, blue: blue, alpha: opacity))
    }

    /// The colour set `name` of the asset catalogs beside the user's files (Assets/), with its
    /// dark appearance; clear, with a warning, when they have none.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = AssetCatalogs.color(named: name) ?? .clear
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The colour space of the components; only sRGB is modelled, .sRGBLinear is converted.
    public enum RGBColorSpace { case sRGB, sRGBLinear, displayP3 }

    public init(_ space: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        if space == .sRGBLinear {
            self.init(red: ColorMath.encode(red), green: ColorMath.encode(green), blue: ColorMath.encode(blue), opacity: opacity)
        } else {
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        }
    }

    public init(_ space: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(space, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (HSB, each 0…1).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = ColorMath.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    init(bytes r: Int, _ g: Int, _ b: Int, opacity: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity)
    }

    /// A system colour: its light and dark components (bytes) and alpha.
    init(light: (Int, Int, Int), dark: (Int, Int, Int), opacity: Double = 1, darkOpacity: Double? = nil) {
        func components(_ c: (Int, Int, Int), _ a: Double) -> Components {
            Components(red: Double(c.0) / 255, green: Double(c.1) / 255, blue: Double(c.2) / 255, alpha: a)
        }
        self.init(light: components(light, opacity), dark: components(dark, darkOpacity ?? opacity))
    }

    /// The same colour with its opacity multiplied.
    public func opacity(_ opacity: Double) -> Color {
        let f = min(max(opacity, 0), 1)
        func scaled(_ c: Components) -> Components { Components(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * f) }
        return Color(light: scaled(light), dark: dark.map(scaled))
    }

    /// The colour as it shows in a colour scheme.
    func resolved(in scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(light: dark ?? light) : Color(light: light)
    }

    public var body: Never { fatalError("Color is primitive") }

    // MARK: System colours (iOS, default contrast: light, dark)

    /// iOS's system fill and tertiary system fill, the tracks and backgrounds of controls (a
    /// progress bar's or slider's track, a stepper's segments), and its system background.
    static let systemFill = Color(light: (120, 120, 128), dark: (120, 120, 128), opacity: 0.2, darkOpacity: 0.36)
    static let systemBackground = Color(light: (255, 255, 255), dark: (0, 0, 0))
    /// iOS's secondary system background: a group box's panel.
    static let secondarySystemBackground = Color(light: (242, 242, 247), dark: (28, 28, 30))
    static let tertiarySystemBackground = Color(light: (255, 255, 255), dark: (44, 44, 46))
    static let tertiarySystemFill = Color(light: (118, 118, 128), dark: (118, 118, 128), opacity: 0.12, darkOpacity: 0.24)
    /// iOS's placeholder text: a text field's prompt.
    static let placeholderText = Color(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.3)
    /// iOS's grouped backgrounds: behind a grouped list, and its rows' cards.
    static let systemGroupedBackground = Color(light: (242, 242, 247), dark: (0, 0, 0))
    static let secondarySystemGroupedBackground = Color(light: (255, 255, 255), dark: (28, 28, 30))
    /// The same backgrounds at iOS's elevated level, where a sheet's content stands: in dark
    /// mode a step lighter, so that a sheet stands out from the screen it covers.
    static let elevatedSystemBackground = Color(light: (255, 255, 255), dark: (28, 28, 30))
    static let elevatedSystemGroupedBackground = Color(light: (242, 242, 247), dark: (28, 28, 30))
    static let elevatedSecondarySystemGroupedBackground = Color(light: (255, 255, 255), dark: (44, 44, 46))
    /// iOS's separator: the hairlines between a segmented picker's segments, a text field's border.
    static let separator = Color(light: (60, 60, 67), dark: (84, 84, 88), opacity: 0.29, darkOpacity: 0.6)

    public static let red = Color(light: (255, 59, 48), dark: (255, 69, 58))
    public static let orange = Color(light: (255, 149, 0), dark: (255, 159, 10))
    public static let yellow = Color(light: (255, 204, 0), dark: (255, 214, 10))
    public static let green = Color(light: (52, 199, 89), dark: (48, 209, 88))
    public static let mint = Color(light: (0, 199, 190), dark: (99, 230, 226))
    public static let teal = Color(light: (48, 176, 199), dark: (64, 200, 224))
    public static let cyan = Color(light: (50, 173, 230), dark: (100, 210, 255))
    public static let blue = Color(light: (0, 122, 255), dark: (10, 132, 255))
    public static let indigo = Color(light: (88, 86, 214), dark: (94, 92, 230))
    public static let purple = Color(light: (175, 82, 222), dark: (191, 90, 242))
    public static let pink = Color(light: (255, 45, 85), dark: (255, 55, 95))
    public static let brown = Color(light: (162, 132, 94), dark: (172, 142, 104))
    public static let gray = Color(bytes: 142, 142, 147)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The label colour: black in light mode, white in dark.
    public static let primary = Color(light: (0, 0, 0), dark: (255, 255, 255))
    public static let secondary = Color(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.6)
    /// No asset-catalog accent and no tint: the system blue.
    public static let accentColor = Color.blue
}
