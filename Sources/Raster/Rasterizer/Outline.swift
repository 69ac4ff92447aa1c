// Outline.swift: polygons ready for the rasterizer, with what is known about how they wind.
// When the polygons neither overlap nor cross (the winding number is 0 or one same ±1
// everywhere), each pixel's coverage is simply the accumulated signed area of every edge, and
// the Rasterizer skips resolving bands. Knowing that costs a proof, so it is only claimed where
// one is cheap: a single convex polygon (most UI shapes: rects, rounded rects, circles,
// capsules), or the two rings of a stroke around a convex closed path whose inner offset does
// not fold. Affine and projective maps keep both properties.

/// Closed polygons in device pixels, and whether their winding is known to be simple.
struct Outline {
    var polygons: [[Point]]
    /// True only when the winding number is 0 or a single ±1 everywhere.
    var isSimple: Bool

    /// Polygons as a fill: simple when it is a single convex polygon.
    static func fill(_ polygons: [[Point]]) -> Outline {
        Outline(polygons: polygons, isSimple: polygons.count == 1 && isConvex(polygons[0]))
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
}
