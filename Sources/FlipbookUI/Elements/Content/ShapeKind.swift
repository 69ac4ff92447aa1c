// ShapeKind.swift: a shape drawn into its frame with a resolved style — what every shape view,
// Color and gradient view becomes. A stroked shape (`_StrokedShape`, what every stroke modifier
// makes) is drawn with the pen along its content's outline, at the stroke style as presented
// (line width and dash phase animate); any other shape is filled. SwiftUI asks a shape for its
// path in its own space (origin at zero) and moves it to the frame, so a shape that ignores
// the rect's origin still lands in place.

import Raster

/// A shape in its frame, filled or stroked with a resolved style.
struct ShapeKind: ElementKind {
    var shape: AnyShapeBox
    /// The fill rule when the shape is filled.
    var eoFill: Bool
    var style: ResolvedStyle
    /// Set for a material: what is drawn under the shape is blurred first, σ in points.
    var backdropBlur: Double? = nil

    /// Fill (with which rule) or stroke (with which style), as the shape says.
    var drawing: ShapeDrawing {
        if let stroked = shape.stroked { return .stroke(stroked.style.raster) }
        return .fill(eoFill: eoFill)
    }

    /// The shape whose outline is filled or stroked: under a stroke, the shape stroked.
    var outline: AnyShapeBox { shape.stroked?.content ?? shape }

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize { shape.sizeThatFits(proposal) }
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { [] }

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        var copy = self
        copy.shape = shape.with(animator.animate(.shapeData, shape.animatableData))
        copy.style = style.animated(by: &animator)
        return copy
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        let paint = style.paint(in: element.frame), path = outline.path(placedIn: element.frame)
        switch drawing {
        case .fill(let eoFill):
            if let backdropBlur { list.blurBackdrop(under: path, rule: eoFill ? .evenOdd : .nonzero, sigma: backdropBlur) }
            list.fill(path, with: paint, rule: eoFill ? .evenOdd : .nonzero)
        case .stroke(let strokeStyle): list.stroke(path, style: strokeStyle, with: paint)
        }
    }

    /// A shape takes hits where it paints: a filled one over its inside, a stroked one on its
    /// stroke alone, so that a `.border` (a stroked overlay) lets taps through to the view inside
    /// it, as in SwiftUI. A shape painted fully transparent (Color.clear) takes none, as in
    /// SwiftUI, where an overlay of it lets taps through unless given a `.contentShape`.
    func hitContent(in frame: CGRect) -> HitContent {
        if case .color(let color) = style, color.rgba8.a == 0 { return .none }
        let path = outline.path(placedIn: frame)
        switch drawing {
        case .fill: return .shape(path)
        case .stroke(let strokeStyle): return .shape(path.strokeOutline(strokeStyle, tolerance: 0.05))
        }
    }
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

    /// The shape under the stroke and the stroke's style, when the shape is a stroke.
    var stroked: (content: AnyShapeBox, style: StrokeStyle)? {
        guard let stroke = base as? StrokeOfShape else { return nil }
        return (AnyShapeBox(stroke.strokedShape), stroke.style)
    }

    /// The outline for a view whose frame is `frame`, in root points.
    func path(placedIn frame: CGRect) -> Raster.Path {
        base.path(in: CGRect(origin: .zero, size: frame.size)).raster
            .applying(Transform(translationX: Double(frame.minX), y: Double(frame.minY)))
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

/// A stroke seen through its type erasure: the shape stroked and how.
protocol StrokeOfShape {
    var strokedShape: any Shape { get }
    var style: StrokeStyle { get }
}

extension _StrokedShape: StrokeOfShape {
    var strokedShape: any Shape { shape }
}

// MARK: - Building

extension _ShapeView: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        if let shadowed = ShadowShapeStyle.underlying(style) {
            // The shape in the style under the shadow, with the shadow (ShapeStyle+Shadow.swift).
            let plain = _ShapeView<Content, AnyShapeStyle>(shape: shape, style: AnyShapeStyle(shadowed.base), fillStyle: fillStyle)
            return context.build(plain.withShadow(shadowed.shadow, inside: shape), at: .slot("shadowed"), of: node)
        }
        let resolved = ResolvedStyle(style, environment: context.environment) ?? context.environment.resolvedForeground
        let contained = context.environment.containerShape?.resolving(self.shape) ?? self.shape
        let shape = context.environment.resolvingButtonBorder(contained) ?? contained
        let kind = ShapeKind(shape: AnyShapeBox(shape), eoFill: fillStyle.isEOFilled, style: resolved,
                             backdropBlur: Material.underlying(style)?.backdropBlur)
        return [context.element(node.id, kind)]
    }
}

/// A shape drawing over what lies beneath it: alone (with the view's own identity) when nothing
/// does, else as the background of the drawing.
private func layered(_ drawing: some View & PrimitiveView, over beneath: some View, node: ViewNode,
                     context: BuildContext) -> [Element] {
    if beneath is EmptyView { return drawing.makeElements(in: node, context: context) }
    return context.build(drawing.background(beneath), at: .body, of: node)
}

extension FillShapeView: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        layered(_ShapeView(shape: shape, style: style, fillStyle: fillStyle), over: background, node: node, context: context)
    }
}

extension StrokeShapeView: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let stroke = _ShapeView(shape: _StrokedShape(shape: shape, style: strokeStyle), style: style,
                                fillStyle: FillStyle(antialiased: isAntialiased))
        return layered(stroke, over: background, node: node, context: context)
    }
}

extension StrokeBorderShapeView: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let stroke = _ShapeView(shape: _StrokedShape(shape: shape.inset(by: strokeStyle.lineWidth / 2), style: strokeStyle),
                                style: style, fillStyle: FillStyle(antialiased: isAntialiased))
        return layered(stroke, over: background, node: node, context: context)
    }
}

/// A style that is also a view (a colour, a gradient): as a view it fills its frame with a
/// rectangle painted in itself, resolved as any style is.
protocol StyleView: ShapeStyle, PrimitiveView {}

extension StyleView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let style = ResolvedStyle(self, environment: context.environment) ?? context.environment.resolvedForeground
        return [context.element(node.id, ShapeKind(shape: AnyShapeBox(Rectangle()), eoFill: false, style: style))]
    }
}

extension Color: StyleView {}
extension LinearGradient: StyleView {}
extension AngularGradient: StyleView {}
extension RadialGradient: StyleView {}
extension EllipticalGradient: StyleView {}
