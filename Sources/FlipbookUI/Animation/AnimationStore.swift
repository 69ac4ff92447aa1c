// AnimationStore.swift: every animating attribute of a view tree, by the identity of the view it
// belongs to, and the removed views still leaving. After each transaction the host hands it the
// new layout: changed attributes get a new target (animated with the transaction's animation,
// else the view's `.animation`, else at once), inserted views a transition in, removed views a
// ghost that keeps drawing where it was while its transition plays out.

/// Which attribute of which view.
struct AttributeKey: Hashable {
    enum Kind: Hashable {
        case frame, shapeData, color, effect, transition, viewData
        /// The shared frame of a matchedGeometryEffect group.
        case matchedFrame(namespace: Int, id: AnyHashable)
    }
    let id: NodeID
    let kind: Kind
}

/// A removed view still drawn while its removal transition runs.
struct Ghost {
    let placed: PlacedElement
    /// The parent it was drawn in, and the sibling it was drawn after (nil: first).
    let parent: NodeID
    let after: NodeID?
    let transition: AnyTransition
    let progress: AttributeTrack
}

final class AnimationStore {
    private(set) var tracks: [AttributeKey: AttributeTrack] = [:]
    private(set) var ghosts: [Ghost] = []

    func track(_ key: AttributeKey) -> AttributeTrack? { tracks[key] }

    func value(_ key: AttributeKey, at t: Double) -> (any VectorArithmetic)? { tracks[key]?.value(at: t) }

    /// The time by which everything has finished.
    var settledTime: Double {
        max(tracks.values.map(\.settledTime).max() ?? -.infinity, ghosts.map(\.progress.settledTime).max() ?? -.infinity)
    }

    func isAnimating(_ kind: (AttributeKey.Kind) -> Bool, at t: Double) -> Bool {
        tracks.contains { kind($0.key.kind) && $0.value.isAnimating(at: t) }
    }

    /// Whether any attribute of a kind shows a different value at t than at `reference`.
    func changed(_ kind: (AttributeKey.Kind) -> Bool, between reference: Double, and t: Double) -> Bool {
        tracks.contains { key, track in
            kind(key.kind) && !track.layers.isEmpty && track.value(at: t).minus(track.value(at: reference)).magnitudeSquared > 0
        }
    }

    /// Sets a target; a new key starts at it (nothing to animate from).
    func set(_ key: AttributeKey, _ target: any VectorArithmetic, animation: Animation?, at t: Double) {
        if let track = tracks[key] {
            track.retarget(target, animation: animation, at: t)
        } else {
            tracks[key] = AttributeTrack(target)
        }
    }

    /// New targets for animatable views' data.
    func setViewData(_ targets: [NodeID: any VectorArithmetic], animation: Animation?, at t: Double) {
        for (id, data) in targets { set(AttributeKey(id: id, kind: .viewData), data, animation: animation, at: t) }
    }

    // MARK: - Applying a new layout

