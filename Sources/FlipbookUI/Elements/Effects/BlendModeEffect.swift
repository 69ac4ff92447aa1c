// BlendModeEffect.swift: `.blendMode(_:)`: the subtree drawn into a layer composited onto what
// is below it (the enclosing layer: a compositing group, an opacity… or the canvas) in a blend
// mode. Normal blending is plain source-over: the children draw directly.

import Raster

/// A blend mode for the subtree's layer.
struct BlendModeEffect: ElementKind, TransparentLayout, NoAnimatableData, HitTestsChildren {
    var mode: BlendMode

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        if let mode = mode.raster { list.layer(.blend(mode)) { $0.drawChildren(of: element) } } else { list.drawChildren(of: element) }
    }
}
