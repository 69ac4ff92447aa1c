// AnimationCompletion.swift: how long after its change an animation meets a completion criterion.
// Timing curves complete when their duration is over. The `.spring` family is logically complete
// once its response has elapsed (swiftui-facts §1.3, OpenSwiftUI's FluidSpringAnimation) and
// removed when it has settled; interpolating springs complete when settled. The settling of a
// spring depends on the size of the move; completion is worked out for a unit move, since a
// callback belongs to the whole change, not to one value. Modifiers wrap as in AnimationTiming: a
// delay adds, a speed divides, a repeat count multiplies, and repeating forever never completes.
// A custom animation completes when it finishes; `.logicallyComplete(after:)` says when its
// animation is logically complete.

extension Animation {
    /// Seconds from the change until the criterion is met; nil for never.
    func completionDelay(_ criteria: AnimationCompletionCriteria) -> Double? {
        Self.completionDelay(of: timing, criteria.kind)
    }

    private static func completionDelay(of timing: Timing, _ criteria: AnimationCompletionCriteria.Kind) -> Double? {
        switch timing {
        case .bezier(_, _, _, _, let duration):
            return duration.isFinite ? max(duration, 0) : 0
        case .spring(let response, _, _) where criteria == .logicallyComplete:
            return response.isFinite ? max(response, 0) : 0
        case .spring, .interpolatingSpring, .deceleration:
            return AnimationTiming(Animation(timing), magnitude: 1).duration
        case .delayed(let inner, let seconds):
            return completionDelay(of: inner, criteria).map { max(0, seconds.isFinite ? seconds : 0) + $0 }
        case .sped(let inner, let factor):
            let f = factor > 0 && factor.isFinite ? factor : 1
            return completionDelay(of: inner, criteria).map { $0 / f }
        case .repeated(let inner, let count, _):
            guard let count else { return nil }
            return completionDelay(of: inner, criteria).map { Double(count) * $0 }
        case .custom(let custom):
            return custom.duration
        case .logicallyComplete(let inner, let seconds):
            guard criteria == .logicallyComplete else { return completionDelay(of: inner, criteria) }
            return seconds.isFinite ? max(seconds, 0) : 0
        }
    }
}
