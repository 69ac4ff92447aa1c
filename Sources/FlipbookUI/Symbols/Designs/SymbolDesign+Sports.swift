// SymbolDesign+Sports.swift: games and balls: sportscourt, soccerball, basketball and
// tennis.racket, in outline and filled forms where SF Symbols has them.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a court seen
// from above 1.2 × 0.8 em (a halfway line, a centre circle, a key at each end); the balls the
// circle, the football with a solid pentagon in its middle, seams out from its corners and
// patches round the rim, the basketball with a line down and across its middle and a seam
// bowing in either side; a racket 1.22 em long leaning 45° (0.98 em square), its head an oval
// strung with thin lines 0.55 of the pen, its throat a V down to a handle 1.5 pens wide.
// Outlines are lines of the pen (the basketball's seams, inside its circle, 0.9 of it, as the
// enclosures' glyphs are); filled forms are solid, their markings and seams taken out as gaps 0.6
// of the pen wide that part them into pieces.

import Foundation
import Raster

extension SymbolDesign {
    static let sports: Family = [
        ("sportscourt", { court(filled: false, pen: $0) }),
        ("sportscourt.fill", { court(filled: true, pen: $0) }),
        ("soccerball", { soccerBall(pen: $0) }),
        ("basketball", { basketball(filled: false, pen: $0) }),
        ("basketball.fill", { basketball(filled: true, pen: $0) }),
        ("tennis.racket", { racket(pen: $0) }),
    ]

    /// The gap a filled form's markings leave, as a share of the pen.
    static let markingGap = 0.6

    /// A solid convex outline less the lines, or the outline and the lines drawn with the pen.
    private static func marked(_ outline: [Point], radius: Double, lines: [[Point]], filled: Bool, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        if filled {
            let solid = SymbolOutline.flattened(SymbolOutline.roundedPolygon(outline, radius: radius), pieces: 8)
            for piece in SymbolGlyph.pieces(of: solid, lessLines: lines, clear: pen * markingGap / 2) {
                s.draw(.area(SymbolOutline.polygon(piece)))
            }
        } else {
            s.shape(outline, radius: radius, filled: false)
            for line in lines { s.draw(.polyline(line, width: pen, closed: false)) }
        }
        return s.design
    }

    /// Points round a circle, `pieces` of them, clockwise from 3 o'clock.
    private static func circlePoints(_ c: Point, radius: Double, pieces: Int) -> [Point] {
        (0..<pieces).map { k in
            let a = Double(k) * 2 * .pi / Double(pieces)
            return c + Point(cos(a), sin(a)) * radius
        }
    }

    // MARK: - Court

    /// A court 1.2 × 0.8 em with corners of 0.1 em: a halfway line, a centre circle 0.26 em
    /// across its line, and at each end a key 0.36 em wide reaching 0.22 em in. The filled form's
    /// lines reach past the edge, so that they part it.
    private static func court(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.2, height = 0.8, c = Point(width / 2, height / 2)
        let edge = filled ? -0.1 : r
        var lines = [[Point(c.x, edge), Point(c.x, height - edge)]]
        let ring = circlePoints(c, radius: 0.13, pieces: 32)
        lines.append(ring + [ring[0]])
        for side in [0.0, 1] {
            let x = { (v: Double) in side == 0 ? v : width - v }
            lines.append([Point(x(edge), 0.22), Point(x(0.22), 0.22), Point(x(0.22), 0.58), Point(x(edge), 0.58)])
        }
        let outline = [Point(0, 0), Point(width, 0), Point(width, height), Point(0, height)]
        return marked(outline, radius: 0.1, lines: lines, filled: filled, pen: pen)
    }

    // MARK: - Balls

