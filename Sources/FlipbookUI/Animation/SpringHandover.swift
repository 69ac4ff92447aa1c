// SpringHandover.swift: a spring that takes over a motion already running (swiftui-facts §1.4):
// `.spring`, `.smooth`, `.snappy`, `.bouncy` and `.interactiveSpring` merge with the animation
// running on the value, whatever it is, keeping the value shown and its velocity, and head from
// there for the new target with their own stiffness and damping. A linear spring's motion from a
// state is the sum of what each part of the state does alone, so with X the displacement from the
// target and W the velocity at the change, τ seconds on the value is
//     target + X·f(τ) + W·g(τ),
// f the spring's return from a unit displacement at rest and g its motion after a unit push
// (SpringCurve.freeMotion).
// The response is not blended over a `blendDuration` (interactiveSpring's 0.25 s): the new
// spring's own applies at once.

struct SpringHandover {
    /// The value shown at the change, less the target.
    let displacement: any VectorArithmetic
    /// The value's velocity at the change, in its units per second.
    let velocity: any VectorArithmetic
    /// The spring that moves the value from the change on.
    private let spring: SpringCurve
    /// When the motion counts as finished, in seconds after the change.
    let settling: Double

    init(spring: SpringCurve, displacement: any VectorArithmetic, velocity: any VectorArithmetic) {
        self.displacement = displacement
        self.velocity = velocity
        self.spring = spring
        settling = Self.settlingTime(spring, displacement: displacement.magnitudeSquared.squareRoot(),
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
        spring = other.spring
        settling = other.settling
    }

    /// The value τ seconds after the change (the target once settled).
    func value(toward target: any VectorArithmetic, at tau: Double) -> any VectorArithmetic {
        guard tau < settling else { return target }
        let (f, g) = spring.freeMotion(at: tau)
        return target.plus(displacement.scaled(by: f.x)).plus(velocity.scaled(by: g.x))
    }

    /// The rate at which the value changes τ seconds after the change, per second.
    func velocity(at tau: Double) -> any VectorArithmetic {
        guard tau < settling else { return displacement.minus(displacement) }
        let (f, g) = spring.freeMotion(at: tau)
        return displacement.scaled(by: f.v).plus(velocity.scaled(by: g.v))
    }

    /// As a spring's move finishes (SpringCurve.settlingTime): within 1 % of the distance left at
    /// the change (or of how far the velocity would carry it in a radian of the spring's swing,
    /// where that is more), with speed and acceleration at most 0.06 in the value's units.
    private static func settlingTime(_ spring: SpringCurve, displacement x: Double, speed w: Double) -> Double {
        let scale = max(x, w / max(spring.omega0, 1e-9), 1e-12)
        for ms in 1...60_000 {
            let t = Double(ms) / 1000
            let (f, g) = spring.freeMotion(at: t)
            let distance = x * abs(f.x) + w * abs(g.x)
            let speed = x * abs(f.v) + w * abs(g.v)
            let acceleration = x * abs(f.a) + w * abs(g.a)
            if distance <= 0.01 * scale && speed <= 0.06 && acceleration <= 0.06 { return t }
        }
        return 60
    }
}
