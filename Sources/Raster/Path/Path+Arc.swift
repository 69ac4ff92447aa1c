// Path+Arc.swift: circular arcs by centre and angles (Core Graphics' addArc and
// addRelativeArc), by tangent lines (addArc(tangent1End:tangent2End:radius:)), and SVG's
// elliptical arcs by end point (the conversion of SVG 1.1 appendix F.6), all as cubics of at
// most a quarter turn each.

import Foundation

extension PathBuilder {
    /// An arc of a circle from `startAngle` to `endAngle` (radians, measured from +x towards +y,
    /// i.e. clockwise on a y-down screen). `clockwise` is meant on a y-down screen. A line joins the
    /// current point to the arc's start, as in Core Graphics. Angles that already go the asked
    /// way round by a turn or more give the whole circle; angles going the other way are taken
    /// modulo a turn, and a whole number of turns gives the whole circle too (`0` to `2π` is a
    /// circle whichever way, as people's Core Graphics code relies on).
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
        } else if sweep > 0 {
            sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) - 2 * .pi
        }
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }

    /// An arc of a circle from `startAngle` turning through `sweep` (radians; positive turns
    /// clockwise on a y-down screen), at most one whole turn either way: Core Graphics'
    /// `addRelativeArc`. A line joins the current point to the arc's start.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        guard radius.isFinite, startAngle.isFinite, sweep.isFinite else { return }
        let sweep = max(-2 * .pi, min(2 * .pi, sweep))
        let start = center + Point(cos(startAngle), sin(startAngle)) * radius
        if currentPoint == nil { move(to: start) } else { line(to: start) }
        appendArcCubics(center: center, radii: Point(radius, radius), rotation: 0, start: startAngle, sweep: sweep)
    }

    /// Core Graphics' `addArc(tangent1End:tangent2End:radius:)` (PostScript's `arct`, the
    /// canvas's `arcTo`): a line from the current point towards `corner`, rounded into the line
    /// from `corner` towards `end` by an arc of `radius` tangent to both. The arc stops at its
    /// tangent point on the second line, which becomes the current point. Without a current
    /// point it only moves to `corner`; when the points are in line, or the radius is not
    /// positive, it draws a line to `corner`.
    public mutating func addTangentArc(corner: Point, end: Point, radius: Double) {
        guard let p0 = currentPoint else { move(to: corner); return }
        guard end.isFinite else { line(to: end); return }  // non-finite input empties the path
        guard radius > 0, radius.isFinite, let u = (p0 - corner).normalized,
              let v = (end - corner).normalized, abs(u.cross(v)) > 1e-12 else {
            line(to: corner)
            return
        }
        // θ is the angle between the two legs at the corner; the arc turns through π − θ.
        let theta = acos(max(-1, min(1, u.dot(v))))
        let tangentDistance = radius / tan(theta / 2)
        let start = corner + u * tangentDistance, stop = corner + v * tangentDistance
        let center = corner + (u + v).normalized! * (radius / sin(theta / 2))
        line(to: start)
        // Walking in along −u and out along v turns clockwise on screen when −u × v > 0.
        let sweep = (u.cross(v) < 0 ? 1.0 : -1.0) * (.pi - theta)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        appendArcCubics(center: center, radii: Point(radius, radius), rotation: 0, start: startAngle, sweep: sweep, exactEnd: stop)
    }

    /// SVG's `A`: an elliptical arc from the current point to `end`.
    mutating func addSVGArc(radii: Point, xAxisRotation degrees: Double, largeArc: Bool, sweep: Bool, to end: Point) {
        guard check(radii), check(Point(degrees, 0)) else { return }
        guard let p0 = currentPoint else { move(to: end); return }
        var rx = abs(radii.x), ry = abs(radii.y)
        if p0 == end { return }
        if rx == 0 || ry == 0 { line(to: end); return }
        let phi = degrees * .pi / 180, (sp, cp) = (sin(phi), cos(phi))
        // F.6.5: the midpoint in the ellipse's axes.
        let dx = (p0.x - end.x) / 2, dy = (p0.y - end.y) / 2
        let x1 = cp * dx + sp * dy, y1 = -sp * dx + cp * dy
        // F.6.6: radii too small are scaled up until the arc just fits.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var k = den > 0 ? (max(0, num) / den).squareRoot() : 0
        if largeArc == sweep { k = -k }
        let cx1 = k * rx * y1 / ry, cy1 = -k * ry * x1 / rx
        let center = Point(cp * cx1 - sp * cy1 + (p0.x + end.x) / 2, sp * cx1 + cp * cy1 + (p0.y + end.y) / 2)
        func angle(_ ux: Double, _ uy: Double) -> Double { atan2(uy, ux) }
        let theta1 = angle((x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - theta1
        if sweep && delta < 0 { delta += 2 * .pi } else if !sweep && delta > 0 { delta -= 2 * .pi }
        // Radii of wildly different scales (1e-300 and 1) overflow the centre to NaN: drawn as the
        // line SVG draws for a zero radius.
        guard center.isFinite, theta1.isFinite, delta.isFinite else { line(to: end); return }
        appendArcCubics(center: center, radii: Point(rx, ry), rotation: phi, start: theta1, sweep: delta, exactEnd: end)
    }

    /// Appends cubics for an elliptical arc; the current point is already at its start.
    private mutating func appendArcCubics(center: Point, radii: Point, rotation phi: Double, start: Double,
                                          sweep: Double, exactEnd: Point? = nil) {
        guard sweep != 0 else { return }
        let n = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        let (sp, cp) = (sin(phi), cos(phi))
        func map(_ x: Double, _ y: Double) -> Point {
            Point(center.x + cp * radii.x * x - sp * radii.y * y, center.y + sp * radii.x * x + cp * radii.y * y)
        }
        for i in 0..<n {
            let a0 = start + step * Double(i), a1 = a0 + step
            let (c0, s0, c1, s1) = (cos(a0), sin(a0), cos(a1), sin(a1))
            let endPoint = i == n - 1 ? (exactEnd ?? map(c1, s1)) : map(c1, s1)
            cubic(to: endPoint, control1: map(c0 - k * s0, s0 + k * c0), control2: map(c1 + k * s1, s1 - k * c1))
        }
    }
}