    /// The football: the circle, a pentagon 0.4 em across its corners in the middle (point up),
    /// and out from each corner a seam to a patch on the rim: a wedge whose point is 0.3 em
    /// from the middle, spreading to the rim over 40°.
    private static func soccerBall(pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2), radius = (d - pen) / 2, degree = Double.pi / 180
        func at(_ angle: Double, _ distance: Double) -> Point {
            c + Point(cos(angle * degree), sin(angle * degree)) * distance
        }
        var s = SymbolSketch(pen: pen)
        s.draw(.ring(center: c, radius: radius, width: pen))
        let corners = (0..<5).map { at(-90 + Double($0) * 72, 0.2) }
        s.draw(.area(SymbolOutline.roundedPolygon(corners, radius: 0.03)))
        for k in 0..<5 {
            let a = -90 + Double(k) * 72
            s.line(corners[k], at(a, 0.32))
            s.draw(.area(SymbolOutline.roundedPolygon([at(a, 0.3), at(a + 17, 0.37), at(a + 20, radius), at(a - 20, radius),
                                                      at(a - 17, 0.37)], radius: 0.02)))
        }
        return s.design
    }

    /// The basketball: the circle, a line down and a line across its middle, and on each side a
    /// seam bowing in towards the middle (an arc of a circle 0.62 em in radius whose centre is
    /// 0.9 em out from the middle on its side), rim to rim.
    private static func basketball(filled: Bool, pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2), radius = (d - pen) / 2
        let reach = filled ? d / 2 + 0.1 : radius
        var lines = [[c - Point(0, reach), c + Point(0, reach)], [c - Point(reach, 0), c + Point(reach, 0)]]
        for side in [-1.0, 1] {
            let centre = c + Point(side * 0.9, 0), seam = 0.62
            guard let (p, q) = SymbolOutline.crossings(c, reach, centre, seam) else { continue }
            // The arc between the crossings through the side away from its centre.
            let mid = side < 0 ? 0 : Double.pi
            let offsets = [p, q].map { point -> Double in
                let a = atan2(point.y - centre.y, point.x - centre.x) - mid
                return atan2(sin(a), cos(a))
            }
            let start = mid + offsets.min()!, end = mid + offsets.max()!
            lines.append((0...24).map { k in
                let a = start + (end - start) * Double(k) / 24
                return centre + Point(cos(a), sin(a)) * seam
            })
        }
        var s = SymbolSketch(pen: pen)
        if filled {
            let disc = circlePoints(c, radius: d / 2, pieces: 64)
            for piece in SymbolGlyph.pieces(of: disc, lessLines: lines, clear: pen * markingGap / 2) {
                s.draw(.area(SymbolOutline.polygon(piece)))
            }
        } else {
            s.draw(.ring(center: c, radius: radius, width: pen))
            for line in lines { s.draw(.polyline(line, width: pen * innerPenRatio, closed: false)) }
        }
        return s.design
    }

    // MARK: - Racket

    /// A racket drawn upright, its head at the top, and turned 45° to the right: a head 0.5 ×
    /// 0.66 em (an oval followed in 48 pieces) strung with two strings down and three across,
    /// a throat from the head's lower sides to the handle's top 0.14 em below it, and a handle
    /// 0.48 em long.
    private static func racket(pen: Double) -> SymbolDesign {
        let r = pen / 2, a = 0.25 - r, b = 0.33 - r, string = pen * 0.55
        let grip = pen * 1.5, neck = Point(0, b + 0.14), end = Point(0, b + 0.62 - grip / 2)
        func onHead(_ phi: Double) -> Point { Point(a * cos(phi), b * sin(phi)) }
        var s = SymbolSketch(pen: pen)
        s.draw(.polyline((0..<48).map { onHead(Double($0) * 2 * .pi / 48) }, width: pen, closed: true))
        for x in [-0.06, 0.06] {
            let y = b * (1 - x * x / (a * a)).squareRoot()
            s.draw(.polyline([Point(x, -y), Point(x, y)], width: string, closed: false))
        }
        for y in [-0.12, 0.0, 0.12] {
            let x = a * (1 - y * y / (b * b)).squareRoot()
            s.draw(.polyline([Point(-x, y), Point(x, y)], width: string, closed: false))
        }
        for side in [-1.0, 1] {
            s.line(onHead(.pi / 2 - side * 0.5), neck)
        }
        s.draw(.polyline([neck, end], width: grip, closed: false))
        return s.design.applying(Transform(rotation: Double.pi / 4))
    }
}
