// ScrollTargeting.swift: where `ScrollViewProxy.scrollTo` scrolls. The view is found by identity
// in the view graph (the nodes a ForEach element, a List's row or an `.id(_:)` keys by it), then in the layout
// as it stands: the first laid-out element that came from one of those nodes, and the innermost
// scroll view around it that is inside the reader. Frames in the layout are where views lie
// with nothing scrolled, so the offset is worked out from them directly.

/// A key that stands for a view's identity wrapped with something else (a List row's key).
protocol WrapsIdentity {
    var wrappedIdentity: AnyHashable? { get }
}

enum ScrollTargeting {
    static func scroll(to id: AnyHashable, anchor: UnitPoint?, within reader: ViewNode, layout: PlacedElement) {
        let inReader = reader.subtreeIDs
        var targets: Set<NodeID> = []
        reader.forEachDescendant { parent, key, node in
            guard parent.identifiesChildren, case .id(let keyID) = key else { return }
            if keyID == id || (keyID.base as? WrapsIdentity)?.wrappedIdentity == id { targets.formUnion(node.subtreeIDs) }
        }
        guard !targets.isEmpty, let (target, scrollView) = find(targets, in: layout, scrollViews: [], inside: inReader),
              let kind = scrollView.element.kind as? ScrollViewKind, let state = kind.state else { return }
        let viewport = scrollView.frame
        let content = scrollView.children.first?.frame ?? viewport
        let offset = CGPoint(
            x: kind.axes.contains(.horizontal)
                ? along(target.frame.minX, target.frame.width, viewport.minX, viewport.width, anchor?.x, kind.offset.x,
                        limit: content.width - viewport.width) : 0,
            y: kind.axes.contains(.vertical)
                ? along(target.frame.minY, target.frame.height, viewport.minY, viewport.height, anchor?.y, kind.offset.y,
                        limit: content.height - viewport.height) : 0)
        state.move(to: offset)
    }

    /// The offset along one axis that puts the view's anchor on the viewport's (no anchor: the
    /// least change from `current` that shows the view whole, its start first if it cannot),
    /// within 0…limit.
    private static func along(_ start: CGFloat, _ length: CGFloat, _ viewportStart: CGFloat, _ viewportLength: CGFloat,
                              _ anchor: CGFloat?, _ current: CGFloat, limit: CGFloat) -> CGFloat {
        let wanted: CGFloat
        if let anchor {
            wanted = start + anchor * length - (viewportStart + anchor * viewportLength)
        } else if start - current < viewportStart || length > viewportLength {
            wanted = start - viewportStart
        } else if start + length - current > viewportStart + viewportLength {
            wanted = start + length - (viewportStart + viewportLength)
        } else {
            wanted = current
        }
        return min(max(wanted, 0), max(limit, 0))
    }

    /// The first element from one of `targets`, with the innermost scroll view around it that
    /// belongs to the reader.
    private static func find(_ targets: Set<NodeID>, in placed: PlacedElement, scrollViews: [PlacedElement],
                             inside reader: Set<NodeID>) -> (PlacedElement, PlacedElement)? {
        if targets.contains(placed.element.id), let scrollView = scrollViews.last { return (placed, scrollView) }
        let around = placed.element.kind is ScrollViewKind && reader.contains(placed.element.id) ? scrollViews + [placed] : scrollViews
        for child in placed.children {
            if let found = find(targets, in: child, scrollViews: around, inside: reader) { return found }
        }
        return nil
    }
}

extension ViewNode {
    /// The ids of this node and every node under it.
    var subtreeIDs: Set<NodeID> {
        var ids: Set<NodeID> = [id]
        forEachDescendant { _, _, node in ids.insert(node.id) }
        return ids
    }

    /// Visits every node under this one with its parent and the key it sits at there.
    func forEachDescendant(_ body: (ViewNode, ChildKey, ViewNode) -> Void) {
        for (key, child) in children {
            body(self, key, child)
            child.forEachDescendant(body)
        }
    }
}
