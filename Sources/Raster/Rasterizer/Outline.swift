// Outline.swift: polygons ready for the rasterizer, with what is known about how they wind.
// When the polygons neither overlap nor cross (the winding number is 0 or one same ±1
// everywhere), each pixel's coverage is simply the accumulated signed area of every edge, and
// the Rasterizer skips resolving bands. Knowing that costs a proof, so it is only claimed where
// one is cheap: a single polygon that does not cross itself, shown by one of three linear-time
// arguments (y-monotone with chains that never meet, as every convex polygon is; star-shaped
// around its vertices' centroid; or, for a few vertices, no two edges meeting), or the two rings
// of a stroke around a convex closed path whose inner offset does not fold. Affine and
// projective maps keep both properties.

/// Closed polygons in device pixels, and whether their winding is known to be simple.
struct Outline {
    var polygons: [[Point]]
    /// True only when the winding number is 0 or a single ±1 everywhere.
    var isSimple: Bool

    /// Polygons as a fill: simple when it is a single polygon that provably does not cross itself.
    static func fill(_ polygons: [[Point]]) -> Outline {
        Outline(polygons: polygons, isSimple: polygons.count == 1 && isSimplePolygon(polygons[0]))
    }

    /// True when the polygon provably does not cross or touch itself (false when unsure).
    static func isSimplePolygon(_ p: [Point]) -> Bool {
        p.withUnsafeBufferPointer { q in
            isStarShaped(q) || isMonotoneAndSimple(q) || (q.count <= 12 && hasNoMeetingEdges(q))
        }
    }

    /// True for a polygon whose angle seen from its vertices' centroid strictly increases (or
    /// decreases) along every edge, by less than a half turn each, and goes round exactly once:
    /// every ray from the centroid then meets the boundary once, so the polygon is star-shaped
    /// and winds once inside. Each turn must clear a relative margin, so rounding cannot fake one.
    static func isStarShaped(_ p: UnsafeBufferPointer<Point>) -> Bool {
        let n = p.count
        guard n >= 3 else { return false }
        var c = Point.zero
        for q in p { c = c + q }
        c = c / Double(n)
        guard c.isFinite else { return false }
        var sign = 0.0, crossings = 0
        var a = p[n - 1] - c
        for i in 0..<n {
            let b = p[i] - c
            let turn = a.cross(b)
            // Each step must turn the same way, clearly: sin of the angle above 1e-9.
            guard abs(turn) > 1e-9 * a.length * b.length, sign == 0 || (turn > 0) == (sign > 0) else { return false }
            sign = turn
            // Crossing the ray from c towards +x (upwards or downwards: all go the same way).
            if (a.y < 0) != (b.y < 0) {
                let x = a.x + (b.x - a.x) * (-a.y / (b.y - a.y))
                if x > 0 { crossings += 1 }
            }
            a = b
        }
        return crossings == 1
    }

    /// True for a polygon none of whose edges meets another except its two neighbours, at their
    /// shared vertex only (exact orientation signs; touching or collinear counts as meeting).
    /// Quadratic: for a few vertices only.
    static func hasNoMeetingEdges(_ p: UnsafeBufferPointer<Point>) -> Bool {
        let n = p.count
        guard n >= 3 else { return false }
        /// Vertex k for k < 2n: wrapping round with a compare, not a division.
        func vertex(_ k: Int) -> Point { p[k < n ? k : k - n] }
        for i in 0..<n {
            let a = p[i], b = vertex(i + 1)
            if a == b { return false }
            // Neighbours meet at one shared vertex only if they do not fold back along each other.
            let next = vertex(i + 2)
            if orientation(a, b, next) == 0 && (b - a).dot(next - b) <= 0 { return false }
            for j in (i + 2)..<(i + n - 1) {
                let c = vertex(j), d = vertex(j + 1)
                if segmentsMeet(a, b, c, d) { return false }
            }
        }
        return true
    }

    private static func segmentsMeet(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        let d1 = orientation(a, b, c), d2 = orientation(a, b, d)
        let d3 = orientation(c, d, a), d4 = orientation(c, d, b)
        if d1 == 0 || d2 == 0 || d3 == 0 || d4 == 0 {
            // Touching, collinear or too close to tell: meeting, unless their boxes are apart.
            let apart = max(a.x, b.x) < min(c.x, d.x) || max(c.x, d.x) < min(a.x, b.x)
                || max(a.y, b.y) < min(c.y, d.y) || max(c.y, d.y) < min(a.y, b.y)
            return !apart
        }
        return (d1 > 0) != (d2 > 0) && (d3 > 0) != (d4 > 0)
    }

    /// The sign of the turn o → p → q as ±1, or 0 when it is within rounding of straight.
    private static func orientation(_ o: Point, _ p: Point, _ q: Point) -> Double {
        let u = p - o, v = q - o
        let d = u.x * v.y - u.y * v.x
        return abs(d) <= 1e-12 * (abs(u.x * v.y) + abs(u.y * v.x)) ? 0 : (d > 0 ? 1 : -1)
    }

    func mapped(_ map: (Point) -> Point) -> Outline {
        Outline(polygons: polygons.map { $0.map(map) }, isSimple: isSimple)
    }

