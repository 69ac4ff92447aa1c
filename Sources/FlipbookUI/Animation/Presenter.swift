// Presenter.swift: the tree as it looks at one moment: every frame, shape, colour and effect at
// its presented value; views matched by matchedGeometryEffect laid out in their group's moving
// frame; inserted views wrapped in their transition at its progress; removed views still shown
// as ghosts where they were. The result is an ordinary placed tree, so drawing and hit-testing
// know nothing of animation.

struct Presenter {
    let store: AnimationStore
    let time: Double

    func present(_ p: PlacedElement, frameFromTrack: Bool = true) -> PlacedElement {
        let e = p.element
        var frame = p.frame
        if frameFromTrack, let f = animating(AttributeKey(id: e.id, kind: .frame)) as? RectVector { frame = f.rect }
        var children: [PlacedElement]
        if case .matchedGeometry(let spec) = e.kind,
           let group = store.value(AttributeKey(id: NodeID(raw: 0), kind: .matchedFrame(namespace: spec.namespace.raw, id: spec.id)), at: time) as? RectVector {
            frame = Self.matched(frame, group.rect, spec)
            // The group's size is proposed again to the content, which lays out anew inside it.
            children = e.children.map { LayoutEngine.place($0, in: LayoutEngine.aligned(LayoutEngine.size($0, ProposedViewSize(frame.size)), in: frame, .center)) }
                .map { present($0, frameFromTrack: false) }
        } else {
            children = p.children.map { present($0, frameFromTrack: frameFromTrack) }
        }
        insertGhosts(of: e.id, into: &children)
        let presented = PlacedElement(element: Element(id: e.id, kind: presentedKind(e), children: e.children), frame: frame, children: children)
        presented.element.implicitAnimation = e.implicitAnimation
        if let progress = store.track(AttributeKey(id: e.id, kind: .transition)), progress.isAnimating(at: time) {
            let p = (progress.value(at: time) as? Double) ?? 1
            return TransitionEffect.wrap(presented, AnimationStore.transition(of: e), progress: p, inserting: true)
        }
        return presented
    }

    /// A track's value while it animates. A settled track never overrides the tree: its value
    /// is the tree's own, except where an animatable view's body made the tree from presented data.
    private func animating(_ key: AttributeKey) -> (any VectorArithmetic)? {
        guard let track = store.track(key), track.isAnimating(at: time) else { return nil }
        return track.value(at: time)
    }

    /// The element's kind with its animatable values as presented now.
    private func presentedKind(_ e: Element) -> Element.Kind {
        func value(_ kind: AttributeKey.Kind) -> (any VectorArithmetic)? { animating(AttributeKey(id: e.id, kind: kind)) }
        switch e.kind {
        case .shape(var s):
            if let data = value(.shapeData) { s.shape = s.shape.with(data) }
            if let c = value(.color) as? ColorVector, case .color = s.style { s.style = .color(c.color) }
            return .shape(s)
        case .text(var t):
            if let c = value(.color) as? ColorVector, case .color = t.style { t.style = .color(c.color) }
            return .text(t)
        case .symbol(var s):
            if let c = value(.color) as? ColorVector, case .color = s.style { s.style = .color(c.color) }
            return .symbol(s)
        case .effect(.opacity):
            if let o = value(.effect) as? Double { return .effect(.opacity(o)) }
        case .effect(.scale(_, let anchor)):
            if let s = value(.effect) as? AnimatablePair<CGFloat, CGFloat> { return .effect(.scale(CGSize(width: s.first, height: s.second), anchor: anchor)) }
        case .effect(.rotation(_, let anchor)):
            if let r = value(.effect) as? Double { return .effect(.rotation(.radians(r), anchor: anchor)) }
        case .effect(.rotation3D(var spec)):
            if let r = value(.effect) as? Double { spec.angle = .radians(r); return .effect(.rotation3D(spec)) }
        case .offset:
            if let o = value(.effect) as? AnimatablePair<CGFloat, CGFloat> { return .offset(CGSize(width: o.first, height: o.second)) }
        default: break
        }
        return e.kind
    }

    /// A matched view's frame from its group's: position, size or both, about the anchor.
    private static func matched(_ own: CGRect, _ group: CGRect, _ spec: MatchedGeometrySpec) -> CGRect {
        let size = spec.properties.contains(.size) ? group.size : own.size
        let anchorPoint = spec.properties.contains(.position)
            ? CGPoint(x: group.minX + spec.anchor.x * group.width, y: group.minY + spec.anchor.y * group.height)
            : CGPoint(x: own.minX + spec.anchor.x * own.width, y: own.minY + spec.anchor.y * own.height)
        return CGRect(x: anchorPoint.x - spec.anchor.x * size.width, y: anchorPoint.y - spec.anchor.y * size.height,
                      width: size.width, height: size.height)
    }

    /// Puts the ghosts of `parent` back among its children, after the sibling they followed.
    private func insertGhosts(of parent: NodeID, into children: inout [PlacedElement]) {
        for ghost in store.ghosts where ghost.parent == parent && ghost.progress.isAnimating(at: time) {
            let p = (ghost.progress.value(at: time) as? Double) ?? 0
            let shown = TransitionEffect.wrap(present(ghost.placed, frameFromTrack: false), ghost.transition, progress: p, inserting: false)
            if let after = ghost.after, let i = children.firstIndex(where: { $0.element.id == after }) {
                children.insert(shown, at: i + 1)
            } else if ghost.after == nil {
                children.insert(shown, at: 0)
            } else {
                children.append(shown)
            }
        }
    }
}

/// A transition at a progress (0: absent, 1: fully there) as effects around the view.
enum TransitionEffect {
    static func wrap(_ p: PlacedElement, _ t: AnyTransition, progress: Double, inserting: Bool) -> PlacedElement {
        func effect(_ kind: Element.Kind) -> PlacedElement {
            PlacedElement(element: Element(id: p.element.id, kind: kind, children: [p.element]), frame: p.frame, children: [p])
        }
        let f = p.frame
        switch t.kind {
        case .identity: return p
        case .opacity: return effect(.effect(.opacity(min(max(progress, 0), 1))))
        case .scale(let s, let anchor):
            let k = s + (1 - s) * progress
            return effect(.effect(.scale(CGSize(width: k, height: k), anchor: anchor)))
        case .move(let edge):
            let away = (1 - progress)
            switch edge {
            case .leading: return effect(.offset(CGSize(width: -f.maxX * away, height: 0)))
            case .trailing: return effect(.offset(CGSize(width: f.width * away, height: 0)))
            case .top: return effect(.offset(CGSize(width: 0, height: -f.maxY * away)))
            case .bottom: return effect(.offset(CGSize(width: 0, height: f.height * away)))
            }
        case .slide:
            return wrap(p, .move(edge: inserting ? .leading : .trailing), progress: progress, inserting: inserting)
        case .offset(let o):
            return effect(.offset(CGSize(width: o.width * (1 - progress), height: o.height * (1 - progress))))
        case .asymmetric(let insertion, let removal):
            return wrap(p, inserting ? insertion : removal, progress: progress, inserting: inserting)
        case .combined(let a, let b):
            return wrap(wrap(p, a, progress: progress, inserting: inserting), b, progress: progress, inserting: inserting)
        }
    }
}
