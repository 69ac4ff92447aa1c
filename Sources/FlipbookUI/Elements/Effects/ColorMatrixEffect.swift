// ColorMatrixEffect.swift: `.brightness`, `.contrast`, `.saturation`, `.grayscale`,
// `.hueRotation`, `.colorMultiply`, `.colorInvert`, `.luminanceToAlpha`: the subtree drawn into
// a layer composited through the effect's colour matrix (ColorFilter). Layout is unchanged. The
// amounts are animatable, and so is colorMultiply's colour.

import Raster

/// A colour matrix on the subtree's pixels.
struct ColorMatrixEffect: ElementKind, ResolvesInEnvironment, TransparentLayout, HitTestsChildren {
    var filter: ColorFilter

    func resolvedKind(in environment: EnvironmentValues) -> any ElementKind {
        guard case .colorMultiply(let color) = filter else { return self }
        return ColorMatrixEffect(filter: .colorMultiply(color.resolved(in: environment.colorScheme)))
    }

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        ColorMatrixEffect(filter: filter.animated(by: &animator))
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    /// At an amount that changes nothing the children draw directly, without a layer.
    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        if filter.isIdentity { list.drawChildren(of: element) } else { list.layer(.colorMatrix(filter.matrix)) { $0.drawChildren(of: element) } }
    }
}
