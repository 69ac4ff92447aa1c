// SymbolOutline+Circles.swift: regions bounded by two circles (a crescent, the overlap of two
// disks), for the moon and the person in a circle, and a polygon with a round bite taken out of
// its edge, for a badge beside a shape (the bell under bell.badge's dot).
// Follows the standard two-circle intersection (the radical line); the arcs are Raster's, so
// the regions are exact. A curved shape is bitten as a polygon that follows its curves closely.
// Guarantees: a region of circles that do not cross is empty; a polygon the disk does not reach
// is returned whole.

import Foundation
import Raster

extension SymbolOutline {
    /// Where two circles cross: the first point on the left of the line from `c1` to `c2` on a
    /// y-down screen, the second on its right; nil when they do not cross.
    static func crossings(_ c1: Point, _ r1: Double, _ c2: Point, _ r2: Double) -> (Point, Point)? {
        let d = (c2 - c1).length
        guard d > 0, d < r1 + r2, d > abs(r1 - r2), let e = (c2 - c1).normalized else { return nil }
        let a = (r1 * r1 - r2 * r2 + d * d) / (2 * d), h = (r1 * r1 - a * a).squareRoot()
        let base = c1 + e * a, n = Point(e.y, -e.x)
        return (base + n * h, base - n * h)
    }

    /// The area two disks share (`keepOverlap`) or the first disk less the second (a crescent),
    /// bounded by an arc of each circle; empty when the circles do not cross.
    static func twoDiskRegion(_ c1: Point, _ r1: Double, _ c2: Point, _ r2: Double, keepOverlap: Bool) -> Raster.Path {
        guard let (p, q) = crossings(c1, r1, c2, r2) else { return Raster.Path() }
        var b = PathBuilder()
        b.move(to: p)
        addArc(&b, center: c1, radius: r1, from: p, to: q) { (($0 - c2).length < r2) == keepOverlap }
        addArc(&b, center: c2, radius: r2, from: q, to: p) { ($0 - c1).length < r1 }
        b.close()
        return b.path
    }

    /// Appends the arc of a circle from `p` to `q` (both on it) that runs through the side whose
    /// midpoint `wanted` accepts.
    static func addArc(_ b: inout PathBuilder, center c: Point, radius: Double, from p: Point, to q: Point,
                       through wanted: (Point) -> Bool) {
        let start = atan2(p.y - c.y, p.x - c.x), end = atan2(q.y - c.y, q.x - c.x)
        var sweep = (end - start).truncatingRemainder(dividingBy: 2 * .pi)
        if sweep < 0 { sweep += 2 * .pi }
        let middle = start + sweep / 2
        let clockwise = wanted(c + Point(cos(middle), sin(middle)) * radius)
        b.addArc(center: c, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
    }
}

// MARK: - Bites

extension SymbolOutline {
    /// The closed subpath of `path` (its first) as a polygon, each Bézier cut into `pieces`.
    static func flattened(_ path: Raster.Path, pieces: Int) -> [Point] {
        PathSubpath.split(path).first?.samples(pieces: pieces) ?? []
    }

    /// The polygon less a disk that bites into its edge once (the edge enters the disk once and
    /// leaves it once): the edge outside the disk, then the disk's arc back through the inside.
    static func polygonLessDisk(_ vertices: [Point], center c: Point, radius: Double) -> Raster.Path {
        let v = clockwise(vertices), n = v.count
        let inside = v.map { ($0 - c).length < radius }
        // `last` is the last vertex outside before the edge enters the disk, `first` the first
        // outside after it leaves.
        guard let last = (0..<n).first(where: { !inside[$0] && inside[($0 + 1) % n] }) else { return polygon(v) }
        var first = (last + 1) % n
        while inside[first] { first = (first + 1) % n }
        // Where the edge from a to b crosses the circle: the root of |a + t(b − a) − c| = radius
        // in [0, 1] (one end is inside, the other outside).
        func crossing(_ a: Point, _ b: Point) -> Point {
            let d = b - a, f = a - c
            let qa = d.dot(d), qb = 2 * f.dot(d), qc = f.dot(f) - radius * radius
            let root = max(qb * qb - 4 * qa * qc, 0).squareRoot()
            let t = (-qb - root) / (2 * qa)
            return a + d * (t >= 0 && t <= 1 ? t : (-qb + root) / (2 * qa))
        }
        let enter = crossing(v[last], v[(last + 1) % n]), leave = crossing(v[(first + n - 1) % n], v[first])
        var b = PathBuilder()
        b.move(to: leave)
        var i = first
        while true {
            b.line(to: v[i])
            if i == last { break }
            i = (i + 1) % n
        }
        b.line(to: enter)
        // The polygon runs clockwise, so the arc that keeps it on the right runs the other way.
        b.addArc(center: c, radius: radius, startAngle: atan2(enter.y - c.y, enter.x - c.x),
                 endAngle: atan2(leave.y - c.y, leave.x - c.x), clockwise: false)
        b.close()
        return b.path
    }
}
