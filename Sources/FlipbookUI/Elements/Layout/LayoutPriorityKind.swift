// LayoutPriorityKind.swift: `.layoutPriority(_:)`: a trait of the view, read by the stack it is
// in (LayoutChild.priority); the view's layout is unchanged.

/// A view's layout priority.
struct LayoutPriorityKind: ElementKind, ModifierLayout, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var priority: Double
}
