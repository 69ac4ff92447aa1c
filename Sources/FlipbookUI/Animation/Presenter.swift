// Presenter.swift: builds the presented tree, the tree as it looks at one moment: every frame
// and animatable value at its presented value; views matched by matchedGeometryEffect laid out
// in their group's moving frame; inserted views wrapped in their transition at its progress;
// removed views still shown as ghosts where they were, among their old siblings; the effects of a
// `.visualEffect` in a scroll view's content made again for where scrolling has moved the view
// (ScrolledPlacement). Drawing and hit-testing read only the result, so they know nothing of animation.

struct Presenter {
    let store: AnimationStore
    let time: Double

    /// - Parameter group: the innermost geometry group the element is in: where it was laid
    ///   out and where it is presented. Frames inside a group are tracked relative to its origin.
    /// - Parameter scroll: how far scrolling has moved the element from where it was laid out.
    func present(_ p: PlacedElement, frameFromTrack: Bool = true, group: GroupOrigin? = nil,
                 scroll: ScrolledPlacement = ScrolledPlacement()) -> PresentedElement {
        let e = p.element
        var frame = p.frame
        if frameFromTrack, let f = animating(AttributeKey(id: e.id, kind: .frame)) as? RectVector {
            frame = f.rect.offsetBy(dx: group?.presented.x ?? 0, dy: group?.presented.y ?? 0)
        } else if let group {
            frame = frame.offsetBy(dx: group.presented.x - group.laidOut.x, dy: group.presented.y - group.laidOut.y)
        }
        var values = PresentedValues(store: store, id: e.id, time: time)
        let kind = e.kind.animated(by: &values)
        let scroll = scroll.entering(laidOut: e.kind, presented: kind)
        let inner = e.kind is GeometryGroupTrait ? GroupOrigin(laidOut: p.frame.origin, presented: frame.origin) : group
        var children: [PresentedElement]
        if let matched = e.kind as? MatchedGeometryTrait, let group = groupFrame(of: matched, id: e.id) {
            frame = matched.frame(own: frame, group: group.rect)
            // The group's frame is proposed again to the content, which lays out anew inside
            // it: the second layout of a frame, and the reason the presenter needs the layout
            // engine.
            let layout = LayoutEngine()
            children = e.children.map { child in
                let placed = layout.place(child, in: LayoutEngine.aligned(layout.size(child, ProposedViewSize(frame.size)), in: frame, .center))
                return present(placed, frameFromTrack: false)
            }
        } else {
            children = p.children.map { present($0, frameFromTrack: frameFromTrack, group: inner, scroll: scroll) }
        }
        if scroll.shift != .zero, let effect = e.kind as? VisualEffectKind, let proxy = p.proxy {
            children = effect.content(children, for: proxy.moved(by: scroll.shift))
        }
        insertGhosts(of: e.id, into: &children)
        let presented = PresentedElement(id: e.id, kind: kind, frame: frame, children: children)
        if let progress = store.track(AttributeKey(id: e.id, kind: .transition)), progress.isAnimating(at: time) {
            let p = (progress.value(at: time) as? Double) ?? 1
            return TransitionEffect.wrap(presented, AnimationStore.transition(of: e), progress: p, inserting: true)
        }
        return presented
    }

    /// The frame a matched view is laid out in: its group's as it moves, or for a follower the
    /// one it follows, which animates on its own when it starts following another group.
    private func groupFrame(of matched: MatchedGeometryTrait, id: NodeID) -> RectVector? {
        if !matched.isSource, let followed = store.value(AttributeKey(id: id, kind: .followedFrame), at: time) as? RectVector {
            return followed
        }
        return store.value(matched.groupKey, at: time) as? RectVector
    }

    /// A track's value while it animates. A settled track never overrides the tree: its value
    /// is the tree's own, except where an animatable view's body made the tree from presented data.
    private func animating(_ key: AttributeKey) -> (any VectorArithmetic)? {
        guard let track = store.track(key), track.isAnimating(at: time) else { return nil }
        return track.value(at: time)
    }

    /// Puts the ghosts of `parent` back among its children, after the sibling they followed.
    private func insertGhosts(of parent: NodeID, into children: inout [PresentedElement]) {
        for ghost in store.ghosts where ghost.parent == parent && ghost.progress.isAnimating(at: time) {
            let p = (ghost.progress.value(at: time) as? Double) ?? 0
            let shown = TransitionEffect.wrap(present(ghost.placed, frameFromTrack: false), ghost.transition, progress: p, inserting: false)
            if let after = ghost.after, let i = children.firstIndex(where: { $0.id == after }) {
                children.insert(shown, at: i + 1)
            } else if ghost.after == nil {
                children.insert(shown, at: 0)
            } else {
                children.append(shown)
            }
        }
    }
}

/// How far scrolling has moved an element from where it was laid out. A glide or an animated
/// scroll lays the content out where it goes, and the scroll view's offset moves it there over
/// the animation: the difference is the laid-out offset less the presented one, summed over the
/// scroll views around the element.
struct ScrolledPlacement {
    var shift = CGPoint.zero

    /// The shift of the children of an element laid out as `laidOut` and presented as `presented`.
    func entering(laidOut: any ElementKind, presented: any ElementKind) -> ScrolledPlacement {
        guard let laidOut = laidOut as? ScrollViewKind, let presented = presented as? ScrollViewKind else { return self }
        return ScrolledPlacement(shift: CGPoint(x: shift.x + laidOut.offset.x - presented.offset.x,
                                                y: shift.y + laidOut.offset.y - presented.offset.y))
    }
}

private extension GeometryProxy {
    /// The proxy of the same view moved by `shift`, in the same viewport and spaces.
    func moved(by shift: CGPoint) -> GeometryProxy {
        GeometryProxy(size: size, frame: frame.offsetBy(dx: shift.x, dy: shift.y), namedSpaces: namedSpaces,
                      scrollViewport: scrollViewport, space: space)
    }
}

/// Where a geometry group was laid out and where it is presented at the moment.
struct GroupOrigin {
    let laidOut: CGPoint
    let presented: CGPoint
}

/// An element's animatable values as presented at a moment (AttributeAnimator for the presenter):
/// a track's value while it animates, else the element's own.
private struct PresentedValues: AttributeAnimator {
    let store: AnimationStore
    let id: NodeID
    let time: Double

    mutating func animate<Value: VectorArithmetic>(_ attribute: AttributeKey.Kind, _ value: Value) -> Value {
        guard let track = store.track(AttributeKey(id: id, kind: attribute)), track.isAnimating(at: time) else { return value }
        return (track.value(at: time) as? Value) ?? value
    }
}
