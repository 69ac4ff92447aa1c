// SymbolOutline.swift: the outline constructions the symbol designs need beyond Raster's shapes:
// a polygon with rounded convex corners, its offset, the outline of a round-capped, round-joined
// polyline or arc (a stroke turned into a fill, so that it can be cut out of another shape or
// joined to filled parts), an open line with rounded corners, disks and plain polygons.
// Exact where it matters: circular arcs (Raster's addArc, cubics of at most a quarter turn) and
// lines; roundedPolyline's corners are single cubics (exact at right angles).
// Guarantees: roundedPolygon and offsetPolygon run clockwise on a y-down screen whichever way
// their vertices do; the other outlines run as they are built (SymbolSketch orients them).

import Foundation
import Raster

/// Outline constructions for symbol designs, in whatever units the caller's points are.
enum SymbolOutline {
    /// A closed polygon whose convex corners are rounded with `radius`; concave corners stay sharp.
    /// The path runs clockwise on a y-down screen whichever way the vertices do.
    static func roundedPolygon(_ vertices: [Point], radius: Double) -> Raster.Path {
        roundedPolygon(vertices, radii: Array(repeating: radius, count: vertices.count))
    }

    /// A closed polygon whose convex corners are rounded each with its own radius (0: sharp).
    static func roundedPolygon(_ vertices: [Point], radii: [Double]) -> Raster.Path {
        let (vertices, radii) = clockwise(vertices, radii)
        var builder = PathBuilder()
        let n = vertices.count
        for i in 0..<n {
            let a = vertices[(i + n - 1) % n], v = vertices[i], b = vertices[(i + 1) % n], radius = radii[i]
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

// MARK: - Offsets and arcs

extension SymbolOutline {
    /// The polygon with every edge moved `distance` outward (inward when negative), each vertex
    /// where its two moved edges meet, clockwise on a y-down screen. An
    /// outward offset rounded with `roundedPolygon(_, radius: distance)` is the area a pen
    /// `2·distance` wide covers when it strokes the polygon with round joins.
    static func offsetPolygon(_ vertices: [Point], by distance: Double) -> [Point] {
        let vertices = clockwise(vertices), n = vertices.count
        return (0..<n).map { i in
            let a = vertices[(i + n - 1) % n], v = vertices[i], b = vertices[(i + 1) % n]
            guard let e1 = (v - a).normalized, let e2 = (b - v).normalized else { return v }
            // Running clockwise on a y-down screen, the outside is on the left of each edge.
            let n1 = Point(e1.y, -e1.x), n2 = Point(e2.y, -e2.x)
            let denominator = 1 + n1.dot(n2)
            guard denominator > 1e-9 else { return v + n1 * distance }
            return v + (n1 + n2) * (distance / denominator)
        }
    }

    /// The outline of a circular arc stroked `width` wide with round caps: the outer arc, the cap
    /// at the end, the inner arc back, the cap at the start. The arc runs clockwise on a y-down
    /// screen from `start` to `end` (radians from +x towards +y); `end` > `start`.
    static func arcOutline(center: Point, radius: Double, start: Double, end: Double, width: Double) -> Raster.Path {
        let r = width / 2
        func at(_ angle: Double, _ distance: Double) -> Point { center + Point(cos(angle), sin(angle)) * distance }
        var b = PathBuilder()
        b.addArc(center: center, radius: radius + r, startAngle: start, endAngle: end, clockwise: true)
        b.addArc(center: at(end, radius), radius: r, startAngle: end, endAngle: end + .pi, clockwise: true)
        if radius > r {
            b.addArc(center: center, radius: radius - r, startAngle: end, endAngle: start, clockwise: false)
        } else {
            b.line(to: center)
        }
        b.addArc(center: at(start, radius), radius: r, startAngle: start + .pi, endAngle: start + 2 * .pi, clockwise: true)
        b.close()
        return b.path
    }
}

// MARK: - Simple shapes

extension SymbolOutline {
    /// A disk, clockwise from 3 o'clock.
    static func disk(_ center: Point, diameter: Double) -> Raster.Path {
        Raster.Path(ellipseIn: Rect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
    }

    /// A closed polygon with sharp corners, in the vertices' order.
    static func polygon(_ vertices: [Point]) -> Raster.Path {
        var b = PathBuilder()
        b.move(to: vertices[0])
        for v in vertices.dropFirst() { b.line(to: v) }
        b.close()
        return b.path
    }
}

// MARK: - Open lines

extension SymbolOutline {
    /// An open line through the points whose inner corners are rounded with `radius` (the ends
    /// stay where they are): a centreline for a stroke.
    static func roundedPolyline(_ points: [Point], radius: Double) -> Raster.Path {
        var b = PathBuilder()
        b.move(to: points[0])
        for i in 1..<points.count - 1 {
            let a = points[i - 1], v = points[i], c = points[i + 1]
            guard let e1 = (v - a).normalized, let e2 = (c - v).normalized, abs(e1.cross(e2)) > 1e-9, radius > 0 else {
                b.line(to: v)
                continue
            }
            // The arc touches both segments ρ / tan(θ/2) from the corner, θ the angle between them.
            let theta = acos(max(-1, min(1, (-e1).dot(e2))))
            let tangent = radius / tan(theta / 2)
            let t1 = v - e1 * tangent, t2 = v + e2 * tangent
            // A quarter-circle-like cubic through the tangent points, exact for right angles.
            let k = 4.0 / 3.0 * tan((.pi - theta) / 4) * radius
            b.line(to: t1)
            b.cubic(to: t2, control1: t1 + e1 * k, control2: t2 - e2 * k)
        }
        b.line(to: points[points.count - 1])
        return b.path
    }
}
