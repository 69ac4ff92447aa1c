// ScrollMotion.swift: what a drag does to a scroll view, as UIScrollView does it. The content
// follows the touch; past either end it follows less and less (the rubber band: a pull of x
// beyond the end, on a viewport d long, shows (1 − 1/(0.55·x/d + 1))·d of it). When the touch
// lifts, a scroll view past an end springs back to it; otherwise its momentum would carry it on
// v·τ (DecelerationCurve), the behaviour of `.scrollTargetBehavior` may move that target, and
// the offset goes there: gliding along the momentum curve when nothing moved the target, else on
// a critically damped spring that starts at the release velocity (a page snapping into place,
// or the content meeting its end). A touch on a gliding scroll view stops it where it is drawn.
// Under `.refreshable`, letting go pulled down far enough refreshes (API/Refreshable.swift).
// Under `.scrollBounceBehavior(.basedOnSize)`, content that fits does not move along that axis.
// The offset is the scroll view's state (ScrollState), written in transactions of its own; the layout as it stands gives the sizes.

import Foundation

/// The drag of one scroll view.
struct ScrollMotion {
    let id: NodeID
    let axes: Axis.Set
    let state: ScrollState
    let graph: ViewGraph
    let behavior: AnyScrollTargetBehavior?
    let environment: EnvironmentValues
    /// The `.refreshable` action of a vertical scroll view under one.
    let refresh: RefreshAction?
    /// The `.scrollPosition(id:)` binding to keep up to date.
    let tracker: ScrollPositionTracker?

    /// How long a spring back or a snap takes to settle, roughly (s): critically damped.
    static let snapResponse = 0.45

    /// A recognizer for a touch that came down on the scroll view drawn as `drawn`.
    func recognizer(drawn: PresentedElement?) -> ScrollRecognizer {
        let recognizer = ScrollRecognizer(axes: axes)
        var start = CGPoint.zero, caught = false, released = false
        recognizer.touched = {
            (start, caught) = stopGlide(drawn: drawn)
            return caught
        }
        recognizer.changed.append { drag in
            guard let extent = extent() else { return }
            // Where the drag starts, as the finger would have pulled it: a band caught part way
            // back goes on from the same place, not from its squeezed offset.
            let from = extent.unbanded(start)
            let moves = extent.movingAxes(bouncingBasedOnSize: environment.scrollBouncesBasedOnSize)
            let raw = CGPoint(x: moves.contains(.horizontal) ? from.x - drag.translation.width : 0,
                              y: moves.contains(.vertical) ? from.y - drag.translation.height : 0)
            state.isDragging = true
            write(extent.banded(raw), animation: nil)
        }
        recognizer.ended.append { drag in
            released = true
            release(drag, from: start)
        }
        // A touch that caught a glide or a bounce but never dragged lets it come to rest as a
        // release without speed would (back inside the ends, onto its page).
        recognizer.finished.append {
            if caught && !released { release(ScrollDrag(translation: .zero, velocity: .zero), from: start) }
        }
        return recognizer
    }

    /// Stops a glide where the touch finds it; returns the offset the drag starts from, and
    /// whether the content was caught moving (more than half a point from where it was going).
    private func stopGlide(drawn: PresentedElement?) -> (CGPoint, Bool) {
        var shown: CGPoint?
        drawn?.forEach { element in
            if shown == nil, element.id == id, let kind = element.kind as? ScrollViewKind { shown = kind.offset }
        }
        guard let shown else { return (state.offset.value, false) }
        let stored = state.offset.value
        // Content resting at its default anchor is not moving, though its stored offset differs.
        let moving = state.isPositioned && (abs(shown.x - stored.x) > 0.5 || abs(shown.y - stored.y) > 0.5)
        if !state.isPositioned || abs(shown.x - stored.x) > 0.01 || abs(shown.y - stored.y) > 0.01 { write(shown, animation: nil) }
        return (shown, moving)
    }

