// SymbolDesign+Marks.swift: the line marks: checkmark, xmark, plus, minus, chevrons (and the menu
// picker's pair), ellipsis and the menu and slider bars.
// Follows SF Symbols' regular-weight marks by eye: all lines of the symbol pen with round caps;
// the checkmark is the pinned 0.85 × 0.8 em; xmark (0.7 em) a little smaller than plus (0.8 em);
// chevrons 0.44 × 0.76 em with arms at 45°; the ellipsis dots larger than the pen, as SF's are.
// Every line is inset by half the pen so that the caps reach the box's edges exactly.

import Foundation
import Raster

extension SymbolDesign {
    static let marks: Family = [
        ("checkmark", { checkmark(box: Point(0.85, 0.8), pen: $0) }),
        ("xmark", { xmark(side: 0.7, pen: $0) }),
        ("plus", { plus(side: 0.8, pen: $0) }),
        ("minus", { minus(width: 0.8, pen: $0) }),
        ("chevron.right", { chevronRight(pen: $0) }),
        ("chevron.left", { chevronRight(pen: $0).mirrored }),
        ("chevron.down", { chevronRight(pen: $0).turned(1) }),
        ("chevron.up", { chevronRight(pen: $0).turned(3) }),
        ("chevron.forward", { chevronRight(pen: $0) }),
        ("chevron.backward", { chevronRight(pen: $0).mirrored }),
        ("chevron.up.chevron.down", { chevronsUpDown(pen: $0) }),
        ("ellipsis", { ellipsis(pen: $0) }),
        ("line.3.horizontal", { bars(pen: $0) }),
        ("slider.horizontal.3", { sliders(pen: $0) }),
    ]

    /// The checkmark's centreline in a box, inset by the half width so that caps and the round
    /// join reach the box's edges exactly: the short arm starts 55 % down the left edge, the
    /// vertex sits 37 % across the bottom, the long arm ends at the top-right corner.
    static func checkmarkPoints(box: Point, stroke w: Double, origin: Point = .zero) -> [Point] {
        let r = w / 2
        let x0 = origin.x + r, y0 = origin.y + r, cw = box.x - w, ch = box.y - w
        return [Point(x0, y0 + 0.55 * ch), Point(x0 + 0.37 * cw, y0 + ch), Point(x0 + cw, y0)]
    }

    private static func checkmark(box: Point, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        s.draw(.polyline(checkmarkPoints(box: box, stroke: pen), width: pen, closed: false))
        return s.design
    }

    private static func xmark(side: Double, pen: Double) -> SymbolDesign {
        let lo = pen / 2, hi = side - pen / 2
        var s = SymbolSketch(pen: pen)
        s.line(Point(lo, lo), Point(hi, hi))
        s.line(Point(hi, lo), Point(lo, hi))
        return s.design
    }

    private static func plus(side: Double, pen: Double) -> SymbolDesign {
        let lo = pen / 2, hi = side - pen / 2, mid = side / 2
        var s = SymbolSketch(pen: pen)
        s.line(Point(lo, mid), Point(hi, mid))
        s.line(Point(mid, lo), Point(mid, hi))
        return s.design
    }

    private static func minus(width: Double, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        s.line(Point(pen / 2, pen / 2), Point(width - pen / 2, pen / 2))
        return s.design
    }

    /// A chevron pointing right, 0.44 × 0.76 em.
    private static func chevronRight(pen: Double) -> SymbolDesign {
        let r = pen / 2, w = 0.44, h = 0.76
        var s = SymbolSketch(pen: pen)
        s.line(Point(r, r), Point(w - r, h / 2), Point(r, h - r))
        return s.design
    }

    /// A chevron up above a chevron down, 0.52 × 0.92 em, arms at 45° (a menu picker's mark).
    private static func chevronsUpDown(pen: Double) -> SymbolDesign {
        let r = pen / 2, w = 0.52, h = 0.92, rise = w / 2
        var s = SymbolSketch(pen: pen)
        s.line(Point(r, rise), Point(w / 2, r), Point(w - r, rise))
        s.line(Point(r, h - rise), Point(w / 2, h - r), Point(w - r, h - rise))
        return s.design
    }

    /// Three dots 0.92 em across, each a little larger than the pen (0.166 em at regular).
    private static func ellipsis(pen: Double) -> SymbolDesign {
        let d = max(0.1 + 0.6 * pen, pen), width = 0.92
        let step = (width - d) / 2
        var s = SymbolSketch(pen: pen)
        for i in 0..<3 { s.draw(.dot(center: Point(d / 2 + Double(i) * step, d / 2), diameter: d)) }
        return s.design
    }

    /// Three bars 0.86 em wide, 0.6 em from the top of the first to the bottom of the last.
    private static func bars(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.86, height = 0.6
        var s = SymbolSketch(pen: pen)
        for y in [r, height / 2, height - r] { s.line(Point(r, y), Point(width - r, y)) }
        return s.design
    }

    /// Three tracks 1 em wide, each carrying a round knob (a ring the track runs into) at a
    /// different place.
    private static func sliders(pen: Double) -> SymbolDesign {
        // Rows 0.3 em apart clear a knob 0.1 em in radius (centreline) on the row beside it.
        let r = pen / 2, width = 1.0, knob = 0.1
        let rows: [(y: Double, x: Double)] = [(0.15, 0.68), (0.45, 0.3), (0.75, 0.6)]
        var s = SymbolSketch(pen: pen)
        for row in rows {
            s.line(Point(r, row.y), Point(row.x - knob, row.y))
            s.draw(.ring(center: Point(row.x, row.y), radius: knob, width: pen))
            s.line(Point(row.x + knob, row.y), Point(width - r, row.y))
        }
        return s.design
    }
}
