// ShapeKind.swift: a shape drawn into its frame, filled or stroked with a resolved style — what
// every Shape, Color and gradient view becomes. SwiftUI asks a shape for its path in its own
// space (origin at zero) and moves it to the frame, so a shape that ignores the rect's origin
// still lands in place.

import Raster

/// A shape in its frame, drawn as fill or stroke with a resolved style.
struct ShapeKind: ElementKind {
    var shape: AnyShapeBox
    var drawing: ShapeDrawing
    var style: ResolvedStyle

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize { shape.sizeThatFits(proposal) }
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { [] }

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        var copy = self
        copy.shape = shape.with(animator.animate(.shapeData, shape.animatableData))
        if case .color(let c) = style { copy.style = .color(ColorVector.animate(c, by: &animator)) }
        return copy
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        let path = shape.path(placedIn: element.frame)
        let paint = style.paint(in: element.frame)
        switch drawing {
        case .fill(let eoFill): list.fill(path, with: paint, rule: eoFill ? .evenOdd : .nonzero)
        case .stroke(let strokeStyle): list.stroke(path, style: strokeStyle, with: paint)
        }
    }

    func hitContent(in frame: CGRect) -> HitContent { .shape(shape.path(placedIn: frame)) }
}

/// Whether a shape is filled (with which rule) or stroked (with which style).
enum ShapeDrawing {
    case fill(eoFill: Bool)
    case stroke(Raster.StrokeStyle)
}

/// A shape with its type erased; `path(in:)` and sizing through it.
struct AnyShapeBox {
    let base: any Shape
    init(_ shape: any Shape) { base = shape }

    /// The shape's animatable data, erased.
    var animatableData: any VectorArithmetic { base.animatableData }

    /// The same shape with other animatable data (ignored if of another type).
    func with(_ data: any VectorArithmetic) -> AnyShapeBox {
        func replace<S: Shape>(_ s: S) -> any Shape {
            guard let typed = data as? S.AnimatableData else { return s }
            var copy = s
            copy.animatableData = typed
            return copy
        }
        return AnyShapeBox(replace(base))
    }

    /// The outline for a view whose frame is `frame`, in root points.
    func path(placedIn frame: CGRect) -> Raster.Path {
        base.path(in: CGRect(origin: .zero, size: frame.size)).raster
            .applying(Transform(translationX: Double(frame.minX), y: Double(frame.minY)))
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

// MARK: - Building

extension _ShapeView: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let resolved = ResolvedStyle(style, environment: context.environment) ?? context.environment.resolvedForeground
        return [context.element(node.id, ShapeKind(shape: AnyShapeBox(shape), drawing: drawing, style: resolved))]
    }
}

/// A colour as a view fills its frame.
extension Color: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        [context.element(node.id, ShapeKind(shape: AnyShapeBox(Rectangle()), drawing: .fill(eoFill: false), style: .color(self)))]
    }
}

/// A gradient as a view fills its frame.
extension LinearGradient: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        [context.element(node.id, ShapeKind(shape: AnyShapeBox(Rectangle()), drawing: .fill(eoFill: false), style: .linearGradient(self)))]
    }
}
