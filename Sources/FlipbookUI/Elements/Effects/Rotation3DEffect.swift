// Rotation3DEffect.swift: `.rotation3DEffect(…)`: the subtree turned about an axis in 3-D and
// drawn in perspective (Render/Rotation3D gives the projective map), its layout unchanged.
// Animatable (the angle).

import Raster

/// A 3-D rotation drawn in perspective.
struct Rotation3DEffect: ElementKind, TransparentLayout, HitTestsChildren, DrawsOnlyChildren {
    var angle: Angle
    var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    var anchor: UnitPoint
    var anchorZ: CGFloat
    var perspective: CGFloat

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        var copy = self
        copy.angle = .radians(animator.animate(.effect, angle.radians))
        return copy
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? {
        ProjectiveTransform(Transform(translationX: Double(-frame.minX), y: Double(-frame.minY)))
            .concatenating(Rotation3D.projection(self, size: frame.size))
            .concatenating(ProjectiveTransform(Transform(translationX: Double(frame.minX), y: Double(frame.minY))))
    }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) { list.drawChildren(of: element) }
}
