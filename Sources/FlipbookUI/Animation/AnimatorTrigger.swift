// AnimatorTrigger.swift: the `trigger:` of a phase or keyframe animator, any Equatable value, with
// its type erased so that the animator's own type does not name it (as in SwiftUI, whose
// PhaseAnimator and KeyframeAnimator are generic over their phase or value and content only).

/// A trigger of any Equatable type, compared with values of its own type.
struct AnimatorTrigger: Equatable {
    private let value: Any
    private let isEqual: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }

    static func == (a: AnimatorTrigger, b: AnimatorTrigger) -> Bool { a.isEqual(b.value) }
}
