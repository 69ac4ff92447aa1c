// CanvasKind.swift: a Canvas in its frame: sized like a shape (it takes what it is offered), drawn
// by running the renderer with a context that records into the display list at the frame.

import Raster

/// A Canvas's renderer, with the environment it was built in.
struct CanvasKind: ElementKind, HitTestsFrame {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { [] }
    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self { self }
    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        let recorder = CanvasRecorder(list: list, origin: element.frame.origin, environment: environment)
        var context = GraphicsContext(environment: environment, recorder: recorder)
        renderer(&context, element.frame.size)
        list = recorder.finished
    }
}

extension Canvas: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        [context.element(node.id, CanvasKind(renderer: renderer, environment: context.environment))]
    }
}
