// CustomAnimation.swift: iOS 17's CustomAnimation, an animation written as a function from the
// time since its change to how far the value has moved, and `Animation(_:)` around it; and
// `.logicallyComplete(after:)`, which says when completion callbacks waiting for a logically
// complete animation run.
// A custom animation is drawn as a timing: what it makes of a move of 1 at each moment is the
// share of every value's move shown then (the value it returns for a Double 1), and it is finished
// at the first moment it returns nil (looked for at 240 steps a second, for at most a minute).
// Each frame asks it afresh, with a new context: state it keeps in `context.state` from one call
// to the next starts from its keys' defaults every frame. It does not merge with what runs
// (shouldMerge is not asked): like a timing curve, it takes over from the value showing.

import Foundation

/// An animation of your own: the value at a time since the change.
public protocol CustomAnimation: Hashable, Sendable {
    /// The value `time` seconds into animating a move of `value`; nil once finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// What a custom animation is given besides the value and the time.
public struct AnimationContext<Value: VectorArithmetic> {
    /// State the animation keeps, by key.
    public var state = AnimationState<Value>()
    /// Whether the animation has said it is logically complete.
    public var isLogicallyComplete = false
    /// The environment of the view whose value animates (the default one here).
    public var environment: EnvironmentValues { EnvironmentValues() }
}

/// A custom animation's state, a value per key type.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key into a custom animation's state, with the value it starts from.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A custom animation as a share of the move at each moment (nil: finished), and when it
/// finishes, found once, where the animation is made (every attribute it animates asks).
struct CustomTiming: Equatable, Sendable {
    let base: any CustomAnimation
    let share: @Sendable (Double) -> Double?
    /// The first moment it returns nil, looked for at 240 steps a second for at most a minute.
    let duration: Double

    init<A: CustomAnimation>(_ animation: A) {
        base = animation
        let share: @Sendable (Double) -> Double? = { time in
            var context = AnimationContext<Double>()
            return animation.animate(value: 1.0, time: time, context: &context)
        }
        self.share = share
        duration = Self.firstNil(of: share)
    }

    static func == (a: CustomTiming, b: CustomTiming) -> Bool { AnyHashable(a.base) == AnyHashable(b.base) }

    private static func firstNil(of share: (Double) -> Double?) -> Double {
        let step = 1.0 / 240, limit = 60.0
        var t = 0.0
        while t < limit {
            if share(t) == nil { return t }
            t += step
        }
        return limit
    }
}

extension Animation {
    /// An animation of your own.
    public init<A: CustomAnimation>(_ base: A) { self.init(.custom(CustomTiming(base))) }

    /// The same animation, logically complete `duration` seconds after its change: completion
    /// callbacks waiting for that run then.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(.logicallyComplete(timing, after: duration))
    }
}
