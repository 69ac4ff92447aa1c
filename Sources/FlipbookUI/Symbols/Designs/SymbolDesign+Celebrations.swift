// SymbolDesign+Celebrations.swift: parties and the home: hands.clap, birthday.cake, party.popper,
// balloon and fan, each in outline and filled forms (hands.clap in outline only for now: two of
// hand.raised.fill's hands, 0.055 em narrower than the outline's, left the pair's boxes apart).
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: two of
// hand.raised's hands at 0.7, leaning together, the right one in front (the left kept 0.06 em
// clear of it), with three short strokes of the clap above them (1.2 × 1.04 em); a cake 1 × 0.62
// em with its icing's wavy edge across it, on a plate line, under three candles with drop flames
// (1.04 em tall); a popper's cone 0.6 em long leaning from the bottom left with confetti (dots,
// dashes, a squiggle) bursting to the top right (1.04 em square); a balloon 0.72 × 0.8 em with
// its knot and a string waving down to 1.2 em; a floor fan 0.84 × 1.06 em, three blades in a
// ring on a stem and a foot. Lines are the pen's, with round caps; filled forms are solid with
// their inner lines knocked out.

import Foundation
import Raster

extension SymbolDesign {
    static let celebrations: Family = [
        ("hands.clap", { clappingHands(pen: $0) }),
        ("birthday.cake", { cake(filled: false, pen: $0) }),
        ("birthday.cake.fill", { cake(filled: true, pen: $0) }),
        ("party.popper", { popper(filled: false, pen: $0) }),
        ("party.popper.fill", { popper(filled: true, pen: $0) }),
        ("balloon", { balloon(filled: false, pen: $0) }),
        ("balloon.fill", { balloon(filled: true, pen: $0) }),
        ("fan", { fan(filled: false, pen: $0) }),
        ("fan.fill", { fan(filled: true, pen: $0) }),
    ]

    // MARK: - Hands

    /// hand.raised at 0.7 twice: leaning 14° right on the left, and in front of it, mirrored and
    /// leaning 14° left, lower and to the right; above them three strokes of the clap.
    private static func clappingHands(pen: Double) -> SymbolDesign {
        let name = "hand.raised", k = 0.7, lean = 14 * Double.pi / 180
        func hand(mirrored: Bool, centre: Point, angle: Double) -> SymbolDesign {
            var design = finished(name, pen: pen)
            if mirrored { design = design.mirrored }
            let box = design.inkBounds
            return design.applying(Transform(translationX: -box.midX, y: -box.midY).concatenating(Transform(rotation: angle))
                .concatenating(Transform(scaleX: k, y: k)).concatenating(Transform(translationX: centre.x, y: centre.y)))
        }
        let back = hand(mirrored: false, centre: Point(0.4, 0.66), angle: lean)
        let front = hand(mirrored: true, centre: Point(0.8, 0.7), angle: -lean)
        var s = inFront(front, of: back, pen: pen)
        let r = pen / 2
        for (from, to) in [(Point(0.46, 0.2), Point(0.42, r)), (Point(0.6, 0.22), Point(0.7, 0.06)),
                           (Point(0.34, 0.26), Point(0.2, 0.14))] {
            s.line(from, to)
        }
        return s.design
    }

    // MARK: - Cake, popper, balloon

    /// A cake 1 × 0.62 em from 0.42 em down, its icing's wavy lower edge a third of the way down
    /// it, standing on a plate line as wide; three candles 0.16 em tall on top with a drop of
    /// flame 0.1 × 0.14 em over each.
    private static func cake(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.0, top = 0.42, bottom = 1.04 - pen
        var s = SymbolSketch(pen: pen)
        let body = [Point(0.04, top), Point(width - 0.04, top), Point(width - 0.04, bottom), Point(0.04, bottom)]
        // The icing's edge: a wave of four dips across the cake (past its sides, filled, so that
        // it parts the solid cake).
        let inset = filled ? -0.1 : 0.04 + r, y = top + 0.24
        let edge = (0...24).map { i -> Point in
            let t = Double(i) / 24
            return Point(inset + t * (width - 2 * inset), y + 0.05 * sin(t * 4 * .pi))
        }
        if filled {
            for piece in solid(body, radius: 0.06, lessLines: [edge], pen: pen) { s.draw(piece) }
        } else {
            s.shape(body, radii: [0.1, 0.1, 0.02, 0.02], filled: false)
            s.draw(.polyline(edge, width: pen, closed: false))
        }
        s.line(Point(r, 1.04 - r), Point(width - r, 1.04 - r))
        for x in [0.26, 0.5, 0.74] {
            s.line(Point(x, top - 0.06 - r), Point(x, top - 0.2))
            s.draw(.area(dropPath(in: Rect(x: x - 0.06, y: 0, width: 0.12, height: 0.16))))
        }
        return s.design
    }

