// Engine.swift: the journey of a frame, in one place. One root view is kept alive on a clock;
// events (taps) change its state at given times, and any frame can then be drawn at any time t
// with every animation at its value then. A newcomer reads the engine from here.
//
//   event at t ──▶ 1. state and transactions   an action runs (a tap, scheduled work on the
//                                                render clock, a lifecycle action); its @State
//                                                writes are logged with their transaction
//              ──▶ 2. view graph               per transaction: body evaluated → Element tree
//              ──▶ 3. layout                   per transaction: proposals, sizes → PlacedElement
//              ──▶ 4. animation targets        per transaction: new targets, transitions, ghosts
//   frame at t ──▶ 5. presented tree           values at t → PresentedElement (Presenter)
//              ──▶ 6. display list             paths, paints, layers (DisplayListBuilder)
//              ──▶ 7. canvas                   pixels (DisplayListRenderer, on Raster); a layer
//                                                equal to the last frame's composites the pixels
//                                                it left (LayerCache)
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
// - After each event, `runPendingWork` loops until the view's code is quiet: it runs the jobs of
//   tasks the view started, applies the state writes they and the event made (stages 2–4), then
//   the lifecycle actions the new tree calls for (onAppear, onChange, onDisappear, task starts),
//   which may write state again. A view whose code never stops writing is cut off and reported.
// - Advancing the clock to t runs every piece of scheduled work due by t (timers, asyncAfter,
//   task wake-ups) in time order, each as an event of its own.

import Raster

/// One root view on a clock: its graph, its layout, its animations, the events delivered to it.
final class Engine {
    let graph: ViewGraph
    let root: any View
    let canvasSize: CGSize
    let store = AnimationStore()
    /// The last frame's layers, for the next frame to reuse what did not change.
    private let layerCache = LayerCache()
    /// The clock scheduled work and tasks run on: the one the root view was made on, when it
    /// was made at its clock's start (RenderClock.atStart), with what that scheduled.
    let clock: RenderClock
    /// The layout as the state now stands: the targets of every animation (animatable views'
    /// bodies evaluated with their data as presented at `placedTime`).
    private(set) var placed: PlacedElement
    /// When `placed` was evaluated.
    private var placedTime: Double = 0
    /// The time of the last event; events must come in order.
    private(set) var time: Double = 0
    /// Set when the view's code kept changing state without end at an event (then cut off).
    private(set) var runawayTime: Double?

    /// How many rounds of tasks, transactions and lifecycle actions one event may cause before
    /// the view's code counts as never stopping.
    static let maximumRounds = 1_000

    /// What the root view inherits (colour scheme, display scale): the canvas's, its scheme the
    /// one the view asks for with `.preferredColorScheme` while it asks for one.
    private(set) var environment: EnvironmentValues
    /// The scheme the canvas was made in, taken again when the view stops asking for another.
    private let canvasColorScheme: ColorScheme

    init(_ root: any View, canvasSize: CGSize, environment: EnvironmentValues = EnvironmentValues()) {
        clock = RenderClock.takeHandedOver() ?? RenderClock()
        self.root = root
        self.canvasSize = canvasSize
        var environment = environment
        // The tree's own edit mode, shared by an EditButton and the list it edits.
        if environment.editMode == nil { environment.editMode = EditModeStore().binding }
        self.environment = environment
        canvasColorScheme = environment.colorScheme
        let graph = ViewGraph(rootType: type(of: root))
        self.graph = graph
        placed = RenderClock.$current.withValue(clock) {
            graph.evaluate(root, environment: environment) { Engine.layout($0, root: graph.root.id, in: canvasSize) }
        }
        if adoptsPreferredColorScheme(of: placed) { placed = evaluateAndLayOut(viewData: { _, _ in nil }) }
        store.setViewData(graph.viewDataTargets, animation: nil, at: 0)
        store.apply(old: nil, new: placed, animatableViews: graph.viewDataTargets.keys, animation: nil, at: 0)
        graph.currentLayout = { [weak self] in self?.placed }
        reportPreferences()
        runPendingWork()
    }

