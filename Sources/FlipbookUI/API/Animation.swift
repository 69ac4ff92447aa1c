// Animation.swift: SwiftUI's Animation values. The public type only names an animation; the
// curve and spring maths live in Animation/ (the engine).

/// How a change moves from its old value to its new one over time.
public struct Animation: Equatable {
    enum Curve: Equatable {
        /// A cubic Bézier timing curve (control points x1, y1, x2, y2) over a duration.
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
        /// A damped spring: response (s), damping fraction, blend duration (s).
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        /// A spring given by its physical constants, evaluated analytically.
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    let curve: Curve
    var delay: Double = 0
    var speed: Double = 1
    /// nil: play once; otherwise the repeat count (Int.max for forever) and whether to reverse.
    var repetition: (count: Int, autoreverses: Bool)? = nil
    /// `.default` compares equal only to itself, as in SwiftUI.
    var isDefault = false

    public static func == (a: Animation, b: Animation) -> Bool {
        a.curve == b.curve && a.delay == b.delay && a.speed == b.speed && a.isDefault == b.isDefault
            && a.repetition?.count == b.repetition?.count && a.repetition?.autoreverses == b.repetition?.autoreverses
    }

    init(_ curve: Curve) { self.curve = curve }

    // MARK: Timing curves (0.35 s by default)

    public static let linear = linear(duration: 0.35)
    public static func linear(duration: Double) -> Animation { timingCurve(0, 0, 1, 1, duration: duration) }
    public static let easeIn = easeIn(duration: 0.35)
    public static func easeIn(duration: Double) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
    public static let easeOut = easeOut(duration: 0.35)
    public static func easeOut(duration: Double) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
    public static let easeInOut = easeInOut(duration: 0.35)
    public static func easeInOut(duration: Double) -> Animation { timingCurve(0.42, 0, 0.58, 1, duration: duration) }
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(.bezier(x1: c0x, y1: c0y, x2: c1x, y2: c1y, duration: duration))
    }

    // MARK: Springs

    /// The pinned decision: Apple's documented spring(response: 0.55, dampingFraction: 1).
    public static var `default`: Animation {
        var a = Animation(.spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
        a.isDefault = true
        return a
    }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// bounce ≥ 0: damping 1 − bounce; bounce < 0: 1 / (1 + bounce) (overdamped). Disfavoured,
    /// so that `.spring()` means the response/damping form with its defaults (the pinned decision).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return .spring(response: duration, dampingFraction: damping, blendDuration: blendDuration)
    }

    public static var spring: Animation { .spring(duration: 0.5, bounce: 0) }
    public static var smooth: Animation { .spring(duration: 0.5, bounce: 0) }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .spring(duration: duration, bounce: extraBounce) }
    public static var snappy: Animation { .spring(duration: 0.5, bounce: 0.15) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static var bouncy: Animation { .spring(duration: 0.5, bounce: 0.3) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .spring(duration: duration, bounce: 0.3 + extraBounce) }
    public static var interactiveSpring: Animation { .interactiveSpring() }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(.interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// The duration/bounce form, as the physical spring with the same response and damping.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let stiffness = pow(2 * .pi / duration, 2)
        return .interpolatingSpring(mass: 1, stiffness: stiffness, damping: 4 * .pi * damping / duration, initialVelocity: initialVelocity)
    }

    // MARK: Modifiers

    public func delay(_ seconds: Double) -> Animation { var a = self; a.delay += seconds; return a }
    public func speed(_ factor: Double) -> Animation { var a = self; a.speed *= factor; return a }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        var a = self; a.repetition = (max(1, count), autoreverses); return a
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var a = self; a.repetition = (Int.max, autoreverses); return a
    }
}
