// ViewGraph.swift: turns a root view value into the element tree, through the persistent node
// tree. Composite views have their dynamic properties linked to their node and their body
// evaluated; primitive views (PrimitiveView) make elements themselves. State writes are logged
// with their transactions; the host applies them one transaction at a time and evaluates anew.

/// Element kinds holding values that depend on the environment (a colour's scheme), resolved
/// when the element is built.
protocol ResolvesInEnvironment {
    func resolvedKind(in environment: EnvironmentValues) -> any ElementKind
}

/// Views the engine builds directly, instead of through `body`.
protocol PrimitiveView {
    /// The elements this view stands for, children built through `context`.
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element]
}

/// What a primitive needs while building: the environment and a way to build children.
struct BuildContext {
    var environment: EnvironmentValues
    unowned let graph: ViewGraph

    /// Builds a child view at `key` of `node`. A view with `.id(_:)` among its modifiers is
    /// that id, modifiers and all (as in SwiftUI, where modifiers are the view they modify): it
    /// is built under a node kept for its id, so a new id is a new view whose modifiers start
    /// afresh too (an onAppear runs again, a transition written after `.id` plays).
    func build(_ view: any View, at key: ChildKey, of node: ViewNode) -> [Element] {
        guard key != .slot("content"), let id = (view as? ExplicitlyIdentified)?.explicitID else {
            return graph.build(view, node: node.child(key, for: type(of: view)), environment: environment)
        }
        return graph.build(view, identifiedBy: id, under: node.child(key, for: ExplicitlyIdentified.self), environment: environment)
    }

    func with(_ change: (inout EnvironmentValues) -> Void) -> BuildContext {
        var copy = self
        change(&copy.environment)
        return copy
    }

    /// An element built here: it takes the implicit animations in effect, and a kind that holds
    /// values to resolve (colours) resolves them in this environment.
    func element(_ id: NodeID, _ kind: any ElementKind, children: [Element] = []) -> Element {
        let kind = (kind as? any ResolvesInEnvironment)?.resolvedKind(in: environment) ?? kind
        return Element(id: id, kind: kind, children: children,
                       implicitAnimation: environment.disablesAnimations ? nil : environment.implicitAnimation,
                       changeAnimation: environment.changeAnimation, isRightToLeft: environment.layoutDirection == .rightToLeft)
    }
}

/// The persistent graph of one root view.
final class ViewGraph {
    private var nextID = 0
    private var nextNamespace = 0
    private(set) var root: ViewNode!
    /// The state writes not yet applied, in order.
    private(set) var pendingWrites: [StateWrite] = []
    /// True while `body` runs: state reads then see the applied values.
    private(set) var isEvaluating = false
    /// During an evaluation: the data animatable views are evaluated with (nil: their own).
    private var presentedViewData: ((NodeID, any VectorArithmetic) -> (any VectorArithmetic)?)?
    /// What each animatable view's data was at the last (target) evaluation.
    private(set) var viewDataTargets: [NodeID: any VectorArithmetic] = [:]
    /// The animatable views under an `.animation(_:value:)` whose value changed in the last
    /// evaluation, with its animation, which takes the place of the transaction's for their data.
    private(set) var viewDataChangeAnimations: [NodeID: Animation?] = [:]
    /// Counts the transactions applied; values compared "since the last change" (the value of
    /// `.animation(_:value:)`) are remembered per generation.
    private(set) var generation = 0
    func beginGeneration() { generation += 1 }
    /// The @AppStorage values, by key and type.
    private var appStorage: [AppStorageSlot: AnyObject] = [:]

    /// Where one key's value of one type is kept.
    private struct AppStorageSlot: Hashable {
        let key: String
        let type: ObjectIdentifier
    }

    /// The storage of the @AppStorage value under `key`, made from `initial` the first time.
    func appStorage<Value>(_ key: String, initial: Value) -> StateStorage<Value> {
        let slot = AppStorageSlot(key: key, type: ObjectIdentifier(Value.self))
        if let existing = appStorage[slot] as? StateStorage<Value> { return existing }
        let storage = StateStorage(initial, graph: self)
        appStorage[slot] = storage
        return storage
    }

    /// Which focus state a tap last gave the focus to.
    let focusOwner = FocusOwner()
    /// The newest evaluation's watch over the @Observable properties it read.
    private(set) var observationArm: ObservationArm?
    /// True while drawing a frame: nothing may be remembered then.
    var isPresenting: Bool { !prunes }

    /// Whether unvisited children are dropped (not while drawing a frame, which must not
    /// change the tree).
    private var prunes = true

    init(rootType: Any.Type) {
        root = makeNode(viewType: ObjectIdentifier(rootType))
    }

    func makeNode(viewType: ObjectIdentifier) -> ViewNode {
        nextID += 1
        return ViewNode(id: NodeID(raw: nextID), viewType: viewType, graph: self)
    }

    func makeNamespaceID() -> Int {
        nextNamespace += 1
        return nextNamespace
    }

    func log(_ write: StateWrite) { pendingWrites.append(write) }

    /// Logs a change to an object whose properties are read live (an ObservableObject, an
    /// @Observable class): a write in the current transaction that applies nothing.
    func logObjectChange() { log(StateWrite(transaction: Transaction.current, apply: {})) }

    /// Whether state writes wait to be applied.
    var hasPendingWrites: Bool { !pendingWrites.isEmpty }

    /// Lifecycle actions an evaluation called for (onAppear, onDisappear, onChange, tasks to
    /// start, publishers to subscribe to), in the order they were found; the engine runs them
    /// once the evaluation is over.
    private(set) var lifecycleActions: [() -> Void] = []

