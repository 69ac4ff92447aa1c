// Outline.swift: polygons ready for the rasterizer, with what is known about how they wind.
// When the polygons neither overlap nor cross (the winding number is 0 or one same ±1
// everywhere), each pixel's coverage is simply the accumulated signed area of every edge, and
// the Rasterizer skips resolving bands. Knowing that costs a proof, so it is only claimed where
// one is cheap: a single y-monotone polygon that does not cross itself (every convex one: rects,
// rounded rects, circles, capsules; most blobs and glyph-free UI shapes), or the two rings of a stroke around a convex closed path whose inner offset does
// not fold. Affine and projective maps keep both properties.

/// Closed polygons in device pixels, and whether their winding is known to be simple.
struct Outline {
    var polygons: [[Point]]
    /// True only when the winding number is 0 or a single ±1 everywhere.
    var isSimple: Bool

    /// Polygons as a fill: simple when it is a single y-monotone polygon that does not cross
    /// itself (every convex polygon is one).
    static func fill(_ polygons: [[Point]]) -> Outline {
        Outline(polygons: polygons, isSimple: polygons.count == 1 && isMonotoneAndSimple(polygons[0]))
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
        for i in 0...p.count {
            let e = p[(i + 1) % p.count] - p[i % p.count]
            if e.x == 0 && e.y == 0 { continue }
            if i < p.count {
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

    private static func isMonotoneAndSimple(_ p: UnsafeBufferPointer<Point>) -> Bool {
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
