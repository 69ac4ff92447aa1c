// ViewHost.swift: one root view kept alive on a clock: its graph, its element tree and layout
// (the targets of animations), the animation store, and the taps delivered to it. A tap at time
// t runs its action, then applies the state writes one transaction at a time, each handing the
// new layout to the animation store with that transaction's animation. Drawing at time t asks
// the Presenter for the tree as it looks then. Layout centres the root in the canvas, as an
// Xcode preview does; several root elements stack vertically.

import Raster

final class ViewHost {
    let graph: ViewGraph
    let root: any View
    let canvasSize: CGSize
    let store = AnimationStore()
    private(set) var elements: [Element] = []
    /// The layout as the state now stands.
    private(set) var placed: PlacedElement
    /// The time of the last event; events must come in order.
    private(set) var time: Double = 0

    init(_ root: any View, canvasSize: CGSize) {
        self.root = root
        self.canvasSize = canvasSize
        graph = ViewGraph(rootType: type(of: root))
        elements = graph.evaluate(root)
        placed = ViewHost.layout(elements, root: graph.root.id, in: canvasSize)
        store.setViewData(graph.viewDataTargets, animation: nil, at: 0)
        store.apply(old: nil, new: placed, animation: nil, at: 0)
    }

    /// The placed tree: the root proposed the canvas size, then centred in it.
    static func layout(_ elements: [Element], root id: NodeID, in canvas: CGSize) -> PlacedElement {
        let e = elements.count == 1 ? elements[0]
            : Element(id: id, kind: .stack(StackSpec(axis: .vertical, alignment: 0.5, spacing: nil)), children: elements)
        let size = LayoutEngine.size(e, ProposedViewSize(canvas))
        let frame = CGRect(x: ((canvas.width - size.width) / 2).rounded(), y: ((canvas.height - size.height) / 2).rounded(),
                           width: size.width, height: size.height)
        return LayoutEngine.place(e, in: frame)
    }

    /// The tree as drawn at time t (≥ the last event's time for a faithful picture).
    func presentation(at t: Double) -> PlacedElement {
        var tree = placed
        // The tree was built with animatable views' data as it stood at the last event; where it
        // has moved since, their bodies are evaluated again with the data of this moment.
        if store.changed({ $0 == .viewData }, between: time, and: t) {
            let saved = graph.viewDataTargets
            let elements = graph.evaluate(root, viewData: presentedViewData(at: t), prune: false)
            graph.restoreViewDataTargets(saved)
            tree = ViewHost.layout(elements, root: graph.root.id, in: canvasSize)
        }
        return Presenter(store: store, time: t).present(tree)
    }

    /// Delivers a tap at a point of the canvas (points) at time t; false when nothing takes it.
    @discardableResult
    func tap(at point: CGPoint, time t: Double) -> Bool {
        time = max(time, t)
        guard let action = HitTester.action(at: point, in: presentation(at: time)) else { return false }
        action()
        applyPendingChanges()
        return true
    }

    /// Applies state writes made outside a tap (a binding set from outside, say) at the host's time.
    func applyPendingChanges() {
        for batch in graph.takePendingBatches() {
            batch.forEach { $0.apply() }
            graph.beginGeneration()
            let old = placed
            let animation = batch[0].transaction.animation
            // An animatable view's body sees its presented data, not its new target: first learn
            // the targets and start their animations, then build the tree as it stands now (so
            // the flip card does not switch faces at the tap, but at 90°, with no transition).
            elements = graph.evaluate(root, viewData: presentedViewData(at: time))
            if !graph.viewDataTargets.isEmpty {
                store.setViewData(graph.viewDataTargets, animation: animation, at: time)
                elements = graph.evaluate(root, viewData: presentedViewData(at: time))
            }
            placed = ViewHost.layout(elements, root: graph.root.id, in: canvasSize)
            store.apply(old: old, new: placed, animation: animation, at: time)
        }
    }

    /// Animatable views' data as presented at time t (nil where nothing animates it).
    private func presentedViewData(at t: Double) -> (NodeID, any VectorArithmetic) -> (any VectorArithmetic)? {
        let store = self.store
        return { id, _ in store.value(AttributeKey(id: id, kind: .viewData), at: t) }
    }

    /// When every animation started so far has finished.
    var settledTime: Double { max(time, store.settledTime) }

    /// Where a tap lands to reach the view showing `string` as drawn at time t, or labelled
    /// so for accessibility: its frame's centre.
    func center(ofText string: String, at t: Double) -> CGPoint? {
        var found: CGRect?
        AnimationStore.walk(presentation(at: t)) { p in
            guard found == nil else { return }
            switch p.element.kind {
            case .text(let text) where text.string == string: found = p.frame
            case .accessibilityLabel(let label) where label == string: found = p.frame
            default: break
            }
        }
        return found.map { CGPoint(x: $0.midX, y: $0.midY) }
    }

    /// The centres of the views that take taps, in drawing order.
    func tapTargets(at t: Double) -> [CGPoint] {
        var result: [CGPoint] = []
        AnimationStore.walk(presentation(at: t)) { p in
            if case .tapGesture = p.element.kind { result.append(CGPoint(x: p.frame.midX, y: p.frame.midY)) }
        }
        return result
    }
}
