// PreferredColorSchemeTrait.swift: `.preferredColorScheme(_:)`: the colour scheme a view asks
// its presentation (the window; here, the canvas) to take. The view's own subtree is built in
// that scheme at once; the canvas's scheme and background are the runner's to change, so the
// request is kept in the tree, where Engine.preferredColorScheme finds it.

/// A view's request for the scheme of the whole canvas (nil: none).
struct PreferredColorSchemeTrait: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var scheme: ColorScheme?
}