    // MARK: - 1–4: events and transactions

    /// Delivers a tap (a touch down and up at once) at a point of the canvas (points) at time
    /// t; false when no gesture takes it.
    @discardableResult
    func tap(at point: CGPoint, time t: Double) -> Bool {
        guard touchDown(at: point, time: t) else { return false }
        touchUp(at: point, time: t)
        return true
    }

    /// A finger comes down at a point at time t: the gestures it reaches start following it.
    /// False when it reaches none.
    @discardableResult
    func touchDown(at point: CGPoint, time t: Double) -> Bool {
        startEvent(at: t)
        touch = nil
        guard let hits = HitTester.gestures(at: point, in: presentedTree(at: time)) else { return false }
        let clock = self.clock
        var candidates: [GestureCandidate] = []
        var subviewsTakePart = true
        // Outer gestures decide whether the gestures inside them take part (GestureMask).
        for hit in hits.reversed() {
            guard subviewsTakePart else { break }
            if hit.kind.isEnabled && hit.kind.mask.contains(.gesture) {
                let element = hit.element, map = hit.map
                let local = GestureSpace(
                    convert: { p in
                        guard let q = map.inverted?.apply(Point(p)) else { return p }
                        return CGPoint(x: q.x - element.frame.minX, y: q.y - element.frame.minY)
                    },
                    contains: { HitTester.contains(element, Point($0), map) },
                    drawn: element)
                candidates.insert(GestureCandidate(priority: hit.kind.priority, recognizer: hit.kind.makeRecognizer(local, clock.date(at:))), at: 0)
            }
            subviewsTakePart = hit.kind.mask.contains(.subviews)
        }
        guard !candidates.isEmpty else { return false }
        let session = TouchSession(candidates)
        session.onTaken = { [weak self] in self?.takenTouches += 1 }
        touch = session
        run { session.begin(TouchSample(location: point, time: time)) }
        finishTouchEvent()
        return true
    }

    /// The finger moves to a point at time t.
    func touchMove(to point: CGPoint, time t: Double) {
        startEvent(at: t)
        guard let touch else { return }
        run { touch.move(TouchSample(location: point, time: time)) }
        finishTouchEvent()
    }

    /// The finger lifts at a point at time t.
    func touchUp(at point: CGPoint, time t: Double) {
        startEvent(at: t)
        guard let touch else { return }
        self.touch = nil
        run { touch.end(TouchSample(location: point, time: time)) }
        finishTouchEvent()
    }

    /// How many touches a gesture has taken so far: a touch that reached views whose gestures
    /// none took (a one-finger drag on a pinch) leaves it as it was.
    private(set) var takenTouches = 0

    /// The touch in progress, and the clock work that wakes its gestures at their deadlines.
    private var touch: TouchSession?
    private var touchWakeUp: ScheduledWork?

    private func startEvent(at t: Double) {
        advance(to: t)
        time = max(time, t)
        RenderClock.willRunViewCode?(t)
    }

    /// Lets the view's code react, then wakes the touch's gestures at their next deadline (a
    /// long press held long enough).
    private func finishTouchEvent() {
        runPendingWork()
        scheduleTouchWakeUp()
    }

    private func scheduleTouchWakeUp() {
        touchWakeUp?.cancel()
        guard let touch, let deadline = touch.deadline else { return }
        touchWakeUp = clock.schedule(after: deadline - clock.now) { [weak self, weak touch] in
            touch?.reach(deadline)
            self?.scheduleTouchWakeUp()
        }
    }

    /// Runs the work scheduled on the clock up to time t, each piece as an event at its time.
    func advance(to t: Double) {
        while let work = clock.takeNext(notAfter: t) {
            time = max(time, work.time)
            RenderClock.willRunViewCode?(work.time)
            run(work.run)
            runPendingWork()
        }
        clock.move(to: t)
    }

