// SymbolDesign+People.swift: people and hands: person (alone, in a circle, cropped by one, with
// a question mark, an xmark, a plus or a checkmark badge, cropped by a rounded square, solid with
// a checkmark beside it, with a plus beside it), two people, the thumbs-up, and figures walking
// and hiking.
// Follows SF Symbols' regular-weight person by eye: a round head over rounded shoulders with a
// small gap between them (0.84 × 0.95 em); in a circle the shoulders are an arc of a lower circle
// meeting the enclosure, and the filled form knocks head and shoulders out of the disk, keeping a
// rim as wide as the pen. A badge is a bare glyph (an enclosed glyph at 0.8–0.9 em's proportions)
// just outside the circle's lower right edge, as SF's person.crop.circle badges are, the circle
// and shoulders stopping 0.28 em from its centre.
// person.2 is two people 0.84 the size of person, the one behind offset up and to the right and
// hidden 0.07 em around the head and shoulders of the one in front. The thumbs-up is a cuff
// beside a fist with its thumb raised. figure.walk and figure.hiking are solid at every weight,
// as SF's figures are: a round head and limbs of lines a little heavier than the pen.
// Layers (SymbolLayer): person.crop.circle.badge.*'s badge is the primary layer over the
// secondary person (green plus and checkmark, red xmark in multicolor).

import Foundation
import Raster

extension SymbolDesign {
    static let people: Family = [
        ("person", { person(filled: false, pen: $0) }),
        ("person.fill", { person(filled: true, pen: $0) }),
        ("person.circle", { personCircle(filled: false, pen: $0) }),
        ("person.circle.fill", { personCircle(filled: true, pen: $0) }),
        // SF draws the profile placeholder the same way: shoulders cropped by the circle.
        ("person.crop.circle", { personCircle(filled: false, pen: $0) }),
        ("person.crop.circle.fill", { personCircle(filled: true, pen: $0) }),
        ("person.crop.circle.badge.questionmark", { personCircle(filled: false, badge: (questionGlyph, 0.8), pen: $0).badgeLayers(nil) }),
        ("person.crop.circle.badge.xmark", { personCircle(filled: false, badge: (xGlyph, 0.9), pen: $0).badgeLayers(.red) }),
        ("person.crop.circle.badge.plus", { personCircle(filled: false, badge: (plusGlyph, 0.9), pen: $0).badgeLayers(.green) }),
        ("person.crop.circle.badge.checkmark", { personCircle(filled: false, badge: (checkGlyph, 0.9), pen: $0).badgeLayers(.green) }),
        ("person.crop.square", { personSquare(filled: false, pen: $0) }),
        ("person.crop.square.fill", { personSquare(filled: true, pen: $0) }),
        ("person.badge.plus", { personBadgePlus(filled: false, pen: $0) }),
        ("person.badge.plus.fill", { personBadgePlus(filled: true, pen: $0) }),
        ("person.fill.checkmark", { personChecked(pen: $0) }),
        ("person.2", { twoPeople(filled: false, pen: $0) }),
        ("person.2.fill", { twoPeople(filled: true, pen: $0) }),
        ("hand.thumbsup", { thumbsUp(filled: false, pen: $0) }),
        ("hand.thumbsup.fill", { thumbsUp(filled: true, pen: $0) }),
        ("figure.walk", { figure(hiking: false, pen: $0) }),
        ("figure.hiking", { figure(hiking: true, pen: $0) }),
    ]

    /// A person's head (centre and radius) and the box of its shoulders, `scale` times person's
    /// size with its top-left corner at `origin`: a head 0.42 em across over shoulders 0.84 em
    /// wide and 0.46 em tall.
    static func personParts(at origin: Point = .zero, scale k: Double = 1) -> (head: Point, headRadius: Double, body: Rect) {
        (origin + Point(0.42, 0.21) * k, 0.21 * k, Rect(x: origin.x, y: origin.y + 0.49 * k, width: 0.84 * k, height: 0.46 * k))
    }

