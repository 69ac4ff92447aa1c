// GeometryReader.swift: SwiftUI's GeometryReader: a container as large as what it is offered
// (unspecified dimensions: 0), whose content is built from its size and position — so the
// content is built during layout, when they are known — and placed at its top-leading corner.
// Its position in the canvas is where it is drawn: an `.offset` or `.scaleEffect` around it
// moves it there, as in SwiftUI, while its size stays the laid-out one.

/// A container whose content reads its size and position.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { fatalError("GeometryReader is primitive") }
}

/// The size and position a GeometryReader was given.
public struct GeometryProxy {
    /// The reader's size, as laid out.
    public let size: CGSize
    /// The reader's frame in the canvas, where the effects around it (offsets, scales,
    /// rotations, geometry effects) draw it: the box around its corners.
    let frame: CGRect
    /// The frames of the named coordinate spaces around the reader, drawn as above.
    let namedSpaces: [AnyHashable: CGRect]
    /// The innermost scroll view around the reader: its viewport, drawn as above, and the axes
    /// it scrolls along (nil: none).
    var scrollViewport: (frame: CGRect, axes: Axis.Set)? = nil
    /// The reader's own space, for anchors to be read in.
    var space = AnchorSpace(origin: .zero, drawingMap: nil)

    /// There is no safe area in a Flipbook canvas.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space: its own (origin zero), the canvas's, or that
    /// of an enclosing view named with `.coordinateSpace(name:)` (the canvas's when none is).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return frame
        case .named(let name):
            if name == AnyHashable(ScrollViewSpaceName()) {
                guard let viewport = scrollViewport?.frame else { return frame }
                return frame.offsetBy(dx: -viewport.minX, dy: -viewport.minY)
            }
            guard let space = namedSpaces[name] else { return frame }
            return frame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The bounds of an enclosing named coordinate space, in the reader's own space (nil when
    /// no view around the reader has the name). A scroll view's space is its viewport.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        let space: CGRect
        if coordinateSpace.name == AnyHashable(ScrollViewSpaceName()) {
            guard let viewport = scrollViewport?.frame else { return nil }
            space = viewport
        } else {
            guard let named = namedSpaces[coordinateSpace.name] else { return nil }
            space = named
        }
        return space.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }
}

extension View {
    /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))` and
    /// gestures measured in it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        element(CoordinateSpaceKind(name: AnyHashable(name)))
    }
}
