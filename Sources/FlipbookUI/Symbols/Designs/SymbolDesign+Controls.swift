// SymbolDesign+Controls.swift: switches, modes and layout controls: power, restart,
// togglepower, switch.2, shuffle, repeat (and repeat.1), arrow.left.arrow.right,
// clock.arrow.circlepath, line.3.horizontal.decrease (and the glyph SymbolDesign+Enclosed puts in
// a circle), sidebar.left, bolt.horizontal, xmark.octagon (its octagon also round
// SymbolDesign+Badges' exclamation mark), circle.grid.3x3 and
// rectangle.grid.1x2, and the diagonal arrow that SymbolDesign+Enclosed puts in a circle and a
// square (arrow.up.right.circle, .square).
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: the power
// sign 0.9 × 0.98 em (a ring open 76° at the top, the bar down into it to its middle), restart
// the same ring ending in an arrowhead, togglepower a closed ring 0.82 em across with the bar
// running out through its top; two switches 1 × 0.9 em (a knob and a bar on each row); shuffle
// and repeat 1.1 × 0.93 em, two rows with heads of two arms at 45° (shuffle's lines crossing in
// an S, the one that passes under kept 0.06 em clear); arrow.left.arrow.right
// arrow.up.arrow.down turned on its side, the left arrow on top; arrow.counterclockwise's ring
// round clock hands;
// line.3.horizontal's three bars shortening to the middle; a window 1.2 × 0.9 em with its
// sidebar on the left; bolt's bolt lying on its side; an octagon 1 em across its flats round
// xmark.circle's cross; nine dots 1 em square; two bars 1.1 × 0.9 em. Lines are the pen's; the
// grid's rings are 0.8 of it, so that they keep a hole; filled forms are solid with their inner
// glyph knocked out.

import Foundation
import Raster

extension SymbolDesign {
    static let controls: Family = [
        ("power", { power(ring: .open, pen: $0) }),
        ("restart", { power(ring: .arrow, pen: $0) }),
        ("togglepower", { power(ring: .closed, pen: $0) }),
        ("switch.2", { switches(pen: $0) }),
        ("shuffle", { shuffle(pen: $0) }),
        ("repeat", { repeatArrows(one: false, pen: $0) }),
        ("repeat.1", { repeatArrows(one: true, pen: $0) }),
        ("arrow.left.arrow.right", { sideways(pen: $0) }),
        ("clock.arrow.circlepath", { clockArrow(pen: $0) }),
        ("line.3.horizontal.decrease", { decreasingBars(pen: $0) }),
        ("sidebar.left", { sidebar(pen: $0) }),
        ("bolt.horizontal", { polygon(boltVertices, radius: 0.05, filled: false, pen: $0).turned(3) }),
        ("bolt.horizontal.fill", { polygon(boltVertices, radius: 0.05, filled: true, pen: $0).turned(3) }),
        ("xmark.octagon", { octagon(filled: false, pen: $0) }),
        ("xmark.octagon.fill", { octagon(filled: true, pen: $0) }),
        ("circle.grid.3x3", { dotGrid(filled: false, pen: $0) }),
        ("circle.grid.3x3.fill", { dotGrid(filled: true, pen: $0) }),
        ("rectangle.grid.1x2", { barGrid(filled: false, pen: $0) }),
        ("rectangle.grid.1x2.fill", { barGrid(filled: true, pen: $0) }),
    ]

    /// The two arms of an arrowhead `head` ems along each axis back from `tip`, pointing along
    /// `direction`, with the tip between them (one line).
    static func arrowhead(at tip: Point, pointing direction: Point, head: Double) -> [Point] {
        let d = direction.normalized ?? Point(1, 0), n = Point(-d.y, d.x), back = tip - d * head
        return [back + n * head, tip, back - n * head]
    }

    // MARK: - Power

    private enum PowerRing { case open, arrow, closed }

    /// A ring 0.9 em across (its centre 0.53 em down) under a bar from the top of the box to the
    /// ring's middle: open 76° round the bar, or (restart) open with an arrowhead at its upper
    /// left end pointing on round the ring, or (togglepower) closed, 0.82 em across and 0.16 em
    /// down, the bar running out through its top.
    private static func power(ring: PowerRing, pen: Double) -> SymbolDesign {
        let r = pen / 2, degree = Double.pi / 180, c = Point(0.45, 0.53)
        var s = SymbolSketch(pen: pen)
        switch ring {
        case .closed:
            s.draw(.ring(center: Point(c.x, 0.57), radius: 0.41 - r, width: pen))
        case .open, .arrow:
            let radius = 0.45 - r, start = -52 * degree, end = 232 * degree
            s.draw(.arc(center: c, radius: radius, start: start, end: end, width: pen))
            if ring == .arrow {
                // The head points along the chord of the arc's last 0.15 em, so that it sits
                // straight on the curve.
                let tip = c + Point(cos(end), sin(end)) * radius, back = end - 0.15 / radius
                let chord = tip - (c + Point(cos(back), sin(back)) * radius)
                s.draw(.polyline(arrowhead(at: tip, pointing: chord, head: 0.15), width: pen, closed: false))
            }
        }
        s.line(Point(c.x, r), Point(c.x, ring == .closed ? 0.52 : 0.5))
        return s.design
    }

