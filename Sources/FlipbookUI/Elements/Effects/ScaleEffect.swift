// ScaleEffect.swift: `.scaleEffect(…)`: the subtree drawn scaled about an anchor of its frame,
// its layout unchanged. Animatable.

import Raster

/// A scale about an anchor.
struct ScaleEffect: ElementKind, TransparentLayout, HitTestsChildren, DrawsOnlyChildren {
    var scale: CGSize
    var anchor: UnitPoint

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        let s = animator.animate(.effect, AnimatablePair(scale.width, scale.height))
        return ScaleEffect(scale: CGSize(width: s.first, height: s.second), anchor: anchor)
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? {
        let ax = Double(frame.minX + anchor.x * frame.width), ay = Double(frame.minY + anchor.y * frame.height)
        let local = Transform(translationX: -ax, y: -ay).concatenating(Transform(scaleX: scale.width, y: scale.height))
            .concatenating(Transform(translationX: ax, y: ay))
        return ProjectiveTransform(local)
    }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) { list.drawChildren(of: element) }
}
