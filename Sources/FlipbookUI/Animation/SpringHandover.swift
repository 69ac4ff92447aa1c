// SpringHandover.swift: a spring that takes over a motion already running (swiftui-facts §1.4):
// `.spring`, `.smooth`, `.snappy`, `.bouncy` and `.interactiveSpring` merge with the animation
// running on the value, whatever it is, keeping the value shown and its velocity, and head from
// there for the new target with their own stiffness and damping. A linear spring's motion from a
// state is the sum of what each part of the state does alone, so with X the displacement from the
// target and W the velocity at the change, τ seconds on the value is
//     target + X·f(τ) + W·g(τ),
// f the spring's return from a unit displacement at rest (1 − its unit step), g its motion from
// the target after a unit push (its unit step with an initial velocity of 1, less the one at rest).
// The response is not blended over a `blendDuration` (interactiveSpring's 0.25 s): the new
// spring's own applies at once.

struct SpringHandover {
    /// The value shown at the change, less the target.
    let displacement: any VectorArithmetic
    /// The value's velocity at the change, in its units per second.
    let velocity: any VectorArithmetic
    /// The spring's unit step at rest, and pushed at 1 unit per second.
    private let atRest: SpringCurve
    private let pushed: SpringCurve
    /// When the motion counts as finished, in seconds after the change.
    let settling: Double

    init(spring: SpringCurve, displacement: any VectorArithmetic, velocity: any VectorArithmetic) {
        self.displacement = displacement
        self.velocity = velocity
        atRest = SpringCurve(omega0: spring.omega0, zeta: spring.zeta, initialVelocity: 0)
        pushed = SpringCurve(omega0: spring.omega0, zeta: spring.zeta, initialVelocity: 1)
        settling = Self.settlingTime(atRest: atRest, pushed: pushed, displacement: displacement.magnitudeSquared.squareRoot(),
                                     speed: velocity.magnitudeSquared.squareRoot())
    }

    /// The same takeover with its displacement and velocity passed through `map` (a frame that
    /// moves at once in some components keeps none of its motion in them).
    func snapped(_ map: (any VectorArithmetic) -> any VectorArithmetic) -> SpringHandover {
        SpringHandover(self, displacement: map(displacement), velocity: map(velocity))
    }

    private init(_ other: SpringHandover, displacement: any VectorArithmetic, velocity: any VectorArithmetic) {
        self.displacement = displacement
        self.velocity = velocity
        atRest = other.atRest
        pushed = other.pushed
        settling = other.settling
    }

    /// The value τ seconds after the change (the target once settled).
    func value(toward target: any VectorArithmetic, at tau: Double) -> any VectorArithmetic {
        guard tau < settling else { return target }
        let (f, g) = Self.weights(atRest.state(at: tau), pushed.state(at: tau))
        return target.plus(displacement.scaled(by: f.x)).plus(velocity.scaled(by: g.x))
    }

    /// The rate at which the value changes τ seconds after the change, per second.
    func velocity(at tau: Double) -> any VectorArithmetic {
        guard tau < settling else { return displacement.minus(displacement) }
        let (f, g) = Self.weights(atRest.state(at: tau), pushed.state(at: tau))
        return displacement.scaled(by: f.v).plus(velocity.scaled(by: g.v))
    }

    /// f and g (and their first two derivatives, in `v` and `a`) from the two unit steps.
    private static func weights(_ rest: (x: Double, v: Double, a: Double), _ push: (x: Double, v: Double, a: Double))
        -> (f: (x: Double, v: Double, a: Double), g: (x: Double, v: Double, a: Double)) {
        ((1 - rest.x, -rest.v, -rest.a), (push.x - rest.x, push.v - rest.v, push.a - rest.a))
    }

    /// As a spring's move finishes (SpringCurve.settlingTime): within 1 % of the distance left at
    /// the change (or of how far the velocity would carry it in a radian of the spring's swing,
    /// where that is more), with speed and acceleration at most 0.06 in the value's units.
    private static func settlingTime(atRest: SpringCurve, pushed: SpringCurve, displacement x: Double, speed w: Double) -> Double {
        let scale = max(x, w / max(atRest.omega0, 1e-9), 1e-12)
        for ms in 1...60_000 {
            let t = Double(ms) / 1000
            let (f, g) = weights(atRest.state(at: t), pushed.state(at: t))
            let distance = x * abs(f.x) + w * abs(g.x)
            let speed = x * abs(f.v) + w * abs(g.v)
            let acceleration = x * abs(f.a) + w * abs(g.a)
            if distance <= 0.01 * scale && speed <= 0.06 && acceleration <= 0.06 { return t }
        }
        return 60
    }
}