    /// Runs what the view's code has pending until it is quiet: task jobs, state writes
    /// (transaction by transaction), then the lifecycle actions the new tree calls for.
    func runPendingWork() {
        for _ in 0..<Engine.maximumRounds {
            RenderClock.$current.withValue(clock) { _ = clock.executor.runJobs() }
            applyPendingTransactions()
            let actions = graph.takeLifecycleActions()
            actions.forEach(run)
            if actions.isEmpty && !graph.hasPendingWrites && !clock.executor.hasJobs { return }
        }
        runawayTime = runawayTime ?? time
    }

    /// Runs a piece of the view's code with the engine's clock as the current one.
    private func run(_ code: () -> Void) {
        RenderClock.$current.withValue(clock, operation: code)
    }

    /// Applies the logged state writes, one transaction at a time, at the engine's time.
    func applyPendingTransactions() {
        for batch in graph.takePendingBatches() {
            batch.forEach { $0.apply() }
            graph.beginGeneration()
            let old = placed
            let transaction = batch[0].transaction
            var tree = evaluateAndLayOut(viewData: presentedViewData(at: time), in: transaction)
            if adoptsPreferredColorScheme(of: tree) { tree = evaluateAndLayOut(viewData: presentedViewData(at: time), in: transaction) }
            if !graph.viewDataTargets.isEmpty {
                store.setViewData(graph.viewDataTargets, animation: transaction.animation, changeAnimations: graph.viewDataChangeAnimations, at: time)
                tree = evaluateAndLayOut(viewData: presentedViewData(at: time), in: transaction)
            }
            placed = tree
            placedTime = time
            store.apply(old: old, new: placed, animatableViews: graph.viewDataTargets.keys, animation: transaction.animation, disablesAnimations: transaction.disablesAnimations, at: time)
            reportPreferences()
        }
    }

    /// Hands each `.onPreferenceChange` its content's values as the new layout has them, and each
    /// `.onScrollGeometryChange` its scroll view's geometry; one whose value changed queues its
    /// action, which runs with the other lifecycle actions.
    private func reportPreferences() {
        if graph.observesScrollGeometry { ScrollGeometryReporter.report(placed, to: graph) }
        guard graph.observesPreferences else { return }
        PreferenceCollector.report(placed, to: graph)
    }

    /// Stages 2 and 3: the graph evaluated and laid out in the canvas; `transaction`: the one
    /// whose changes the evaluation takes in (nil: drawing a frame).
    private func evaluateAndLayOut(viewData: @escaping (NodeID, any VectorArithmetic) -> (any VectorArithmetic)?, prune: Bool = true,
                                   in transaction: Transaction? = nil) -> PlacedElement {
        let (graph, canvasSize) = (self.graph, self.canvasSize)
        var environment = self.environment
        environment.transaction = transaction
        return RenderClock.$current.withValue(clock) {
            graph.evaluate(root, environment: environment, viewData: viewData, prune: prune) {
                Engine.layout($0, root: graph.root.id, in: canvasSize)
            }
        }
    }

