// OpacityEffect.swift: `.opacity(_:)`: the subtree drawn into a layer composited with a group
// opacity (overlapping children do not show through each other). Animatable.

import Raster

/// A group opacity on the subtree.
struct OpacityEffect: ElementKind, TransparentLayout, HitTestsChildren {
    var opacity: Double

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        OpacityEffect(opacity: animator.animate(.effect, opacity))
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    /// A group opacity of 1 changes nothing: the children draw directly, without a layer. One of
    /// 0 (or below, as a spring may swing it) shows nothing: nothing is drawn at all.
    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        if opacity >= 1 {
            list.drawChildren(of: element)
        } else if opacity > 0 {
            list.layer(.opacity(opacity)) { $0.drawChildren(of: element) }
        }
    }
}
