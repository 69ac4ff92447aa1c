// AnimationTiming.swift: an Animation as a function of time since its change: progress from 0
// (the old value) to 1 (the new one), and the time at which it is finished. The base curve or
// spring is wrapped by its modifiers in the order they were applied (swiftui-facts-everyday §6):
// a delay holds the from value, a speed scales time, a repeat plays whole passes of what it wraps
// (pass k covers [k·d, (k+1)·d), the pinned decision), every other one backwards when it
// autoreverses, and shows the target once its passes are over. Timing curves hand over from
// whatever was showing (crossfade); an interpolating spring adds its move on top of what runs
// already, and a `.spring` takes over what runs, its value and velocity (SpringHandover) —
// swiftui-facts §1.4.
// A custom animation is the share of the move it gives a unit move (API/CustomAnimation.swift).

struct AnimationTiming {
    let animation: Animation
    /// Finished at this time after the change (infinity when repeating forever).
    let duration: Double
    private let stage: Stage

    /// One level of the timing, with its duration.
    private indirect enum Stage {
        case curve(UnitCurve, seconds: Double)
        case spring(SpringCurve, settling: Double)
        case deceleration(timeConstant: Double, settling: Double)
        case delayed(Stage, seconds: Double)
        case sped(Stage, factor: Double)
        case repeated(Stage, pass: Double, count: Int?, autoreverses: Bool)
        case custom(CustomTiming, seconds: Double)
    }

    /// - Parameter magnitude: the size of the move in the value's units (springs finish by it).
    init(_ animation: Animation, magnitude: Double) {
        self.animation = animation
        (stage, duration) = Self.stage(animation.timing, magnitude: magnitude)
    }

