// Segment.swift: one drawing segment of a path (line, quadratic or cubic Bézier) with the
// maths every later stage needs: evaluation, derivatives, exact splitting, extrema, arc length.

import Foundation

/// A line or Bézier segment with its start point.
enum Segment: Equatable {
    case line(Point, Point)
    case quad(Point, Point, Point)
    case cubic(Point, Point, Point, Point)

    var start: Point {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }

    var end: Point {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
        }
    }

    var controlPoints: [Point] {
        switch self {
        case .line(let a, let b): return [a, b]
        case .quad(let a, let b, let c): return [a, b, c]
        case .cubic(let a, let b, let c, let d): return [a, b, c, d]
        }
    }

    /// The path element that draws this segment from its start.
    var element: PathElement {
        switch self {
        case .line(_, let p): return .line(p)
        case .quad(_, let c, let p): return .quad(c, p)
        case .cubic(_, let c1, let c2, let p): return .cubic(c1, c2, p)
        }
    }

    func point(at t: Double) -> Point {
        let u = 1 - t
        switch self {
        case .line(let a, let b): return a.lerp(to: b, t)
        case .quad(let a, let b, let c): return a * (u * u) + b * (2 * u * t) + c * (t * t)
        case .cubic(let a, let b, let c, let d):
            return a * (u * u * u) + b * (3 * u * u * t) + c * (3 * u * t * t) + d * (t * t * t)
        }
    }

    func derivative(at t: Double) -> Point {
        let u = 1 - t
        switch self {
        case .line(let a, let b): return b - a
        case .quad(let a, let b, let c): return (b - a) * (2 * u) + (c - b) * (2 * t)
        case .cubic(let a, let b, let c, let d):
            return (b - a) * (3 * u * u) + (c - b) * (6 * u * t) + (d - c) * (3 * t * t)
        }
    }

    /// The direction the segment leaves its start in: the first control point that differs from
    /// the start gives it, as SVG says; nil when all points coincide.
    var startTangent: Point? {
        switch self {
        case .line(let a, let b): return b == a ? nil : (b - a).normalized
        case .quad(let a, let b, let c): return (b != a ? b - a : c - a).normalized
        case .cubic(let a, let b, let c, let d): return (b != a ? b - a : c != a ? c - a : d - a).normalized
        }
    }

    /// The direction the segment arrives at its end in; nil when all points coincide.
    var endTangent: Point? {
        switch self {
        case .line(let a, let b): return b == a ? nil : (b - a).normalized
        case .quad(let a, let b, let c): return (c != b ? c - b : c - a).normalized
        case .cubic(let a, let b, let c, let d): return (d != c ? d - c : d != b ? d - b : d - a).normalized
        }
    }

    var isPoint: Bool {
        switch self {
        case .line(let a, let b): return a == b
        case .quad(let a, let b, let c): return a == b && b == c
        case .cubic(let a, let b, let c, let d): return a == b && b == c && c == d
        }
    }

    /// The part of the segment between parameters t0 ≤ t1, exactly (de Casteljau / blossoming).
    func subsegment(from t0: Double, to t1: Double) -> Segment {
        if t0 <= 0 && t1 >= 1 { return self }
        switch self {
        case .line(let a, let b):
            return .line(t0 <= 0 ? a : a.lerp(to: b, t0), t1 >= 1 ? b : a.lerp(to: b, t1))
        case .quad(let a, let b, let c):
            // Blossom q(u, v): the polar form of the quadratic.
            func q(_ u: Double, _ v: Double) -> Point {
                a * ((1 - u) * (1 - v)) + b * ((1 - u) * v + u * (1 - v)) + c * (u * v)
            }
            return .quad(t0 <= 0 ? a : q(t0, t0), q(t0, t1), t1 >= 1 ? c : q(t1, t1))
        case .cubic(let a, let b, let c, let d):
            func q(_ u: Double, _ v: Double, _ w: Double) -> Point {
                let (mu, mv, mw) = (1 - u, 1 - v, 1 - w)
                return a * (mu * mv * mw) + b * (u * mv * mw + mu * v * mw + mu * mv * w)
                    + c * (u * v * mw + u * mv * w + mu * v * w) + d * (u * v * w)
            }
            return .cubic(t0 <= 0 ? a : q(t0, t0, t0), q(t0, t0, t1), q(t0, t1, t1), t1 >= 1 ? d : q(t1, t1, t1))
        }
    }

    /// Parameters in (0, 1) where x or y has a local extremum.
    func extremaParameters() -> [Double] {
        var ts: [Double] = []
        func roots(_ a: Double, _ b: Double, _ c: Double) {
            // a t² + b t + c = 0
            if abs(a) < 1e-12 {
                if b != 0 { ts.append(-c / b) }
                return
            }
            let disc = b * b - 4 * a * c
            guard disc >= 0 else { return }
            let s = disc.squareRoot()
            ts.append((-b + s) / (2 * a)); ts.append((-b - s) / (2 * a))
        }
        switch self {
        case .line: break
        case .quad(let a, let b, let c):
            for (p0, p1, p2) in [(a.x, b.x, c.x), (a.y, b.y, c.y)] {
                let den = p0 - 2 * p1 + p2
                if den != 0 { ts.append((p0 - p1) / den) }
            }
        case .cubic(let a, let b, let c, let d):
            for (p0, p1, p2, p3) in [(a.x, b.x, c.x, d.x), (a.y, b.y, c.y, d.y)] {
                // derivative / 3 = A t² + B t + C
                roots(-p0 + 3 * p1 - 3 * p2 + p3, 2 * (p0 - 2 * p1 + p2), p1 - p0)
            }
        }
        return ts.filter { $0 > 0 && $0 < 1 }
    }

    // MARK: - Arc length

    /// The length of the curve between parameters 0 and t, to about 1e-9 relative: 16-point
    /// Gauss–Legendre on pieces small enough for the speed to be smooth on each.
    func length(to t: Double = 1) -> Double {
        switch self {
        case .line(let a, let b): return a.distance(to: b) * t
        default:
            let pieces = lengthPieces
            var total = 0.0
            for i in 0..<pieces {
                let a = Double(i) / Double(pieces) * t, b = Double(i + 1) / Double(pieces) * t
                total += gaussLegendreSpeedIntegral(a, b)
            }
            return total
        }
    }

    /// How many pieces the length integral uses: more for curves whose control polygon turns
    /// sharply (near-cusps concentrate the speed's variation).
    private var lengthPieces: Int {
        let pts = controlPoints
        var turn = 0.0
        for i in 1..<(pts.count - 1) {
            let u = pts[i] - pts[i - 1], v = pts[i + 1] - pts[i]
            if u.length > 0 && v.length > 0 { turn += abs(atan2(u.cross(v), u.dot(v))) }
        }
        // Control points 1e300 apart overflow the turn to NaN; such a curve gets the fewest pieces.
        return turn.isFinite ? 2 + Int(turn * 4) : 2
    }

    private func gaussLegendreSpeedIntegral(_ a: Double, _ b: Double) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum = 0.0
        for (x, w) in gaussLegendre16 {
            sum += w * (derivative(at: mid + half * x).length + derivative(at: mid - half * x).length)
        }
        return sum * half
    }

    /// The parameter at which the arc length from the start reaches `s` (0 ≤ s ≤ total length):
    /// Newton's method on the length, safeguarded by bisection.
    func parameter(atLength s: Double, totalLength: Double) -> Double {
        if s <= 0 { return 0 }
        if s >= totalLength { return 1 }
        if case .line = self { return s / totalLength }
        var lo = 0.0, hi = 1.0, t = s / totalLength
        for _ in 0..<50 {
            let f = length(to: t) - s
            if abs(f) < 1e-10 * max(1, totalLength) { break }
            if f > 0 { hi = t } else { lo = t }
            let speed = derivative(at: t).length
            var next = speed > 0 ? t - f / speed : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            t = next
        }
        return t
    }
}

/// Nodes (positive half) and weights of 16-point Gauss–Legendre quadrature on [-1, 1].
private let gaussLegendre16: [(Double, Double)] = [
    (0.0950125098376374, 0.1894506104550685), (0.2816035507792589, 0.1826034150449236),
    (0.4580167776572274, 0.1691565193950025), (0.6178762444026438, 0.1495959888165767),
    (0.7554044083550030, 0.1246289712555339), (0.8656312023878318, 0.0951585116824928),
    (0.9445750230732326, 0.0622535239386479), (0.9894009349916499, 0.0271524594117541),
]
