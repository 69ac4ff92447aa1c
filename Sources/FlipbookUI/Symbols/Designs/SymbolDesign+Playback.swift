// SymbolDesign+Playback.swift: playing and picturing: play.rectangle, playpause, goforward.10 and
// .15, gobackward.10 and .15, camera.aperture and photo.stack, in outline and filled forms where
// SF Symbols has them.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a rounded
// rectangle 1.2 × 0.84 em round play.circle's triangle (solid in the outline, knocked out of the
// fill); play's triangle at 0.7 beside pause's bars at 0.7 (1.1 × 0.59 em); arrow.clockwise's arc
// grown to a ring 0.98 em across, open at the top left, its head at the top, round the seconds as
// digits 0.38 em tall, 0.8 of the pen (mirrored, the arc only, for going back); a ring round six blades meeting
// in a hexagon; photo at 0.86 under the tops of two more behind it, as rectangle.stack's are.
// Lines are the pen's, with round caps.

import Foundation
import Raster

extension SymbolDesign {
    static let playback: Family = [
        ("play.rectangle", { playRectangle(filled: false, pen: $0) }),
        ("play.rectangle.fill", { playRectangle(filled: true, pen: $0) }),
        ("playpause", { playPause(filled: false, pen: $0) }),
        ("playpause.fill", { playPause(filled: true, pen: $0) }),
        ("goforward.10", { skip(forward: true, seconds: "10", pen: $0) }),
        ("goforward.15", { skip(forward: true, seconds: "15", pen: $0) }),
        ("gobackward.10", { skip(forward: false, seconds: "10", pen: $0) }),
        ("gobackward.15", { skip(forward: false, seconds: "15", pen: $0) }),
        ("camera.aperture", { aperture(pen: $0) }),
        ("photo.stack", { photoStack(filled: false, pen: $0) }),
        ("photo.stack.fill", { photoStack(filled: true, pen: $0) }),
    ]

    // MARK: - Play

