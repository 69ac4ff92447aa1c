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
}
