// SymbolOutline.swift: the two outline constructions the symbol designs need beyond Raster's
// shapes: a polygon with rounded convex corners, and the outline of a round-capped, round-joined
// polyline (a stroke turned into a fill, so it can be cut out of another shape).
// Both are exact: circular arcs (Raster's addArc, cubics of at most a quarter turn) and lines.
// Guarantees: roundedPolygon runs the way its vertices do; strokeOutline runs counter-clockwise
// on a y-down screen, opposite to Raster's ellipses, so inside one of them it cuts a hole under
// the nonzero rule.

import Foundation
import Raster

/// Outline constructions for symbol designs, in whatever units the caller's points are.
enum SymbolOutline {
    /// A closed polygon whose convex corners (right turns on a y-down screen: the vertices must run
    /// clockwise) are rounded with `radius`; concave corners stay sharp.
    static func roundedPolygon(_ vertices: [Point], radius: Double) -> Raster.Path {
        var builder = PathBuilder()
        let n = vertices.count
        for i in 0..<n {
            let a = vertices[(i + n - 1) % n], v = vertices[i], b = vertices[(i + 1) % n]
            guard let e1 = (v - a).normalized, let e2 = (b - v).normalized, e1.cross(e2) > 0, radius > 0,
                  let bisector = (e2 - e1).normalized else {
                if builder.currentPoint == nil { builder.move(to: v) } else { builder.line(to: v) }
                continue
            }
            // θ is the interior angle; the arc touches both edges at distance ρ / tan(θ/2) from v,
            // and its centre lies on the bisector at ρ / sin(θ/2).
            let theta = acos(max(-1, min(1, (-e1).dot(e2))))
            let tangent = radius / tan(theta / 2)
            let center = v + bisector * (radius / sin(theta / 2))
            let t1 = v - e1 * tangent, t2 = v + e2 * tangent
            builder.addArc(center: center, radius: radius,
                           startAngle: atan2(t1.y - center.y, t1.x - center.x),
                           endAngle: atan2(t2.y - center.y, t2.x - center.x), clockwise: true)
        }
        builder.close()
        return builder.path
    }

    /// The outline of `points` stroked `width` wide with round caps and round joins, as one closed
    /// contour: the right side forward, the end cap, the left side back, the start cap. On the
    /// outer side of each turn the join is an arc; on the inner side the two offset edges meet at
    /// their intersection (the segments must be longer than the width, as in every symbol).
    static func strokeOutline(_ points: [Point], width: Double) -> Raster.Path {
        let r = width / 2
        let directions = zip(points, points.dropFirst()).compactMap { ($1 - $0).normalized }
        guard directions.count == points.count - 1, !directions.isEmpty, r > 0 else { return Raster.Path() }
        // On a y-down screen the right-hand side of a direction d is d turned a quarter clockwise.
        func right(_ d: Point) -> Point { Point(-d.y, d.x) }
        func angle(_ v: Point) -> Double { atan2(v.y, v.x) }
        func meet(_ p: Point, _ d1: Point, _ q: Point, _ d2: Point) -> Point {
            let den = d1.cross(d2)
            guard abs(den) > 1e-12 else { return q }
            return p + d1 * ((q - p).cross(d2) / den)
        }

        var builder = PathBuilder()
        let last = directions.count - 1
        builder.move(to: points[0] + right(directions[0]) * r)
        for i in 1..<points.count - 1 {
            let d1 = directions[i - 1], d2 = directions[i], p = points[i]
            if d1.cross(d2) < 0 {        // left turn: the right side is the outer one
                builder.line(to: p + right(d1) * r)
                builder.addArc(center: p, radius: r, startAngle: angle(right(d1)), endAngle: angle(right(d2)), clockwise: false)
            } else {
                builder.line(to: meet(points[i - 1] + right(d1) * r, d1, p + right(d2) * r, d2))
            }
        }
        let end = points[points.count - 1], dEnd = directions[last]
        builder.line(to: end + right(dEnd) * r)
        builder.addArc(center: end, radius: r, startAngle: angle(right(dEnd)), endAngle: angle(-right(dEnd)), clockwise: false)
        for i in (1..<points.count - 1).reversed() {
            let d1 = directions[i - 1], d2 = directions[i], p = points[i]
            if d1.cross(d2) > 0 {        // right turn: the left side is the outer one
                builder.line(to: p - right(d2) * r)
                builder.addArc(center: p, radius: r, startAngle: angle(-right(d2)), endAngle: angle(-right(d1)), clockwise: false)
            } else {
                builder.line(to: meet(p - right(d2) * r, -d2, points[i - 1] - right(d1) * r, -d1))
            }
        }
        builder.line(to: points[0] - right(directions[0]) * r)
        builder.addArc(center: points[0], radius: r, startAngle: angle(-right(directions[0])),
                       endAngle: angle(right(directions[0])), clockwise: false)
        builder.close()
        return builder.path
    }
}
