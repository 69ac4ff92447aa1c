// ShadowEffect.swift: `.shadow(…)`: a blurred, offset copy of each view's coverage in the
// shadow colour, behind it: on a container, every view drawing inside casts its own, as in
// SwiftUI (the text on a card with a shadow too; a compositing group casts one for all). The
// blur's σ is the radius (the pinned decision), and blur and offset scale with the drawing (the
// device scale of the map in effect). Animatable.

import Raster

/// A drop shadow of each view drawing inside.
struct ShadowEffect: ElementKind, ResolvesInEnvironment, TransparentLayout, HitTestsChildren, DrawsOnlyChildren {
    var color: Color
    var radius: CGFloat
    var x: CGFloat
    var y: CGFloat

    func resolvedKind(in environment: EnvironmentValues) -> any ElementKind {
        ShadowEffect(color: color.resolved(in: environment.colorScheme), radius: radius, x: x, y: y)
    }

    /// Colour, radius and offset animate together (a card lifted with `.shadow(radius: lifted ? 20 : 4, y: …)`).
    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        let colorVector = ColorVector(color)
        let value = animator.animate(.effect, AnimatablePair(colorVector, AnimatablePair(Double(radius), AnimatablePair(Double(x), Double(y)))))
        let geometry = value.second
        // The colour itself where it does not move (no round trip through linear light).
        return ShadowEffect(color: value.first == colorVector ? color : value.first.color, radius: max(0, CGFloat(geometry.first)),
                            x: CGFloat(geometry.second.first), y: CGFloat(geometry.second.second))
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        let scale = list.deviceScale
        let shadow = LayerShadow(color: color.rgba8, sigma: Double(radius) * scale, offsetX: Double(x) * scale, offsetY: Double(y) * scale)
        list.eachLeaf(.shadow(shadow)) { $0.drawChildren(of: element) }
    }
}
