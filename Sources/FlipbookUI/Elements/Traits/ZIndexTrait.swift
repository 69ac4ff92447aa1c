// ZIndexTrait.swift: `.zIndex(_:)`: the order in which siblings draw (higher on top; ties keep
// their order). Read by DisplayListBuilder.drawChildren.

/// A drawing order among siblings.
struct ZIndexTrait: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var value: Double
}
