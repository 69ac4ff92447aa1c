// SymbolDesign+Rings.swift: round signs drawn from rings: nosign (a ring crossed by a slash),
// target (rings round a dot), scope (a ring with cross hairs) and atom (three orbits round a
// nucleus), each in the one form SF Symbols has.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: nosign and
// target are the circle itself; scope's ring is 0.7 em across in a 1 em square reached by its
// cross hairs; atom's orbits are ellipses 1 × 0.38 em, one lying flat and two turned 60° either
// way, round a nucleus a little larger than the pen. Lines are the pen's; target's inner ring
// is no heavier than 0.12 em and its dot shrinks at heavy weights, so that both keep their gaps.

import Foundation
import Raster

extension SymbolDesign {
    static let rings: Family = [
        ("nosign", { noSign(pen: $0) }),
        ("target", { target(pen: $0) }),
        ("scope", { scope(pen: $0) }),
        ("atom", { atom(pen: $0) }),
    ]

    /// The circle with a slash from its top left to its bottom right, ring to ring.
    private static func noSign(pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2), radius = (d - pen) / 2
        let reach = Point(1, 1) * (radius / 2.0.squareRoot())
        var s = SymbolSketch(pen: pen)
        s.draw(.ring(center: c, radius: radius, width: pen))
        s.line(c - reach, c + reach)
        return s.design
    }

    /// The circle round a second ring and a dot, the gaps between them equal.
    private static func target(pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2), inner = min(pen, 0.12)
        let dot = 0.09 - max(pen - 0.15, 0) * 0.4
        let gap = (d / 2 - pen - inner - dot) / 2
        var s = SymbolSketch(pen: pen)
        s.draw(.ring(center: c, radius: (d - pen) / 2, width: pen))
        s.draw(.ring(center: c, radius: dot + gap + inner / 2, width: inner))
        s.draw(.dot(center: c, diameter: 2 * dot))
        return s.design
    }

    /// A ring 0.7 em across (to its outer edge) and four cross hairs, from the edges of a 1 em
    /// square in through the ring to 0.2 em from the middle.
    private static func scope(pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.5, 0.5)
        var s = SymbolSketch(pen: pen)
        s.draw(.ring(center: c, radius: 0.35 - r, width: pen))
        for d in [Point(0, -1), Point(1, 0), Point(0, 1), Point(-1, 0)] {
            s.line(c + d * (0.5 - r), c + d * 0.2)
        }
        return s.design
    }

    /// Three orbits (ellipses 1 × 0.38 em to their lines' outer edges, as lines of the pen
    /// following them in 48 pieces) at 0° and ±60°, round a nucleus 0.08 em wider than the pen.
    private static func atom(pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.5, 0.45), a = 0.5 - r, b = 0.19 - r
        var s = SymbolSketch(pen: pen)
        for tilt in [0.0, 60, -60] {
            let t = tilt * .pi / 180, u = Point(cos(t), sin(t)), v = Point(-sin(t), cos(t))
            let orbit = (0..<48).map { k -> Point in
                let phi = Double(k) * 2 * .pi / 48
                return c + u * (a * cos(phi)) + v * (b * sin(phi))
            }
            s.draw(.polyline(orbit, width: pen, closed: true))
        }
        s.draw(.dot(center: c, diameter: pen + 0.08))
        return s.design
    }
}