    private static func stage(_ timing: Animation.Timing, magnitude: Double) -> (Stage, Double) {
        switch timing {
        case .bezier(let x1, let y1, let x2, let y2, let seconds):
            let s = max(seconds, 0)
            return (.curve(UnitCurve(x1: x1, y1: y1, x2: x2, y2: y2), seconds: s), s)
        case .spring(let response, let damping, _):
            let spring = SpringCurve(response: response, dampingFraction: damping)
            let settle = spring.settlingTime(magnitude: magnitude)
            return (.spring(spring, settling: settle), settle)
        case .interpolatingSpring(let mass, let stiffness, let damping, let v0):
            let spring = SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v0)
            let settle = spring.settlingTime(magnitude: magnitude)
            return (.spring(spring, settling: settle), settle)
        case .deceleration(let tau):
            let settle = DecelerationCurve.settlingTime(timeConstant: tau, magnitude: magnitude)
            return (.deceleration(timeConstant: tau, settling: settle), settle)
        case .delayed(let inner, let seconds):
            let (stage, d) = self.stage(inner, magnitude: magnitude)
            let delay = max(0, seconds.isFinite ? seconds : 0)
            return (.delayed(stage, seconds: delay), delay + d)
        case .sped(let inner, let factor):
            let (stage, d) = self.stage(inner, magnitude: magnitude)
            let f = factor > 0 && factor.isFinite ? factor : 1
            return (.sped(stage, factor: f), d / f)
        case .repeated(let inner, let count, let autoreverses):
            let (stage, d) = self.stage(inner, magnitude: magnitude)
            let total = d <= 0 ? 0 : count.map { Double($0) * d } ?? .infinity
            return (.repeated(stage, pass: d, count: count, autoreverses: autoreverses), total)
        case .custom(let custom):
            let d = custom.duration
            return (.custom(custom, seconds: d), d)
        case .logicallyComplete(let inner, _):
            return stage(inner, magnitude: magnitude)
        }
    }

    /// The spring of a `.spring` (`.smooth`, `.snappy`, `.bouncy`, `.interactiveSpring`) with
    /// nothing around it: one that takes over a running motion (SpringHandover). nil for any other
    /// animation, a delayed or sped spring too, which merges only with its equal (swiftui-facts
    /// -everyday §6) and so combines with what runs as the rest do.
    var takeoverSpring: SpringCurve? {
        var timing = animation.timing
        while case .logicallyComplete(let inner, _) = timing { timing = inner }
        guard case .spring = timing, case .spring(let spring, _) = stage else { return nil }
        return spring
    }

    /// Springs add to what runs; curves take over from it.
    var isAdditive: Bool {
        var stage = self.stage
        while true {
            switch stage {
            case .curve, .deceleration, .custom: return false
            case .spring: return true
            case .delayed(let inner, _), .sped(let inner, _), .repeated(let inner, _, _, _): stage = inner
            }
        }
    }

    /// The period of an animation that repeats forever, in seconds: one pass, or two when it
    /// autoreverses (then the value comes back to where it started); nil for one that ends.
    var foreverPeriod: Double? {
        var stage = self.stage
        var timeScale = 1.0
        while true {
            switch stage {
            case .curve, .spring, .deceleration, .custom: return nil
            case .delayed(let inner, _): stage = inner
            case .sped(let inner, let factor): timeScale /= factor; stage = inner
            case .repeated(let inner, let pass, let count, let autoreverses):
                guard count == nil else { stage = inner; continue }
                return pass > 0 ? pass * (autoreverses ? 2 : 1) * timeScale : nil
            }
        }
    }

    /// For an animation that repeats forever, how long after the change its passes begin: the
    /// delays applied outside the repeat (`.repeatForever().delay(0.2)` waits once, then repeats;
    /// `.delay(0.2).repeatForever()` waits in every pass, so its passes begin at once). nil for
    /// one that ends.
    var foreverLeadIn: Double? {
        var stage = self.stage
        var timeScale = 1.0, leadIn = 0.0
        while true {
            switch stage {
            case .curve, .spring, .deceleration, .custom: return nil
            case .delayed(let inner, let seconds): leadIn += seconds * timeScale; stage = inner
            case .sped(let inner, let factor): timeScale /= factor; stage = inner
            case .repeated(let inner, _, let count, _):
                guard count == nil else { stage = inner; continue }
                return leadIn
            }
        }
    }

    /// Progress at `elapsed` seconds after the change: 0 before it starts, 1 once finished.
    func progress(at elapsed: Double) -> Double {
        if elapsed >= duration { return 1 }
        return Self.progress(stage, at: elapsed)
    }

    /// How fast the progress changes at `elapsed` seconds after the change, per second (the rate
    /// from that instant on: a spring's initial velocity at its start, 0 before it and once it
    /// has finished).
    func rate(at elapsed: Double) -> Double {
        if elapsed < 0 || elapsed >= duration { return 0 }
        return Self.rate(stage, at: elapsed)
    }

    private static func rate(_ stage: Stage, at t: Double) -> Double {
        if t < 0 { return 0 }
        switch stage {
        case .curve(let curve, let seconds):
            return seconds > 0 && t < seconds ? curve.velocity(at: t / seconds) / seconds : 0
        case .spring(let spring, let settling):
            return t >= settling ? 0 : spring.state(at: t).v
        case .deceleration(let tau, let settling):
            return t >= settling || tau <= 0 ? 0 : exp(-t / tau) / tau
        case .custom:
            // A forward difference: a custom animation gives only its values.
            let h = 1e-6
            return (progress(stage, at: t + h) - progress(stage, at: t)) / h
        case .delayed(let inner, let seconds):
            return rate(inner, at: t - seconds)
        case .sped(let inner, let factor):
            return factor * rate(inner, at: t * factor)
        case .repeated(let inner, let pass, let count, let autoreverses):
            guard pass > 0 else { return 0 }
            let cycle = (t / pass).rounded(.down)
            if let count, cycle >= Double(count) { return 0 }
            let r = rate(inner, at: t - cycle * pass)
            return autoreverses && Int(cycle.truncatingRemainder(dividingBy: 2)) == 1 ? -r : r
        }
    }

    private static func progress(_ stage: Stage, at t: Double) -> Double {
        if t <= 0 { return 0 }
        switch stage {
        case .curve(let curve, let seconds):
            return seconds > 0 ? curve.value(at: t / seconds) : 1
        case .spring(let spring, let settling):
            return t >= settling ? 1 : spring.state(at: t).x
        case .deceleration(let tau, let settling):
            return t >= settling ? 1 : DecelerationCurve.progress(at: t, timeConstant: tau)
        case .custom(let custom, let seconds):
            return t >= seconds ? 1 : custom.share(t) ?? 1
        case .delayed(let inner, let seconds):
            return progress(inner, at: t - seconds)
        case .sped(let inner, let factor):
            return progress(inner, at: t * factor)
        case .repeated(let inner, let pass, let count, let autoreverses):
            guard pass > 0 else { return 1 }
            let cycle = (t / pass).rounded(.down)
            if let count, cycle >= Double(count) { return 1 }
            let p = progress(inner, at: t - cycle * pass)
            return autoreverses && Int(cycle.truncatingRemainder(dividingBy: 2)) == 1 ? 1 - p : p
        }
    }
}
