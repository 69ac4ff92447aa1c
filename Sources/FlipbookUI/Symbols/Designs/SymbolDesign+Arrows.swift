// SymbolDesign+Arrows.swift: the arrows: the four straight ones, the four diagonal ones, the
// circular reload arrows, and rotate.right (an arrow turning over a square).
// Follows SF Symbols' regular-weight arrows by eye: a shaft and an open head of two arms at 45°,
// all lines of the symbol pen with round caps and joins; arrow.right is 0.86 × 0.74 em,
// arrow.clockwise a three-quarter-and-more circle (300°) 0.83 em across with its head at the top;
// rotate.right 1 em square, its square outlined or solid, its arrow a line either way.

import Foundation
import Raster

extension SymbolDesign {
    static let arrows: Family = [
        ("arrow.right", { arrowRight(pen: $0) }),
        ("arrow.left", { arrowRight(pen: $0).mirrored }),
        ("arrow.down", { arrowRight(pen: $0).turned(1) }),
        ("arrow.up", { arrowRight(pen: $0).turned(3) }),
        ("arrow.forward", { arrowRight(pen: $0) }),
        ("arrow.backward", { arrowRight(pen: $0).mirrored }),
        ("arrow.up.right", { arrowUpRight(pen: $0) }),
        ("arrow.down.right", { arrowUpRight(pen: $0).turned(1) }),
        ("arrow.down.left", { arrowUpRight(pen: $0).turned(2) }),
        ("arrow.up.left", { arrowUpRight(pen: $0).turned(3) }),
        ("arrow.clockwise", { arrowClockwise(pen: $0) }),
        ("arrow.counterclockwise", { arrowClockwise(pen: $0).mirrored }),
        ("rotate.right", { rotateRight(filled: false, pen: $0) }),
        ("rotate.right.fill", { rotateRight(filled: true, pen: $0) }),
    ]

    /// 0.86 em long, the head 0.74 em tall.
    private static func arrowRight(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.86, height = 0.74
        var s = SymbolSketch(pen: pen)
        for mark in SymbolGlyph.arrow(from: Point(r, height / 2), to: Point(width - r, height / 2),
                                      head: height / 2 - r, pen: pen, cut: false) {
            s.draw(mark)
        }
        return s.design
    }

    /// A diagonal arrow in a 0.74 em square, its arms along the square's top and right sides.
    private static func arrowUpRight(pen: Double) -> SymbolDesign {
        let r = pen / 2, side = 0.74, arm = 0.42
        var s = SymbolSketch(pen: pen)
        for mark in SymbolGlyph.arrow(from: Point(r, side - r), to: Point(side - r, r),
                                      head: arm / 2.0.squareRoot(), pen: pen, cut: false) {
            s.draw(mark)
        }
        return s.design
    }

    /// An arc of 300° around the centre, from 2 o'clock clockwise to 12 o'clock, where a head of
    /// two arms points along the arc.
    private static func arrowClockwise(pen: Double) -> SymbolDesign {
        let radius = 0.36, head = 0.17
        let c = Point(0.43, 0.55)
        let degree = Double.pi / 180
        let tip = Point(c.x, c.y - radius)
        var s = SymbolSketch(pen: pen)
        s.draw(.arc(center: c, radius: radius, start: -30 * degree, end: 270 * degree, width: pen))
        s.line(tip + Point(-head, -head), tip, tip + Point(-head, head))
        return s.design
    }

    /// A rounded square 0.62 em at the bottom left of a 1 em box and over it an arrow turning
    /// clockwise: an arc of 145° (its centreline 0.3 em out at the regular pen) from above the
    /// square's left half over to its right, where a head of two arms points down.
    private static func rotateRight(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, side = 0.62, head = 0.15, c = Point(0.5, 0.355), radius = 0.355 - r
        let degree = Double.pi / 180, tip = Point(c.x + radius, c.y)
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, 1 - side), Point(side, 1 - side), Point(side, 1), Point(0, 1)], radius: 0.12, filled: filled)
        s.draw(.arc(center: c, radius: radius, start: 215 * degree, end: 360 * degree, width: pen))
        s.line(tip + Point(-head, -head), tip, tip + Point(head, -head))
        return s.design
    }
}
