// SymbolDesign+Gadgets.swift: devices and tools: airpods, ipad, macbook, display, computermouse,
// gearshape.2, wrench.adjustable and screwdriver, in outline and filled forms where SF Symbols has
// them.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: two earbuds 1.04
// × 0.96 em, each a round head with its stem hanging from its inner side; a tablet 0.86 × 1.14 em;
// a laptop 1.28 × 0.84 em, its screen 1 em wide over a base with a notch; a monitor 1.2 × 1 em, a
// screen on a short stand with a foot; a mouse 0.62 × 1 em with its wheel at the top; gearshape at
// 0.72 in front at the bottom left and at 0.5 behind at the top right, kept 0.06 em clear of it;
// an adjustable wrench and a screwdriver each 1.2 em long leaning 45°. Lines are the pen's, with
// round caps; filled forms are solid with their inner lines knocked out.

import Foundation
import Raster

extension SymbolDesign {
    static let gadgets: Family = [
        ("airpods", { airPods(pen: $0) }),
        ("ipad", { tablet(pen: $0) }),
        ("macbook", { macBook(pen: $0) }),
        ("display", { display(pen: $0) }),
        ("computermouse", { mouse(filled: false, pen: $0) }),
        ("computermouse.fill", { mouse(filled: true, pen: $0) }),
        ("gearshape.2", { twoGears(filled: false, pen: $0) }),
        ("gearshape.2.fill", { twoGears(filled: true, pen: $0) }),
        ("wrench.adjustable", { adjustableWrench(filled: false, pen: $0) }),
        ("wrench.adjustable.fill", { adjustableWrench(filled: true, pen: $0) }),
        ("screwdriver", { screwdriver(filled: false, pen: $0) }),
        ("screwdriver.fill", { screwdriver(filled: true, pen: $0) }),
    ]

    /// A rectangle's corners, clockwise from the top left.
    private static func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [Point] {
        [Point(x, y), Point(x + width, y), Point(x + width, y + height), Point(x, y + height)]
    }

    /// Two earbuds, mirror images: a head 0.4 em across at the top, its stem 0.15 em wide
    /// hanging from its inner side down to 0.96 em (outlined with the pen).
    private static func airPods(pen: Double) -> SymbolDesign {
        let r = pen / 2, head = 0.2, width = 1.04
        var s = SymbolSketch(pen: pen)
        for side in [0.0, 1] {
            let x = { (v: Double) in side == 0 ? v : width - v }
            let c = Point(x(head), head)
            s.draw(.ring(center: c, radius: head - r, width: pen))
            let stem = x(0.33)
            let hull = SymbolOutline.flattened(SymbolOutline.disk(c, diameter: 2 * head - pen), pieces: 8)
            let outline = [Point(stem - 0.075 + r, 0.2), Point(stem - 0.075 + r, 0.96 - 0.075),
                           Point(stem, 0.96 - r), Point(stem + 0.075 - r, 0.96 - 0.075), Point(stem + 0.075 - r, 0.2)]
            for part in SymbolGlyph.parts(of: outline, outside: hull) { s.draw(.polyline(part, width: pen, closed: false)) }
        }
        return s.design
    }

    /// A tablet 0.86 × 1.14 em with corners of 0.14 em and a dot of a camera at the top.
    private static func tablet(pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        s.shape(box(0, 0, 0.86, 1.14), radius: 0.14, filled: false)
        s.line(Point(0.43, pen + 0.05))
        return s.design
    }

    /// A screen 1 × 0.7 em with corners of 0.08 em over a base 1.28 em wide, a notch 0.28 em
    /// wide dipping in its middle.
    private static func macBook(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.28, inset = 0.14, base = 0.84 - r
        var s = SymbolSketch(pen: pen)
        s.shape(box(inset, 0, width - 2 * inset, 0.7), radii: [0.08, 0.08, 0, 0], filled: false)
        s.line(Point(r, base), Point(width / 2 - 0.14, base))
        s.line(Point(width / 2 + 0.14, base), Point(width - r, base))
        s.line(Point(width / 2 - 0.14, base), Point(width / 2 - 0.1, base - 0.04), Point(width / 2 + 0.1, base - 0.04),
               Point(width / 2 + 0.14, base))
        return s.design
    }

