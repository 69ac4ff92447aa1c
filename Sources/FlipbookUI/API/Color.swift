// Color.swift: SwiftUI's Color: sRGB components with straight alpha, the system colours of the
// pinned decisions (iOS light mode), and Color as a view (it fills its frame) and a ShapeStyle.

/// A colour in the sRGB space, with opacity.
public struct Color: Hashable, ShapeStyle, View {
    /// Components 0…1, gamma-encoded sRGB, straight alpha.
    let red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; alpha = opacity
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

    init(bytes r: Int, _ g: Int, _ b: Int, opacity: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity)
    }

    /// The same colour with its opacity multiplied.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: alpha * min(max(opacity, 0), 1))
    }

    public var body: Never { fatalError("Color is primitive") }

    // MARK: System colours (iOS, light mode, default contrast)

    public static let red = Color(bytes: 255, 59, 48)
    public static let orange = Color(bytes: 255, 149, 0)
    public static let yellow = Color(bytes: 255, 204, 0)
    public static let green = Color(bytes: 52, 199, 89)
    public static let mint = Color(bytes: 0, 199, 190)
    public static let teal = Color(bytes: 48, 176, 199)
    public static let cyan = Color(bytes: 50, 173, 230)
    public static let blue = Color(bytes: 0, 122, 255)
    public static let indigo = Color(bytes: 88, 86, 214)
    public static let purple = Color(bytes: 175, 82, 222)
    public static let pink = Color(bytes: 255, 45, 85)
    public static let brown = Color(bytes: 162, 132, 94)
    public static let gray = Color(bytes: 142, 142, 147)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let primary = Color(red: 0, green: 0, blue: 0)
    public static let secondary = Color(bytes: 60, 60, 67, opacity: 0.6)
    /// No asset-catalog accent and no tint: the system blue.
    public static let accentColor = Color.blue
}
