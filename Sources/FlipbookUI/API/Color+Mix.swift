// Color+Mix.swift: `Color.mix(with:by:in:)` (iOS 18): a colour part way to another, in light
// and dark mode alike. Perceptual mixing (the default) goes through Oklab, where equal steps look
// equal (Björn Ottosson's transform from linear sRGB); device mixing blends the gamma-encoded
// components as they are stored. Opacity blends linearly in both.

import Foundation

extension Gradient {
    /// The space colours are mixed in.
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        /// The components as the device stores them (gamma-encoded sRGB).
        public static let device = ColorSpace(isPerceptual: false)
        /// A space where equal steps look equal (Oklab).
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}

extension Color {
    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs`.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        func mixed(_ a: Components, _ b: Components) -> Components {
            colorSpace.isPerceptual ? Oklab.mix(a, b, by: t) : Components(
                red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
        }
        let light = mixed(self.light, rhs.light)
        guard self.dark != nil || rhs.dark != nil else { return Color(light: light) }
        return Color(light: light, dark: mixed(self.dark ?? self.light, rhs.dark ?? rhs.light))
    }
}

/// Oklab, the perceptual space colours are mixed in.
private enum Oklab {
    static func mix(_ a: Color.Components, _ b: Color.Components, by t: Double) -> Color.Components {
        let p = lab(a), q = lab(b)
        let (r, g, bl) = rgb((p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t, p.2 + (q.2 - p.2) * t))
        func encoded(_ linear: Double) -> Double { ColorMath.encode(min(max(linear, 0), 1)) }
        return Color.Components(red: encoded(r), green: encoded(g), blue: encoded(bl), alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    private static func lab(_ c: Color.Components) -> (Double, Double, Double) {
        let r = ColorMath.decode(c.red), g = ColorMath.decode(c.green), b = ColorMath.decode(c.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    private static func rgb(_ lab: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = lab.0 + 0.3963377774 * lab.1 + 0.2158037573 * lab.2
        let m = lab.0 - 0.1055613458 * lab.1 - 0.0638541728 * lab.2
        let s = lab.0 - 0.0894841775 * lab.1 - 1.2914855480 * lab.2
        let l3 = l * l * l, m3 = m * m * m, s3 = s * s * s
        return (4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
                -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
                -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3)
    }
}