    /// A screen 1.2 × 0.78 em with corners of 0.1 em on a stand down to a foot 0.4 em wide.
    private static func display(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.2
        var s = SymbolSketch(pen: pen)
        s.shape(box(0, 0, width, 0.78), radius: 0.1, filled: false)
        s.line(Point(width / 2, 0.78), Point(width / 2, 1 - r))
        s.line(Point(width / 2 - 0.2 + r, 1 - r), Point(width / 2 + 0.2 - r, 1 - r))
        return s.design
    }

    /// A mouse 0.62 × 1 em, rounder at the top, its wheel a short line down from 0.18 em.
    private static func mouse(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 0.62
        var s = SymbolSketch(pen: pen)
        s.shape(box(0, 0, width, 1), radii: [0.31, 0.31, 0.24, 0.24], filled: filled)
        s.mark(.polyline([Point(width / 2, 0.2), Point(width / 2, 0.34)], width: pen, closed: false), knockedOut: filled)
        return s.design
    }

    /// gearshape at 0.72 at the bottom left in front of gearshape at 0.5 at the top right.
    private static func twoGears(filled: Bool, pen: Double) -> SymbolDesign {
        let name = filled ? "gearshape.fill" : "gearshape"
        let front = placed(name, scale: 0.72, at: Point(0, 0.34), pen: pen)
        let back = placed(name, scale: 0.5, at: Point(0.58, 0), pen: pen)
        return inFront(front, of: back, gap: 0.05, pen: pen).design
    }

    /// An adjustable wrench drawn upright, its head at the top: a head 0.52 em wide with a jaw
    /// 0.18 em wide cut 0.22 em into its top, over a handle 0.22 em wide (a slot in it, outlined);
    /// 1.2 em long, leant 45° to the right.
    private static func adjustableWrench(filled: Bool, pen: Double) -> SymbolDesign {
        let outline = [Point(-0.26, 0), Point(-0.09, 0), Point(-0.09, 0.22), Point(0.09, 0.22), Point(0.09, 0.08),
                       Point(0.26, 0.08), Point(0.26, 0.4), Point(0.11, 0.5), Point(0.11, 1.2), Point(-0.11, 1.2),
                       Point(-0.11, 0.5), Point(-0.26, 0.4)]
        var s = SymbolSketch(pen: pen)
        s.shape(outline, radii: [0.05, 0.02, 0, 0, 0.02, 0.05, 0.06, 0, 0.11, 0.11, 0, 0.06], filled: filled)
        // The handle's slot shows on the outline; the solid handle is too narrow to lose it.
        if !filled { s.draw(.polyline([Point(0, 0.78), Point(0, 1.02)], width: pen * 0.8, closed: false)) }
        return s.design.applying(Transform(rotation: Double.pi / 4))
    }

    /// A screwdriver drawn upright, its tip at the top: a shaft 0.5 em long of the pen's width
    /// with a flat tip, on a handle 0.3 × 0.64 em (two grooves, outlined); leant 45° to the right.
    private static func screwdriver(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, shaft = max(pen, 0.1)
        var s = SymbolSketch(pen: pen)
        s.draw(.polyline([Point(0, shaft / 2 + 0.02), Point(0, 0.6)], width: shaft, closed: false))
        s.shape(box(-0.15, 0.56, 0.3, 0.64), radii: [0.08, 0.08, 0.15, 0.15], filled: filled)
        // The grooves show on the outline; the solid handle is too narrow to lose them.
        for x in [-0.05, 0.05] where !filled {
            s.draw(.polyline([Point(x, 0.72), Point(x, 1.04)], width: pen * 0.7, closed: false))
        }
        _ = r
        return s.design.applying(Transform(rotation: Double.pi / 4))
    }
}
