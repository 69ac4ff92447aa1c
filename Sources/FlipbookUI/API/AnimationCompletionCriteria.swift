// AnimationCompletionCriteria.swift: when an animation counts as finished, for the completion
// callbacks of withAnimation(_:completionCriteria:_:completion:) and for phaseAnimator, which
// moves on to its next phase when the last one's animation is logically complete.

/// The criteria that decide when an animation is considered finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    let kind: Kind

    /// The animation has logically completed, but may still be in its long tail (a spring of the
    /// `.spring` family once its response has elapsed, swiftui-facts §1.3).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// The entire animation is finished and will now be removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

/// Runs `body` in a transaction with `animation`, and `completion` once that animation meets
/// `completionCriteria` (on the view's clock; at once for no animation; never for one that
/// repeats forever).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try withAnimation(animation, body)
    AnimationCompletion.schedule(completion, after: animation, meets: completionCriteria)
    return result
}

/// Completion callbacks on the view's clock.
enum AnimationCompletion {
    /// Runs `completion` once `animation` meets `criteria`: at once for no animation, never for
    /// one that repeats forever.
    static func schedule(_ completion: @escaping () -> Void, after animation: Animation?, meets criteria: AnimationCompletionCriteria) {
        guard let delay = animation.map({ $0.completionDelay(criteria) }) ?? 0 else { return }
        if let clock = RenderClock.current {
            clock.schedule(after: delay, completion)
        } else {
            completion()  // outside a rendered view there is no time to wait for
        }
    }
}
