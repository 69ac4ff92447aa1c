// SymbolDesign+People.swift: people and hands: person (alone, in a circle, cropped by one) and
// the thumbs-up.
// Follows SF Symbols' regular-weight person by eye: a round head over rounded shoulders with a
// small gap between them (0.84 × 0.95 em); in a circle the shoulders are an arc of a lower circle
// meeting the enclosure, and the filled form knocks head and shoulders out of the disk, keeping a
// rim as wide as the pen. The thumbs-up is a cuff beside a fist with its thumb raised.

import Foundation
import Raster

extension SymbolDesign {
    static let people: Family = [
        ("person", { person(filled: false, pen: $0) }),
        ("person.fill", { person(filled: true, pen: $0) }),
        ("person.circle", { personCircle(filled: false, pen: $0) }),
        ("person.circle.fill", { personCircle(filled: true, pen: $0) }),
        // SF draws the profile placeholder the same way: shoulders cropped by the circle.
        ("person.crop.circle", { personCircle(filled: false, pen: $0) }),
        ("person.crop.circle.fill", { personCircle(filled: true, pen: $0) }),
        ("hand.thumbsup", { thumbsUp(filled: false, pen: $0) }),
        ("hand.thumbsup.fill", { thumbsUp(filled: true, pen: $0) }),
    ]

    /// A head 0.42 em across over shoulders 0.84 em wide and 0.46 em tall.
    private static func person(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.84, head = Point(width / 2, 0.21), headRadius = 0.21
        let body = Rect(x: 0, y: 0.49, width: width, height: 0.46)
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.dot(center: head, diameter: 2 * headRadius))
            s.draw(.area(shouldersPath(in: body)))
        } else {
            s.draw(.ring(center: head, radius: headRadius - r, width: pen))
            s.draw(.curve(shouldersPath(in: body.insetBy(dx: r, dy: r)), width: pen))
        }
        return s.design
    }

    /// Shoulders: a dome over a flat base with rounded corners.
    private static func shouldersPath(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(0, 0.78))
        b.cubic(to: p(0.5, 0), control1: p(0, 0.3), control2: p(0.22, 0))
        b.cubic(to: p(1, 0.78), control1: p(0.78, 0), control2: p(1, 0.3))
        b.quad(to: p(0.84, 1), control: p(1, 1))
        b.line(to: p(0.16, 1))
        b.quad(to: p(0, 0.78), control: p(0, 1))
        b.close()
        return b.path
    }

    /// The circle with a person inside: a head above the centre, shoulders as the arc of a
    /// circle centred below, cut off by the enclosure.
    private static func personCircle(filled: Bool, pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2), r = pen / 2
        let head = c + Point(0, -0.14), headRadius = 0.19
        let shoulders = c + Point(0, 0.6), shoulderRadius = 0.4
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.dot(center: c, diameter: d))
            s.cut(.dot(center: head, diameter: 2 * headRadius))
            s.cut(.area(SymbolOutline.twoDiskRegion(c, d / 2 - pen, shoulders, shoulderRadius, keepOverlap: true)))
        } else {
            let rim = (d - pen) / 2
            s.draw(.ring(center: c, radius: rim, width: pen))
            s.draw(.ring(center: head, radius: headRadius - r, width: pen))
            if let (p, q) = SymbolOutline.crossings(shoulders, shoulderRadius - r, c, rim) {
                // The arc over the top of the lower circle, from its left crossing to its right one.
                let left = p.x < q.x ? p : q, right = p.x < q.x ? q : p
                let start = atan2(left.y - shoulders.y, left.x - shoulders.x)
                let end = atan2(right.y - shoulders.y, right.x - shoulders.x)
                s.draw(.arc(center: shoulders, radius: shoulderRadius - r, start: start, end: end < start ? end + 2 * .pi : end,
                            width: pen))
            }
        }
        return s.design
    }

    /// A thumbs-up 0.98 × 0.96 em: a cuff 0.2 em wide at the left and the fist beside it, its
    /// thumb raised, its fingers' knuckles down the right side.
    private static func thumbsUp(filled: Bool, pen: Double) -> SymbolDesign {
        let cuff = [Point(0, 0.42), Point(0.2, 0.42), Point(0.2, 0.96), Point(0, 0.96)]
        let fist = [Point(0.28, 0.96), Point(0.28, 0.47), Point(0.44, 0.27), Point(0.47, 0.05), Point(0.56, 0),
                    Point(0.65, 0.07), Point(0.62, 0.33), Point(0.9, 0.33), Point(0.98, 0.43), Point(0.95, 0.53),
                    Point(0.97, 0.63), Point(0.93, 0.73), Point(0.94, 0.83), Point(0.85, 0.96)]
        let radii = [0.04, 0.06, 0.04, 0.05, 0.05, 0.05, 0, 0.08, 0.06, 0, 0.05, 0, 0.05, 0.06]
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(cuff, radius: 0.05)))
            s.draw(.area(SymbolOutline.roundedPolygon(fist, radii: radii)))
        } else {
            let r = pen / 2
            s.draw(.rounded(SymbolOutline.offsetPolygon(cuff, by: -r), radius: max(0.05 - r, 0), width: pen))
            s.draw(.roundedPolygon(SymbolOutline.offsetPolygon(fist, by: -r), radii: radii.map { max($0 - r, 0) }, width: pen))
        }
        return s.design
    }
}
