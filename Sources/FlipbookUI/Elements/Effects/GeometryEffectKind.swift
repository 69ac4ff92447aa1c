// GeometryEffectKind.swift: a user's GeometryEffect as an element: its `animatableData` is the
// animated value, and the transform its `effectValue(size:)` gives for the frame's size maps the
// subtree's drawing (and so its taps), about the frame's top-left corner, as SwiftUI applies it.
// Layout is unchanged.

import Raster

/// A GeometryEffect on the subtree.
struct GeometryEffectKind: ElementKind, TransparentLayout, HitTestsChildren, DrawsOnlyChildren {
    var effect: any GeometryEffect

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        GeometryEffectKind(effect: Self.animate(effect, by: &animator))
    }

    /// The effect with its data at what the animator gives (the data's type opened).
    private static func animate<Effect: GeometryEffect, Animator: AttributeAnimator>(_ effect: Effect, by animator: inout Animator) -> Effect {
        var copy = effect
        copy.animatableData = animator.animate(.effect, effect.animatableData)
        return copy
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? {
        let m = effect.effectValue(size: frame.size)
        guard !m.isIdentity else { return nil }
        let local = ProjectiveTransform(rows: [[Double(m.m11), Double(m.m12), Double(m.m13)],
                                               [Double(m.m21), Double(m.m22), Double(m.m23)],
                                               [Double(m.m31), Double(m.m32), Double(m.m33)]])
        return ProjectiveTransform(Transform(translationX: Double(-frame.minX), y: Double(-frame.minY)))
            .concatenating(local)
            .concatenating(ProjectiveTransform(Transform(translationX: Double(frame.minX), y: Double(frame.minY))))
    }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) { list.drawChildren(of: element) }
}
