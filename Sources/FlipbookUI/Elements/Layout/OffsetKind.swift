// OffsetKind.swift: `.offset(…)`: draws (and hit-tests) the child moved, without moving its
// layout. Animatable.

import Raster

/// A child drawn moved by an offset.
struct OffsetKind: ElementKind, TransparentLayout, HitTestsChildren, DrawsOnlyChildren {
    var offset: CGSize

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        let o = animator.animate(.effect, AnimatablePair(offset.width, offset.height))
        return OffsetKind(offset: CGSize(width: o.first, height: o.second))
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? {
        ProjectiveTransform(Transform(translationX: Double(offset.width), y: Double(offset.height)))
    }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) { list.drawChildren(of: element) }
}
