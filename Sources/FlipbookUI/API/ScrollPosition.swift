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
    public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat) { destination = .point(CGPoint(x: x, y: 0)) }
    public init<ID: Hashable>(idType: ID.Type = Never.self, y: CGFloat) { destination = .point(CGPoint(x: 0, y: y)) }
    public init(id: some Hashable, anchor: UnitPoint? = nil) { destination = .view(AnyHashable(id)) }

    init(scrolledTo id: AnyHashable?) {
        scrolledViewID = id
        isPositionedByUser = true
    }

    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(destination: .edge(edge)) }
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(destination: .point(point)) }
    public mutating func scrollTo(x: CGFloat) { scrollTo(point: CGPoint(x: x, y: 0)) }
    public mutating func scrollTo(y: CGFloat) { scrollTo(point: CGPoint(x: 0, y: y)) }
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(destination: .view(AnyHashable(id)))
    }

    private init(destination: ScrollDestination) { self.destination = destination }

    /// The edge it was asked to go to.
    public var edge: Edge? {
        if case .edge(let edge) = destination { return edge }
        return nil
    }

    /// The point it was asked to go to.
    public var point: CGPoint? {
        if case .point(let point) = destination { return point }
        return nil
    }

    /// The identity of the view it was asked to go to, or that a drag left it on.
    public var viewID: (any Hashable)? {
        if case .view(let id) = destination { return id.base as? any Hashable }
        return scrolledViewID?.base as? any Hashable
    }

    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { viewID as? ID }

    /// Whether it names somewhere: an identity, an edge or a point.
    public var isPositioned: Bool { destination != nil || scrolledViewID != nil }
}