    /// A cone 0.62 em long from its point at the bottom left up to a mouth 0.4 em across facing
    /// the top right, two bands across it (outlined; filled, it is solid); confetti beyond the mouth.
    private static func popper(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, tip = Point(0.02 + r, 1.02 - r), along = Point(1, -1) / 2.0.squareRoot()
        let across = Point(-along.y, along.x), length = 0.66, half = 0.2
        let mouth = tip + along * length
        let cone = [tip - across * 0.03, mouth - across * half, mouth + across * half, tip + across * 0.03]
        var s = SymbolSketch(pen: pen)
        let bands = [0.42, 0.7].map { t -> [Point] in
            let w = half * t + (filled ? 0.1 : -r), c = tip + along * (length * t)
            return [c - across * w, c + across * w]
        }
        if filled {
            // Solid: the cone is too thin to lose its bands and stay more ink than its outline.
            s.shape(cone, radius: 0.04, filled: true)
        } else {
            s.shape(cone, radius: 0.04, filled: false)
            for band in bands { s.draw(.polyline(band, width: pen, closed: false)) }
        }
        // Confetti: two dots, three dashes and a squiggle.
        s.draw(.dot(center: Point(0.72, 0.1), diameter: max(pen * 1.2, 0.1)))
        s.draw(.dot(center: Point(0.96, 0.44), diameter: max(pen * 1.2, 0.1)))
        s.line(Point(0.5, 0.06), Point(0.54, 0.24))
        s.line(Point(0.8, 0.5), Point(0.98, 0.56))
        s.line(Point(0.64, 0.36), Point(0.72, 0.28))
        let squiggle = (0...12).map { i -> Point in
            let t = Double(i) / 12
            return Point(0.78, 0.28) + Point(t * 0.22, -t * 0.22) + Point(1, 1) * (0.035 * sin(t * 2 * .pi))
        }
        s.draw(.polyline(squiggle, width: pen, closed: false))
        return s.design
    }

    /// A balloon 0.72 × 0.8 em, a knot under it 0.14 em wide, and a string waving from the knot
    /// down to 1.2 em.
    private static func balloon(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.4, 0.4)
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(SymbolOutline.polygon(ellipsePoints(c, 0.36, 0.4, pieces: 48))))
        } else {
            s.draw(.polyline(ellipsePoints(c, 0.36 - r, 0.4 - r, pieces: 48), width: pen, closed: true))
        }
        s.draw(.area(SymbolOutline.roundedPolygon([Point(c.x, 0.76), Point(c.x + 0.07, 0.9), Point(c.x - 0.07, 0.9)], radius: 0.02)))
        let string = (0...16).map { i -> Point in
            let t = Double(i) / 16
            return Point(c.x + 0.06 * sin(t * 2 * .pi), 0.9 + t * (0.3 - r))
        }
        s.draw(.polyline(string, width: pen * 0.8, closed: false))
        return s.design
    }

    // MARK: - Fan

    /// A ring 0.84 em across round three blades (ovals from the hub, a third of a turn apart;
    /// outlined or solid) and a hub, on a stem down to a foot 0.56 em wide.
    private static func fan(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.42, 0.42), radius = 0.42 - r
        var s = SymbolSketch(pen: pen)
        s.draw(.ring(center: c, radius: radius, width: pen))
        for k in 0..<3 {
            let a = -Double.pi / 2 + Double(k) * 2 * .pi / 3 + 0.3
            let mid = c + Point(cos(a), sin(a)) * 0.17
            let blade = ellipsePoints(.zero, 0.14, 0.08, pieces: 24).map { p -> Point in
                mid + Point(p.x * cos(a) - p.y * sin(a), p.x * sin(a) + p.y * cos(a))
            }
            if filled {
                s.draw(.area(SymbolOutline.polygon(blade)))
            } else {
                let inner = ellipsePoints(.zero, 0.14 - r * 0.8, max(0.08 - r * 0.8, 0.01), pieces: 24).map { p -> Point in
                    mid + Point(p.x * cos(a) - p.y * sin(a), p.x * sin(a) + p.y * cos(a))
                }
                s.draw(.polyline(inner, width: pen * 0.8, closed: true))
            }
        }
        s.draw(.dot(center: c, diameter: max(0.1, pen * 1.2)))
        s.line(Point(c.x, 0.84), Point(c.x, 1.06 - r))
        s.line(Point(c.x - 0.28 + r, 1.06 - r), Point(c.x + 0.28 - r, 1.06 - r))
        return s.design
    }
}
