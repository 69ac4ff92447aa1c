// TransitionTrait.swift: `.transition(_:)`: how the child enters and leaves; read by the
// animation store when the view is inserted or removed (Animation/Transitions).

/// How the child is inserted and removed.
struct TransitionTrait: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var transition: AnyTransition
}
