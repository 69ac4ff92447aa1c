// ViewSpacing.swift: a view's spacing preferences on each edge, as SwiftUI's Layout protocol
// exposes them. Flipbook's stacks space neighbours by these: two views that prefer nothing
// special are the default 8 pt apart; an edge that prefers a distance (a Spacer's 0 along its
// stack's axis) gets the larger of the two preferences that meet.

/// The preferred distances around a view's edges.
public struct ViewSpacing: Sendable {
    /// Preferences by edge (top, leading, bottom, trailing, as Edge's raw values); nil: the default.
    private var edges: [CGFloat?] = [nil, nil, nil, nil]

    /// No preference on any edge: neighbours are the default distance apart.
    public init() {}

    /// Zero on every edge.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        spacing.edges = [0, 0, 0, 0]
        return spacing
    }()

    /// Zero on the edges along one axis (a Spacer in a stack of that axis).
    init(zeroAlong axis: Axis) {
        for edge in axis == .horizontal ? [Edge.leading, .trailing] : [.top, .bottom] { edges[Int(edge.rawValue)] = 0 }
    }

    /// Merges another view's preferences on the given edges: the larger distance where both
    /// prefer one.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            let i = Int(edge.rawValue)
            guard let theirs = other.edges[i] else { continue }
            self.edges[i] = max(self.edges[i] ?? theirs, theirs)
        }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = edges[Int((axis == .horizontal ? Edge.trailing : .bottom).rawValue)]
        let theirs = next.edges[Int((axis == .horizontal ? Edge.leading : .top).rawValue)]
        switch (mine, theirs) {
        case (nil, nil): return LayoutEngine.defaultSpacing
        case let (a?, b?): return max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        }
    }
}