    /// Two switches 1 × 0.9 em: a knob 0.4 em across at the left of the top row with a bar on
    /// to the right, and the other way round below.
    private static func switches(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.0, knob = 0.2, gap = 0.08
        var s = SymbolSketch(pen: pen)
        for (y, knobX) in [(knob, knob), (0.9 - knob, width - knob)] {
            s.draw(.ring(center: Point(knobX, y), radius: knob - r, width: pen))
            if knobX < width / 2 {
                s.line(Point(2 * knob + gap + r, y), Point(width - r, y))
            } else {
                s.line(Point(r, y), Point(width - 2 * knob - gap - r, y))
            }
        }
        return s.design
    }

    // MARK: - Playback order

    /// The arrowheads' size and the rows shared by shuffle and repeat, whose heads reach the top
    /// and bottom of a box 1.1 × 0.93 em at every weight (0.5 em apart at the regular pen).
    private static func rows(pen: Double) -> (head: Double, top: Double, bottom: Double, tip: Double) {
        let r = pen / 2, head = 0.16
        return (head, head + r, 0.93 - head - r, 1.1 - r)
    }

    /// Two lines from the left edge that swap rows in an S across the middle and run on to
    /// heads at the right; the one rising from the bottom passes under the other, kept 0.06 em
    /// clear of it.
    private static func shuffle(pen: Double) -> SymbolDesign {
        let (head, top, bottom, tip) = rows(pen: pen), r = pen / 2, x1 = 0.24, x2 = 0.74, mid = (x1 + x2) / 2
        func crossing(from y0: Double, to y1: Double) -> [Point] {
            var b = PathBuilder()
            b.move(to: Point(x1, y0))
            b.cubic(to: Point(x2, y1), control1: Point(mid, y0), control2: Point(mid, y1))
            return [Point(r, y0)] + SymbolOutline.flattened(b.path, pieces: 16) + [Point(tip, y1)]
        }
        var s = SymbolSketch(pen: pen)
        s.draw(.polyline(crossing(from: top, to: bottom), width: pen, closed: false))
        // The band round the first line where the two cross (its tangent there is (x2 − x1, 1.5 ×
        // (y1 − y0))), which the second stays out of.
        let centre = Point(mid, (top + bottom) / 2)
        let d = Point(x2 - x1, 1.5 * (bottom - top)).normalized ?? Point(0, 1), n = Point(-d.y, d.x) * (pen + 0.06)
        let band = [centre - d * 0.3 + n, centre + d * 0.3 + n, centre + d * 0.3 - n, centre - d * 0.3 - n]
        for part in SymbolGlyph.parts(of: crossing(from: bottom, to: top), outside: band) {
            s.draw(.polyline(part, width: pen, closed: false))
        }
        for y in [top, bottom] {
            s.draw(.polyline(arrowhead(at: Point(tip, y), pointing: Point(1, 0), head: head), width: pen, closed: false))
        }
        return s.design
    }

    /// A loop of two arrows: from the middle of the left side up round a corner and along the
    /// top to a head pointing right, and from the middle of the right side down round a corner
    /// and back along the bottom to a head pointing left; for repeat.1, a "1" in the middle in
    /// lines 0.8 of the pen (a stem and a flag, as tall as the gap between the rows allows less
    /// 0.06 em either side, at least 0.12 em).
    private static func repeatArrows(one: Bool, pen: Double) -> SymbolDesign {
        let (head, top, bottom, tip) = rows(pen: pen), r = pen / 2, corner = 0.2, middle = (top + bottom) / 2
        var s = SymbolSketch(pen: pen)
        let upper = [Point(r, middle + 0.06), Point(r, top), Point(tip - 0.1, top)]
        let lower = [Point(1.1 - r, middle - 0.06), Point(1.1 - r, bottom), Point(1.1 - tip + 0.1, bottom)]
        for (line, direction) in [(upper, Point(1, 0)), (lower, Point(-1, 0))] {
            // With the "1" (a lighter line) the design is a fill, which draws the loop's corners
            // as lines following them in 8 pieces.
            let loop = SymbolOutline.roundedPolyline(line, radius: corner)
            s.draw(one ? .polyline(SymbolOutline.flattened(loop, pieces: 8), width: pen, closed: false)
                       : .curve(loop, width: pen))
            s.draw(.polyline(arrowhead(at: line[2], pointing: direction, head: head), width: pen, closed: false))
        }
        if one {
            let w = pen * 0.8, half = max(bottom - top - pen - 0.12, 0.12) / 2 - w / 2, x = 0.57
            s.draw(.polyline([Point(x - 0.08, middle - half + 0.07), Point(x, middle - half), Point(x, middle + half)],
                             width: w, closed: false))
        }
        return s.design
    }

