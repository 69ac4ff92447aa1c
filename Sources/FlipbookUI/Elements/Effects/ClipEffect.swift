// ClipEffect.swift: `.clipShape`, `.clipped`, `.cornerRadius`: the subtree drawn into a layer
// through an antialiased mask of a shape placed in the frame. The shape's data animates as a
// drawn shape's does (a corner radius, a circle's scale in a reveal transition).

import Raster

/// A clip to a shape in the element's frame.
struct ClipEffect: ElementKind, TransparentLayout, HitTestsChildren, ResolvesInEnvironment {
    var shape: AnyShapeBox
    var eoFill: Bool

    /// A ContainerRelativeShape clips to the container's shape (`.containerShape`), a
    /// ButtonBorderShape to the one buttons have there.
    func resolvedKind(in environment: EnvironmentValues) -> any ElementKind {
        let contained = environment.containerShape?.resolving(shape.base)
        guard let resolved = environment.resolvingButtonBorder(contained ?? shape.base) ?? contained else { return self }
        return ClipEffect(shape: AnyShapeBox(resolved), eoFill: eoFill)
    }

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        var copy = self
        copy.shape = shape.with(animator.animate(.shapeData, shape.animatableData))
        return copy
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        let clip = LayerEffect.clip(shape.path(placedIn: element.frame), eoFill ? .evenOdd : .nonzero, list.map)
        list.layer(clip) { $0.drawChildren(of: element) }
    }
}
