// SymbolDesign+Signs.swift: signs set like type: quote.opening and quote.closing, percent,
// dollarsign, at and sparkle; and the placing helpers the seventh round's families share (another
// symbol's design moved into place, kept clear of the one in front of it).
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: two quote marks
// 0.9 × 0.66 em, each a solid ball 0.34 em across with a tail rising from it (the closing pair the
// opening pair turned half a turn), solid at every weight as SF's are; a percent sign 0.8 × 0.96
// em (two rings 0.3 em across either side of a slash); dollarsign.circle's dollar sign scaled to
// 0.96 em tall; an at sign 0.98 em across (a ring round a smaller ring whose right side runs on
// round the outside); sparkle one of sparkles' four-pointed stars, 0.9 × 1 em. Lines are the
// pen's, with round caps.

import Foundation
import Raster

extension SymbolDesign {
    static let signs: Family = [
        ("quote.opening", { quotes(pen: $0) }),
        ("quote.closing", { quotes(pen: $0).turned(2) }),
        ("percent", { percent(pen: $0) }),
        ("dollarsign", { dollarSign(pen: $0) }),
        ("at", { atSign(pen: $0) }),
        ("sparkle", { sparkle(pen: $0) }),
    ]

    // MARK: - Placing other symbols

    /// The design called `name` scaled by `k` about its ink box's top left, which is moved to `p`.
    static func placed(_ name: String, scale k: Double, at p: Point, pen: Double) -> SymbolDesign {
        let design = finished(name, pen: pen), box = design.inkBounds
        return design.applying(Transform(translationX: -box.minX, y: -box.minY)
            .concatenating(Transform(scaleX: k, y: k)).concatenating(Transform(translationX: p.x, y: p.y)))
    }

    /// The convex hull of the points (Andrew's monotone chain), clockwise on a y-down screen.
    static func convexHull(_ points: [Point]) -> [Point] {
        let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count > 2 else { return sorted }
        func chain(_ ps: [Point]) -> [Point] {
            var hull: [Point] = []
            for p in ps {
                while hull.count >= 2, (hull[hull.count - 1] - hull[hull.count - 2]).cross(p - hull[hull.count - 1]) <= 0 {
                    hull.removeLast()
                }
                hull.append(p)
            }
            return hull
        }
        let lower = chain(sorted), upper = chain(sorted.reversed())
        return SymbolOutline.clockwise(Array(lower.dropLast() + upper.dropLast()))
    }

    /// The marks of `back`, kept `gap` clear of the convex hull of `front`'s ink (its path's
    /// points grown by half its pen), then `front`'s own marks on top: one symbol in front of
    /// another (two hands, two gears).
    static func inFront(_ front: SymbolDesign, of back: SymbolDesign, gap: Double = 0.06, pen: Double) -> SymbolSketch {
        let samples = PathSubpath.split(front.path).flatMap { $0.samples(pieces: 8) }
        let hull = convexHull(samples), grown = (front.strokeWidth ?? 0) / 2 + gap
        var s = SymbolSketch(pen: pen)
        for (mark, isCut) in marks(of: back, clearing: { SymbolOutline.roundedPolygon(SymbolOutline.offsetPolygon(hull, by: grown + $0),
                                                                                      radius: grown + $0).flattenedPoints }) {
            s.mark(mark, knockedOut: isCut)
        }
        for (mark, isCut) in pieces(of: front) { s.mark(mark, knockedOut: isCut) }
        return s
    }

    /// A solid rounded convex polygon less the lines, each taken out as a gap `markingGap` of the
    /// pen wide (as sportscourt.fill's markings are): its pieces, as areas. Lines that reach past
    /// the edge notch it or part it.
    static func solid(_ outline: [Point], radius: Double, lessLines lines: [[Point]], pen: Double) -> [SymbolMark] {
        let solid = SymbolOutline.flattened(SymbolOutline.roundedPolygon(outline, radius: radius), pieces: 8)
        return SymbolGlyph.pieces(of: solid, lessLines: lines, clear: pen * markingGap / 2).map { .area(SymbolOutline.polygon($0)) }
    }

