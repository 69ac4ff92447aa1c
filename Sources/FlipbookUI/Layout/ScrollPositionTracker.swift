// ScrollPositionTracker.swift: `.scrollPosition(id:)` both ways. When the view's code sets the
// binding, the scroll view scrolls to the view of that identity after the update, in the
// transaction that set it (at the first evaluation, at once): its anchor point (nil: its top
// leading corner, behind the content margins) at the same point of the viewport, among the views
// of the `.scrollTargetLayout()` container, else found as ScrollViewProxy.scrollTo finds it.
// When a drag moves the content, the binding is given the identity of the container's view whose
// anchor point lies nearest the viewport's. Identities are the ones ForEach and `.id(_:)` key
// their views by, read back from the graph under the scroll view.

/// The binding `.scrollPosition(id:)` hands the scroll view inside, its type erased.
struct ScrollPositionLink {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void
    let anchor: UnitPoint?
}

/// Keeps one scroll view and its `.scrollPosition(id:)` binding in step.
struct ScrollPositionTracker {
    let link: ScrollPositionLink
    unowned let node: ViewNode
    let state: ScrollState

    /// At each evaluation: a binding that changed since it was last given or read scrolls to its
    /// view once the update is laid out.
    func follow(in transaction: Transaction?) {
        let graph = node.graph
        guard !graph.isPresenting else { return }
        let wanted = link.get()
        if let known = state.positionID, known == wanted { return }
        let isFirst = state.positionID == nil
        state.positionID = .some(wanted)
        guard let wanted else { return }
        let tracker = self
        graph.enqueueLifecycleAction {
            guard let layout = graph.currentLayout() else { return }
            withTransaction(isFirst ? Transaction() : transaction ?? Transaction()) { tracker.scroll(to: wanted, in: layout) }
        }
    }

    /// The content moved to `offset`: the binding gets the identity of the view resting there.
    func scrolled(to offset: CGPoint, extent: ScrollExtent) {
        let ids = identities(of: extent.alignmentTargetIDs)
        let anchor = link.anchor ?? .topLeading
        let point = CGPoint(x: offset.x + anchor.x * extent.viewport.width, y: offset.y + anchor.y * extent.viewport.height)
        func distance(_ frame: CGRect) -> CGFloat {
            hypot(frame.minX + anchor.x * frame.width - point.x, frame.minY + anchor.y * frame.height - point.y)
        }
        guard let nearest = extent.alignmentTargets.indices.min(by: { distance(extent.alignmentTargets[$0]) < distance(extent.alignmentTargets[$1]) }),
              let id = ids[nearest] else { return }
        if let known = state.positionID, known == id { return }
        state.positionID = .some(id)
        link.set(id)
    }

    private func scroll(to id: AnyHashable, in layout: PlacedElement) {
        guard let extent = ScrollExtent(find: node.id, in: layout) else { return }
        guard let index = identities(of: extent.alignmentTargetIDs).firstIndex(of: id) else {
            return ScrollTargeting.scroll(to: id, anchor: link.anchor, within: node, layout: layout)
        }
        let frame = extent.alignmentTargets[index], anchor = link.anchor ?? .topLeading
        let offset = CGPoint(x: frame.minX + anchor.x * (frame.width - extent.viewport.width),
                             y: frame.minY + anchor.y * (frame.height - extent.viewport.height))
        state.move(to: extent.bounded(offset))
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
