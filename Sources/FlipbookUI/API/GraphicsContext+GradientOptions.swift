// GraphicsContext+GradientOptions.swift: the options of a context's gradient shadings. Only
// `.linearColor` is provided: its colours are mixed in linear light rather than as stored, by
// putting stops mixed that way between each pair (enough that the rasterizer's straight-line
// mixing between them stays within a level of 8 bits). Apple's `.repeat` and `.mirror` are left
// out, so code using them does not compile: the rasterizer pads a gradient beyond its ends, and
// spreading copies of the stops over one longer gradient would cut each period to a few of the
// 256 table entries that sample it.

extension GraphicsContext {
    /// How a gradient shading's colours are laid out.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Colours mixed in linear light (as light adds up) rather than in gamma-encoded sRGB.
        public static let linearColor = GradientOptions(rawValue: 1 << 2)
    }
}

extension GraphicsContext.GradientOptions {
    /// Stops put between each pair of a linear-light gradient's stops.
    private static let steps = 32

    /// The gradient's stops resolved in `scheme`, mixed as the options say.
    func resolved(_ gradient: Gradient, in scheme: ColorScheme) -> Gradient {
        let resolved = gradient.resolved(in: scheme)
        guard contains(.linearColor), resolved.stops.count > 1 else { return resolved }
        let stops = resolved.stops.sorted { $0.location < $1.location }
        var mixed = [stops[0]]
        for (a, b) in zip(stops, stops.dropFirst()) {
            for i in 1...Self.steps {
                let f = Double(i) / Double(Self.steps)
                let location = a.location + (b.location - a.location) * CGFloat(f)
                mixed.append(Gradient.Stop(color: Color(light: Self.linearMix(a.color.light, b.color.light, by: f)), location: location))
            }
        }
        return Gradient(stops: mixed)
    }

    /// Two colours mixed in linear light, premultiplied (as the rasterizer mixes stored colours),
    /// so a clear end takes on none of its own colour.
    private static func linearMix(_ a: Color.Components, _ b: Color.Components, by f: Double) -> Color.Components {
        let alpha = a.alpha + (b.alpha - a.alpha) * f
        func channel(_ x: Double, _ y: Double) -> Double {
            guard alpha > 0 else { return 0 }
            let mixed = ColorMath.decode(x) * a.alpha * (1 - f) + ColorMath.decode(y) * b.alpha * f
            return ColorMath.encode(min(max(mixed / alpha, 0), 1))
        }
        return Color.Components(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), alpha: alpha)
    }
}
