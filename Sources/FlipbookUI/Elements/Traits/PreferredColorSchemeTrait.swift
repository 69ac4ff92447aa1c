// PreferredColorSchemeTrait.swift: `.preferredColorScheme(_:)`: the colour scheme a view asks
// its presentation (the window; here, the canvas) to take. The view's own subtree is built in
// that scheme at once; after each layout the engine finds the request in the tree and gives the
// root's environment that scheme, as a window does for every view in it (Engine), and a canvas in
// its scheme's default colour turns with it (Renderer).

/// A view's request for the scheme of the whole canvas (nil: none).
struct PreferredColorSchemeTrait: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var scheme: ColorScheme?
}
