// ColorFilter.swift: the colour effects (brightness, contrast, saturation, grayscale, hue
// rotation, colour multiply, invert, luminance to alpha) as the colour matrices SwiftUI uses,
// exactly as swiftui-facts §10 gives them (dual-tested against SwiftUI): rows r, g, b, a, the
// fifth column an offset, on straight gamma-encoded components, luma weights Rec. 709.

import Raster

/// One colour effect and its amount.
enum ColorFilter {
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    /// By the colour's gamma-encoded components (resolved for the colour scheme).
    case colorMultiply(Color)
    /// Inverted by an amount (0: unchanged, 1: inverted; the view modifier's is 1).
    case colorInvert(Double)
    case luminanceToAlpha

    /// Rec. 709 luma weights of r, g, b.
    static let luma = [0.2126, 0.7152, 0.0722]

    /// The amounts at which the effect changes nothing (drawn without a layer): a matrix of them
    /// is the identity only to four places (saturation's 0.2126 + 0.7873).
    var isIdentity: Bool {
        switch self {
        case .brightness(let b): return b == 0
        case .contrast(let c), .saturation(let c): return c == 1
        case .grayscale(let a): return a == 0
        case .hueRotation(let angle): return angle.radians == 0
        case .colorMultiply(let c): return c.red == 1 && c.green == 1 && c.blue == 1 && c.alpha == 1
        case .colorInvert(let a): return a == 0
        case .luminanceToAlpha: return false
        }
    }

    /// The amount handed to the animator; the effects with no amount stay as they are.
    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> ColorFilter {
        switch self {
        case .brightness(let b): return .brightness(animator.animate(.effect, b))
        case .contrast(let c): return .contrast(animator.animate(.effect, c))
        case .saturation(let s): return .saturation(animator.animate(.effect, s))
        case .grayscale(let a): return .grayscale(animator.animate(.effect, a))
        case .hueRotation(let angle): return .hueRotation(.radians(animator.animate(.effect, angle.radians)))
        case .colorMultiply(let c): return .colorMultiply(ColorVector.animate(c, by: &animator))
        case .colorInvert, .luminanceToAlpha: return self
        }
    }

    var matrix: ColorMatrix {
        let l = Self.luma
        switch self {
        case .brightness(let b):
            return Self.rgb([[1, 0, 0], [0, 1, 0], [0, 0, 1]], offset: b)
        case .contrast(let c):
            return Self.rgb([[c, 0, 0], [0, c, 0], [0, 0, c]], offset: (1 - c) / 2)
        case .saturation(let amount):
            let s = max(amount, 0)
            return Self.rgb([
                [0.2126 + 0.7873 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s],
                [0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s],
                [0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s],
            ])
        case .grayscale(let a):
            return Self.rgb((0..<3).map { row in (0..<3).map { a * l[$0] + (row == $0 ? 1 - a : 0) } })
        case .hueRotation(let angle):
            let c = cos(angle.radians), s = sin(angle.radians)
            return Self.rgb([
                [0.2126 + 0.7873 * c - 0.2126 * s, 0.7152 - 0.7152 * c - 0.7152 * s, 0.0722 - 0.0722 * c + 0.9278 * s],
                [0.2126 - 0.2126 * c + 0.1430 * s, 0.7152 + 0.2848 * c + 0.1400 * s, 0.0722 - 0.0722 * c - 0.2830 * s],
                [0.2126 - 0.2126 * c - 0.7873 * s, 0.7152 - 0.7152 * c + 0.7152 * s, 0.0722 + 0.9278 * c + 0.0722 * s],
            ])
        case .colorMultiply(let m):
            return ColorMatrix(rows: [[m.red, 0, 0, 0, 0], [0, m.green, 0, 0, 0], [0, 0, m.blue, 0, 0], [0, 0, 0, m.alpha, 0]])
        case .colorInvert(let a):
            return Self.rgb([[1 - 2 * a, 0, 0], [0, 1 - 2 * a, 0], [0, 0, 1 - 2 * a]], offset: a)
        case .luminanceToAlpha:
            return ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [l[0], l[1], l[2], 0, 0]])
        }
    }

    /// A matrix acting on r, g, b by `weights` (3 × 3) plus `offset`, alpha unchanged.
    private static func rgb(_ weights: [[Double]], offset: Double = 0) -> ColorMatrix {
        ColorMatrix(rows: weights.map { $0 + [0, offset] } + [[0, 0, 0, 1, 0]])
    }
}
