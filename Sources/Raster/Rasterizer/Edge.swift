// Edge.swift: a polygon edge ready for scan conversion, in device pixels, clipped to the
// canvas: y runs down from y0 to y1 inside [0, height], x stays inside [0, width] (parts left of
// the canvas become vertical at x = 0, parts right of it vertical at x = width, which keeps
// every row's winding balanced without touching a visible pixel).

/// A line segment with y0 < y1 and the winding it adds (+1 drawn downwards, −1 upwards).
struct Edge {
    var x0: Double, y0: Double, x1: Double, y1: Double
    var winding: Int32
    /// dx/dy, computed once: the sweep asks for x at many heights. An edge too short for it to be
    /// finite (a height near 1e-300) takes 0: x anywhere inside it is then its start, off by less
    /// than its width over a height that covers nothing.
    let slope: Double
    /// −winding: what the edge adds to the cells where every edge is accumulated as it is.
    let sign: Double
    /// The edge's place in start-row order: what breaks ties between edges that lie exactly on
    /// each other, so that resolving a band never depends on the order the active list is in.
    var id: Int32 = 0
    /// Where the sweep last saw the edge (twice its mid-row x), to keep the active list of an
    /// outline that needs resolving in left-to-right order from row to row.
    var lastMid: Double = 0
    /// x at ScanState.cutY, where the last band gathered ended: the next band in the row starts
    /// there, so its top need not be worked out again.
    var xAtCut: Double = 0

    init(x0: Double, y0: Double, x1: Double, y1: Double, winding: Int32) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
        self.winding = winding
        let slope = (x1 - x0) / (y1 - y0)
        self.slope = slope.isFinite ? slope : 0
        sign = -Double(winding)
    }

    /// x on the edge's line at height y; the ends are returned exactly. The line's x is worked
    /// out whether or not it is used, so that the choice is two selects, not two branches: bands
    /// cut where edges end, so which of the three a band's edges take is not predictable.
    @inline(__always)
    func x(at y: Double) -> Double {
        let onLine = x0 + (y - y0) * slope
        let belowStart = y <= y0 ? x0 : onLine
        return y >= y1 ? x1 : belowStart
    }
}

/// Collects the clipped edges of polygons, in a buffer kept from fill to fill (freed by
/// `deallocate()`).
struct EdgeList {
    let width: Double
    let height: Double
    private(set) var edges = ScratchBuffer<Edge>()

    init(width: Int, height: Int) {
        self.width = Double(width)
        self.height = Double(height)
    }

    mutating func removeAll() { edges.removeAll() }

    func deallocate() { edges.deallocate() }

    /// Adds every edge of a closed polygon (the last point joins the first). Polygons with a
    /// non-finite point are skipped whole: such geometry has no meaningful area.
    mutating func addPolygon(_ points: [Point]) {
        guard points.count >= 3 else { return }
        var lo = Point(Double.infinity, Double.infinity), hi = Point(-Double.infinity, -Double.infinity)
        for p in points {
            guard p.isFinite else { return }
            lo = Point(min(lo.x, p.x), min(lo.y, p.y))
            hi = Point(max(hi.x, p.x), max(hi.y, p.y))
        }
        // A closed polygon wholly beside the canvas winds zero times round every pixel of it:
        // skipped, so that geometry far outside costs nothing (a stroke's pieces there).
        guard hi.x > 0, lo.x < width, hi.y > 0, lo.y < height else { return }
        var prev = points[points.count - 1]
        for p in points {
            addSegment(prev, p)
            prev = p
        }
    }

    @inline(__always)
    mutating func addSegment(_ p: Point, _ q: Point) {
        guard p.y != q.y else { return }
        let winding: Int32 = p.y < q.y ? 1 : -1
        var (a, b) = p.y < q.y ? (p, q) : (q, p)
        guard b.y > 0, a.y < height else { return }
        if a.y < 0 { a = Point(xOnLine(a, b, y: 0), 0) }
        if b.y > height { b = Point(xOnLine(a, b, y: height), height) }
        guard a.y < b.y else { return }
        if min(a.x, b.x) >= 0 && max(a.x, b.x) <= width {
            // Within the canvas's width, as nearly every edge is: appended inline, without a call
            // to the clipping, which saves and restores all that its rare cases need.
            edges.append(Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: winding))
        } else {
            clipHorizontally(a, b, winding)
        }
    }

    /// Splits a segment that leaves the canvas's width at x = 0 and x = width; outside parts
    /// become vertical on the border they passed.
    @inline(never)
    private mutating func clipHorizontally(_ a: Point, _ b: Point, _ winding: Int32) {
        let lo = min(a.x, b.x), hi = max(a.x, b.x)
        if hi <= 0 || lo >= width {
            appendBorderEdge(x: hi <= 0 ? 0 : width, from: a.y, to: b.y, winding: winding)
            return
        }
        // Cut points, in y order, where the segment crosses a border.
        var cuts: [Double] = [a.y]
        for border in [0, width] where (a.x - border) * (b.x - border) < 0 {
            cuts.append(yOnLine(a, b, x: border))
        }
        cuts.append(b.y)
        cuts.sort()
        for i in 0..<(cuts.count - 1) where cuts[i] < cuts[i + 1] {
            let ya = cuts[i], yb = cuts[i + 1]
            let xa = min(max(xOnLine(a, b, y: ya), 0), width)
            let xb = min(max(xOnLine(a, b, y: yb), 0), width)
            let mid = xOnLine(a, b, y: (ya + yb) / 2)
            if mid <= 0 || mid >= width {
                appendBorderEdge(x: mid <= 0 ? 0 : width, from: ya, to: yb, winding: winding)
            } else {
                edges.append(Edge(x0: xa, y0: ya, x1: xb, y1: yb, winding: winding))
            }
        }
    }

    /// A vertical edge on the left or right border. One that continues the previous edge there,
    /// in the same direction (the next chord of a curve outside the canvas), lengthens it instead:
    /// the run winds every row as its pieces did, and a curve far outside costs an edge per turn,
    /// not one per chord (65,536 chords of one such curve on the border took minutes to fill).
    private mutating func appendBorderEdge(x: Double, from y0: Double, to y1: Double, winding: Int32) {
        if edges.count > 0 {
            let last = edges[edges.count - 1]
            if last.x0 == x && last.x1 == x && last.winding == winding && (last.y1 == y0 || last.y0 == y1) {
                edges[edges.count - 1] = Edge(x0: x, y0: min(last.y0, y0), x1: x, y1: max(last.y1, y1), winding: winding)
                return
            }
        }
        edges.append(Edge(x0: x, y0: y0, x1: x, y1: y1, winding: winding))
    }

    private func xOnLine(_ a: Point, _ b: Point, y: Double) -> Double {
        a.x + (b.x - a.x) * ((y - a.y) / (b.y - a.y))
    }

    private func yOnLine(_ a: Point, _ b: Point, x: Double) -> Double {
        a.y + (b.y - a.y) * ((x - a.x) / (b.x - a.x))
    }
}