    /// Updates every attribute from `new` (the layout after a transaction) at time t.
    func apply(old: PlacedElement?, new: PlacedElement, animation: Animation?, at t: Double) {
        ghosts.removeAll { t >= $0.progress.settledTime }
        var newIDs: [NodeID: PlacedElement] = [:]
        Self.index(new, into: &newIDs)
        var oldIDs: [NodeID: PlacedElement] = [:]
        var oldParents: [NodeID: (parent: NodeID, after: NodeID?)] = [:]
        if let old {
            Self.index(old, into: &oldIDs)
            Self.indexParents(old, into: &oldParents)
        }
        // Attributes of every view now shown.
        Self.walk(new) { p in
            let e = p.element
            let anim = animation ?? e.implicitAnimation
            let inserted = old != nil && oldIDs[e.id] == nil
            set(AttributeKey(id: e.id, kind: .frame), RectVector(p.frame), animation: anim, at: t)
            for (kind, value) in Self.attributes(of: e) {
                set(AttributeKey(id: e.id, kind: kind), value, animation: anim, at: t)
            }
            if case .matchedGeometry(let spec) = e.kind, spec.isSource {
                let key = AttributeKey(id: NodeID(raw: 0), kind: .matchedFrame(namespace: spec.namespace.raw, id: spec.id))
                set(key, RectVector(p.frame), animation: anim, at: t)
            }
            // A view appearing under a parent that was already there: its insertion transition.
            if inserted, let parentEntry = Self.parent(of: e.id, in: new), oldIDs[parentEntry] != nil, let anim {
                let progress = AttributeTrack(0.0)
                progress.retarget(1.0, animation: anim, at: t)
                tracks[AttributeKey(id: e.id, kind: .transition)] = progress
            }
        }
        // Views that left from under a parent still shown: ghosts, when the change animates.
        guard let old else { return }
        // In tree order, so that ghosts draw in the same order on every run.
        var leaving: [PlacedElement] = []
        Self.walk(old) { if newIDs[$0.element.id] == nil && oldIDs[$0.element.id] === $0 { leaving.append($0) } }
        for placed in leaving {
            let id = placed.element.id
            guard let entry = oldParents[id], newIDs[entry.parent] != nil,
                  let anim = animation ?? placed.element.implicitAnimation else { continue }
            let progress = AttributeTrack(1.0)
            progress.retarget(0.0, animation: anim, at: t)
            ghosts.append(Ghost(placed: placed, parent: entry.parent, after: entry.after,
                                transition: Self.transition(of: placed.element), progress: progress))
        }
    }

    /// The transition an element enters and leaves with: its own, else the default .opacity.
    static func transition(of e: Element) -> AnyTransition {
        if case .transition(let t) = e.kind { return t }
        return .opacity
    }

    /// The animatable attributes an element has besides its frame.
    static func attributes(of e: Element) -> [(AttributeKey.Kind, any VectorArithmetic)] {
        var result: [(AttributeKey.Kind, any VectorArithmetic)] = []
        switch e.kind {
        case .shape(let s):
            result.append((.shapeData, s.shape.animatableData))
            if case .color(let c) = s.style { result.append((.color, ColorVector(c))) }
        case .text(let t):
            if case .color(let c) = t.style { result.append((.color, ColorVector(c))) }
        case .symbol(let s):
            if case .color(let c) = s.style { result.append((.color, ColorVector(c))) }
        case .effect(.opacity(let o)): result.append((.effect, o))
        case .effect(.scale(let s, _)): result.append((.effect, AnimatablePair(s.width, s.height)))
        case .effect(.rotation(let a, _)): result.append((.effect, a.radians))
        case .effect(.rotation3D(let spec)): result.append((.effect, spec.angle.radians))
        case .offset(let o): result.append((.effect, AnimatablePair(o.width, o.height)))
        default: break
        }
        return result
    }

    // MARK: - Tree helpers

    static func walk(_ p: PlacedElement, _ body: (PlacedElement) -> Void) {
        body(p)
        for c in p.children { walk(c, body) }
    }

    static func index(_ p: PlacedElement, into map: inout [NodeID: PlacedElement]) {
        walk(p) { map[$0.element.id] = map[$0.element.id] ?? $0 }
    }

    static func indexParents(_ p: PlacedElement, into map: inout [NodeID: (parent: NodeID, after: NodeID?)]) {
        walk(p) { parent in
            var previous: NodeID? = nil
            for c in parent.children {
                if map[c.element.id] == nil { map[c.element.id] = (parent.element.id, previous) }
                previous = c.element.id
            }
        }
    }

    static func parent(of id: NodeID, in root: PlacedElement) -> NodeID? {
        var found: NodeID?
        walk(root) { p in
            if found == nil, p.children.contains(where: { $0.element.id == id }) { found = p.element.id }
        }
        return found
    }
}
