// AnimatableVector.swift: the values the animation engine moves, as VectorArithmetic: frames,
// colours (linear sRGB with alpha, the pinned interpolation space) and the operations on
// type-erased values that animation tracks need.

/// A rectangle as four animatable numbers.
struct RectVector: VectorArithmetic, Equatable {
    var x = 0.0, y = 0.0, width = 0.0, height = 0.0
    init(_ r: CGRect) { x = r.minX; y = r.minY; width = r.width; height = r.height }
    init(x: Double, y: Double, width: Double, height: Double) { self.x = x; self.y = y; self.width = width; self.height = height }
    var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    static var zero: RectVector { RectVector(x: 0, y: 0, width: 0, height: 0) }
    static func + (a: RectVector, b: RectVector) -> RectVector { RectVector(x: a.x + b.x, y: a.y + b.y, width: a.width + b.width, height: a.height + b.height) }
    static func - (a: RectVector, b: RectVector) -> RectVector { RectVector(x: a.x - b.x, y: a.y - b.y, width: a.width - b.width, height: a.height - b.height) }
    mutating func scale(by s: Double) { x *= s; y *= s; width *= s; height *= s }
    var magnitudeSquared: Double { x * x + y * y + width * width + height * height }
}

/// A vector whose components can be told apart: what lets a change without animation take
/// only the components it changed (AttributeTrack.retarget).
protocol ComponentwiseVector: VectorArithmetic {
    /// This vector with each component in which `a` differs from `b` taken from `replacement`.
    func replacing(where a: Self, differsFrom b: Self, with replacement: Self) -> Self
}

extension RectVector: ComponentwiseVector {
    func replacing(where a: RectVector, differsFrom b: RectVector, with replacement: RectVector) -> RectVector {
        RectVector(x: a.x != b.x ? replacement.x : x, y: a.y != b.y ? replacement.y : y,
                   width: a.width != b.width ? replacement.width : width, height: a.height != b.height ? replacement.height : height)
    }
}

/// A colour as linear-light sRGB components and alpha, interpolated component by component.
struct ColorVector: VectorArithmetic, Equatable {
    var r = 0.0, g = 0.0, b = 0.0, a = 0.0
    init(r: Double, g: Double, b: Double, a: Double) { self.r = r; self.g = g; self.b = b; self.a = a }
    init(_ c: Color) {
        self.init(r: ColorMath.decode(c.red), g: ColorMath.decode(c.green), b: ColorMath.decode(c.blue), a: c.alpha)
    }
    var color: Color {
        Color(red: ColorMath.encode(min(max(r, 0), 1)), green: ColorMath.encode(min(max(g, 0), 1)),
              blue: ColorMath.encode(min(max(b, 0), 1)), opacity: min(max(a, 0), 1))
    }

    static var zero: ColorVector { ColorVector(r: 0, g: 0, b: 0, a: 0) }
    static func + (x: ColorVector, y: ColorVector) -> ColorVector { ColorVector(r: x.r + y.r, g: x.g + y.g, b: x.b + y.b, a: x.a + y.a) }
    static func - (x: ColorVector, y: ColorVector) -> ColorVector { ColorVector(r: x.r - y.r, g: x.g - y.g, b: x.b - y.b, a: x.a - y.a) }
    mutating func scale(by s: Double) { r *= s; g *= s; b *= s; a *= s }
    /// A colour handed to an animator as a colour vector; the colour itself when the animator
    /// leaves the value as it was (no round trip through linear light).
    static func animate<Animator: AttributeAnimator>(_ color: Color, by animator: inout Animator) -> Color {
        let vector = ColorVector(color)
        let shown = animator.animate(.color, vector)
        return shown == vector ? color : shown.color
    }

    /// Scaled ×128, as SwiftUI's resolved colours are, so springs finish at the same point.
    var magnitudeSquared: Double { (r * r + g * g + b * b + a * a) * 128 * 128 }
}

extension VectorArithmetic {
    func plus(_ other: any VectorArithmetic) -> any VectorArithmetic {
        guard let o = other as? Self else { return self }
        return self + o
    }
    func minus(_ other: any VectorArithmetic) -> any VectorArithmetic {
        guard let o = other as? Self else { return self }
        return self - o
    }
}

/// A gradient's stops as one vector: each stop's colour (linear light, as ColorVector) and its
/// location. Two gradients with as many stops animate stop by stop; with different counts the
/// difference is nothing, so the new gradient shows at once.
struct GradientVector: VectorArithmetic, Equatable {
    var values: [Double]

    init(values: [Double]) { self.values = values }

    init(_ gradient: Gradient) {
        values = gradient.stops.flatMap { stop -> [Double] in
            let c = ColorVector(stop.color)
            return [c.r, c.g, c.b, c.a, Double(stop.location)]
        }
    }

    var gradient: Gradient {
        Gradient(stops: stride(from: 0, to: values.count - 4, by: 5).map { i in
            Gradient.Stop(color: ColorVector(r: values[i], g: values[i + 1], b: values[i + 2], a: values[i + 3]).color,
                          location: CGFloat(values[i + 4]))
        })
    }

    static var zero: GradientVector { GradientVector(values: []) }

    static func + (x: GradientVector, y: GradientVector) -> GradientVector {
        if y.values.isEmpty { return x }
        if x.values.isEmpty { return y }
        guard x.values.count == y.values.count else { return x }
        return GradientVector(values: zip(x.values, y.values).map(+))
    }

    static func - (x: GradientVector, y: GradientVector) -> GradientVector {
        if y.values.isEmpty { return x }
        if x.values.isEmpty { return GradientVector(values: y.values.map { -$0 }) }
        guard x.values.count == y.values.count else { return .zero }
        return GradientVector(values: zip(x.values, y.values).map(-))
    }

    mutating func scale(by s: Double) { values = values.map { $0 * s } }

    /// Scaled as colour vectors are, so springs finish at the same point.
    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } * 128 * 128 }
}
