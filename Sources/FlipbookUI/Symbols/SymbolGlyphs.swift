// SymbolGlyphs.swift: marks that several symbols share (crossed bars, arrows), each drawable as
// ink or as a cut, and the half-plane clipping they use, which also hides one shape behind
// another (a convex area less a convex area, a line outside a convex area).
// Why a cut needs its own form: cuts are contours wound against the ink, so where two cut lines
// overlapped their windings would add up and paint the overlap again. As a cut, a crossing line
// is therefore split into two stubs that stop exactly at the edges of the line it crosses, and an
// arrow's shaft stops exactly at the inner edges of its head: the pieces share edges and never
// overlap, and the exact-area rasterizer leaves no seam along a shared edge.
// A shape partly hidden behind another is drawn the same way: its area as convex pieces, each
// clipped by half-planes to one side of the front shape's edges, and its line only where it runs
// outside the front shape. A solid convex shape crossed by lines (a ball's seams) is drawn the
// same way too, as the pieces its lines' bands leave.
// Guarantees: as ink, the same glyph is plain lines of the pen (a design of lines only stays a
// stroke); as a cut, its pieces do not overlap; nor do the pieces of a hidden area.

import Foundation
import Raster

/// Shared glyphs, in ems.
enum SymbolGlyph {
    /// Two lines crossing: the first whole, the second (as a cut) in two stubs.
    static func crossing(_ a1: Point, _ b1: Point, _ a2: Point, _ b2: Point, pen w: Double, cut: Bool) -> [SymbolMark] {
        guard cut else { return [.polyline([a1, b1], width: w, closed: false), .polyline([a2, b2], width: w, closed: false)] }
        let edges = { (from: Point) in [edge(of: a1, b1, facing: from, pen: w)] }
        return [.polyline([a1, b1], width: w, closed: false)]
            + stub(from: a2, toward: b2, pen: w, keeping: edges(a2))
            + stub(from: b2, toward: a2, pen: w, keeping: edges(b2))
    }

    /// An arrow from `tail` to `tip` with a head of two arms `head` long at 45° (ems along each
    /// axis from the tip).
    static func arrow(from tail: Point, to tip: Point, head: Double, pen w: Double, cut: Bool) -> [SymbolMark] {
        guard let d = (tip - tail).normalized else { return [] }
        let n = Point(-d.y, d.x), back = tip - d * head
        let arms = [back + n * head, tip, back - n * head]
        let headMark = SymbolMark.polyline(arms, width: w, closed: false)
        guard cut else { return [.polyline([tail, tip], width: w, closed: false), headMark] }
        return [headMark] + stub(from: tail, toward: tip, pen: w, keeping: [
            edge(of: tip, arms[0], facing: tail, pen: w), edge(of: tip, arms[2], facing: tail, pen: w),
        ])
    }

    /// A half-plane: the points X with (X − point)·normal ≥ 0.
    struct HalfPlane {
        var point: Point
        var normal: Point
    }

    /// The side of the line a–b's stroke (pen `w`) on which `point` lies, bounded by that
    /// stroke's edge.
    static func edge(of a: Point, _ b: Point, facing point: Point, pen w: Double) -> HalfPlane {
        let d = (b - a).normalized ?? Point(1, 0)
        var n = Point(-d.y, d.x)
        if (point - a).dot(n) < 0 { n = -n }
        return HalfPlane(point: a + n * (w / 2), normal: n)
    }

    /// The end of a line of pen `w` from `end` towards `target`: a round cap at `end` and the
    /// line's body as far as the half-planes keep it (never past `target` plus the pen).
    static func stub(from end: Point, toward target: Point, pen w: Double, keeping planes: [HalfPlane]) -> [SymbolMark] {
        guard let d = (target - end).normalized else { return [] }
        let r = w / 2, n = Point(-d.y, d.x), length = (target - end).length + w
        var body = [end + n * r, end + n * r + d * length, end - n * r + d * length, end - n * r]
        for plane in planes { body = clip(body, to: plane) }
        var cap = PathBuilder()
        let start = atan2(n.y, n.x)
        cap.addArc(center: end, radius: r, startAngle: start, endAngle: start + .pi, clockwise: true)
        cap.close()
        return [.area(cap.path)] + (body.count >= 3 ? [.area(SymbolOutline.polygon(body))] : [])
    }

