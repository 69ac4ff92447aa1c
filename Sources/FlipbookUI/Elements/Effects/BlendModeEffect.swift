// BlendModeEffect.swift: `.blendMode(_:)`: each view drawing inside composited onto what is
// below it (in the enclosing layer: a compositing group… or the canvas, earlier siblings
// included) in a blend mode, as SwiftUI applies it to a container's views one by one. Normal
// blending is plain source-over: the children draw directly.

import Raster

/// A blend mode for each view drawing inside.
struct BlendModeEffect: ElementKind, TransparentLayout, NoAnimatableData, HitTestsChildren, DrawsOnlyChildren {
    var mode: BlendMode

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        if let mode = mode.raster { list.eachLeaf(.blend(mode)) { $0.drawChildren(of: element) } } else { list.drawChildren(of: element) }
    }
}
