// ScrollState.swift: what a ScrollView keeps in its node between evaluations: its offset (state,
// written in transactions, so that a change animates), whether anything has positioned it yet
// (until then `.defaultScrollAnchor` places the content), whether a `.refreshable` pull is
// refreshing, where its scroll position binding last asked it to go, and the values its
// `.onScrollGeometryChange` actions last saw.

final class ScrollState {
    /// How far the content is scrolled from its start (points, positive: towards the end).
    let offset: StateStorage<CGPoint>
    let isRefreshing: StateStorage<Bool>
    /// False until a drag, a ScrollViewReader or a scroll position moves the content.
    private(set) var isPositioned = false
    /// Where the scroll position binding last asked to go (nil inside: nowhere in particular;
    /// nil outside: never read).
    var destination: ScrollDestination??
    /// Whether a person's drag placed it since the binding last moved it, and the element of the
    /// view it was left on (told to the binding once, not at every move).
    var scrolledByPerson = false
    var scrolledElement: NodeID?
    /// What each `.onScrollGeometryChange` transform gave for the last layout, in order.
    var geometryValues: [Any?] = []

    init(graph: ViewGraph) {
        offset = StateStorage(.zero, graph: graph)
        isRefreshing = StateStorage(false, graph: graph)
    }

    /// The scroll view's state in `node`, made the first time (and kept there unless the graph
    /// is only presenting a frame).
    static func of(_ node: ViewNode) -> ScrollState {
        if let existing = node.storage[StorageSlot.scrollState] as? ScrollState { return existing }
        let made = ScrollState(graph: node.graph)
        if !node.graph.isPresenting { node.storage[StorageSlot.scrollState] = made }
        return made
    }

    /// Whether a finger is dragging it: then it may show past its end (the rubber band), which
    /// the layout otherwise takes back to the end (content that shrank).
    var isDragging = false

    /// Moves the content, in the current transaction. The first move is written even to the
    /// offset already stored, so that the layout stops placing the content by its default anchor.
    func move(to point: CGPoint) {
        let first = !isPositioned
        isPositioned = true
        if first || point != offset.value { offset.value = point }
    }
}
