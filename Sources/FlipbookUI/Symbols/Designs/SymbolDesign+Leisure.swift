// SymbolDesign+Leisure.swift: eating out, winning and timing: fork.knife, cup.and.saucer,
// trophy, timer, stopwatch and face.smiling.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a fork and a
// knife side by side 0.84 × 1 em, a cup with its handle on a saucer 1 × 0.92 em, a trophy 1 em
// square (a cup with two handles on a stem and a base), the timer's open circle as large as the
// circle, a stopwatch 0.88 × 1 em (a face 0.84 em across under its crown), a smiling face the
// circle. Outlines are lines of the pen; filled forms are solid with their inner lines (the
// stopwatch's hand, the face's eyes and mouth) knocked out.

import Foundation
import Raster

extension SymbolDesign {
    static let leisure: Family = [
        ("fork.knife", { forkKnife(pen: $0) }),
        ("cup.and.saucer", { cupAndSaucer(filled: false, pen: $0) }),
        ("cup.and.saucer.fill", { cupAndSaucer(filled: true, pen: $0) }),
        ("trophy", { trophy(filled: false, pen: $0) }),
        ("trophy.fill", { trophy(filled: true, pen: $0) }),
        ("timer", { timer(pen: $0) }),
        ("stopwatch", { stopwatch(filled: false, pen: $0) }),
        ("stopwatch.fill", { stopwatch(filled: true, pen: $0) }),
        ("face.smiling", { smilingFace(filled: false, pen: $0) }),
        ("face.smiling.fill", { smilingFace(filled: true, pen: $0) }),
        // SF Symbols 3 renamed the filled face; both names draw it.
        ("face.smiling.inverse", { smilingFace(filled: true, pen: $0) }),
    ]

    // MARK: - Table

    /// A fork on the left (three tines joined by a bend over its handle) and a knife on the right
    /// (a solid blade, rounded at the top, over a handle in line with its straight edge).
    private static func forkKnife(pen: Double) -> SymbolDesign {
        let r = pen / 2, fork = 0.2, bend = 0.14, tines = 0.32
        var s = SymbolSketch(pen: pen)
        for x in [fork - bend, fork + bend] { s.line(Point(x, r), Point(x, tines)) }
        s.draw(.arc(center: Point(fork, tines), radius: bend, start: 0, end: .pi, width: pen))
        s.line(Point(fork, r), Point(fork, 1 - r))
        let blade = [Point(0.6, 0.56), Point(0.6, 0.1), Point(0.66, 0), Point(0.8, 0.14), Point(0.84, 0.56)]
        s.draw(.area(SymbolOutline.roundedPolygon(blade, radii: [0.02, 0.06, 0.04, 0.12, 0.02])))
        s.line(Point(0.6 + r, 0.5), Point(0.6 + r, 1 - r))
        return s.design
    }

    /// A cup 0.74 em wide narrowing to a rounded foot, its handle a half ring on the right, on a
    /// saucer as wide as the cup.
    private static func cupAndSaucer(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2
        let cup = [Point(0.06, 0.1), Point(0.8, 0.1), Point(0.76, 0.48), Point(0.6, 0.7), Point(0.26, 0.7), Point(0.1, 0.48)]
        var s = SymbolSketch(pen: pen)
        s.shape(cup, radii: [0.03, 0.03, 0.22, 0.1, 0.1, 0.22], filled: filled)
        s.draw(.arc(center: Point(0.8, 0.3), radius: 0.14, start: -.pi / 2, end: .pi / 2, width: pen))
        s.line(Point(r, 0.92 - r), Point(0.86 - r, 0.92 - r))
        return s.design
    }

    /// A trophy 1 em square: a cup 0.6 em wide tapering to a stem, a handle curling out from each
    /// side of its rim, and a base under the stem.
    private static func trophy(filled: Bool, pen: Double) -> SymbolDesign {
        let cup = [Point(0.2, 0), Point(0.8, 0), Point(0.78, 0.34), Point(0.56, 0.6), Point(0.44, 0.6), Point(0.22, 0.34)]
        var s = SymbolSketch(pen: pen)
        s.shape(cup, radii: [0.04, 0.04, 0.22, 0.06, 0.06, 0.22], filled: filled)
        s.draw(.arc(center: Point(0.2, 0.2), radius: 0.14, start: .pi / 2, end: 1.5 * .pi, width: pen))
        s.draw(.arc(center: Point(0.8, 0.2), radius: 0.14, start: -.pi / 2, end: .pi / 2, width: pen))
        s.line(Point(0.5, 0.58), Point(0.5, 0.8))
        s.shape([Point(0.26, 0.76), Point(0.74, 0.76), Point(0.74, 1), Point(0.26, 1)], radius: 0.06, filled: filled)
        return s.design
    }

    // MARK: - Time

    /// The circle open just right of twelve, a short line pointing in from the opening, and a
    /// hand from a dot at the centre towards half past ten.
    private static func timer(pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2), radius = (d - pen) / 2
        var s = SymbolSketch(pen: pen)
        s.draw(.arc(center: c, radius: radius, start: -.pi / 2 + 0.36, end: 1.5 * .pi, width: pen))
        s.line(Point(c.x, pen / 2), Point(c.x, 0.22))
        let hand = Point(-1, -1) / 2.0.squareRoot()
        s.line(c, c + hand * 0.24)
        s.draw(.dot(center: c, diameter: pen * 1.5))
        return s.design
    }

    /// A stopwatch: a face 0.84 em across under a crown (a stem and a cap), a button at one
    /// o'clock, a hand pointing up from the centre.
    private static func stopwatch(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, radius = 0.42, c = Point(0.44, 1 - radius)
        let button = Point(1, -1) / 2.0.squareRoot(), hand = SymbolMark.polyline([c, c + Point(0, -0.24)], width: pen * innerPenRatio, closed: false)
        var s = SymbolSketch(pen: pen)
        s.line(Point(c.x, c.y - radius), Point(c.x, r))
        s.line(Point(c.x - 0.12, r), Point(c.x + 0.12, r))
        s.line(c + button * (radius + 0.04), c + button * (radius + 0.12))
        if filled {
            s.draw(.dot(center: c, diameter: 2 * radius))
            s.cut(hand)
        } else {
            s.draw(.ring(center: c, radius: radius - r, width: pen))
            s.draw(hand)
        }
        return s.design
    }

    // MARK: - Face

    /// The circle with two upright oval eyes and a smile, an arc of 120° under the centre.
    private static func smilingFace(filled: Bool, pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2), degree = Double.pi / 180
        var features: [SymbolMark] = [.arc(center: c + Point(0, -0.02), radius: 0.25, start: 30 * degree, end: 150 * degree,
                                           width: pen * innerPenRatio)]
        for side in [-1.0, 1] {
            let eye = Rect(x: c.x + side * 0.15 - 0.05, y: c.y - 0.22, width: 0.1, height: 0.16)
            features.append(.area(Raster.Path(ellipseIn: eye)))
        }
        var s = SymbolSketch(pen: pen)
        s.draw(filled ? .dot(center: c, diameter: d) : .ring(center: c, radius: (d - pen) / 2, width: pen))
        for feature in features { s.mark(feature, knockedOut: filled) }
        return s.design
    }
}
