// CompositingGroupEffect.swift: `.compositingGroup()` and `.drawingGroup()`: the subtree drawn
// into a layer of its own and composited as one picture (a layer of opacity 1), so that effects
// outside it (an opacity, a blend) apply to the flattened result. Here a drawing group is the
// same: everything is drawn offscreen in software anyway.

import Raster

/// The subtree flattened into one layer.
struct CompositingGroupEffect: ElementKind, TransparentLayout, NoAnimatableData, HitTestsChildren {
    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        list.layer(.opacity(1)) { $0.drawChildren(of: element) }
    }
}
