// ScrollPositionTracker.swift: `.scrollPosition(id:)` and `.scrollPosition(_: ScrollPosition)`
// both ways. When the view's code sets the binding, the scroll view scrolls after the update, in
// the transaction that set it (at the first evaluation, at once): to the view of an identity (its
// anchor point, nil: its top leading corner behind the content margins, at the same point of
// the viewport), found among the views of the `.scrollTargetLayout()` container, else as
// ScrollViewProxy.scrollTo finds it; to an edge; or to a point. When a drag moves the content,
// the binding is told the identity of the container's view whose anchor point lies nearest the
// viewport's. Identities are the ones ForEach and `.id(_:)` key their views by, read back from
// the graph under the scroll view.

/// Where the view's code asks a scroll view to go.
enum ScrollDestination: Equatable {
    /// A view, with the anchor it asks for (nil: the modifier's).
    case view(AnyHashable, anchor: UnitPoint?)
    case edge(Edge)
    case point(CGPoint)
    /// One coordinate, the other left where it is.
    case x(CGFloat), y(CGFloat)
}

/// The binding a scroll position modifier hands the scroll view inside, its type erased.
struct ScrollPositionLink {
    /// Where the binding asks to be (nil: nowhere in particular, such as where a person left it).
    let get: () -> ScrollDestination?
    /// A person scrolled it, to rest on the view of this identity (nil: none known).
    let scrolled: (AnyHashable?) -> Void
    let anchor: UnitPoint?
}

/// Keeps one scroll view and its `.scrollPosition(id:)` binding in step.
struct ScrollPositionTracker {
    let link: ScrollPositionLink
    unowned let node: ViewNode
    let state: ScrollState

    /// At each evaluation: a binding that asks for somewhere new scrolls there once the update
    /// is laid out.
    func follow(in transaction: Transaction?) {
        let graph = node.graph
        guard !graph.isPresenting else { return }
        let wanted = link.get()
        if let known = state.destination, known == wanted { return }
        let isFirst = state.destination == nil
        state.destination = .some(wanted)
        guard let wanted else { return }
        let tracker = self
        graph.enqueueLifecycleAction {
            guard let layout = graph.currentLayout() else { return }
            withTransaction(isFirst ? Transaction() : transaction ?? Transaction()) { tracker.scroll(to: wanted, in: layout) }
        }
    }

    /// A drag moved the content to `offset`: the binding is told the view resting there.
    func scrolled(to offset: CGPoint, extent: ScrollExtent) {
        let anchor = link.anchor ?? .topLeading
        let point = CGPoint(x: offset.x + anchor.x * extent.viewport.width, y: offset.y + anchor.y * extent.viewport.height)
        // Along the axes it scrolls only: views of other widths centred across it are no nearer.
        func distance(_ frame: CGRect) -> CGFloat {
            let dx = extent.axes.contains(.horizontal) ? frame.minX + anchor.x * frame.width - point.x : 0
            let dy = extent.axes.contains(.vertical) ? frame.minY + anchor.y * frame.height - point.y : 0
            return hypot(dx, dy)
        }
        let nearest = extent.alignmentTargets.indices.min { distance(extent.alignmentTargets[$0]) < distance(extent.alignmentTargets[$1]) }
        let element = nearest.map { extent.alignmentTargetIDs[$0] }
        // Every move of a drag comes here: the graph is read only when another view is nearest.
        if state.scrolledByPerson, state.scrolledElement == element { return }
        state.scrolledByPerson = true
        state.scrolledElement = element
        let id = element.flatMap { identities(of: [$0])[0] }
        link.scrolled(id)
        // What the binding now says came from the drag: not a request to scroll.
        state.destination = .some(link.get())
    }

    private func scroll(to destination: ScrollDestination, in layout: PlacedElement) {
        guard let extent = ScrollExtent(find: node.id, in: layout) else { return }
        state.scrolledByPerson = false
        switch destination {
        case .view(let id, let ownAnchor):
            guard let index = identities(of: extent.alignmentTargetIDs).firstIndex(of: id) else {
                return ScrollTargeting.scroll(to: id, anchor: ownAnchor ?? link.anchor, within: node, layout: layout)
            }
            let frame = extent.alignmentTargets[index], anchor = ownAnchor ?? link.anchor ?? .topLeading
            state.move(to: extent.bounded(CGPoint(x: frame.minX + anchor.x * (frame.width - extent.viewport.width),
                                                  y: frame.minY + anchor.y * (frame.height - extent.viewport.height))))
        case .edge(let edge):
            var offset = state.offset.value
            switch edge {
            case .top: offset.y = 0
            case .bottom: offset.y = extent.limit.y
            case .leading: offset.x = 0
            case .trailing: offset.x = extent.limit.x
            }
            state.move(to: extent.bounded(offset))
        case .point(let point):
            state.move(to: extent.bounded(point))
        case .x(let x):
            state.move(to: extent.bounded(CGPoint(x: x, y: state.offset.value.y)))
        case .y(let y):
            state.move(to: extent.bounded(CGPoint(x: state.offset.value.x, y: y)))
        }
    }

    /// The identity each element came from (nil: none of a ForEach or an `.id(_:)`): the
    /// outermost keyed node whose subtree made it.
    private func identities(of elements: [NodeID]) -> [AnyHashable?] {
        var keys: [NodeID: AnyHashable] = [:]
        node.forEachDescendant { parent, key, child in
            guard parent.identifiesChildren, case .id(let keyID) = key else { return }
            let identity = (keyID.base as? WrapsIdentity)?.wrappedIdentity ?? keyID
            for id in child.subtreeIDs where keys[id] == nil { keys[id] = identity }
        }
        return elements.map { keys[$0] }
    }
}
