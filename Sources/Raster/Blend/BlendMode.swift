// BlendMode.swift: the blend modes besides source-over (which is the canvas's own rule, in
// SourceOver) for compositing a layer onto what is below it: the separable and non-separable
// modes of the W3C Compositing and Blending spec (then composited source-over with the backdrop,
// as that spec and Core Graphics do), three Porter-Duff operators and Core Graphics' plus modes.
// All work on premultiplied components in 0…1, gamma-encoded, as the rest of the canvas does.

/// How a layer's colour combines with the backdrop's.
public enum BlendMode: Sendable, CaseIterable {
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter

    /// The source `s` composited onto the backdrop `d` in this mode (premultiplied, alpha in w).
    func composite(_ s: SIMD4<Float>, onto d: SIMD4<Float>) -> SIMD4<Float> {
        let sa = s.w, da = d.w
        switch self {
        case .multiply: return Self.blended(s, d) { b, s in b * s }
        case .screen: return Self.blended(s, d) { b, s in b + s - b * s }
        case .overlay: return Self.blended(s, d) { b, s in Self.hardLight(s, b) }
        case .darken: return Self.blended(s, d) { b, s in pointwiseMin(b, s) }
        case .lighten: return Self.blended(s, d) { b, s in pointwiseMax(b, s) }
        case .colorDodge:
            return Self.blended(s, d) { b, s in Self.each(b, s) { b, s in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) } }
        case .colorBurn:
            return Self.blended(s, d) { b, s in Self.each(b, s) { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) } }
        case .hardLight: return Self.blended(s, d) { b, s in Self.hardLight(b, s) }
        case .softLight:
            return Self.blended(s, d) { b, s in
                Self.each(b, s) { b, s in
                    guard s > 0.5 else { return b - (1 - 2 * s) * b * (1 - b) }
                    let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                    return b + (2 * s - 1) * (d - b)
                }
            }
        case .difference: return Self.blended(s, d) { b, s in Self.each(b, s) { b, s in abs(b - s) } }
        case .exclusion: return Self.blended(s, d) { b, s in b + s - 2 * b * s }
        case .hue: return Self.blended(s, d) { b, s in Self.setLum(Self.setSat(s, Self.sat(b)), Self.lum(b)) }
        case .saturation: return Self.blended(s, d) { b, s in Self.setLum(Self.setSat(b, Self.sat(s)), Self.lum(b)) }
        case .color: return Self.blended(s, d) { b, s in Self.setLum(s, Self.lum(b)) }
        case .luminosity: return Self.blended(s, d) { b, s in Self.setLum(b, Self.lum(s)) }
        case .sourceAtop: return s * da + d * (1 - sa)
        case .destinationOver: return s * (1 - da) + d
        case .destinationOut: return d * (1 - sa)
        case .plusLighter: return (s + d).limited(to: .zero, SIMD4(repeating: 1))
        case .plusDarker:
            // Core Graphics' max(0, 1 − ((1 − D) + (1 − S))), with 1 read as the result's alpha.
            let alpha = min(sa + da, 1)
            var out = (SIMD4(repeating: alpha) - ((SIMD4(repeating: da) - d) + (SIMD4(repeating: sa) - s)))
                .limited(to: .zero, SIMD4(repeating: alpha))
            out.w = alpha
            return out
        }
    }

    /// A blend B(Cb, Cs) of straight colours composited source-over with the backdrop:
    /// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), αo = αs + αb − αs·αb.
    @inline(__always)
    private static func blended(_ s: SIMD4<Float>, _ d: SIMD4<Float>, _ blend: (SIMD3<Float>, SIMD3<Float>) -> SIMD3<Float>) -> SIMD4<Float> {
        let sa = s.w, da = d.w
        let cs = SIMD3(s.x, s.y, s.z), cb = SIMD3(d.x, d.y, d.z)
        let straightS = sa > 0 ? cs / sa : .zero, straightB = da > 0 ? cb / da : .zero
        let mixed = cs * (1 - da) + cb * (1 - sa) + sa * da * blend(straightB, straightS)
        return SIMD4(mixed, sa + da - sa * da)
    }

    private static func each(_ b: SIMD3<Float>, _ s: SIMD3<Float>, _ f: (Float, Float) -> Float) -> SIMD3<Float> {
        SIMD3(f(b.x, s.x), f(b.y, s.y), f(b.z, s.z))
    }

    /// Multiply where the source is dark, screen where it is light.
    private static func hardLight(_ b: SIMD3<Float>, _ s: SIMD3<Float>) -> SIMD3<Float> {
        each(b, s) { b, s in s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1) }
    }

    // The non-separable modes' helpers, named as the spec names them (Lum, Sat, SetLum, SetSat),
    // with its luminosity weights.

    private static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func sat(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    /// `c` moved to luminosity `l`, then brought back into 0…1 keeping that luminosity.
    private static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        let moved = c + (l - lum(c))
        let y = lum(moved), low = moved.min(), high = moved.max()
        var out = moved
        if low < 0 { out = y + (out - y) * y / (y - low) }
        if high > 1 { out = y + (out - y) * (1 - y) / (high - y) }
        return out
    }

    /// `c` with its spread (max − min) set to `s`, its hue kept.
    private static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let low = c.min(), high = c.max()
        return high > low ? (c - low) * s / (high - low) : .zero
    }
}
