// Animation.swift: SwiftUI's Animation values. The public type only names an animation: a base
// curve or spring, wrapped by the modifiers applied to it in order (`.delay`, `.speed`,
// `.repeatCount`, `.repeatForever`), so that `.easeIn.delay(1).repeatForever()` delays every pass
// and `.easeIn.repeatForever().delay(1)` delays once, as in SwiftUI. The maths live in
// Animation/ (the engine).

/// How a change moves from its old value to its new one over time.
public struct Animation: Equatable, Sendable {
    indirect enum Timing: Equatable, Sendable {
        /// A cubic Bézier timing curve (control points x1, y1, x2, y2) over a duration.
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
        /// A damped spring: response (s), damping fraction, blend duration (s).
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        /// A spring given by its physical constants, evaluated analytically.
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
        /// A scroll view's momentum after a drag: the velocity decays by a constant factor every
        /// instant, with this time constant (s), so the value glides into its target.
        case deceleration(timeConstant: Double)
        /// The inner timing, started `seconds` late.
        case delayed(Timing, seconds: Double)
        /// The inner timing, run `factor` times as fast.
        case sped(Timing, factor: Double)
        /// The inner timing played `count` times (nil: forever), every other pass backwards when
        /// it autoreverses.
        case repeated(Timing, count: Int?, autoreverses: Bool)
        /// A custom animation (CustomAnimation).
        case custom(CustomTiming)
        /// The inner timing, logically complete after the seconds given.
        case logicallyComplete(Timing, after: Double)
    }

    let timing: Timing
    /// `.default` compares equal only to itself, as in SwiftUI.
    var isDefault = false

    init(_ timing: Timing) { self.timing = timing }

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

    /// A spring by its perceptual duration and bounce: damping 1 − bounce for bounce ≥ 0,
    /// 1 / (1 + bounce) below (swiftui-facts-everyday §5). A bare `.spring()` is this one.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(response: duration, dampingFraction: Spring(duration: duration, bounce: bounce).dampingRatio, blendDuration: blendDuration))
    }

    /// The response/damping form, disfavoured as in the current SDK: only a call that names its
    /// arguments reaches it.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    public static var spring: Animation { .spring() }
    public static var smooth: Animation { .smooth() }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .spring(duration: duration, bounce: extraBounce) }
    public static var snappy: Animation { .snappy() }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static var bouncy: Animation { .bouncy() }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .spring(duration: duration, bounce: 0.3 + extraBounce) }
    public static var interactiveSpring: Animation { .interactiveSpring() }
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        .spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(.interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// The duration/bounce form: stiffness (2π / duration)², damping 2ζ√stiffness.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        let stiffness = pow(2 * .pi / duration, 2)
        return .interpolatingSpring(mass: 1, stiffness: stiffness, damping: 2 * Spring(duration: duration, bounce: bounce).dampingRatio * stiffness.squareRoot(),
                                    initialVelocity: initialVelocity)
    }

    public static var interpolatingSpring: Animation { .interpolatingSpring() }

    // MARK: Modifiers

    public func delay(_ seconds: Double) -> Animation { wrapped(.delayed(timing, seconds: seconds)) }
    public func speed(_ factor: Double) -> Animation { wrapped(.sped(timing, factor: factor)) }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        wrapped(.repeated(timing, count: max(1, count), autoreverses: autoreverses))
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation { wrapped(.repeated(timing, count: nil, autoreverses: autoreverses)) }

    private func wrapped(_ timing: Timing) -> Animation {
        var a = Animation(timing)
        a.isDefault = isDefault
        return a
    }
}
