// Anchor.swift: a piece of a view's geometry (its bounds, a rect or a point in it) taken where the
// view is drawn, handed up in a preference (`.anchorPreference`) and read back by a
// GeometryReader elsewhere as a value in that reader's own space (`proxy[anchor]`). An anchor
// holds its value in canvas points, as the effects around the view draw it (a rect: the box
// around its mapped corners, as GeometryProxy's frames are); a reader takes it back through the
// effects around itself, so a reader under the same scale as the view reads the view's own size.

import Raster

/// A view's geometry, resolved where the view is drawn, to be read in another view's space.
public struct Anchor<Value> {
    /// The value in canvas points.
    let global: Value
    /// The value in a reader's space.
    let relative: (Value, AnchorSpace) -> Value

    /// A piece of a view's geometry, in the view's own space.
    public struct Source {
        let resolve: (AnchorPlace) -> Anchor<Value>
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.global == rhs.global }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

/// Where the view setting an anchored preference was laid out, and the map its surroundings draw
/// it with (composed only when an anchor asks).
struct AnchorPlace {
    /// The view's frame in canvas points, as laid out.
    let frame: CGRect
    let drawingMap: () -> ProjectiveTransform?

    /// A point of the view's own space (origin at its top-leading corner) where it is drawn.
    func drawn(_ point: CGPoint) -> CGPoint {
        DrawingMap.point(CGPoint(x: frame.minX + point.x, y: frame.minY + point.y), under: drawingMap())
    }

    /// A rect of the view's own space where it is drawn: the box around its mapped corners.
    func drawn(_ rect: CGRect) -> CGRect {
        DrawingMap.box(rect.offsetBy(dx: frame.minX, dy: frame.minY), under: drawingMap())
    }
}

/// A GeometryReader's own space: where it was laid out, and the map the effects around it draw
/// it with (nil: none), which a canvas point is taken back through.
struct AnchorSpace {
    let origin: CGPoint
    let drawingMap: ProjectiveTransform?

    func local(_ point: CGPoint) -> CGPoint {
        let laidOut = DrawingMap.point(point, under: drawingMap?.inverted)
        return CGPoint(x: laidOut.x - origin.x, y: laidOut.y - origin.y)
    }

    func local(_ rect: CGRect) -> CGRect {
        DrawingMap.box(rect, under: drawingMap?.inverted).offsetBy(dx: -origin.x, dy: -origin.y)
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity)) }

    /// A rect in the view's own space (an infinite size: the view's whole size).
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { place in
            let local = r.width.isInfinite || r.height.isInfinite ? CGRect(origin: .zero, size: place.frame.size) : r
            return Anchor(global: place.drawn(local)) { rect, space in space.local(rect) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { place in
            Anchor(global: place.drawn(p)) { point, space in space.local(point) }
        }
    }

    /// A point given as a fraction of the view's size.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { place in
            let local = CGPoint(x: p.x * place.frame.width, y: p.y * place.frame.height)
            return Anchor(global: place.drawn(local)) { point, space in space.local(point) }
        }
    }

    public static var zero: Anchor<CGPoint>.Source { unitPoint(.zero) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in this reader's own space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.relative(anchor.global, space)
    }
}
