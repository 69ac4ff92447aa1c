// PolygonSink.swift: collects stroke pieces, each wound positively, and draws the round and
// square parts they share: arcs within tolerance, caps, miter tips, SVG's zero-length caps.

import Foundation

struct PolygonSink {
    let halfWidth: Double
    /// How far a polygon may stray from the true outline.
    let tolerance: Double
    /// The largest angle an arc polygon's chord may span and stay within tolerance of the arc.
    let arcStep: Double
    let cosArcStep: Double
    var polygons: [[Point]] = []

    init(halfWidth: Double, tolerance: Double) {
        self.halfWidth = halfWidth
        self.tolerance = tolerance
        arcStep = halfWidth > tolerance ? 2 * acos(max(-1, 1 - tolerance / halfWidth)) : .pi / 2
        cosArcStep = cos(arcStep)
    }

    /// Adds a convex or fan-shaped piece, reversed if needed so that it winds positively.
    mutating func add(_ polygon: [Point]) {
        var area = 0.0
        var prev = polygon[polygon.count - 1]
        for q in polygon { area += prev.cross(q); prev = q }
        guard area != 0, area.isFinite else { return }
        polygons.append(area > 0 ? polygon : polygon.reversed())
    }

    /// The pie between two radius vectors of length halfWidth, on the side `bisector` points to.
    mutating func sector(center: Point, from a: Point, to b: Point, bisector: Point) {
        let a0 = atan2(a.y, a.x)
        var sweep = atan2(a.cross(b), a.dot(b))  // −π…π
        // The short way round might be the wrong side: check it against the bisector.
        let midAngle = a0 + sweep / 2
        if Point(cos(midAngle), sin(midAngle)).dot(bisector) < 0 {
            sweep = sweep > 0 ? sweep - 2 * .pi : sweep + 2 * .pi
        }
        var pie = [center]
        appendArc(&pie, center: center, start: a0, sweep: sweep)
        if pie.count >= 3 { add(pie) }
    }

    /// Arc points from center + a to center + b the short way round, both ends included
    /// (a and b have length halfWidth).
    func appendArc(_ pts: inout [Point], center: Point, from a: Point, to b: Point) {
        // Within one step the arc is its chord: no trigonometry for the common small turn.
        let cosine = a.dot(b) / (halfWidth * halfWidth)
        if cosine >= cosArcStep {
            pts.append(center + a); pts.append(center + b)
            return
        }
        appendArc(&pts, center: center, start: atan2(a.y, a.x), sweep: atan2(a.cross(b), a.dot(b)))
    }

    func appendArc(_ pts: inout [Point], center: Point, start: Double, sweep: Double) {
        // Capped like a curve's chords: a pen of width 1e20 has an arcStep of 0 (acos(1 − 1e-21)).
        let count = (abs(sweep) / arcStep).rounded(.up)
        let steps = count.isFinite ? max(1, Int(min(count, Double(1 << 16)))) : 1
        // Rotate the radius vector step by step (a complex multiplication), re-anchored at the
        // exact end so rounding never drifts.
        let step = sweep / Double(steps)
        let (c, s) = (cos(step), sin(step))
        var v = Point(cos(start), sin(start)) * halfWidth
        for _ in 0..<steps {
            pts.append(center + v)
            v = Point(v.x * c - v.y * s, v.x * s + v.y * c)
        }
        pts.append(center + Point(cos(start + sweep), sin(start + sweep)) * halfWidth)
    }

    /// The miter's tip for offsets na, nb at a corner, or nil past SVG's miter limit.
    static func miterTip(center: Point, _ na: Point, _ nb: Point, dot: Double, limit: Double) -> Point? {
        let cosHalf = ((1 + dot) / 2).squareRoot()
        guard cosHalf > 0, 1 / cosHalf <= limit else { return nil }
        return center + (na + nb) / (1 + dot)
    }

    /// A cap as its own piece, at an open end leaving in direction f.
    mutating func cap(at end: Point, direction f: Point, cap: LineCap) {
        guard cap != .butt else { return }
        var piece = [end]
        appendCap(&piece, at: end, direction: f, cap: cap)
        add(piece)
    }

    /// The cap's outline from the left offset (end + f.leftNormal · h) round to the right one.
    func appendCap(_ pts: inout [Point], at end: Point, direction f: Point, cap: LineCap) {
        let nrm = f.leftNormal * halfWidth
        switch cap {
        case .butt: break
        case .square:
            let ahead = f * halfWidth
            pts.append(end + nrm); pts.append(end + nrm + ahead); pts.append(end - nrm + ahead); pts.append(end - nrm)
        case .round:
            // From +normal through f to −normal: in y-down space that is a sweep of +π.
            appendArc(&pts, center: end, start: atan2(nrm.y, nrm.x), sweep: .pi)
        }
    }

    /// SVG's caps for a subpath of length zero: a disc, an axis-aligned square, or nothing.
    mutating func zeroLengthCap(at p: Point, cap: LineCap) {
        let h = halfWidth
        switch cap {
        case .butt: break
        case .square: add([Point(p.x - h, p.y - h), Point(p.x + h, p.y - h), Point(p.x + h, p.y + h), Point(p.x - h, p.y + h)])
        case .round:
            var disc: [Point] = []
            appendArc(&disc, center: p, start: 0, sweep: 2 * .pi)
            disc.removeLast()
            add(disc)
        }
    }
}
