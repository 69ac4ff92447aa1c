// ContentShapeKind.swift: `.contentShape(_:)`: hit-testing uses this shape, placed in the
// child's frame, instead of what the child draws: a touch inside it reaches the child's gestures
// (or the view's own), a touch outside it reaches nothing of the view (HitTester).

/// The shape that takes hits for the child.
struct ContentShapeKind: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren {
    var shape: AnyShapeBox

    func hitContent(in frame: CGRect) -> HitContent { .shape(shape.path(placedIn: frame)) }
}