    /// The layout as the state now stands (set by the engine), for a ScrollViewProxy to search.
    var currentLayout: () -> PlacedElement? = { nil }

    /// Whether an `.onPreferenceChange` was ever built: only then is a laid-out tree's preference
    /// values gathered after a transaction (Engine).
    var observesPreferences = false
    /// Set once a scroll view has `.onScrollGeometryChange` actions: layouts then report to them.
    var observesScrollGeometry = false

    func enqueueLifecycleAction(_ action: @escaping () -> Void) { lifecycleActions.append(action) }

    func takeLifecycleActions() -> [() -> Void] {
        defer { lifecycleActions.removeAll() }
        return lifecycleActions
    }

    /// Takes the pending writes, grouped into runs of transactions that apply alike, in order.
    func takePendingBatches() -> [[StateWrite]] {
        var batches: [[StateWrite]] = []
        for w in pendingWrites {
            if let last = batches.last?.last, last.transaction.applies(like: w.transaction) {
                batches[batches.count - 1].append(w)
            } else {
                batches.append([w])
            }
        }
        pendingWrites.removeAll()
        return batches
    }

    /// Builds the element tree of `view` as the state now stands. Animatable views are
    /// evaluated with the data `viewData` gives for them (their presented value at that moment;
    /// nil: their own), and their own data is recorded in `viewDataTargets`. `prune`: drop the
    /// children a view no longer has (not while drawing a frame, which must leave the tree as it was).
    func evaluate(_ view: any View, environment: EnvironmentValues = EnvironmentValues(),
                  viewData: ((NodeID, any VectorArithmetic) -> (any VectorArithmetic)?)? = nil, prune: Bool = true) -> [Element] {
        evaluate(view, environment: environment, viewData: viewData, prune: prune) { $0 }
    }

    /// Evaluates as above, then hands the elements to `finish` while the evaluation still holds:
    /// layout runs there, because views that build their content during layout
    /// (GeometryReader) must see the state as of the same transaction, and prune as it does.
    func evaluate<Result>(_ view: any View, environment: EnvironmentValues = EnvironmentValues(),
                          viewData: ((NodeID, any VectorArithmetic) -> (any VectorArithmetic)?)? = nil, prune: Bool = true,
                          then finish: ([Element]) -> Result) -> Result {
        isEvaluating = true
        prunes = prune
        presentedViewData = viewData
        viewDataTargets.removeAll()
        viewDataChangeAnimations.removeAll()
        defer { isEvaluating = false; prunes = true; presentedViewData = nil }
        // Only a target evaluation arms: a frame's reads are the same properties, and arming on
        // every frame would pile up registrations on properties that never change.
        guard prune else { return finish(build(view, node: root, environment: environment)) }
        let arm = ObservationArm(graph: self)
        observationArm = arm
        return arm.track { finish(build(view, node: root, environment: environment)) }
    }

    /// Puts back the targets recorded by an evaluation for drawing, which must not change them.
    func restoreViewDataTargets(_ saved: [NodeID: any VectorArithmetic]) { viewDataTargets = saved }

    func build(_ view: any View, node: ViewNode, environment: EnvironmentValues) -> [Element] {
        node.beginEvaluation()
        defer { if prunes { node.endEvaluation() } }
        let context = BuildContext(environment: environment, graph: self)
        if let primitive = view as? PrimitiveView {
            return primitive.makeElements(in: node, context: context)
        }
        DynamicProperties.attach(view, to: node, environment: environment)
        var view = view
        var bodyContext = context
        // A shape is animatable too, but its data animates where it is drawn (ShapeKind), not
        // through its body.
        if !(view is any Shape) { (view, bodyContext) = presenting(view, node: node, context: context) }
        let body = ViewGraph.body(of: view)
        return bodyContext.build(body, at: .body, of: node)
    }

    /// A custom Animatable view or modifier, with what its body is evaluated in: its presented
    /// data while that animates, its own otherwise. Its own data is recorded as its target.
    func presenting<Value>(_ value: Value, node: ViewNode, context: BuildContext) -> (Value, BuildContext) {
        guard let animatable = value as? any Animatable else { return (value, context) }
        let data = animatable.animatableData as any VectorArithmetic
        viewDataTargets[node.id] = data
        if let change = context.environment.changeAnimation { viewDataChangeAnimations[node.id] = change }
        guard let presented = presentedViewData?(node.id, data),
              let substituted = ViewGraph.replacing(animatable, data: presented) as? Value else { return (value, context) }
        // While its data animates, the data moves what the body draws, frame by frame: a
        // transaction of something else (a phase animator's next phase) must not animate the
        // body's values again from wherever they were. They were drawn back to where the other
        // change's animation started, and crept on at its pace.
        let moving = presented.minus(data).magnitudeSquared > 0
        return (substituted, moving ? context.with { $0.changeAnimation = .some(nil) } : context)
    }

    /// Builds `view` as the child of `holder` kept for `id`; the children kept for other ids
    /// are gone with this evaluation.
    func build(_ view: any View, identifiedBy id: AnyHashable, under holder: ViewNode, environment: EnvironmentValues) -> [Element] {
        holder.beginEvaluation()
        defer { if prunes { holder.endEvaluation() } }
        holder.identifiesChildren = true
        return build(view, node: holder.child(.id(id), for: type(of: view)), environment: environment)
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    private static func replacing<A: Animatable>(_ value: A, data: any VectorArithmetic) -> A {
        guard let typed = data as? A.AnimatableData else { return value }
        var copy = value
        copy.animatableData = typed
        return copy
    }
}
