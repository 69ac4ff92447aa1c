// ScrollTargetBehavior.swift: where a scroll view comes to rest after a drag. When the touch
// lifts, the scroll view works out where its momentum would carry it (Animation/
// DecelerationCurve) and hands that to its behaviour as a target, a rect of the viewport's size
// at that offset in the content; the behaviour may move it. `.paging` moves it to the nearest
// page (a viewport's length) at most one page from where the drag began; `.viewAligned` to the
// nearest view of the `.scrollTargetLayout()` container, at most a viewport's length away unless
// asked not to limit. A behaviour of your own works the same way.

import Foundation

/// A vector: the velocity of a scroll, in points per second.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    public static let zero = CGVector()
}

/// Where a scroll view should come to rest: the rect it should show, in its content's space.
public struct ScrollTarget {
    /// The rect the scroll view should try to show; its origin is the content offset.
    public var rect: CGRect
    /// Where in the viewport the rect goes (nil: its origin at the viewport's).
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a behaviour knows when it updates a target.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The target when the drag began: the offset the scroll view was at.
    public let originalTarget: ScrollTarget
    /// The drag's velocity when the touch lifted, along the scroll (points per second).
    public let velocity: CGVector
    public let contentSize: CGSize
    /// The viewport's size.
    public let containerSize: CGSize
    public let axes: Axis.Set
    let environment: EnvironmentValues
    /// The frames of the views `.viewAligned` lines up with, in the content's space.
    let alignmentTargets: [CGRect]

    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// Decides where a scroll view comes to rest.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Rests on whole pages: multiples of the viewport's length, one page on from where the drag
/// began at most.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let size = context.containerSize, start = context.originalTarget.rect.origin
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = Self.page(target.rect.minX, from: start.x, length: size.width)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = Self.page(target.rect.minY, from: start.y, length: size.height)
        }
    }

    private static func page(_ offset: CGFloat, from start: CGFloat, length: CGFloat) -> CGFloat {
        guard length > 0 else { return offset }
        let first = (start / length).rounded()
        let page = min(max((offset / length).rounded(), first - 1), first + 1)
        return page * length
    }
}

/// Rests with a view of the `.scrollTargetLayout()` container at the viewport's leading edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one drag may go: a viewport's worth of views (`.automatic`, `.always`,
    /// `.alwaysByFew`), one view (`.alwaysByOne`), or without limit (`.never`).
    public struct LimitBehavior: Sendable {
        enum Reach: Sendable { case viewport, oneView, unlimited }
        let reach: Reach
        public static let automatic = LimitBehavior(reach: .viewport)
        public static let always = LimitBehavior(reach: .viewport)
        public static let alwaysByFew = LimitBehavior(reach: .viewport)
        public static let alwaysByOne = LimitBehavior(reach: .oneView)
        public static let never = LimitBehavior(reach: .unlimited)
    }

    let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard !context.alignmentTargets.isEmpty else { return }
        let size = context.containerSize, start = context.originalTarget.rect.origin
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = align(target.rect.minX, from: start.x, length: size.width, edges: context.alignmentTargets.map(\.minX))
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = align(target.rect.minY, from: start.y, length: size.height, edges: context.alignmentTargets.map(\.minY))
        }
    }

    /// The view edge nearest the offset, among those the limit lets one drag reach from the start.
    private func align(_ offset: CGFloat, from start: CGFloat, length: CGFloat, edges: [CGFloat]) -> CGFloat {
        let sorted = edges.sorted()
        func nearest(_ x: CGFloat, in candidates: [CGFloat]) -> CGFloat? { candidates.min { abs($0 - x) < abs($1 - x) } }
        switch limitBehavior.reach {
        case .unlimited:
            return nearest(offset, in: sorted) ?? offset
        case .viewport:
            return nearest(min(max(offset, start - length), start + length), in: sorted) ?? offset
        case .oneView:
            // The view the drag began at, and its neighbours on either side.
            guard let here = sorted.indices.min(by: { abs(sorted[$0] - start) < abs(sorted[$1] - start) }) else { return offset }
            let reachable = Array(sorted[max(0, here - 1)...min(sorted.count - 1, here + 1)])
            return nearest(offset, in: reachable) ?? offset
        }
    }
}

/// Any behaviour, its type erased.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    private let update: (inout ScrollTarget, ScrollTargetBehaviorContext) -> Void

    public init<B: ScrollTargetBehavior>(_ behavior: B) {
        if let erased = behavior as? AnyScrollTargetBehavior {
            update = erased.update
        } else {
            update = { behavior.updateTarget(&$0, context: $1) }
        }
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { update(&target, context) }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

private struct ScrollTargetBehaviorKey: EnvironmentKey { static var defaultValue: AnyScrollTargetBehavior? { nil } }
private struct ScrollEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// The behaviour `.scrollTargetBehavior` gives the scroll views inside (nil: momentum alone).
    var scrollTargetBehavior: AnyScrollTargetBehavior? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }

    /// Whether the scroll views here scroll when dragged (false under `.scrollDisabled(true)`).
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
}
