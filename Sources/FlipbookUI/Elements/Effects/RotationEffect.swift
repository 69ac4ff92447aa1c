// RotationEffect.swift: `.rotationEffect(…)`: the subtree drawn turned about an anchor of its
// frame (positive angles clockwise on a y-down screen), its layout unchanged. Animatable.

import Raster

/// A rotation about an anchor.
struct RotationEffect: ElementKind, TransparentLayout, HitTestsChildren, DrawsOnlyChildren {
    var angle: Angle
    var anchor: UnitPoint

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        RotationEffect(angle: .radians(animator.animate(.effect, angle.radians)), anchor: anchor)
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? {
        let ax = Double(frame.minX + anchor.x * frame.width), ay = Double(frame.minY + anchor.y * frame.height)
        let local = Transform(translationX: -ax, y: -ay).concatenating(Transform(rotation: angle.radians))
            .concatenating(Transform(translationX: ax, y: ay))
        return ProjectiveTransform(local)
    }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) { list.drawChildren(of: element) }
}
