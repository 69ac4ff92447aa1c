// SymbolOutline+Circles.swift: regions bounded by two circles (a crescent, the overlap of two
// disks), for the moon and the person in a circle.
// Follows the standard two-circle intersection (the radical line); the arcs are Raster's, so
// the regions are exact.
// Guarantees: a region of circles that do not cross is empty.

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
