// Path.swift: a vector path as SVG and Core Graphics know it: subpaths of lines, quadratic and
// cubic Béziers, each open or closed. Immutable value; PathBuilder makes them.
// Guarantees: every point is finite; each subpath starts with a move; `close` is always followed
// by a move or the end (the builder inserts the implied move).

/// One command of a path.
public enum PathElement: Equatable, Sendable {
    case move(Point)
    case line(Point)
    case quad(Point, Point)
    case cubic(Point, Point, Point)
    case close
}

/// A vector path: a list of subpaths made of lines and Bézier curves.
public struct Path: Equatable, Sendable {
    public internal(set) var elements: [PathElement]

    public init() { elements = [] }

    init(validated elements: [PathElement]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included
    /// (nil for an empty path).
    var controlBounds: Rect? {
        var lo = Point(Double.infinity, Double.infinity), hi = Point(-Double.infinity, -Double.infinity)
        forEachPoint { p in
            lo = Point(min(lo.x, p.x), min(lo.y, p.y))
            hi = Point(max(hi.x, p.x), max(hi.y, p.y))
        }
        return lo.x <= hi.x ? Rect(corner: lo, hi) : nil
    }

    /// The exact bounds of the curves (extrema of each Bézier), nil for an empty path.
    public var bounds: Rect? {
        var lo = Point(Double.infinity, Double.infinity), hi = Point(-Double.infinity, -Double.infinity)
        func add(_ p: Point) {
            lo = Point(min(lo.x, p.x), min(lo.y, p.y))
            hi = Point(max(hi.x, p.x), max(hi.y, p.y))
        }
        forEachSegment { segment in
            add(segment.start); add(segment.end)
            for t in segment.extremaParameters() { add(segment.point(at: t)) }
        } onMove: { add($0) }
        return lo.x <= hi.x ? Rect(corner: lo, hi) : nil
    }

    /// The path with every point mapped (Béziers map exactly under affine maps).
    public func applying(_ t: Transform) -> Path {
        guard t != .identity else { return self }  // drawing without a transform: no copy
        return Path(validated: elements.map { e in
            switch e {
            case .move(let p): return .move(t.apply(p))
            case .line(let p): return .line(t.apply(p))
            case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
            case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
            case .close: return .close
            }
        }).finiteOrEmpty
    }

    /// The path itself when all its points are finite, else the empty path (a transform can
    /// overflow).
    var finiteOrEmpty: Path {
        var ok = true
        forEachPoint { if !$0.isFinite { ok = false } }
        return ok ? self : Path()
    }

    func forEachPoint(_ body: (Point) -> Void) {
        for e in elements {
            switch e {
            case .move(let p), .line(let p): body(p)
            case .quad(let c, let p): body(c); body(p)
            case .cubic(let c1, let c2, let p): body(c1); body(c2); body(p)
            case .close: break
            }
        }
    }

    /// Walks the drawing segments in order; a close of a subpath whose last point is not its start
    /// yields the closing line. `onMove` sees each subpath's start.
    func forEachSegment(_ body: (Segment) -> Void, onMove: (Point) -> Void = { _ in }) {
        var start = Point.zero, current = Point.zero
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p; onMove(p)
            case .line(let p): body(.line(current, p)); current = p
            case .quad(let c, let p): body(.quad(current, c, p)); current = p
            case .cubic(let c1, let c2, let p): body(.cubic(current, c1, c2, p)); current = p
            case .close:
                if current != start { body(.line(current, start)) }
                current = start
            }
        }
    }
}
