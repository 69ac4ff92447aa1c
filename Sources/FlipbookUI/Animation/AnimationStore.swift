// AnimationStore.swift: every animating attribute of a view tree, by the identity of the view it
// belongs to, and the removed views still leaving. After each transaction the engine hands it
// the new layout: changed attributes get a new target (animated with the transaction's
// animation, else the view's `.animation`, else at once), inserted views a transition in, removed
// views a ghost that keeps drawing where it was while its transition plays out.

/// Which attribute of which view.
struct AttributeKey: Hashable {
    enum Kind: Hashable {
        case frame, shapeData, color, effect, transition, viewData
        /// The shared frame of a matchedGeometryEffect group.
        case matchedFrame(namespace: Int, id: AnyHashable)
        /// The group frame a matchedGeometryEffect follower (`isSource: false`) is laid out in:
        /// its own, so that moving to another group's frame animates from where it is shown.
        case followedFrame
    }
    let id: NodeID
    let kind: Kind
}

/// A removed view still drawn while its removal transition runs. What it presented (an alert in
/// a sheet that leaves) leaves with it at once, as iOS dismisses a presenter's alerts before the
/// presenter: frozen over the ghost, an alert whose button closed the sheet stayed up, pressed,
/// until the sheet had slid away.
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

    /// The time by which everything but the animations that repeat forever has finished.
    var settledTimeApartFromRepeats: Double {
        let layerEnds = tracks.values.flatMap { $0.layers.filter { $0.foreverPeriod == nil }.map(\.end) }
        return max(layerEnds.max() ?? -.infinity, ghosts.map(\.progress.settledTime).max() ?? -.infinity)
    }

    /// When what repeats forever is repeating alone: every repeating animation is past its
    /// lead-in (a delay before its passes) and every other animation has finished. From then on
    /// the view shows the same frames every common period.
    var steadyRepeatStart: Double {
        let leadIns = tracks.values.flatMap { track in
            track.layers.compactMap { layer in layer.foreverPeriod == nil ? nil : layer.timing.foreverLeadIn.map { layer.start + $0 } }
        }
        return max(leadIns.max() ?? -.infinity, settledTimeApartFromRepeats)
    }

    /// The periods of the animations that repeat forever.
    var repeatingPeriods: [Double] {
        tracks.values.flatMap { $0.layers.compactMap(\.foreverPeriod) }
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
    /// `changeAnimations`: the views whose data takes another animation than the transaction's.
    func setViewData(_ targets: [NodeID: any VectorArithmetic], animation: Animation?,
                     changeAnimations: [NodeID: Animation?] = [:], at t: Double) {
        for (id, data) in targets {
            set(AttributeKey(id: id, kind: .viewData), data, animation: changeAnimations[id] ?? animation, at: t)
        }
    }

    // MARK: - Applying a new layout

    /// Updates every attribute from `new` (the layout after a transaction) at time t.
    /// `animatableViews`: the views whose data animates (setViewData) that are still there.
    /// `disablesAnimations`: the transaction keeps the `.animation` modifiers out of it, also
    /// those of views that leave.
    func apply(old: PlacedElement?, new: PlacedElement, animatableViews: Dictionary<NodeID, any VectorArithmetic>.Keys, animation: Animation?,
               disablesAnimations: Bool = false, at t: Double) {
        ghosts.removeAll { t >= $0.progress.settledTime }
        let newTree = TreeIndex(new)
        let oldTree = old.map(TreeIndex.init)
        var followers: [(id: NodeID, trait: MatchedGeometryTrait, animation: Animation?)] = []
        // Attributes of every view now shown; frames inside a geometry group relative to its origin.
        for p in newTree.order {
            let e = p.element
            let anim = e.animation(inTransactionOf: animation)
            let groupOrigin = newTree.groupOrigin[e.id] ?? .zero
            set(AttributeKey(id: e.id, kind: .frame), RectVector(p.frame.offsetBy(dx: -groupOrigin.x, dy: -groupOrigin.y)),
                animation: anim, at: t)
            var targets = TargetRecorder(store: self, id: e.id, animation: anim, time: t)
            _ = e.kind.animated(by: &targets)
            if let matched = e.kind as? MatchedGeometryTrait, matched.isSource {
                set(matched.groupKey, RectVector(p.frame), animation: anim, at: t)
            }
            if let matched = e.kind as? MatchedGeometryTrait, !matched.isSource { followers.append((e.id, matched, anim)) }
            // A view appearing under a parent that was already there: its insertion transition.
            if let oldTree, oldTree.first[e.id] == nil, let parent = newTree.parent[e.id]?.parent,
               oldTree.first[parent] != nil, let anim = Self.transition(of: e).animation(inserting: true) ?? anim {
                let progress = AttributeTrack(0.0)
                progress.retarget(1.0, animation: anim, at: t)
                tracks[AttributeKey(id: e.id, kind: .transition)] = progress
            }
        }
        // Once every source has set its group's frame: a follower heads for the frame of the
        // group it now follows, with its own animation (a selection pill that follows another
        // item slides there, as in SwiftUI, where jumping to the new group's frame snapped).
        // A follower that appears while its group moves rides along with the group until it
        // settles (the presenter falls back to the group's frame), rather than starting at its end.
        for follower in followers {
            guard let group = tracks[follower.trait.groupKey] else { continue }
            let key = AttributeKey(id: follower.id, kind: .followedFrame)
            if tracks[key] == nil && group.isAnimating(at: t) { continue }
            set(key, group.target, animation: follower.animation, at: t)
        }
        defer { forgetViewsGone(shown: newTree, animatableViews: animatableViews) }
        // Views that left from under a parent still shown: ghosts, when the change animates,
        // in tree order so that ghosts draw in the same order on every run.
        guard let oldTree else { return }
        for placed in oldTree.order where newTree.first[placed.element.id] == nil && oldTree.first[placed.element.id] === placed {
            let id = placed.element.id
            // The view is gone, so an `.animation(_:value:)` around it speaks through its parent,
            // built in this transaction (the view's own element is the last one's).
            guard let entry = oldTree.parent[id], let parent = newTree.first[entry.parent] else { continue }
            let transition = (parent.element.kind as? ChoosesLeavingTransition)?.leavingTransition ?? Self.transition(of: placed.element)
            guard let anim = transition.animation(inserting: false)
                    ?? parent.element.changeAnimation ?? animation
                    ?? (disablesAnimations ? nil : placed.element.implicitAnimation) else { continue }
            let progress = AttributeTrack(1.0)
            progress.retarget(0.0, animation: anim, at: t)
            ghosts.append(Ghost(placed: placed.withoutPresentedLayers, parent: entry.parent, after: entry.after,
                                transition: transition, progress: progress))
        }
    }

    /// Drops the ghosts whose removal has finished by time t, and the attributes of the views
    /// only they still drew (what a transaction does before it applies a new layout).
    func forgetFinishedGhosts(at t: Double, shown: PlacedElement, animatableViews: Dictionary<NodeID, any VectorArithmetic>.Keys) {
        ghosts.removeAll { t >= $0.progress.settledTime }
        forgetViewsGone(shown: TreeIndex(shown), animatableViews: animatableViews)
    }

    /// Drops the attributes of the views neither shown nor drawn as ghosts. A view that comes
    /// back is a new view and starts at its values, as SwiftUI gives it new state; and an
    /// animation that repeats forever in a view that left (a spinner replaced by the result it
    /// waited for) no longer counts as running, so the view settles. A group's shared frame stays:
    /// a matched view that comes back moves from where its group was.
    private func forgetViewsGone(shown: TreeIndex, animatableViews: Dictionary<NodeID, any VectorArithmetic>.Keys) {
        // The views shown are indexed already; only the ghosts' need a set.
        var ghostly = Set<NodeID>()
        for ghost in ghosts { ghost.placed.forEach { ghostly.insert($0.element.id) } }
        let gone = tracks.keys.filter { key in
            switch key.kind {
            case .matchedFrame: return false
            case .viewData: return !animatableViews.contains(key.id)
            default: return shown.first[key.id] == nil && !ghostly.contains(key.id)
            }
        }
        for key in gone { tracks[key] = nil }
    }

    /// The transition an element enters and leaves with: its own or that of the view it
    /// modifies (a transition is the view's, whatever modifiers are written after it), else
    /// the default .opacity.
    static func transition(of e: Element) -> AnyTransition {
        LayoutChild.modified(e) { ($0.kind as? TransitionTrait)?.transition } ?? .opacity
    }
}

