// TapGestureKind.swift: `.onTapGesture` and Button: the child receives taps that land on its
// content (Render/HitTester).

/// A tap action on the child's content.
struct TapGestureKind: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var action: () -> Void
}
