// ScrollTargetLayoutTrait.swift: `.scrollTargetLayout()`: the layout it wraps (a stack, a grid)
// holds the views that `.viewAligned` scrolling comes to rest on, each one of its children.
// Read when a drag on the scroll view around it ends (ScrollMotion).

/// Marks a layout whose children are scroll targets.
struct ScrollTargetLayoutTrait: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var isEnabled: Bool
}
