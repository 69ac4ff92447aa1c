// ScrollPosition.swift: iOS 18's ScrollPosition, where a scroll view is or should go: a view's
// identity, an edge or a point, set by the view's code (`scrollTo`), or wherever a person's drag
// left it (`isPositionedByUser`, with the identity of the `.scrollTargetLayout()` view it rests
// on when there is one). `.scrollPosition($position)` binds it (Layout/ScrollPositionTracker).

/// Where a scroll view is, or should scroll to.
public struct ScrollPosition: Equatable {
    var destination: ScrollDestination?
    /// The identity of the view a person's drag left it resting on.
    private var scrolledViewID: AnyHashable?
    public private(set) var isPositionedByUser = false

    public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge? = nil) {
        destination = edge.map(ScrollDestination.edge)
    }

    public init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint) { destination = .point(point) }
    public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat) { destination = .x(x) }
    public init<ID: Hashable>(idType: ID.Type = Never.self, y: CGFloat) { destination = .y(y) }
    public init(id: some Hashable, anchor: UnitPoint? = nil) { destination = .view(AnyHashable(id), anchor: anchor) }

    init(scrolledTo id: AnyHashable?) {
        scrolledViewID = id
        isPositionedByUser = true
    }

    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(destination: .edge(edge)) }
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(destination: .point(point)) }
    /// Scrolls along x only, leaving y where it is.
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(destination: .x(x)) }
    /// Scrolls along y only, leaving x where it is.
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(destination: .y(y)) }
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(destination: .view(AnyHashable(id), anchor: anchor))
    }

    private init(destination: ScrollDestination) { self.destination = destination }

    /// The edge it was asked to go to.
    public var edge: Edge? {
        if case .edge(let edge) = destination { return edge }
        return nil
    }

    /// The point it was asked to go to.
    public var point: CGPoint? {
        switch destination {
        case .point(let point): return point
        case .x(let x): return CGPoint(x: x, y: 0)
        case .y(let y): return CGPoint(x: 0, y: y)
        default: return nil
        }
    }

    /// The identity of the view it was asked to go to, or that a drag left it on.
    public var viewID: (any Hashable)? {
        if case .view(let id, _) = destination { return id.base as? any Hashable }
        return scrolledViewID?.base as? any Hashable
    }

    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { viewID as? ID }

    /// Whether it names somewhere: an identity, an edge or a point.
    public var isPositioned: Bool { destination != nil || scrolledViewID != nil }
}