    /// Points round an ellipse about `c`, `pieces` of them, clockwise from 3 o'clock (or from
    /// `start` to `end` radians, both included, when given).
    static func ellipsePoints(_ c: Point, _ rx: Double, _ ry: Double, pieces: Int, from start: Double = 0,
                              to end: Double? = nil) -> [Point] {
        let closed = end == nil, sweep = (end ?? start + 2 * .pi) - start
        return (0..<(closed ? pieces : pieces + 1)).map { k in
            let a = start + sweep * Double(k) / Double(pieces)
            return c + Point(cos(a) * rx, sin(a) * ry)
        }
    }

    // MARK: - Quotes, signs

    /// “: two marks 0.5 em apart, each a ball 0.34 em across at the bottom with a tail rising
    /// from its left side and curling over to a point above its right side.
    private static func quotes(pen: Double) -> SymbolDesign {
        let radius = 0.17
        var s = SymbolSketch(pen: pen)
        for x in [radius, radius + 0.56] {
            let c = Point(x, 0.66 - radius)
            var b = PathBuilder()
            b.move(to: c + Point(-radius, 0))
            b.cubic(to: c + Point(0.15, -0.49), control1: c + Point(-radius, -0.3), control2: c + Point(-0.04, -0.46))
            b.line(to: c + Point(0.19, -0.44))
            b.cubic(to: c + Point(0.12, -0.12), control1: c + Point(0.08, -0.36), control2: c + Point(0.08, -0.22))
            b.close()
            s.draw(.area(b.path))
            s.draw(.dot(center: c, diameter: 2 * radius))
        }
        return s.design
    }

    /// Two rings 0.3 em across at the top left and bottom right of a 0.8 × 0.96 em box, and a
    /// slash from its bottom left to its top right.
    private static func percent(pen: Double) -> SymbolDesign {
        let r = pen / 2, ring = 0.15, width = 0.8, height = 0.96
        var s = SymbolSketch(pen: pen)
        s.draw(.ring(center: Point(ring, ring + 0.02), radius: ring - r, width: pen))
        s.draw(.ring(center: Point(width - ring, height - ring - 0.02), radius: ring - r, width: pen))
        s.line(Point(0.1 + r, height - r), Point(width - 0.1 - r, r))
        return s.design
    }

    /// dollarsign.circle's dollar sign, as large as a letter: 0.96 em tall.
    private static func dollarSign(pen: Double) -> SymbolDesign {
        let u = 1.6, c = Point(0.3, 0.5)
        var s = SymbolSketch(pen: pen)
        for mark in dollarGlyph(c, u, pen, false) { s.draw(mark) }
        return s.design
    }

    /// @: a ring 0.98 em across round an inner ring 0.38 em across whose right side carries on as
    /// a stem down and out into the big ring's curl, open at the lower right.
    private static func atSign(pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.49, 0.49), outer = 0.49 - r, inner = 0.17, degree = Double.pi / 180
        var s = SymbolSketch(pen: pen)
        s.draw(.ring(center: c, radius: inner, width: pen))
        // The stem down the inner ring's right side, its foot curling right and up into the big
        // ring, which runs on round anticlockwise over the top to open at the lower right.
        let stem = c.x + inner, foot = c.y + 0.06, reach = (outer * outer - 0.06 * 0.06).squareRoot()
        let k = (c.x + reach - stem) / 2
        let hook = ellipsePoints(Point(stem + k, foot), k, k, pieces: 8, from: .pi, to: 0)
        s.draw(.polyline([Point(stem, c.y - inner)] + hook, width: pen, closed: false))
        s.draw(.arc(center: c, radius: outer, start: 50 * degree, end: 360 * degree + asin(0.06 / outer), width: pen))
        return s.design
    }

    /// One of sparkles' stars, 0.9 × 1 em.
    private static func sparkle(pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        s.draw(.area(sparklePath(center: Point(0.5, 0.5), radius: 0.5).applying(Transform(scaleX: 0.9, y: 1))))
        return s.design
    }
}

extension Raster.Path {
    /// The first closed subpath's points, each curve in 8 pieces (a clearing area's outline).
    var flattenedPoints: [Point] { SymbolOutline.flattened(self, pieces: 8) }
}
