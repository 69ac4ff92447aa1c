// CoordinateSpaceProtocol.swift: iOS 17's spelling of coordinate spaces, `.named("x")`,
// `.scrollView` and friends as values of their own types, for `GeometryProxy.frame(in:)` and
// `.coordinateSpace(_:)`. Each reads as one of CoordinateSpace's cases; `.scrollView` is the
// frame of the innermost scroll view around the reader.

/// A space a frame can be read in.
public protocol CoordinateSpaceProtocol {
    /// The space as CoordinateSpace names it.
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { self }
}

/// A space named with `.coordinateSpace(_:)`, or the innermost scroll view's
/// (`proxy.bounds(of: .scrollView)`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The innermost scroll view's space, as `GeometryProxy.bounds(of:)` takes it.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName())) }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}

/// The view's own space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The canvas's space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The space of the innermost scroll view around the view (the canvas's when there is none).
public struct ScrollViewCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { .named(ScrollViewSpaceName()) }
}

/// The name `.scrollView` reads as: GeometryProxy answers it with its scroll viewport.
struct ScrollViewSpaceName: Hashable {}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == ScrollViewCoordinateSpace {
    public static var scrollView: ScrollViewCoordinateSpace { ScrollViewCoordinateSpace() }
    /// The scroll view's space along one axis; a frame reads in it as in `.scrollView`.
    public static func scrollView(axis: Axis) -> ScrollViewCoordinateSpace { ScrollViewCoordinateSpace() }
}

extension GeometryProxy {
    /// The reader's frame in a space given the iOS 17 way.
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }
}

extension View {
    /// Names this view's coordinate space, for frames read in `.named(name)`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { coordinateSpace(name: name.name) }
}