    /// True for a convex polygon that goes round once: every turn has the same sign, and the
    /// direction of travel in y reverses at most twice (a star that turns one way but goes
    /// round twice reverses four times). Repeated points are ignored.
    static func isConvex(_ p: [Point]) -> Bool {
        guard p.count >= 3 else { return false }
        var sign = 0.0, reversals = 0, lastDy = 0.0
        var previousEdge: Point? = nil
        var firstEdge: Point? = nil
        let n = p.count
        for i in 0...n {
            // The edge from vertex i to i + 1, wrapping round (with a compare: a remainder divides).
            let e = p[i + 1 < n ? i + 1 : i + 1 - n] - p[i < n ? i : 0]
            if e.x == 0 && e.y == 0 { continue }
            if i < n {
                if e.y != 0 {
                    if lastDy != 0 && (e.y > 0) != (lastDy > 0) { reversals += 1 }
                    lastDy = e.y
                }
                if firstEdge == nil { firstEdge = e }
            }
            if let prev = previousEdge {
                let turn = prev.cross(e)
                if turn != 0 {
                    if sign == 0 { sign = turn } else if (turn > 0) != (sign > 0) { return false }
                }
            }
            previousEdge = e
        }
        // The reversal between the last edge and the first.
        if let first = firstEdge, first.y != 0, lastDy != 0, (first.y > 0) != (lastDy > 0) { reversals += 1 }
        return reversals <= 2 && sign != 0
    }

    /// True for a polygon made of two chains that run from its top to its bottom without ever
    /// going up, and that never meet between the top and the bottom: such a polygon winds once
    /// inside and nowhere else. Linear in the number of points.
    static func isMonotoneAndSimple(_ p: [Point]) -> Bool {
        p.withUnsafeBufferPointer { isMonotoneAndSimple($0) }
    }

    static func isMonotoneAndSimple(_ p: UnsafeBufferPointer<Point>) -> Bool {
        let n = p.count
        guard n >= 3 else { return false }
        var top = 0, bottom = 0
        for i in 1..<n {
            if p[i].y < p[top].y { top = i }
            if p[i].y > p[bottom].y { bottom = i }
        }
        guard p[bottom].y > p[top].y else { return false }
        // Forward and backward from the top to the bottom, each never going up.
        var a = ChainCursor(p, from: top, to: bottom, forward: true), b = ChainCursor(p, from: top, to: bottom, forward: false)
        guard a.neverRises, b.neverRises else { return false }
        // Between consecutive heights where either chain has a vertex both are straight, so
        // comparing them at those heights is enough; they must keep one side strictly.
        let yBottom = p[bottom].y
        var side = 0.0
        var y = p[top].y
        while true {
            y = min(a.nextHeight(after: y), b.nextHeight(after: y))
            guard y < yBottom else { break }
            let ra = a.xRange(at: y), rb = b.xRange(at: y)
            let s: Double = rb.lowerBound > ra.upperBound ? 1 : ra.lowerBound > rb.upperBound ? -1 : 0
            if s == 0 || (side != 0 && s != side) { return false }
            side = s
        }
        return true
    }
}

/// Walks one chain of a polygon (from vertex `from` to vertex `to`, forward or backward),
/// answering where it is at rising heights. Positions count vertices along the chain.
private struct ChainCursor {
    let points: UnsafeBufferPointer<Point>
    let start: Int, forward: Bool, count: Int
    /// The chain's segment (from position `index` to `index + 1`) at the last height asked.
    var index = 0

    init(_ points: UnsafeBufferPointer<Point>, from: Int, to: Int, forward: Bool) {
        self.points = points
        start = from
        self.forward = forward
        let n = points.count
        count = (forward ? (to - from + n) % n : (from - to + n) % n) + 1
    }

    /// The vertex at position k (k < count ≤ n), wrapping round without a division.
    @inline(__always)
    func point(_ k: Int) -> Point {
        let n = points.count
        if forward {
            let i = start + k
            return points[i >= n ? i - n : i]
        }
        let i = start - k
        return points[i < 0 ? i + n : i]
    }

    var neverRises: Bool {
        for k in 1..<count where point(k).y < point(k - 1).y { return false }
        return true
    }

    /// The lowest vertex height strictly below y (or +∞ past the end).
    func nextHeight(after y: Double) -> Double {
        var k = index
        while k < count && point(k).y <= y { k += 1 }
        return k < count ? point(k).y : .infinity
    }

    /// The x the chain takes at height y: a range where it runs level at that height.
    mutating func xRange(at y: Double) -> ClosedRange<Double> {
        while index + 1 < count && point(index + 1).y < y { index += 1 }
        var lo = Double.infinity, hi = -Double.infinity
        var k = index
        while k + 1 < count && point(k).y <= y {
            let p = point(k), q = point(k + 1)
            if q.y >= y {
                let x = q.y == p.y ? p.x : p.x + (q.x - p.x) * ((y - p.y) / (q.y - p.y))
                let x2 = q.y == y ? q.x : x
                lo = min(lo, x, x2); hi = max(hi, x, x2)
            }
            k += 1
        }
        return lo <= hi ? lo...hi : point(index).x...point(index).x
    }
}
