// CanvasKind.swift: a Canvas in its frame: sized like a shape (it takes what it is offered), drawn
// by running the renderer with a context that records into the display list at the frame. Its
// symbol views are its children, each laid out at its ideal size at the canvas's corner and drawn
// only where the renderer draws it.

import Raster

/// A Canvas's renderer, with the environment it was built in and the tags of its symbol views
/// (its children, in order).
struct CanvasKind: ElementKind, HitTestsFrame {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues
    var symbolTags: [AnyHashable] = []

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        children.map { CGRect(origin: frame.origin, size: $0.sizeThatFits(.unspecified)) }
    }

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self { self }
    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        var symbols: [AnyHashable: PresentedElement] = [:]
        for (tag, child) in zip(symbolTags, element.children) where symbols[tag] == nil { symbols[tag] = child }
        let recorder = CanvasRecorder(list: list, origin: element.frame.origin, size: element.frame.size, environment: environment,
                                      symbols: symbols)
        var context = GraphicsContext(environment: environment, recorder: recorder)
        renderer(&context, element.frame.size)
        list = recorder.finished
    }
}

extension Canvas: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        var kind = CanvasKind(renderer: renderer, environment: context.environment)
        var children: [Element] = []
        // Only a tagged view can be asked for by the renderer.
        for (i, symbol) in ViewList.views(of: symbols).enumerated() {
            guard let tag = symbol.tag else { continue }
            for built in context.build(symbol.view, at: .slot("symbol\(i)"), of: node) {
                kind.symbolTags.append(tag)
                children.append(built)
            }
        }
        return [context.element(node.id, kind, children: children)]
    }
}
