// SpringCurve.swift: the closed-form damped harmonic oscillator of the pinned decisions: mass 1,
// stiffness k = (2π / response)², damping c = 4πζ / response, starting at rest at 0 and heading
// for 1. Underdamped: x(t) = 1 − e^{−ζω₀t}(cos ω_d t + (ζω₀/ω_d) sin ω_d t); critically damped:
// 1 − e^{−ω₀t}(1 + ω₀t); overdamped: the sum of two decaying exponentials. A spring is finished
// when within 1 % of the move with speed and acceleration ≤ 0.06 (in the animated value's units),
// then snapped to its target.

struct SpringCurve: Equatable {
    let omega0: Double
    let zeta: Double
    /// Initial velocity of the unit step, in units per second (interpolatingSpring's).
    let initialVelocity: Double

    init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) {
        omega0 = response > 0 ? 2 * .pi / response : 1e6
        zeta = max(0, dampingFraction)
        self.initialVelocity = initialVelocity
    }

    init(omega0: Double, zeta: Double, initialVelocity: Double) {
        self.omega0 = omega0
        self.zeta = zeta
        self.initialVelocity = initialVelocity
    }

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = max(mass, 1e-9)
        omega0 = (max(stiffness, 0) / m).squareRoot()
        zeta = omega0 > 0 ? damping / (2 * (m * max(stiffness, 1e-12)).squareRoot()) : 1
        self.initialVelocity = initialVelocity
    }

    /// Position (0 → 1), velocity and acceleration at time t ≥ 0.
    func state(at t: Double) -> (x: Double, v: Double, a: Double) {
        guard t > 0 else { return (0, initialVelocity, omega0 * omega0 - 2 * zeta * omega0 * initialVelocity) }
        let w = omega0, v0 = initialVelocity
        // Displacement from the target y(t) = x(t) − 1, with y(0) = −1, y'(0) = v0.
        let y: Double, dy: Double
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * w * t)
            let a = -1.0, b = (v0 + zeta * w * a) / wd
            let (c, s) = (cos(wd * t), sin(wd * t))
            y = decay * (a * c + b * s)
            dy = decay * ((-zeta * w) * (a * c + b * s) + wd * (-a * s + b * c))
        } else if zeta == 1 {
            let decay = exp(-w * t)
            let a = -1.0, b = v0 + w * a
            y = decay * (a + b * t)
            dy = decay * (b - w * (a + b * t))
        } else {
            let root = w * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * w + root, r2 = -zeta * w - root
            // y = A e^{r1 t} + B e^{r2 t}, A + B = −1, r1 A + r2 B = v0.
            let aa = (v0 + r2) / (r1 - r2), bb = -1 - aa
            y = aa * exp(r1 * t) + bb * exp(r2 * t)
            dy = aa * r1 * exp(r1 * t) + bb * r2 * exp(r2 * t)
        }
        // y'' = −ω₀² y − 2ζω₀ y'.
        let ddy = -w * w * y - 2 * zeta * w * dy
        return (1 + y, dy, ddy)
    }

    /// A linear spring's free motion in two parts, each with its first two derivatives: `f`, the
    /// share of a unit displacement from the target still left at time t (the spring at rest, so
    /// 1 − its unit step), and `g`, how far a unit push from the target has carried it (the unit
    /// step pushed at 1 unit per second, less the one at rest). Any motion of this spring is the
    /// target plus displacement·f plus velocity·g.
    func freeMotion(at t: Double) -> (f: (x: Double, v: Double, a: Double), g: (x: Double, v: Double, a: Double)) {
        let rest = SpringCurve(omega0: omega0, zeta: zeta, initialVelocity: 0).state(at: t)
        let push = SpringCurve(omega0: omega0, zeta: zeta, initialVelocity: 1).state(at: t)
        return ((1 - rest.x, -rest.v, -rest.a), (push.x - rest.x, push.v - rest.v, push.a - rest.a))
    }

    /// The first time at which a move of size `magnitude` (in the value's units) counts as
    /// finished (to the millisecond): within 1 % of the move, speed and acceleration at most 0.06.
    func settlingTime(magnitude: Double) -> Double {
        let m = max(magnitude, 1e-12)
        // Whole milliseconds, counted as integers so that the times stay exact.
        for ms in 1...60_000 {
            let t = Double(ms) / 1000
            let s = state(at: t)
            if abs(1 - s.x) <= 0.01 && abs(s.v) * m <= 0.06 && abs(s.a) * m <= 0.06 { return t }
        }
        return 60
    }
}