    private static func person(filled: Bool, pen: Double) -> SymbolDesign {
        let (head, headRadius, body) = personParts()
        var s = SymbolSketch(pen: pen)
        drawPerson(head: head, headRadius: headRadius, body: body, filled: filled, into: &s)
        return s.design
    }

    /// A head and shoulders, solid or outlined with the sketch's pen.
    private static func drawPerson(head: Point, headRadius: Double, body: Rect, filled: Bool, into s: inout SymbolSketch) {
        let r = s.pen / 2
        if filled {
            s.draw(.dot(center: head, diameter: 2 * headRadius))
            s.draw(.area(shouldersPath(in: body)))
        } else {
            s.draw(.ring(center: head, radius: headRadius - r, width: s.pen))
            s.draw(.curve(shouldersPath(in: body.insetBy(dx: r, dy: r)), width: s.pen))
        }
    }

    /// A solid person 0.9 the size of person with a checkmark 0.44 × 0.34 em beside its head and
    /// shoulders, 0.08 em clear of them (1.24 × 0.86 em).
    private static func personChecked(pen: Double) -> SymbolDesign {
        let (head, headRadius, body) = personParts(scale: 0.9), box = Point(0.44, 0.34)
        var s = SymbolSketch(pen: pen)
        s.draw(.dot(center: head, diameter: 2 * headRadius))
        s.draw(.area(shouldersPath(in: body)))
        s.draw(.polyline(checkmarkPoints(box: box, stroke: pen, origin: Point(body.maxX + 0.08, 0.28)), width: pen, closed: false))
        return s.design
    }

    /// person 0.9 its size with a plus 0.4 em across beside its head and shoulders, 0.08 em clear
    /// of them (1.24 × 0.86 em), as person.fill.checkmark has its checkmark.
    private static func personBadgePlus(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, (head, headRadius, body) = personParts(scale: 0.9), c = Point(body.maxX + 0.28, 0.46), half = 0.2 - r
        var s = SymbolSketch(pen: pen)
        drawPerson(head: head, headRadius: headRadius, body: body, filled: filled, into: &s)
        s.line(c - Point(half, 0), c + Point(half, 0))
        s.line(c - Point(0, half), c + Point(0, half))
        return s.design
    }

