// Engine.swift: the journey of a frame, in one place. One root view is kept alive on a clock;
// events (taps) change its state at given times, and any frame can then be drawn at any time t
// with every animation at its value then. A newcomer reads the engine from here.
//
//   event at t ──▶ 1. state and transactions   an action runs; its @State writes are logged
//                                                with the transaction (animation) they ran in
//              ──▶ 2. view graph               per transaction: body evaluated → Element tree
//              ──▶ 3. layout                   per transaction: proposals, sizes → PlacedElement
//              ──▶ 4. animation targets        per transaction: new targets, transitions, ghosts
//   frame at t ──▶ 5. presented tree           values at t → PresentedElement (Presenter)
//              ──▶ 6. display list             paths, paints, layers (DisplayListBuilder)
//              ──▶ 7. canvas                   pixels (DisplayListRenderer, on Raster)
//
// The loops, where they happen and why:
// - Stages 2–4 run once per transaction, not once per event: one action can write state in
//   several transactions (a plain write, then one in withAnimation), and each change must
//   animate with its own transaction's animation (the capsule's text goes at once while its
//   width springs). `applyPendingTransactions` replays the writes transaction by transaction.
// - Stage 2 runs twice in a transaction when the tree holds animatable views (custom
//   Animatable views, whose body depends on animated data): the first pass learns their new
//   data and starts its animation; the second builds the tree with the data as presented now,
//   so a flip card does not switch faces at the tap but at 90°, with no transition.
// - Stages 2–3 run again when a frame is drawn, but only while an animatable view's data is
//   moving (`presentedTree`): its body must be evaluated with the data of that moment. This
//   evaluation leaves the graph as it was (no pruning, targets restored).
// - Stage 3 runs again inside stage 5 for matched geometry: the group's animated frame is
//   proposed to the matched view, whose content lays out anew inside it (Presenter).
// - Text is shaped while the graph is built (stage 2), once per evaluation of a Text.

import Raster

/// One root view on a clock: its graph, its layout, its animations, the events delivered to it.
final class Engine {
    let graph: ViewGraph
    let root: any View
    let canvasSize: CGSize
    let store = AnimationStore()
    /// The layout as the state now stands: the targets of every animation.
    private(set) var placed: PlacedElement
    /// The time of the last event; events must come in order.
    private(set) var time: Double = 0

    init(_ root: any View, canvasSize: CGSize) {
        self.root = root
        self.canvasSize = canvasSize
        graph = ViewGraph(rootType: type(of: root))
        placed = Engine.layout(graph.evaluate(root), root: graph.root.id, in: canvasSize)
        store.setViewData(graph.viewDataTargets, animation: nil, at: 0)
        store.apply(old: nil, new: placed, animation: nil, at: 0)
    }

    // MARK: - 1–4: events and transactions

    /// Delivers a tap at a point of the canvas (points) at time t; false when nothing takes it.
    @discardableResult
    func tap(at point: CGPoint, time t: Double) -> Bool {
        time = max(time, t)
        guard let action = HitTester.action(at: point, in: presentedTree(at: time)) else { return false }
        action()
        applyPendingTransactions()
        return true
    }

    /// Applies the logged state writes, one transaction at a time, at the engine's time.
    func applyPendingTransactions() {
        for batch in graph.takePendingBatches() {
            batch.forEach { $0.apply() }
            graph.beginGeneration()
            let old = placed
            let animation = batch[0].transaction.animation
            var elements = graph.evaluate(root, viewData: presentedViewData(at: time))
            if !graph.viewDataTargets.isEmpty {
                store.setViewData(graph.viewDataTargets, animation: animation, at: time)
                elements = graph.evaluate(root, viewData: presentedViewData(at: time))
            }
            placed = Engine.layout(elements, root: graph.root.id, in: canvasSize)
            store.apply(old: old, new: placed, animation: animation, at: time)
        }
    }

    /// The root's elements laid out in the canvas: proposed its size and centred, as an Xcode
    /// preview does; several root elements stack vertically.
    static func layout(_ elements: [Element], root id: NodeID, in canvas: CGSize) -> PlacedElement {
        let root = elements.count == 1 ? elements[0]
            : Element(id: id, kind: StackKind(layout: StackLayout(axis: .vertical, alignment: 0.5, spacing: nil)), children: elements)
        return LayoutEngine().placeRoot(root, in: canvas)
    }

    // MARK: - 5–7: a frame

    /// The tree as drawn at time t (≥ the last event's time for a faithful picture).
    func presentedTree(at t: Double) -> PresentedElement {
        var tree = placed
        if store.changed({ $0 == .viewData }, between: time, and: t) {
            let saved = graph.viewDataTargets
            let elements = graph.evaluate(root, viewData: presentedViewData(at: t), prune: false)
            graph.restoreViewDataTargets(saved)
            tree = Engine.layout(elements, root: graph.root.id, in: canvasSize)
        }
        return Presenter(store: store, time: t).present(tree)
    }

    /// What the frame at time t draws, under `map` (root points to device pixels).
    func displayList(at t: Double, map: ProjectiveTransform) -> DisplayList {
        DisplayListBuilder.displayList(of: presentedTree(at: t), map: map)
    }

    /// Draws the frame at time t onto `canvas`, scaled by `scale` pixels per point.
    func draw(at t: Double, scale: Double, on canvas: Canvas) {
        DisplayListRenderer(canvas: canvas).draw(displayList(at: t, map: ProjectiveTransform(Transform(scaleX: scale, y: scale))))
    }

    /// Animatable views' data as presented at time t (nil where nothing animates it).
    private func presentedViewData(at t: Double) -> (NodeID, any VectorArithmetic) -> (any VectorArithmetic)? {
        let store = self.store
        return { id, _ in store.value(AttributeKey(id: id, kind: .viewData), at: t) }
    }

    // MARK: - Queries

    /// When every animation started so far has finished.
    var settledTime: Double { max(time, store.settledTime) }

    /// Where a tap lands to reach the view showing `string` as drawn at time t, or labelled
    /// so for accessibility: its frame's centre.
    func center(ofText string: String, at t: Double) -> CGPoint? {
        var found: CGRect?
        presentedTree(at: t).forEach { p in
            guard found == nil else { return }
            if let text = p.kind as? TextKind, text.string == string { found = p.frame }
            if let label = p.kind as? AccessibilityLabelTrait, label.label == string { found = p.frame }
        }
        return found.map { CGPoint(x: $0.midX, y: $0.midY) }
    }

    /// The centres of the views that take taps, in drawing order.
    func tapTargets(at t: Double) -> [CGPoint] {
        var result: [CGPoint] = []
        presentedTree(at: t).forEach { p in
            if p.kind is TapGestureKind { result.append(CGPoint(x: p.frame.midX, y: p.frame.midY)) }
        }
        return result
    }
}
