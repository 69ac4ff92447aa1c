// ColorMath.swift: the sRGB transfer functions, for colours given in linear light
// (Color(.sRGBLinear, …)) and for animating colours in linear light (the pinned interpolation
// space, Animation/AnimatableVector).

/// The sRGB transfer functions: linear light to gamma-encoded and back, components 0…1.
enum ColorMath {
    static func encode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
    static func decode(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// RGB (0…1) of a hue, saturation and brightness (0…1; hue wraps).
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        // A non-finite hue has no sector; it is red, so Int(h) below never sees NaN or infinity.
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
