// SymbolGlyphs.swift: marks that several symbols share (crossed bars, arrows), each drawable as
// ink or as a cut.
// Why a cut needs its own form: cuts are contours wound against the ink, so where two cut lines
// overlapped their windings would add up and paint the overlap again. As a cut, a crossing line
// is therefore split into two stubs that stop exactly at the edges of the line it crosses, and an
// arrow's shaft stops exactly at the inner edges of its head: the pieces share edges and never
// overlap, and the exact-area rasterizer leaves no seam along a shared edge.
// Guarantees: as ink, the same glyph is plain lines of the pen (a design of lines only stays a
// stroke); as a cut, its pieces do not overlap.

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
}
