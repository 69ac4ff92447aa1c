// SymbolDesign+Badges.swift: marks on shields and badges on symbols, and arrows in pairs:
// checkmark.shield, exclamationmark.shield, exclamationmark.octagon, calendar.badge.clock,
// arrow.up.left.and.arrow.down.right (and its inward pair) and arrow.2.squarepath, in outline and
// filled forms where SF Symbols has them (info.square comes with the enclosures).
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: lock.shield's
// shield 0.84 × 1 em round the circles' checkmark or exclamation mark at 0.8 of the circle (0.9 of
// the pen, knocked out when filled); xmark.octagon's octagon round the exclamation mark; calendar
// with clock at 0.56 in front of its lower right corner, the calendar kept 0.06 em clear of it
// (1.1 × 1.04 em); two of arrow.up.right's arrows in a 0.92 em square, out from its middle to
// the corners (or in from the corners, their heads 0.1 em either side of the middle); two
// right-angled arrows 1.04 × 0.84 em chasing round a square, each with a solid head, as
// arrow.triangle.2.circlepath's are round a circle. Lines are the pen's, with round caps.

import Foundation
import Raster

extension SymbolDesign {
    static let badges: Family = [
        ("checkmark.shield", { markedShield(checkGlyph, filled: false, pen: $0) }),
        ("checkmark.shield.fill", { markedShield(checkGlyph, filled: true, pen: $0) }),
        ("exclamationmark.shield", { markedShield(exclamationGlyph, filled: false, pen: $0) }),
        ("exclamationmark.shield.fill", { markedShield(exclamationGlyph, filled: true, pen: $0) }),
        ("exclamationmark.octagon", { octagon(glyph: exclamationGlyph, filled: false, pen: $0) }),
        ("exclamationmark.octagon.fill", { octagon(glyph: exclamationGlyph, filled: true, pen: $0) }),
        ("calendar.badge.clock", { calendarClock(pen: $0) }),
        ("arrow.up.left.and.arrow.down.right", { diagonalPair(outwards: true, pen: $0) }),
        ("arrow.down.right.and.arrow.up.left", { diagonalPair(outwards: false, pen: $0) }),
        ("arrow.2.squarepath", { squarePath(pen: $0) }),
    ]

    /// The shield 0.84 × 1 em (solid, or a line of the pen just inside its edge) round a glyph
    /// at 0.8 of the circle, centred a little above the shield's middle.
    private static func markedShield(_ glyph: InnerGlyph, filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.84
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(shieldPath(in: Rect(x: 0, y: 0, width: width, height: 1))))
        } else {
            let line = SymbolOutline.flattened(shieldPath(in: Rect(x: r, y: r, width: width - pen, height: 1 - pen)), pieces: 8)
            s.draw(.polyline(line, width: pen, closed: true))
        }
        for mark in glyph(Point(width / 2, 0.47), 0.8, pen * innerPenRatio, filled) { s.mark(mark, knockedOut: filled) }
        return s.design
    }

    /// calendar with clock at 0.56 in front of its lower right corner.
    private static func calendarClock(pen: Double) -> SymbolDesign {
        let clock = placed("clock", scale: 0.56, at: Point(0.54, 0.48), pen: pen)
        return inFront(clock, of: finished("calendar", pen: pen), pen: pen).design
    }

    /// Two arrows along the diagonal of a 0.92 em square: out from 0.06 em either side of its
    /// middle to the top-left and bottom-right corners, or in from those corners to heads 0.1 em
    /// either side of the middle.
    private static func diagonalPair(outwards: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, side = 0.92, c = Point(side / 2, side / 2), head = 0.2
        let corner = c - Point(1, 1) * (side / 2 - r), near = c - Point(1, 1) * (outwards ? 0.06 : 0.1)
        var s = SymbolSketch(pen: pen)
        for turn in [0.0, 1] {
            let flip = { (p: Point) in turn == 0 ? p : Point(side - p.x, side - p.y) }
            let (from, to) = outwards ? (flip(near), flip(corner)) : (flip(corner), flip(near))
            for mark in SymbolGlyph.arrow(from: from, to: to, head: head, pen: pen, cut: false) { s.draw(mark) }
        }
        return s.design
    }

    /// Two right-angled arrows round a square 1.04 × 0.84 em: one up the left side from below
    /// its middle and along the top to a solid head at the right, the other the same turned half
    /// a turn.
    private static func squarePath(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.04, height = 0.84, half = 0.12, length = 0.18, bend = 0.14
        var s = SymbolSketch(pen: pen)
        for turn in [0.0, 1] {
            let flip = { (p: Point) in turn == 0 ? p : Point(width - p.x, height - p.y) }
            let tipX = width - r - 0.06
            let line = SymbolOutline.roundedPolyline([Point(r, height * 0.56), Point(r, half), Point(tipX - length, half)].map(flip),
                                                     radius: bend)
            s.draw(.polyline(PathSubpath.split(line).first?.samples(pieces: 8) ?? [], width: pen, closed: false))
            let tip = flip(Point(tipX, half)), base = flip(Point(tipX - length, half))
            let n = Point(0, turn == 0 ? half : -half)
            s.draw(.area(SymbolOutline.roundedPolygon([base - n, tip, base + n], radius: 0.03)))
        }
        return s.design
    }
}