    /// Shoulders: a dome over a flat base with rounded corners.
    static func shouldersPath(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(0, 0.78))
        b.cubic(to: p(0.5, 0), control1: p(0, 0.3), control2: p(0.22, 0))
        b.cubic(to: p(1, 0.78), control1: p(0.78, 0), control2: p(1, 0.3))
        b.quad(to: p(0.84, 1), control: p(1, 1))
        b.line(to: p(0.16, 1))
        b.quad(to: p(0, 0.78), control: p(0, 1))
        b.close()
        return b.path
    }

    /// Two people: the one in front at the bottom left, the other 0.46 em to the right and 0.14 em
    /// higher, drawn only 0.07 em clear of the front one's head and shoulders (1.17 × 0.94 em).
    private static func twoPeople(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, k = 0.84, gap = 0.07
        let front = personParts(at: Point(0, 0.14), scale: k), back = personParts(at: Point(0.46, 0), scale: k)
        // The areas the back person keeps clear of, grown by `by` around the front person.
        func hidden(by grow: Double) -> [[Point]] {
            [SymbolOutline.flattened(SymbolOutline.disk(front.head, diameter: 2 * (front.headRadius + grow)), pieces: 8),
             SymbolOutline.flattened(shouldersPath(in: front.body.insetBy(dx: -grow, dy: -grow)), pieces: 16)]
        }
        var s = SymbolSketch(pen: pen)
        if filled {
            for person in [front, back] { s.draw(.dot(center: person.head, diameter: 2 * person.headRadius)) }
            s.draw(.area(shouldersPath(in: front.body)))
            var pieces = [SymbolOutline.flattened(shouldersPath(in: back.body), pieces: 16)]
            for clear in hidden(by: gap) { pieces = pieces.flatMap { SymbolGlyph.subtract(clear, from: $0) } }
            for piece in pieces { s.draw(.area(SymbolOutline.polygon(piece))) }
        } else {
            for person in [front, back] { s.draw(.ring(center: person.head, radius: person.headRadius - r, width: pen)) }
            s.draw(.curve(shouldersPath(in: front.body.insetBy(dx: r, dy: r)), width: pen))
            let line = SymbolOutline.flattened(shouldersPath(in: back.body.insetBy(dx: r, dy: r)), pieces: 16)
            var parts = [line + line.prefix(1)]
            for clear in hidden(by: gap + r) { parts = parts.flatMap { SymbolGlyph.parts(of: $0, outside: clear) } }
            for part in parts { s.draw(.polyline(part, width: pen, closed: false)) }
        }
        return s.design
    }

    /// The circle with a person inside: a head above the centre, shoulders as the arc of a
    /// circle centred below, cut off by the enclosure; with a badge (outline only), the glyph drawn
    /// as in an enclosure `size` ems across, centred just outside the circle's lower right edge,
    /// the circle and shoulders stopping short of it.
    private static func personCircle(filled: Bool, badge: (glyph: InnerGlyph, size: Double)? = nil, pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2), r = pen / 2
        let head = c + Point(0, -0.14), headRadius = 0.19
        let shoulders = c + Point(0, 0.6), shoulderRadius = 0.4
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.dot(center: c, diameter: d))
            s.cut(.dot(center: head, diameter: 2 * headRadius))
            s.cut(.area(SymbolOutline.twoDiskRegion(c, d / 2 - pen, shoulders, shoulderRadius, keepOverlap: true)))
        } else {
            let rim = (d - pen) / 2
            // The enclosure, the head and the shoulders, with the centrelines a badge may cut.
            let circle = SymbolOutline.flattened(SymbolOutline.disk(c, diameter: 2 * rim), pieces: 16)
            var lines: [(mark: SymbolMark, centreline: [Point]?)] = [
                (.ring(center: c, radius: rim, width: pen), circle + circle.prefix(1)),
                (.ring(center: head, radius: headRadius - r, width: pen), nil),
            ]
            if let (p, q) = SymbolOutline.crossings(shoulders, shoulderRadius - r, c, rim) {
                // The arc over the top of the lower circle, from its left crossing to its right one.
                let left = p.x < q.x ? p : q, right = p.x < q.x ? q : p
                let start = atan2(left.y - shoulders.y, left.x - shoulders.x)
                var end = atan2(right.y - shoulders.y, right.x - shoulders.x)
                if end < start { end += 2 * .pi }
                lines.append((.arc(center: shoulders, radius: shoulderRadius - r, start: start, end: end, width: pen),
                              SymbolOutline.flattened(arcPath(center: shoulders, radius: shoulderRadius - r, start: start, end: end),
                                                      pieces: 16)))
            }
            if let badge {
                let spot = c + Point(0.38, 0.38)
                let clear = SymbolOutline.flattened(SymbolOutline.disk(spot, diameter: 2 * (0.28 + r)), pieces: 8)
                for (mark, centreline) in lines {
                    guard let centreline else { s.draw(mark); continue }
                    for part in SymbolGlyph.parts(of: centreline, outside: clear) { s.draw(.polyline(part, width: pen, closed: false)) }
                }
                s.layer()
                for mark in badge.glyph(spot, badge.size, pen, false) { s.draw(mark) }
            } else {
                for line in lines { s.draw(line.mark) }
            }
        }
        return s.design
    }

    /// The rounded square with a person inside: a head above the centre and the top of a circle
    /// for shoulders, cut off by the square's bottom; filled, both are knocked out of the solid
    /// square, leaving a rim as wide as the pen.
    private static func personSquare(filled: Bool, pen: Double) -> SymbolDesign {
        let side = squareSide, r = pen / 2, c = Point(side / 2, side / 2)
        let head = c + Point(0, -0.13), headRadius = 0.17, shoulders = c + Point(0, 0.5), shoulderRadius = 0.36
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, 0), Point(side, 0), Point(side, side), Point(0, side)], radius: squareCorner, filled: filled)
        if filled {
            s.cut(.dot(center: head, diameter: 2 * headRadius))
            let inside = SymbolGlyph.HalfPlane(point: Point(0, side - pen), normal: Point(0, -1))
            let disk = SymbolOutline.flattened(SymbolOutline.disk(shoulders, diameter: 2 * shoulderRadius), pieces: 16)
            // A heavy pen's rim can leave no shoulders showing.
            let shown = SymbolGlyph.clip(disk, to: inside)
            if shown.count >= 3 { s.cut(.area(SymbolOutline.polygon(shown))) }
        } else {
            s.draw(.ring(center: head, radius: headRadius - r, width: pen))
            // The arc over the lower circle from where it meets the square's line on the left to
            // where it meets it on the right.
            let radius = shoulderRadius - r, rise = shoulders.y - (side - r)
            let spread = acos(max(-1, min(1, rise / radius)))
            s.draw(.arc(center: shoulders, radius: radius, start: -.pi / 2 - spread, end: -.pi / 2 + spread, width: pen))
        }
        return s.design
    }

    /// A thumbs-up 0.98 × 0.96 em: a cuff 0.2 em wide at the left and the fist beside it, its
    /// thumb raised, its fingers' knuckles down the right side.
    private static func thumbsUp(filled: Bool, pen: Double) -> SymbolDesign {
        let cuff = [Point(0, 0.42), Point(0.2, 0.42), Point(0.2, 0.96), Point(0, 0.96)]
        let fist = [Point(0.28, 0.96), Point(0.28, 0.47), Point(0.44, 0.27), Point(0.47, 0.05), Point(0.56, 0),
                    Point(0.65, 0.07), Point(0.62, 0.33), Point(0.9, 0.33), Point(0.98, 0.43), Point(0.95, 0.53),
                    Point(0.97, 0.63), Point(0.93, 0.73), Point(0.94, 0.83), Point(0.85, 0.96)]
        let radii = [0.04, 0.06, 0.04, 0.05, 0.05, 0.05, 0, 0.08, 0.06, 0, 0.05, 0, 0.05, 0.06]
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(cuff, radius: 0.05)))
            s.draw(.area(SymbolOutline.roundedPolygon(fist, radii: radii)))
        } else {
            let r = pen / 2
            s.draw(.rounded(SymbolOutline.offsetPolygon(cuff, by: -r), radius: max(0.05 - r, 0), width: pen))
            s.draw(.roundedPolygon(SymbolOutline.offsetPolygon(fist, by: -r), radii: radii.map { max($0 - r, 0) }, width: pen))
        }
        return s.design
    }

    /// A figure walking to the right, 0.64 × 1 em (0.84 em wide hiking): a head 0.22 em across
    /// over a leaning body, its limbs bent at elbow and knee, lines 0.1 em and half the pen
    /// wide with their caps inside the box. Hiking, it carries a pack on its back and plants a
    /// stick ahead of it, 0.8 of the pen.
    private static func figure(hiking: Bool, pen: Double) -> SymbolDesign {
        let w = 0.1 + pen / 2, h = w / 2, x = hiking ? 0.12 : 0.0
        let neck = Point(x + 0.36, 0.3), hip = Point(x + 0.28, 0.58), hand = Point(x + (hiking ? 0.52 : 0.64) - h, 0.5)
        var s = SymbolSketch(pen: pen)
        s.draw(.dot(center: Point(x + 0.44, 0.11), diameter: 0.22))
        let limbs = [[neck, hip], [neck, Point(x + 0.46, 0.46), hand], [neck, Point(x + 0.22, 0.46), Point(x + h + 0.06, 0.58)],
                     [hip, Point(x + 0.42, 0.76), Point(x + 0.48, 1 - h)], [hip, Point(x + 0.22, 0.8), Point(x + h, 1 - h)]]
        for limb in limbs { s.draw(.polyline(limb, width: w, closed: false)) }
        if hiking {
            s.draw(.area(Raster.Path(roundedRect: Rect(x: 0, y: 0.24, width: 0.3, height: 0.34), cornerRadius: 0.08)))
            s.draw(.polyline([hand + Point(0, -0.14), Point(0.84 - pen * 0.4, 1 - pen * 0.4)], width: pen * 0.8, closed: false))
        }
        return s.design
    }
}
