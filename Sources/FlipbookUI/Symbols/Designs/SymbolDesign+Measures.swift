// SymbolDesign+Measures.swift: writing, measuring and reading off: doc.plaintext, pencil.tip,
// ruler, eyedropper, gauge.medium (and gauge, SF's older name for a gauge) and speedometer, in
// outline and filled forms where SF Symbols has them.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: doc's page
// with four lines of text under its fold (0.8 of the pen, knocked out when filled); a
// pencil's sharpened end 0.72 × 0.98 em, its cone outlined down to a solid lead; a ruler 1.2 ×
// 0.5 em with nine ticks down from its top edge, long and short in turn; an eyedropper 0.98 em
// square leaning 45°, its bulb at the top right; a gauge the circle with five ticks round its
// upper part and a needle from a hub (straight up at medium, to the upper right for gauge); a
// speedometer an arc of 270° 1.04 em across, open at the bottom, with ticks and a needle to the
// upper right. Lines are the pen's, with round caps.

import Foundation
import Raster

extension SymbolDesign {
    static let measures: Family = [
        ("doc.plaintext", { plainText(filled: false, pen: $0) }),
        ("doc.plaintext.fill", { plainText(filled: true, pen: $0) }),
        ("pencil.tip", { pencilTip(pen: $0) }),
        ("ruler", { ruler(filled: false, pen: $0) }),
        ("ruler.fill", { ruler(filled: true, pen: $0) }),
        ("eyedropper", { eyedropper(pen: $0) }),
        ("gauge.medium", { gauge(needle: -90, pen: $0) }),
        ("gauge", { gauge(needle: -45, pen: $0) }),
        ("speedometer", { speedometer(pen: $0) }),
    ]

    /// doc's page with four lines of text 0.14 em apart under its fold, the last one short.
    private static func plainText(filled: Bool, pen: Double) -> SymbolDesign {
        var s = sketch(on: filled ? "doc.fill" : "doc", pen: pen)
        for (i, y) in [0.4, 0.54, 0.68, 0.82].enumerated() {
            let end = i == 3 ? 0.4 : 0.56
            s.mark(.polyline([Point(0.2, y), Point(end, y)], width: pen * 0.8, closed: false), knockedOut: filled)
        }
        return s.design
    }

    /// A pencil's end pointing down: a band across its top 0.72 em wide, the cone from it down to
    /// the point, and the lead a solid tip at the bottom a third of the cone long.
    private static func pencilTip(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.72, top = 0.22, point = Point(width / 2, 0.98)
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, 0), Point(width, 0), Point(width, top), Point(0, top)], radii: [0.06, 0.06, 0.02, 0.02], filled: false)
        let left = Point(r, top), right = Point(width - r, top)
        let lead = 0.66
        let leadLeft = left + (point - left) * lead, leadRight = right + (point - right) * lead
        s.draw(.polyline([left, leadLeft], width: pen, closed: false))
        s.draw(.polyline([right, leadRight], width: pen, closed: false))
        let tip = [leadLeft - Point(r, 0), leadRight + Point(r, 0), point + Point(0, 0)]
        s.draw(.area(SymbolOutline.roundedPolygon(tip, radius: 0.03)))
        s.line(leadLeft, leadRight)
        return s.design
    }

    /// A ruler 1.2 × 0.5 em with corners of 0.08 em, nine ticks down from its top edge, every
    /// other one longer (0.8 of the pen; filled, gaps notched into the solid ruler).
    private static func ruler(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.2, height = 0.5
        var s = SymbolSketch(pen: pen)
        let outline = [Point(0, 0), Point(width, 0), Point(width, height), Point(0, height)]
        let ticks = (1...7).map { i -> [Point] in
            let x = width * Double(i) / 8, length = i % 2 == 0 ? 0.26 : 0.16
            return [Point(x, filled ? -0.1 : r), Point(x, r + length)]
        }
        if filled {
            for piece in solid(outline, radius: 0.08, lessLines: ticks, pen: pen) { s.draw(piece) }
        } else {
            s.shape(outline, radius: 0.08, filled: false)
            for tick in ticks { s.draw(.polyline(tick, width: pen * 0.8, closed: false)) }
        }
        return s.design
    }

    /// An eyedropper drawn upright and leant 45° to the right: a bulb 0.22 × 0.36 em at the
    /// top, a collar 0.34 em wide under it, and a glass tube narrowing to the tip.
    private static func eyedropper(pen: Double) -> SymbolDesign {
        let r = pen / 2
        var s = SymbolSketch(pen: pen)
        s.shape([Point(-0.12, 0), Point(0.12, 0), Point(0.12, 0.36), Point(-0.12, 0.36)], radii: [0.12, 0.12, 0, 0], filled: false)
        s.line(Point(-0.2 + r, 0.36 + r), Point(0.2 - r, 0.36 + r))
        s.line(Point(-0.09, 0.36 + pen), Point(-0.09, 0.9), Point(0, 1.2 - r), Point(0.09, 0.9), Point(0.09, 0.36 + pen))
        return s.design.applying(Transform(rotation: Double.pi / 4))
    }

    /// The circle with five ticks round its top from 9 to 3 o'clock, and a needle from a hub in
    /// the middle towards `needle` degrees (clockwise from 3 o'clock).
    private static func gauge(needle: Double, pen: Double) -> SymbolDesign {
        let r = pen / 2, d = circleDiameter, c = Point(d / 2, d / 2), radius = d / 2 - r, degree = Double.pi / 180
        var s = SymbolSketch(pen: pen)
        s.draw(.ring(center: c, radius: radius, width: pen))
        for k in 0..<5 {
            let a = (180 + Double(k) * 45) * degree, u = Point(cos(a), sin(a))
            s.line(c + u * (radius - 0.16), c + u * (radius - 0.1))
        }
        let a = needle * degree
        s.line(c, c + Point(cos(a), sin(a)) * (radius - 0.18))
        s.draw(.dot(center: c, diameter: max(0.14, pen * 1.5)))
        return s.design
    }

    /// An arc of 270° 1.04 em across, open at the bottom, with seven ticks inside it and a
    /// needle from a hub in the middle to the upper right.
    private static func speedometer(pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.52, 0.52), radius = 0.52 - r, degree = Double.pi / 180
        var s = SymbolSketch(pen: pen)
        s.draw(.arc(center: c, radius: radius, start: 135 * degree, end: 405 * degree, width: pen))
        for k in 0..<7 {
            let a = (135 + Double(k) * 45) * degree, u = Point(cos(a), sin(a))
            s.line(c + u * (radius - 0.15), c + u * (radius - 0.09))
        }
        let a = -40 * degree
        s.line(c, c + Point(cos(a), sin(a)) * (radius - 0.16))
        s.draw(.dot(center: c, diameter: max(0.14, pen * 1.5)))
        return s.design
    }
}
