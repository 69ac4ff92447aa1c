// UnitCurve.swift: the timing curves of easeIn, easeOut, easeInOut and timingCurve: cubic
// Béziers from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2), solved for x exactly
// as SwiftUI does (Newton's method, then bisection; epsilon 2⁻²⁰, result rounded to a multiple
// of 2⁻²⁰ — swiftui-facts §1.1). Public as SwiftUI's UnitCurve, the timing of a LinearKeyframe.

/// A function from progress 0…1 to 0…1 (at 1), for timing a change.
public struct UnitCurve: Hashable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// A curve from (0, 0) to (1, 1) with these Bézier control points (x clamped to 0…1).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(x1: min(max(startControlPoint.x, 0), 1), y1: startControlPoint.y,
                  x2: min(max(endControlPoint.x, 0), 1), y2: endControlPoint.y)
    }

    public static let linear = UnitCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    public static let easeIn = UnitCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = UnitCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInOut = UnitCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    private static let epsilon = 1.0 / 1_048_576  // 2⁻²⁰

    /// The curve's y at progress x (0…1 clamped).
    public func value(at x: Double) -> Double {
        let t = solve(min(max(x, 0), 1))
        let y = sample(t, y1, y2)
        return (y / UnitCurve.epsilon).rounded() * UnitCurve.epsilon
    }

    /// The curve's slope dy/dx at progress x. Where x and y both stop moving (an end whose
    /// control point lies on it, as both of `.linear`'s do) the slope is the limit: the ratio of
    /// the next derivatives that do not both vanish. Where only x stops (a vertical tangent) it is
    /// `steepest`, signed: finite, so that velocities made from it stay numbers.
    public func velocity(at x: Double) -> Double {
        let t = solve(min(max(x, 0), 1))
        let derivatives = [(derivative(t, x1, x2), derivative(t, y1, y2)),
                           (secondDerivative(t, x1, x2), secondDerivative(t, y1, y2)),
                           (thirdDerivative(x1, x2), thirdDerivative(y1, y2))]
        for (dx, dy) in derivatives where abs(dx) > 1e-12 || abs(dy) > 1e-12 {
            guard abs(dx) > 1e-12 else { return dy > 0 ? Self.steepest : -Self.steepest }
            return min(max(dy / dx, -Self.steepest), Self.steepest)
        }
        return 0
    }

    /// The largest slope `velocity(at:)` reports.
    private static let steepest = 1e6

    /// B(t) for one coordinate with control values a (P1) and b (P2), P0 = 0, P3 = 1.
    private func sample(_ t: Double, _ a: Double, _ b: Double) -> Double {
        ((1 - 3 * b + 3 * a) * t + (3 * b - 6 * a)) * t * t + 3 * a * t
    }

    private func derivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - 3 * b + 3 * a) * t * t + 2 * (3 * b - 6 * a) * t + 3 * a
    }

    private func secondDerivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
        6 * (1 - 3 * b + 3 * a) * t + 2 * (3 * b - 6 * a)
    }

    private func thirdDerivative(_ a: Double, _ b: Double) -> Double { 6 * (1 - 3 * b + 3 * a) }

    /// The parameter t whose x is `x`.
    private func solve(_ x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sample(t, x1, x2) - x
            if abs(error) < UnitCurve.epsilon { return t }
            let d = derivative(t, x1, x2)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        while lo < hi {
            let v = sample(t, x1, x2)
            if abs(v - x) < UnitCurve.epsilon { return t }
            if x > v { lo = t } else { hi = t }
            let next = (lo + hi) / 2
            if next == t { break }
            t = next
        }
        return t
    }
}