    private func release(_ drag: ScrollDrag, from start: CGPoint) {
        state.isDragging = false
        guard let extent = extent() else { return }
        let current = state.offset.value
        if let refresh, !state.isRefreshing.value, -current.y >= RefreshIndicator.height {
            return startRefreshing(refresh, from: current)
        }
        let bounded = extent.bounded(current)
        guard bounded == current else {
            return write(bounded, animation: snap(from: current, to: bounded, velocity: .zero))
        }
        let velocity = CGPoint(x: axes.contains(.horizontal) ? -drag.velocity.width : 0,
                               y: axes.contains(.vertical) ? -drag.velocity.height : 0)
        let natural = CGPoint(x: current.x + DecelerationCurve.distance(velocity: velocity.x),
                              y: current.y + DecelerationCurve.distance(velocity: velocity.y))
        var target = ScrollTarget(rect: CGRect(origin: natural, size: extent.viewport))
        if let behavior {
            let context = ScrollTargetBehaviorContext(
                originalTarget: ScrollTarget(rect: CGRect(origin: start, size: extent.viewport)),
                velocity: CGVector(dx: velocity.x, dy: velocity.y), contentSize: extent.content,
                containerSize: extent.viewport, axes: axes, environment: environment,
                alignmentTargets: extent.alignmentTargets)
            behavior.updateTarget(&target, context: context)
        }
        let end = extent.bounded(extent.offset(showing: target))
        if end == natural {
            write(end, animation: Animation(.deceleration(timeConstant: DecelerationCurve.timeConstant)))
        } else if let glide = glide(from: current, to: end, velocity: velocity) {
            write(end, animation: glide)
        } else {
            write(end, animation: snap(from: current, to: end, velocity: velocity))
        }
    }

    /// A glide that starts at the release velocity and comes to rest at a target short of where
    /// momentum would carry it, in the direction of motion: the deceleration with a shorter time
    /// constant (a spring there would speed up after the release). Nil for any other target.
    private func glide(from: CGPoint, to: CGPoint, velocity: CGPoint) -> Animation? {
        let dx = to.x - from.x, dy = to.y - from.y
        let (distance, speed) = abs(dx) >= abs(dy) ? (dx, velocity.x) : (dy, velocity.y)
        guard abs(distance) >= 0.01, distance * speed > 0, abs(distance) <= abs(speed) * DecelerationCurve.timeConstant else { return nil }
        return Animation(.deceleration(timeConstant: Double(distance / speed)))
    }

    /// Rests the content in the indicator's gap, runs the action on the render clock, then
    /// springs back to the top (unless a drag has moved it on since).
    private func startRefreshing(_ refresh: RefreshAction, from current: CGPoint) {
        let resting = CGPoint(x: current.x, y: -RefreshIndicator.height)
        let state = self.state
        withTransaction(Transaction()) { state.isRefreshing.value = true }
        write(resting, animation: snap(from: current, to: resting, velocity: .zero))
        guard let clock = RenderClock.current else { return }
        let back = snap(from: resting, to: CGPoint(x: current.x, y: 0), velocity: .zero)
        _ = clock.startTask {
            await refresh()
            var transaction = Transaction()
            transaction.animation = back
            withTransaction(transaction) {
                state.isRefreshing.value = false
                let offset = state.offset.value
                if offset.y < 0 { state.move(to: CGPoint(x: offset.x, y: 0)) }
            }
        }
    }

    /// A critically damped spring from `from` to `to` that starts at `velocity` (points per
    /// second), its velocity given as a share of the move along the axis that moves most.
    private func snap(from: CGPoint, to: CGPoint, velocity: CGPoint) -> Animation? {
        let dx = to.x - from.x, dy = to.y - from.y
        let (distance, speed) = abs(dx) >= abs(dy) ? (dx, velocity.x) : (dy, velocity.y)
        guard abs(distance) >= 0.01 else { return nil }
        let omega = 2 * Double.pi / Self.snapResponse
        return .interpolatingSpring(mass: 1, stiffness: omega * omega, damping: 2 * omega, initialVelocity: Double(speed / distance))
    }

    /// Moves the content in a transaction of its own, and tells the scroll position binding
    /// which view it now rests on.
    private func write(_ offset: CGPoint, animation: Animation?) {
        var transaction = Transaction()
        transaction.animation = animation
        withTransaction(transaction) {
            let moved = offset != state.offset.value
            state.move(to: offset)
            if moved, let tracker, let extent = extent() { tracker.scrolled(to: offset, extent: extent) }
        }
    }

    /// The scroll view as the layout now stands; while refreshing, its content may rest in the
    /// indicator's gap above the top.
    private func extent() -> ScrollExtent? {
        guard let layout = graph.currentLayout() else { return nil }
        let top: CGFloat = state.isRefreshing.value ? -RefreshIndicator.height : 0
        return ScrollExtent(find: id, in: layout, top: top)
    }
}

