// SymbolDesign+Journeys.swift: going out and about: basket, building.columns,
// airplane.departure and .arrival, sailboat, car.2 and key.horizontal, in outline and filled
// forms where SF Symbols has them.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a basket 1.14 ×
// 0.96 em, its handle an arch over a rim across a body narrowing to its foot, with three slats
// (knocked out when filled); a building 1.1 × 1 em, a pediment over four columns on a step;
// airplane at 0.74 climbing (or coming down) 28° over a runway line 1.2 em long; a sailboat 1 ×
// 1.04 em, a mainsail and a jib either side of the mast over a hull; two of car's cars at 0.78,
// the one in front at the bottom left, the one behind kept 0.06 em clear of it; key lying on
// its side, its bow at the left and its tooth down. Lines are the pen's, with round caps.

import Foundation
import Raster

extension SymbolDesign {
    static let journeys: Family = [
        ("basket", { basket(filled: false, pen: $0) }),
        ("basket.fill", { basket(filled: true, pen: $0) }),
        ("building.columns", { columns(filled: false, pen: $0) }),
        ("building.columns.fill", { columns(filled: true, pen: $0) }),
        ("airplane.departure", { flight(departing: true, pen: $0) }),
        ("airplane.arrival", { flight(departing: false, pen: $0) }),
        ("sailboat", { sailboat(filled: false, pen: $0) }),
        ("sailboat.fill", { sailboat(filled: true, pen: $0) }),
        ("car.2", { twoCars(filled: false, pen: $0) }),
        ("car.2.fill", { twoCars(filled: true, pen: $0) }),
        ("key.horizontal", { finished("key", pen: $0).turned(3).applying(Transform(scaleX: 1, y: -1)) }),
        ("key.horizontal.fill", { finished("key.fill", pen: $0).turned(3).applying(Transform(scaleX: 1, y: -1)) }),
    ]

    /// A handle arching 0.3 em over a rim 1.14 × 0.16 em, and under the rim the body, 1.02 em wide
    /// narrowing to 0.84 em at its foot, with three slats down it.
    private static func basket(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.14, rimTop = 0.34, rimBottom = 0.5, foot = 0.96, c = Point(width / 2, rimTop)
        var s = SymbolSketch(pen: pen)
        s.draw(.arc(center: c, radius: 0.32 - r, start: .pi, end: 2 * .pi, width: pen))
        s.shape([Point(0, rimTop), Point(width, rimTop), Point(width, rimBottom), Point(0, rimBottom)], radius: 0.07, filled: filled)
        let body = [Point(0.06, rimBottom + (filled ? 0.05 : -pen)), Point(width - 0.06, rimBottom + (filled ? 0.05 : -pen)),
                    Point(width - 0.15, foot), Point(0.15, foot)]
        s.shape(body, radii: [0, 0, 0.08, 0.08], filled: filled)
        for x in [0.37, 0.57, 0.77] {
            let spread = (x - 0.57) * 0.3
            s.mark(.polyline([Point(x, rimBottom + 0.14), Point(x - spread, foot - 0.14)], width: pen * 0.8, closed: false),
                   knockedOut: filled)
        }
        return s.design
    }

    /// A pediment (a low triangle 1.1 em wide, 0.3 em tall) over an architrave, four columns,
    /// and a step 1.1 em wide at the bottom.
    private static func columns(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.1
        var s = SymbolSketch(pen: pen)
        s.shape([Point(width / 2, 0), Point(width, 0.28), Point(width, 0.36), Point(0, 0.36), Point(0, 0.28)],
                radii: [0.06, 0.04, 0.02, 0.02, 0.04], filled: filled)
        let column = filled ? 0.13 : pen
        for i in 0..<4 {
            let x = 0.17 + Double(i) * (width - 0.34) / 3
            s.draw(.polyline([Point(x, 0.36 + 0.06 + column / 2), Point(x, 0.86 - 0.06 - column / 2)], width: column, closed: false))
        }
        s.shape([Point(0, 0.86), Point(width, 0.86), Point(width, 1), Point(0, 1)], radius: 0.04, filled: filled)
        _ = r
        return s.design
    }

    /// airplane at 0.74 about its middle, turned 28° nose up (or down), over a runway line.
    private static func flight(departing: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, k = 0.74, angle = (departing ? -28 : 28) * Double.pi / 180
        let plane = finished("airplane", pen: pen), box = plane.inkBounds
        let moved = plane.applying(Transform(translationX: -box.midX, y: -box.midY).concatenating(Transform(rotation: angle))
            .concatenating(Transform(scaleX: k, y: k)).concatenating(Transform(translationX: 0.6, y: 0.42)))
        var s = SymbolSketch(pen: pen)
        for (mark, isCut) in pieces(of: moved) { s.mark(mark, knockedOut: isCut) }
        s.line(Point(r, 1.04 - r), Point(1.2 - r, 1.04 - r))
        return s.design
    }

    /// A mast 0.8 em tall with a mainsail (a tall triangle) on its right and a jib (a lower one)
    /// on its left, over a hull 1 em wide whose ends slope in to its keel.
    private static func sailboat(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, mast = 0.46
        var s = SymbolSketch(pen: pen)
        s.shape([Point(mast + 0.08, 0), Point(0.98, 0.66), Point(mast + 0.08, 0.66)], radii: [0.04, 0.04, 0.02], filled: filled)
        s.shape([Point(mast - 0.06, 0.12), Point(mast - 0.06, 0.66), Point(0.06, 0.66)], radii: [0.04, 0.02, 0.04], filled: filled)
        s.shape([Point(0, 0.76), Point(1, 0.76), Point(0.84, 1.04), Point(0.16, 1.04)], radii: [0.04, 0.04, 0.08, 0.08], filled: filled)
        _ = r
        return s.design
    }

    /// car at 0.78 in front at the bottom left and another behind it, 0.22 em up and to the
    /// right, kept clear of it.
    private static func twoCars(filled: Bool, pen: Double) -> SymbolDesign {
        let name = filled ? "car.fill" : "car"
        let front = placed(name, scale: 0.78, at: Point(0, 0.26), pen: pen)
        let back = placed(name, scale: 0.78, at: Point(0.3, 0), pen: pen)
        return inFront(front, of: back, pen: pen).design
    }
}
