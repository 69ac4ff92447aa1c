// Spring.swift: SwiftUI's Spring, a spring's shape apart from any animation: what a SpringKeyframe
// moves with, and what `Animation.spring(_:)` animates with. Duration and bounce map to response
// and damping as for Animation's springs (swiftui-facts-everyday §5); the motion is SpringCurve's.

import Foundation

/// A spring, by its response (perceptual duration) and damping ratio.
public struct Spring: Hashable, Sendable {
    /// The time of one undamped oscillation, in seconds.
    public var response: Double
    /// 1 is critically damped; below 1 it bounces.
    public var dampingRatio: Double

    public init(response: Double, dampingRatio: Double) {
        self.response = response
        self.dampingRatio = dampingRatio
    }

    /// A spring by its perceptual duration and bounce (0: none; up to 1: more; below 0: overdamped).
    public init(duration: Double = 0.5, bounce: Double = 0) {
        response = duration
        // A bounce of −1 or less is as overdamped as a spring gets (a finite ratio: an infinite
        // one turns the motion into NaN).
        dampingRatio = bounce >= 0 ? max(0, 1 - bounce) : bounce > -0.999 ? 1 / (1 + bounce) : 1000
    }

    /// A spring by its physical constants (overdamping allowed only when asked for, as in SwiftUI).
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = max(mass, 1e-9), k = max(stiffness, 1e-12)
        response = 2 * .pi / (k / m).squareRoot()
        let ratio = damping / (2 * (m * k).squareRoot())
        dampingRatio = allowOverDamping ? ratio : min(ratio, 1)
    }

    /// A spring with `dampingRatio` whose motion stays within `epsilon` of its target (as a part
    /// of the move) from about `settlingDuration` on. A spring's motion scales with its response
    /// at a given damping, so the response is the duration over the time a spring of response 1
    /// takes: the envelope of its move falling to epsilon where it bounces, the move itself where
    /// it cannot overshoot.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        let ratio = max(dampingRatio, 0), tolerance = min(max(epsilon, 1e-12), 0.5)
        let unitSettling: Double
        if ratio == 0 {
            unitSettling = 1  // never settles: taken as one response
        } else if ratio < 1 {
            // The move's envelope, e^(−ζωt) / √(1 − ζ²), at ω = 2π.
            unitSettling = -log(tolerance * (1 - ratio * ratio).squareRoot()) / (ratio * 2 * .pi)
        } else {
            let unit = SpringCurve(response: 1, dampingFraction: ratio)
            var low = 0.0, high = 1.0
            while 1 - unit.state(at: high).x > tolerance && high < 1e6 { high *= 2 }
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if 1 - unit.state(at: mid).x > tolerance { low = mid } else { high = mid }
            }
            unitSettling = high
        }
        self.init(response: max(settlingDuration, 0) / unitSettling, dampingRatio: ratio)
    }

    public var duration: Double { response }
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// How long a unit move takes to settle (SpringCurve's criterion).
    public var settlingDuration: Double { curve().settlingTime(magnitude: 1) }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }

    /// Where a move of `target` from zero is `time` seconds on, leaving with `initialVelocity`:
    /// the unit step times the target, plus the spring's motion after a push of that velocity.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        motion(target: target, initialVelocity: initialVelocity, time: time) { $0.x }
    }

    /// How fast that move goes `time` seconds on, per second.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        motion(target: target, initialVelocity: initialVelocity, time: time) { $0.v }
    }

    /// Where a move from `fromValue` to `toValue` is `time` seconds on.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData + value(target: toValue.animatableData - fromValue.animatableData,
                                                                 initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// How fast a move from `fromValue` to `toValue` goes `time` seconds on.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        var result = fromValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The target times the unit step's `part` (1 − f), plus the initial velocity times g's: a
    /// linear spring's motion is the sum of the two (SpringCurve.freeMotion).
    private func motion<V: VectorArithmetic>(target: V, initialVelocity: V, time: Double,
                                             _ part: ((x: Double, v: Double, a: Double)) -> Double) -> V {
        let (f, g) = curve().freeMotion(at: max(time, 0))
        var moved = target
        moved.scale(by: part((1 - f.x, -f.v, -f.a)))
        var pushed = initialVelocity
        pushed.scale(by: part(g))
        return moved + pushed
    }

    /// The unit step of this spring, leaving 0 with `initialVelocity` (in units of the move per second).
    func curve(initialVelocity: Double = 0) -> SpringCurve {
        SpringCurve(response: response, dampingFraction: dampingRatio, initialVelocity: initialVelocity)
    }
}

extension Animation {
    /// An animation that moves with `spring`.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation(.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration))
    }

    /// An interpolating spring (added to what runs, as `interpolatingSpring(mass:…)` is) of
    /// `spring`'s shape.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        let stiffness = pow(2 * .pi / max(spring.response, 1e-9), 2)
        return .interpolatingSpring(mass: 1, stiffness: stiffness, damping: 2 * spring.dampingRatio * stiffness.squareRoot(),
                                    initialVelocity: initialVelocity)
    }

    /// An animation timed by `curve` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
        timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: duration)
    }
}
