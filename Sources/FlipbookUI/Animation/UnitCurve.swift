// UnitCurve.swift: the timing curves of easeIn, easeOut, easeInOut and timingCurve: cubic
// Béziers from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2), solved for x exactly
// as SwiftUI does (Newton's method, then bisection; epsilon 2⁻²⁰, result rounded to a multiple
// of 2⁻²⁰ — swiftui-facts §1.1).

struct UnitCurve: Equatable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    private static let epsilon = 1.0 / 1_048_576  // 2⁻²⁰

    /// The curve's y at progress x (0…1 clamped).
    func value(at x: Double) -> Double {
        let t = solve(min(max(x, 0), 1))
        let y = sample(t, y1, y2)
        return (y / UnitCurve.epsilon).rounded() * UnitCurve.epsilon
    }

    /// The curve's slope dy/dx at progress x.
    func velocity(at x: Double) -> Double {
        let t = solve(min(max(x, 0), 1))
        let dx = derivative(t, x1, x2)
        return dx == 0 ? 0 : derivative(t, y1, y2) / dx
    }

    /// B(t) for one coordinate with control values a (P1) and b (P2), P0 = 0, P3 = 1.
    private func sample(_ t: Double, _ a: Double, _ b: Double) -> Double {
        ((1 - 3 * b + 3 * a) * t + (3 * b - 6 * a)) * t * t + 3 * a * t
    }

    private func derivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - 3 * b + 3 * a) * t * t + 2 * (3 * b - 6 * a) * t + 3 * a
    }

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