    /// The part of a polygon inside a half-plane (Sutherland–Hodgman against one line).
    static func clip(_ polygon: [Point], to plane: HalfPlane) -> [Point] {
        func side(_ p: Point) -> Double { (p - plane.point).dot(plane.normal) }
        var out: [Point] = []
        for (i, p) in polygon.enumerated() {
            let q = polygon[(i + 1) % polygon.count], sp = side(p), sq = side(q)
            if sp >= 0 && sq >= 0 { out.append(q); continue }
            if sp < 0 && sq < 0 { continue }
            let crossing = p + (q - p) * (sp / (sp - sq))
            out.append(crossing)
            if sq >= 0 { out.append(q) }
        }
        return out
    }

    /// The half-planes whose intersection is the convex polygon: the inner side of each edge.
    static func halfPlanes(_ convex: [Point]) -> [HalfPlane] {
        let v = SymbolOutline.clockwise(convex)
        // Running clockwise on a y-down screen, the inside is on the right of each edge.
        return zip(v, v.dropFirst() + v.prefix(1)).compactMap { a, b in
            (b - a).normalized.map { HalfPlane(point: a, normal: Point(-$0.y, $0.x)) }
        }
    }

    /// The convex polygon `a` less the convex polygon `b`, as convex pieces that share edges and
    /// never overlap: the part outside b's first edge, then the part inside it but outside the
    /// second, and so on.
    static func subtract(_ b: [Point], from a: [Point]) -> [[Point]] {
        var pieces: [[Point]] = [], inside = a
        for plane in halfPlanes(b) {
            let outside = clip(inside, to: HalfPlane(point: plane.point, normal: -plane.normal))
            if outside.count >= 3 { pieces.append(outside) }
            inside = clip(inside, to: plane)
            if inside.count < 3 { break }
        }
        return pieces
    }

    /// The convex polygon less lines through it, each `clear` either side of its centreline, as
    /// convex pieces that share edges and never overlap (a ball with its seams knocked out, a
    /// court with its markings): each segment of each line is taken out as a band reaching
    /// `clear` past its ends, so that the bands of a bending line cover its joints. Lines that
    /// reach past the polygon's edge cut it in two.
    static func pieces(of convex: [Point], lessLines lines: [[Point]], clear: Double) -> [[Point]] {
        var pieces = [convex]
        for line in lines {
            for (a, b) in zip(line, line.dropFirst()) {
                guard let d = (b - a).normalized else { continue }
                let n = Point(-d.y, d.x) * clear, start = a - d * clear, end = b + d * clear
                let band = [start + n, end + n, end - n, start - n]
                // A piece that only touches a band's edge leaves a sliver of no area: dropped.
                pieces = pieces.flatMap { subtract(band, from: $0) }.filter { abs(SymbolOutline.doubleSignedArea($0)) > 1e-12 }
            }
        }
        return pieces
    }

    /// The runs of an open line (a closed one repeats its first point at the end) that lie
    /// outside the convex polygon, each ending where the line meets the polygon's edge.
    static func parts(of line: [Point], outside convex: [Point]) -> [[Point]] {
        let planes = halfPlanes(convex)
        var parts: [[Point]] = [], run: [Point] = []
        for (p, q) in zip(line, line.dropFirst()) where (q - p).length > 1e-12 {
            // The stretch t0…t1 of the segment inside every half-plane (Cyrus–Beck).
            let d = q - p
            var t0 = 0.0, t1 = 1.0
            for plane in planes {
                let a = (p - plane.point).dot(plane.normal), slope = d.dot(plane.normal)
                if abs(slope) < 1e-12 {
                    if a < 0 { t0 = 1; t1 = 0 }
                } else if slope > 0 {
                    t0 = max(t0, -a / slope)
                } else {
                    t1 = min(t1, -a / slope)
                }
            }
            if run.isEmpty { run = [p] }
            guard t0 < t1 else { run.append(q); continue }
            if t0 > 0 { run.append(p + d * t0) }
            if run.count >= 2 { parts.append(run) }
            run = t1 < 1 ? [p + d * t1, q] : []
        }
        if run.count >= 2 { parts.append(run) }
        return parts
    }
}
