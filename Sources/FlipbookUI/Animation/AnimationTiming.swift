// AnimationTiming.swift: an Animation as a function of time since its change: progress from 0
// (the old value) to 1 (the new one), with delay, speed and repetition applied, and the time at
// which it is finished. Timing curves hand over from whatever was showing (crossfade); springs
// add their move on top of what runs already, which for springs is the same as keeping their
// velocity (superposition of linear springs) — swiftui-facts §1.4.

struct AnimationTiming {
    let animation: Animation
    /// Finished at this time after the change (infinity when repeating forever).
    let duration: Double

    private enum Kind {
        case curve(UnitCurve, seconds: Double)
        case spring(SpringCurve, settling: Double)
    }
    private let kind: Kind

    /// - Parameter magnitude: the size of the move in the value's units (springs finish by it).
    init(_ animation: Animation, magnitude: Double) {
        self.animation = animation
        let single: Double
        switch animation.curve {
        case .bezier(let x1, let y1, let x2, let y2, let seconds):
            kind = .curve(UnitCurve(x1: x1, y1: y1, x2: x2, y2: y2), seconds: max(seconds, 0))
            single = max(seconds, 0)
        case .spring(let response, let damping, _):
            let spring = SpringCurve(response: response, dampingFraction: damping)
            let settle = spring.settlingTime(magnitude: magnitude)
            kind = .spring(spring, settling: settle)
            single = settle
        case .interpolatingSpring(let mass, let stiffness, let damping, let v0):
            let spring = SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v0)
            let settle = spring.settlingTime(magnitude: magnitude)
            kind = .spring(spring, settling: settle)
            single = settle
        }
        let speed = animation.speed > 0 ? animation.speed : 1
        let cycles = animation.repetition.map { Double($0.count) } ?? 1
        duration = animation.delay + (cycles == Double(Int.max) ? .infinity : single * cycles / speed)
    }

    /// Springs add to what runs; curves take over from it.
    var isAdditive: Bool {
        if case .spring = kind { return true }
        return false
    }

    /// Progress at `elapsed` seconds after the change: 0 before the delay ends, 1 once finished.
    func progress(at elapsed: Double) -> Double {
        if elapsed >= duration { return 1 }
        let speed = animation.speed > 0 ? animation.speed : 1
        var local = (elapsed - animation.delay) * speed
        if local <= 0 { return 0 }
        let single: Double
        switch kind {
        case .curve(_, let seconds): single = seconds
        case .spring(_, let settling): single = settling
        }
        var reversed = false
        if let repetition = animation.repetition, single > 0 {
            let cycle = (local / single).rounded(.down)
            local -= cycle * single
            reversed = repetition.autoreverses && Int(cycle) % 2 == 1
        }
        let p: Double
        switch kind {
        case .curve(let curve, let seconds): p = seconds > 0 ? curve.value(at: local / seconds) : 1
        case .spring(let spring, _): p = spring.state(at: local).x
        }
        return reversed ? 1 - p : p
    }
}