    /// The root's elements laid out in the canvas: proposed its size and centred, as an Xcode
    /// preview does; several root elements stack vertically.
    static func layout(_ elements: [Element], root id: NodeID, in canvas: CGSize) -> PlacedElement {
        let root = elements.count == 1 ? elements[0]
            : Element(id: id, kind: StackKind(layout: StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)), children: elements)
        return LayoutEngine().placeRoot(root, in: canvas)
    }

    // MARK: - 5–7: a frame

    /// The tree as drawn at time t (≥ the last event's time for a faithful picture).
    func presentedTree(at t: Double) -> PresentedElement {
        var tree = placed
        // Against when the layout was made, not the last event: an animatable view's body then
        // showed its data as of that moment, which a later event does not move on.
        if store.changed({ $0 == .viewData }, between: placedTime, and: t) {
            let saved = graph.viewDataTargets
            tree = evaluateAndLayOut(viewData: presentedViewData(at: t), prune: false)
            graph.restoreViewDataTargets(saved)
        }
        return Presenter(store: store, time: t).present(tree)
    }

    /// What the frame at time t draws, under `map` (root points to device pixels).
    func displayList(at t: Double, map: ProjectiveTransform) -> DisplayList {
        RenderClock.willRunViewCode?(t)  // bodies drawn at t: Canvas, TimelineView, Animatable
        return DisplayListBuilder.displayList(of: presentedTree(at: t), map: map)
    }

    /// Draws the frame at time t onto `canvas`, scaled by `scale` pixels per point.
    func draw(at t: Double, scale: Double, on canvas: Raster.Canvas) {
        DisplayListRenderer(canvas: canvas, layers: layerCache).drawFrame(displayList(at: t, map: ProjectiveTransform(Transform(scaleX: scale, y: scale))))
    }

    /// Animatable views' data as presented at time t (nil where nothing animates it).
    private func presentedViewData(at t: Double) -> (NodeID, any VectorArithmetic) -> (any VectorArithmetic)? {
        let store = self.store
        return { id, _ in store.value(AttributeKey(id: id, kind: .viewData), at: t) }
    }

    // MARK: - Queries

    /// When every animation started so far has finished.
    var settledTime: Double { max(time, store.settledTime) }

    /// The size the root takes when nothing is proposed.
    var idealSize: CGSize { size(proposing: .unspecified) }

    /// The size the root takes for `proposal`.
    func size(proposing proposal: ProposedViewSize) -> CGSize {
        LayoutEngine().size(placed.element, proposal)
    }

    /// Whether the view can present something beyond its own frame (an alert, a dialog, a sheet
    /// over the whole screen; a menu or a context menu by the view), shown or not yet.
    var presentsOverCanvas: Bool {
        placed.first { $0.element.kind is PresentationKind } != nil
    }

    /// The canvas the view's previews ask for.
    var previewCanvas: PreviewCanvas { PreviewCanvas(placed) }

    /// The colour scheme the view asks its presentation for with `.preferredColorScheme`, the
    /// outermost request first as SwiftUI takes it (nil: none).
    var preferredColorScheme: ColorScheme? { Self.preferredColorScheme(in: placed) }

    private static func preferredColorScheme(in tree: PlacedElement) -> ColorScheme? {
        let asking = tree.first { ($0.element.kind as? PreferredColorSchemeTrait)?.scheme != nil }
        return (asking?.element.kind as? PreferredColorSchemeTrait)?.scheme
    }

    /// The scheme the whole canvas is in now: the one the view asks for, else the canvas's.
    var colorScheme: ColorScheme { environment.colorScheme }

    /// Takes the scheme the layout's `.preferredColorScheme` asks for (or the canvas's again when
    /// none does) for the root's environment, as a window does for the views in it; true when it
    /// changed, and the tree must be evaluated again.
    private func adoptsPreferredColorScheme(of tree: PlacedElement) -> Bool {
        let wanted = Self.preferredColorScheme(in: tree) ?? canvasColorScheme
        guard wanted != environment.colorScheme else { return false }
        environment.colorScheme = wanted
        return true
    }

    /// The periods (seconds) of what repeats without end: animations that repeat forever (a pass,
    /// or two when they autoreverse) and repeating timers.
    var repeatingPeriods: [Double] { store.repeatingPeriods + clock.repeatingPeriods }

    var hasRepeatingTimers: Bool { !clock.repeatingPeriods.isEmpty }

    var steadyRepeatStart: Double { store.steadyRepeatStart }

    /// Runs the work scheduled to run once, and what it schedules in turn, for up to `horizon`
    /// seconds (timers tick on the way), then lets the animations it started end, those that
    /// repeat forever aside, and forgets the views that left with them (a typing indicator that
    /// fades out as the reply comes, its dots still bouncing while it goes): when all that is
    /// over (the current time when there was no work), or nil when more work keeps coming past
    /// the horizon (a task that sleeps in a loop).
    func runOneOffWork(horizon: Double) -> Double? {
        let limit = time + horizon
        while runawayTime == nil, let next = clock.nextTimeOfSingleWork {
            guard next <= limit else { return nil }
            advance(to: next)
        }
        guard runawayTime == nil else { return nil }
        let end = max(time, store.settledTimeApartFromRepeats)
        advance(to: end)
        time = max(time, end)
        store.forgetFinishedGhosts(at: time, shown: placed, animatableViews: graph.viewDataTargets.keys)
        return time
    }

    /// Follows the work scheduled to run once for up to `horizon` seconds (timers tick on the
    /// way, and are left ticking), then answers when the animations under way finish, those that
    /// repeat forever aside: the end of a wait that leaves what goes on running beside it.
    func settleLeavingWorkRunning(horizon: Double) -> Double {
        let limit = time + horizon
        while runawayTime == nil, let next = clock.nextTimeOfSingleWork, next <= limit { advance(to: next) }
        return max(time, store.settledTimeApartFromRepeats)
    }

    /// Advances through the scheduled work until nothing is left to do, and returns when
    /// everything has finished: animations, and the work on the clock with all it starts. A
    /// repeating timer is followed while it runs (a progress timer that invalidates itself at 100 %
    /// settles when it stops), for at most `repeatingHorizon` seconds and `workLimit` runs, since
    /// one that never stops would be simulated tick by tick for nothing. nil when it never
    /// settles: a timer still running then, animations that repeat forever, or work that keeps
    /// scheduling more for longer than `horizon` seconds.
    /// `apartFromRepeats`: animations that repeat forever are left running, and the answer is
    /// when everything else has finished (a tap's spring beside a spinner).
    func settle(horizon: Double = 600, repeatingHorizon: Double = 30, workLimit: Int = 5_000, apartFromRepeats: Bool = false) -> Double? {
        let limit = time + horizon, repeatingLimit = time + repeatingHorizon
        var runs = 0
        while runawayTime == nil, let next = clock.nextTime {
            guard next <= limit, runs < workLimit else { return nil }
            if clock.hasRepeatingWork, next > repeatingLimit { return nil }
            advance(to: next)
            runs += 1
        }
        let end = apartFromRepeats ? max(time, store.settledTimeApartFromRepeats) : settledTime
        return runawayTime != nil || !end.isFinite ? nil : end
    }

    /// The period of work that keeps scheduling more (a task sleeping 0.4 s in a loop, a chain of
    /// asyncAfter calls): the times it runs, for at most `horizon` seconds, whose gaps repeat a
    /// cycle of at most `longestCycle` gaps three times at their end; the cycle's length, or nil
    /// where they do not repeat.
    func workPeriod(horizon: Double, longestCycle: Int = 6) -> Double? {
        let limit = time + horizon
        var times: [Double] = []
        while runawayTime == nil, let next = clock.nextTime, next <= limit, times.count < 96 {
            advance(to: next)
            if times.last.map({ next - $0 > 1e-9 }) ?? true { times.append(next) }
        }
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        for cycle in 1...longestCycle where gaps.count >= 3 * cycle {
            let tail = Array(gaps.suffix(3 * cycle))
            let repeats = (cycle..<tail.count).allSatisfy { abs(tail[$0] - tail[$0 - cycle]) < 1e-6 }
            if repeats { return tail.suffix(cycle).reduce(0, +) }
        }
        return nil
    }

    /// Where a tap lands to reach the view showing `string` as drawn at time t (the whole text,
    /// else, with `orPart`, a text it is part of), or labelled so for accessibility: its frame's centre where it is drawn (moved by the offsets, scales
    /// and rotations around it, as hit-testing undoes them), among the views not fully transparent.
    /// Of several views showing the text, the first whose centre a touch would reach it, or a
    /// view around it, with (a screen covered by another, or moved off the canvas, shows its
    /// text where a tap reaches something else), else the first.
    func center(ofText string: String, at t: Double, orPart: Bool = false) -> CGPoint? {
        var found: [(center: CGPoint, path: Set<NodeID>, isWhole: Bool)] = []
        func find(_ p: PresentedElement, _ map: ProjectiveTransform, _ path: Set<NodeID>) {
            // A view drawn fully transparent is not there to tap.
            if let effect = p.kind as? OpacityEffect, effect.opacity <= 0 { return }
            let path = path.union([p.id])
            let shown = (p.kind as? TextKind)?.string ?? (p.kind as? AccessibilityLabelTrait)?.label
            if let shown, !string.isEmpty, shown.contains(string) {
                let center = map.apply(Point(Double(p.frame.midX), Double(p.frame.midY)))
                found.append((CGPoint(x: center.x, y: center.y), path, shown == string))
                return
            }
            let inner = p.kind.childTransform(in: p.frame).map { $0.concatenating(map) } ?? map
            // Presented layers are drawn at the root, whatever is around the presenter.
            let presents = p.kind is PresentationKind
            for (index, child) in p.children.enumerated() { find(child, presents && index > 0 ? .identity : inner, path) }
        }
        let tree = presentedTree(at: t)
        find(tree, .identity, [])
        // The whole text, else one it is part of ("Like" in a button reading "Like 12").
        if found.contains(where: \.isWhole) || !orPart { found.removeAll { !$0.isWhole } }
        // The text's own view (or one around it) must be what the touch reaches.
        let reached = found.first { match in
            (HitTester.gestures(at: match.center, in: tree) ?? []).contains { match.path.contains($0.element.id) }
        }
        return reached?.center ?? found.first?.center
    }

    /// Where to tap the views that take taps, in drawing order: those a tap reaches (not under a
    /// sheet's dimming or another view), at the first point it reaches them, a backdrop over the
    /// whole canvas (the dimming a tap dismisses a sheet by) last; every one's centre, when a tap
    /// reaches none.
    func tapTargets(at t: Double) -> [CGPoint] {
        let tree = presentedTree(at: t)
        var all: [(frame: CGRect, id: NodeID, isBackdrop: Bool)] = []
        tree.forEach { p in
            guard p.kind is GestureKind else { return }
            all.append((p.frame, p.id, p.frame.contains(CGRect(origin: .zero, size: canvasSize))))
        }
        // Each target where a tap reaches it: its centre, else the first point of its frame that
        // does (a stroked box takes taps on its stroke, not in its empty middle).
        let reached = all.compactMap { target -> (point: CGPoint, isBackdrop: Bool)? in
            let point = Self.candidatePoints(in: target.frame).first { point in
                (HitTester.gestures(at: point, in: tree) ?? []).contains { $0.element.id == target.id }
            }
            return point.map { ($0, target.isBackdrop) }
        }
        guard !reached.isEmpty else { return all.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) } }
        return (reached.filter { !$0.isBackdrop } + reached.filter(\.isBackdrop)).map(\.point)
    }

    /// Where a tap on a frame is tried, in order: its centre, then a grid across it, ring by ring
    /// out from the centre, one point in from its edges.
    private static func candidatePoints(in frame: CGRect) -> [CGPoint] {
        let steps = 8
        var points = [CGPoint(x: frame.midX, y: frame.midY)]
        let inset = frame.insetBy(dx: min(1, frame.width / 2), dy: min(1, frame.height / 2))
        var grid: [(distance: Int, point: CGPoint)] = []
        for i in 0...steps {
            for j in 0...steps {
                let point = CGPoint(x: inset.minX + inset.width * CGFloat(i) / CGFloat(steps),
                                    y: inset.minY + inset.height * CGFloat(j) / CGFloat(steps))
                grid.append((max(abs(i - steps / 2), abs(j - steps / 2)), point))
            }
        }
        points += grid.sorted { $0.distance < $1.distance }.map(\.point)
        return points
    }
}