    /// A rectangle 1.2 × 0.84 em with corners of 0.18 em round play.circle's triangle, sized to
    /// its height.
    private static func playRectangle(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 1.2, height = 0.84
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, 0), Point(width, 0), Point(width, height), Point(0, height)], radius: 0.18, filled: filled)
        // The triangle is solid either way: ink on the outline, a hole in the fill.
        let triangle = [Point(0.5, 0.25), Point(0.76, 0.42), Point(0.5, 0.59)]
        s.mark(.area(SymbolOutline.roundedPolygon(triangle, radius: 0.03)), knockedOut: filled)
        return s.design
    }

    /// play's triangle at 0.7 and, 0.1 em after it, two bars 0.59 em tall (lines of the pen, or
    /// bars 0.15 em wide, filled).
    private static func playPause(filled: Bool, pen: Double) -> SymbolDesign {
        let k = 0.7, height = 0.84 * k, bar = 0.15
        var s = SymbolSketch(pen: pen)
        s.shape(playVertices.map { $0 * k }, radius: 0.05, filled: filled)
        for x in [0.59, 0.95 - bar] {
            if filled {
                s.draw(.area(Raster.Path(roundedRect: Rect(x: x, y: 0, width: bar, height: height), cornerRadius: 0.04)))
            } else {
                s.line(Point(x + bar / 2, pen / 2), Point(x + bar / 2, height - pen / 2))
            }
        }
        return s.design
    }

    // MARK: - Skipping

    /// arrow.clockwise's arc as a ring 0.98 em across, open from 10 to 12 o'clock, its head of
    /// two arms 0.13 em at the top pointing on round (mirrored, for going back), and inside it
    /// the seconds in digits 0.38 em tall, their lines 0.8 of the pen.
    private static func skip(forward: Bool, seconds: String, pen: Double) -> SymbolDesign {
        let r = pen / 2, d = 0.98, c = Point(d / 2, d / 2), radius = d / 2 - r, head = 0.13, degree = Double.pi / 180
        let tip = Point(c.x, c.y - radius), back = forward ? -head : head
        var s = SymbolSketch(pen: pen)
        let (start, end) = forward ? (-90.0, 235.0) : (-55.0, 270.0)
        s.draw(.arc(center: c, radius: radius, start: start * degree, end: end * degree, width: pen))
        s.line(tip + Point(back, -head), tip, tip + Point(back, head))
        let height = 0.38, digitWidth = 0.19, gap = 0.05
        var x = c.x - (Double(seconds.count) * digitWidth + Double(seconds.count - 1) * gap) / 2
        for digit in seconds {
            let lines = digitLines(digit, in: Rect(x: x, y: c.y - height / 2 + 0.02, width: digitWidth, height: height))
            for line in lines { s.draw(.polyline(line, width: pen * 0.8, closed: false)) }
            x += digitWidth + gap
        }
        return s.design
    }

    /// A digit's centrelines in `box` (1, 0 and 5, the ones skipping needs).
    private static func digitLines(_ digit: Character, in box: Rect) -> [[Point]] {
        let p = mapper(box)
        switch digit {
        case "1":
            // The flag and the stem apart: their sharp join is too tight for one outline.
            return [[p(0.1, 0.22), p(0.62, 0)], [p(0.62, 0), p(0.62, 1)]]
        case "0":
            let ring = ellipsePoints(Point(box.midX, box.midY), box.width / 2, box.height / 2, pieces: 24)
            return [ring + [ring[0]]]
        default:
            // A 5: the top bar, down the left to the bowl, round the bowl to the lower left.
            let bowl = ellipsePoints(p(0.46, 0.68), box.width * 0.54, box.height * 0.32, pieces: 12,
                                     from: -135 * Double.pi / 180, to: 145 * Double.pi / 180)
            // Each stroke apart, as the 1's: their sharp joins are too tight for one outline.
            return [[p(0.95, 0), p(0.14, 0)], [p(0.14, 0), p(0.08, 0.46)], [p(0.08, 0.46)] + bowl]
        }
    }

    // MARK: - Aperture, photos

    /// A ring 0.98 em across round six blades: lines from the corners of a hexagon 0.2 em out
    /// from the middle, each running on along the hexagon's edge behind it out to the ring.
    private static func aperture(pen: Double) -> SymbolDesign {
        let r = pen / 2, d = 0.98, c = Point(d / 2, d / 2), radius = d / 2 - r, inner = 0.2
        var s = SymbolSketch(pen: pen)
        s.draw(.ring(center: c, radius: radius, width: pen))
        let corners = (0..<6).map { k -> Point in
            let a = -Double.pi / 2 + Double(k) * .pi / 3
            return c + Point(cos(a), sin(a)) * inner
        }
        for k in 0..<6 {
            let from = corners[k], dir = (corners[k] - corners[(k + 5) % 6]).normalized ?? Point(1, 0)
            // Out along the edge until the ring's centreline: |from + t·dir − c| = radius.
            let f = from - c, b = f.dot(dir), t = -b + (b * b - f.dot(f) + radius * radius).squareRoot()
            s.line(from - dir * (inner * 1.0), from + dir * t)
        }
        return s.design
    }

    /// photo at 0.86 at the bottom and, behind it, the tops of two more: lines of the pen 0.14 em
    /// apart, each 0.08 em shorter at both ends than the one in front.
    private static func photoStack(filled: Bool, pen: Double) -> SymbolDesign {
        let k = 0.86, step = 0.14, top = 2 * step, r = pen / 2
        let photo = placed(filled ? "photo.fill" : "photo", scale: k, at: Point(0, top), pen: pen)
        let width = photo.inkBounds.width
        var s = SymbolSketch(pen: pen)
        for (mark, isCut) in pieces(of: photo) { s.mark(mark, knockedOut: isCut) }
        for i in 1...2 {
            let inset = 0.12 + 0.08 * Double(i - 1), y = top - step * Double(i) + r
            s.line(Point(inset, y), Point(width - inset, y))
        }
        return s.design
    }
}
