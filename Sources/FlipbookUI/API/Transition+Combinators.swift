// Transition+Combinators.swift: what iOS 17's `Transition` protocol adds besides a body: two
// transitions combined, one played with its own animation, and the named transitions as static
// members (`MoveTransition(edge: .bottom).combined(with: .opacity)`, `.transition(.scale(0.5,
// anchor: .top))`). Each is drawn as the AnyTransition it stands for.

extension Transition {
    /// This transition and `other` at once.
    public func combined<T: Transition>(with other: T) -> some Transition { CombinedTransition(first: self, second: other) }

    /// This transition played with `animation`, whatever the transaction's.
    public func animation(_ animation: Animation?) -> some Transition { AnimatedTransition(base: self, animation: animation) }
}

/// Two transitions at once: the second's body round the first's.
struct CombinedTransition<First: Transition, Second: Transition>: Transition, BuiltInTransition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        let inner = first.body(content: PlaceholderContentView<First>(content: content.content), phase: phase)
        return second.body(content: PlaceholderContentView<Second>(content: inner), phase: phase)
    }

    var anyTransition: AnyTransition { AnyTransition(first).combined(with: AnyTransition(second)) }
}

/// A transition with an animation of its own.
struct AnimatedTransition<Base: Transition>: Transition, BuiltInTransition {
    let base: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.body(content: PlaceholderContentView<Base>(content: content.content), phase: phase)
    }

    var anyTransition: AnyTransition { AnyTransition(base).animation(animation) }
}

extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Scaled from nothing.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == MoveTransition {
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}