/// Records an element's animatable values as new targets (AttributeAnimator for the store).
private struct TargetRecorder: AttributeAnimator {
    let store: AnimationStore
    let id: NodeID
    let animation: Animation?
    let time: Double

    mutating func animate<Value: VectorArithmetic>(_ attribute: AttributeKey.Kind, _ value: Value) -> Value {
        store.set(AttributeKey(id: id, kind: attribute), value, animation: animation, at: time)
        return value
    }
}

/// A placed tree in order, with where each view first appears and under which parent.
private struct TreeIndex {
    /// Every placed element, parents before children.
    var order: [PlacedElement] = []
    /// The first placed element of each view.
    var first: [NodeID: PlacedElement] = [:]
    /// Each view's parent and the sibling it follows (nil: first), where it first appears.
    var parent: [NodeID: (parent: NodeID, after: NodeID?)] = [:]
    /// The laid-out origin of the geometry group each view inside one is in (the innermost).
    var groupOrigin: [NodeID: CGPoint] = [:]

    init(_ root: PlacedElement) {
        walk(root, group: nil)
    }

    private mutating func walk(_ p: PlacedElement, group: CGPoint?) {
        order.append(p)
        if first[p.element.id] == nil {
            first[p.element.id] = p
            if let group { groupOrigin[p.element.id] = group }
        }
        var previous: NodeID?
        for c in p.children {
            if parent[c.element.id] == nil { parent[c.element.id] = (p.element.id, previous) }
            previous = c.element.id
        }
        let inner = p.element.kind is GeometryGroupTrait ? p.frame.origin : group
        for c in p.children { walk(c, group: inner) }
    }
}

private extension PlacedElement {
    /// The subtree without the layers its presentations show: each PresentationKind keeps only
    /// the view that presents.
    var withoutPresentedLayers: PlacedElement {
        guard first(where: { $0.element.kind is PresentationKind && $0.children.count > 1 }) != nil else { return self }
        let kept = element.kind is PresentationKind ? Array(children.prefix(1)) : children
        return PlacedElement(element: element, frame: frame, children: kept.map(\.withoutPresentedLayers), proxy: proxy)
    }
}
