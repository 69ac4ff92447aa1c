// PresentationModifier.swift: the modifier behind alerts, dialogs and sheets. While something is
// presented, its layers are built beside the view, each under a key of its own, as the other
// children of a PresentationKind; when it is dismissed they leave, with their transitions.

/// One layer of a presentation (a dimming, an alert, a sheet).
struct PresentationLayer {
    let key: String
    let view: AnyView
}

/// Presents `layers()` (none while nothing is presented) over the canvas; `onDismiss` runs
/// after each transaction that ends the presentation, however it ends.
struct PresentationModifier: ViewModifier, PrimitiveModifier {
    let isPresented: Bool
    var onDismiss: (() -> Void)? = nil
    /// Where the layers go (over the whole canvas, or a menu's beside the view).
    var placement: PresentationKind.Placement = .canvas
    let layers: () -> [PresentationLayer]

    func body(content: Content) -> Never { fatalError("primitive") }

    func makeElements(content: any View, node: ViewNode, context: BuildContext) -> [Element] {
        let wasPresented = context.remembered(isPresented, in: node).previous
        // Once per change, which may evaluate the view more than once (a custom layout around
        // the presenter's screen does).
        if wasPresented, !isPresented, !context.graph.isPresenting, let onDismiss,
           node.isFirstAsk(for: StorageSlot.dismissal, inChange: context.graph.generation) {
            context.graph.enqueueLifecycleAction(onDismiss)
        }
        let content = context.build(content, at: .slot("content"), of: node)
        let layers = self.layers().flatMap { context.build($0.view, at: .slot("presented." + $0.key), of: node) }
        guard let first = content.first else { return layers }
        return [context.element(node.id, PresentationKind(placement: placement), children: [first] + layers)] + content.dropFirst()
    }
}