/// A scroll view's sizes in the current layout, and the offsets they allow.
struct ScrollExtent {
    let viewport: CGSize
    let content: CGSize
    let axes: Axis.Set
    /// The smallest vertical offset at rest: 0, or above it while a refresh holds the content down.
    let top: CGFloat
    /// The views `.viewAligned` rests on, in the content's space, less the content margins, and
    /// their elements' identities.
    let alignmentTargets: [CGRect]
    let alignmentTargetIDs: [NodeID]

    init?(find id: NodeID, in layout: PlacedElement, top: CGFloat = 0) {
        guard let placed = layout.first(where: { $0.element.id == id && $0.element.kind is ScrollViewKind }),
              let kind = placed.element.kind as? ScrollViewKind else { return nil }
        viewport = placed.frame.size
        axes = kind.axes
        let content = placed.children.first?.frame ?? placed.frame
        self.content = content.size
        self.top = top
        let layoutOfTargets = placed.first { ($0.element.kind as? ScrollTargetLayoutTrait)?.isEnabled == true }
        let targets = layoutOfTargets?.children.first?.children ?? []
        alignmentTargets = targets.map { $0.frame.offsetBy(dx: -content.minX - kind.margins.leading, dy: -content.minY - kind.margins.top) }
        alignmentTargetIDs = targets.map(\.element.id)
    }

    /// The smallest and largest offset along each axis: the content's start, and its end at the
    /// viewport's.
    var start: CGPoint { CGPoint(x: 0, y: top) }
    var limit: CGPoint {
        ScrollViewKind.limit(content: content, viewport: viewport)
    }

    /// The axes a drag moves the content along: those it scrolls, less those along which it
    /// bounces only when larger than the viewport (`.scrollBounceBehavior(.basedOnSize)`) and is
    /// not.
    func movingAxes(bouncingBasedOnSize basedOnSize: Axis.Set) -> Axis.Set {
        var moving = axes
        if basedOnSize.contains(.horizontal) && limit.x <= start.x { moving.remove(.horizontal) }
        if basedOnSize.contains(.vertical) && limit.y <= start.y { moving.remove(.vertical) }
        return moving
    }

    func bounded(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: min(max(offset.x, start.x), limit.x), y: min(max(offset.y, start.y), limit.y))
    }

    /// The offset a drag to `raw` shows: `raw` within the ends, rubber-banded past them.
    func banded(_ raw: CGPoint) -> CGPoint {
        CGPoint(x: Self.banded(raw.x, start: start.x, limit: limit.x, length: viewport.width),
                y: Self.banded(raw.y, start: start.y, limit: limit.y, length: viewport.height))
    }

    /// The drag position that `banded` shows as `shown` (its inverse; within the ends, itself).
    func unbanded(_ shown: CGPoint) -> CGPoint {
        CGPoint(x: Self.unbanded(shown.x, start: start.x, limit: limit.x, length: viewport.width),
                y: Self.unbanded(shown.y, start: start.y, limit: limit.y, length: viewport.height))
    }

    private static func unbanded(_ s: CGFloat, start: CGFloat, limit: CGFloat, length: CGFloat) -> CGFloat {
        guard length > 0 else { return s }
        // (1 − 1/(0.55·x/d + 1))·d = o  ⇔  x = (d/0.55)·(1/(1 − o/d) − 1), for o < d.
        func unband(_ over: CGFloat) -> CGFloat { length / 0.55 * (1 / (1 - min(over, length * 0.999) / length) - 1) }
        if s < start { return start - unband(start - s) }
        if s > limit { return limit + unband(s - limit) }
        return s
    }

    private static func banded(_ x: CGFloat, start: CGFloat, limit: CGFloat, length: CGFloat) -> CGFloat {
        guard length > 0 else { return min(max(x, start), limit) }
        func band(_ over: CGFloat) -> CGFloat { (1 - 1 / (over * 0.55 / length + 1)) * length }
        if x < start { return start - band(start - x) }
        if x > limit { return limit + band(x - limit) }
        return x
    }

    /// The offset that puts the target's rect at its anchor in the viewport (no anchor: its
    /// origin at the viewport's).
    func offset(showing target: ScrollTarget) -> CGPoint {
        let anchor = target.anchor ?? .topLeading
        return CGPoint(x: target.rect.minX + anchor.x * (target.rect.width - viewport.width),
                       y: target.rect.minY + anchor.y * (target.rect.height - viewport.height))
    }
}