    /// arrow.up.arrow.down turned onto its side: the arrow pointing left on top, the one
    /// pointing right below it.
    private static func sideways(pen: Double) -> SymbolDesign {
        guard let upDown = named("arrow.up.arrow.down", stroke: pen) else { preconditionFailure("no arrow.up.arrow.down") }
        return upDown.turned(1).mirrored
    }

    /// arrow.counterclockwise's ring (300°, its head at the top pointing left) 0.84 em across
    /// round a clock's hands: one up, one to the right.
    private static func clockArrow(pen: Double) -> SymbolDesign {
        let radius = 0.36, head = 0.17, degree = Double.pi / 180, c = Point(0.5, 0.55)
        let tip = Point(c.x, c.y - radius)
        var s = SymbolSketch(pen: pen)
        s.draw(.arc(center: c, radius: radius, start: -90 * degree, end: 210 * degree, width: pen))
        s.line(tip + Point(head, -head), tip, tip + Point(head, head))
        s.line(Point(c.x, c.y - 0.17), c, Point(c.x + 0.12, c.y + 0.07))
        return s.design
    }

    // MARK: - Bars and panes

    /// line.3.horizontal's three bars (0.86 × 0.6 em), each centred and shorter than the one
    /// above: 0.86, 0.54 and 0.22 em.
    private static func decreasingBars(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.86, height = 0.6
        var s = SymbolSketch(pen: pen)
        for (y, length) in [(r, width), (height / 2, 0.54), (height - r, 0.22)] {
            s.line(Point((width - length) / 2 + r, y), Point((width + length) / 2 - r, y))
        }
        return s.design
    }

    /// The bars in an enclosure `u` across: 0.48, 0.3 and 0.12 of it long, 0.16 of it apart.
    static let decreasingBarsGlyph: InnerGlyph = { c, u, w, _ in
        [(-1.0, 0.24), (0, 0.15), (1, 0.06)].map { row, half in
            let y = c.y + row * 0.16 * u
            return .polyline([Point(c.x - half * u, y), Point(c.x + half * u, y)], width: w, closed: false)
        }
    }

    /// An arrow pointing up to the right in an enclosure `u` across: 0.34 of it along each axis,
    /// its arms 0.26 of it, along the axes.
    static let arrowUpRightGlyph: InnerGlyph = { c, u, w, cut in
        let h = 0.17 * u
        return SymbolGlyph.arrow(from: c + Point(-h, h), to: c + Point(h, -h), head: 0.26 * u / 2.0.squareRoot(), pen: w, cut: cut)
    }

    /// A window 1.2 × 0.9 em with corners of 0.16 em, a divider 0.44 em from its left edge and
    /// three short lines in the pane it makes.
    private static func sidebar(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.2, height = 0.9, divider = 0.44
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, 0), Point(width, 0), Point(width, height), Point(0, height)], radius: 0.16, filled: false)
        s.line(Point(divider, r), Point(divider, height - r))
        for y in [0.26, 0.4, 0.54] { s.line(Point(0.19, y), Point(0.28, y)) }
        return s.design
    }

    /// An octagon 1 em across its flats, its corners rounded 0.1 em, round xmark.circle's cross
    /// (or another of the circles' glyphs).
    static func octagon(glyph: InnerGlyph = xGlyph, filled: Bool, pen: Double) -> SymbolDesign {
        let c = Point(0.5, 0.5), radius = 0.5 / cos(Double.pi / 8)
        let vertices = (0..<8).map { k -> Point in
            let a = Double.pi / 8 + Double(k) * Double.pi / 4
            return c + Point(cos(a), sin(a)) * radius
        }
        var s = SymbolSketch(pen: pen)
        s.shape(vertices, radius: 0.1, filled: filled)
        for mark in glyph(c, 1, pen * innerPenRatio, filled) { s.mark(mark, knockedOut: filled) }
        return s.design
    }

    // MARK: - Grids

    /// Nine dots 0.28 em across on a 0.36 em grid: rings of 0.8 of the pen, or solid.
    private static func dotGrid(filled: Bool, pen: Double) -> SymbolDesign {
        let d = 0.28, step = 0.36, w = pen * 0.8
        var s = SymbolSketch(pen: pen)
        for row in 0..<3 {
            for column in 0..<3 {
                let c = Point(d / 2 + Double(column) * step, d / 2 + Double(row) * step)
                s.draw(filled ? .dot(center: c, diameter: d) : .ring(center: c, radius: d / 2 - w / 2, width: w))
            }
        }
        return s.design
    }

    /// Two bars 1.1 × 0.4 em with corners of 0.12 em, one over the other 0.1 em apart.
    private static func barGrid(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 1.1, height = 0.4
        var s = SymbolSketch(pen: pen)
        for y in [0, height + 0.1] {
            s.shape([Point(0, y), Point(width, y), Point(width, y + height), Point(0, y + height)], radius: 0.12, filled: filled)
        }
        return s.design
    }
}
