// SymbolDesign+Places.swift: getting around and counting: car, mappin, mappin.and.ellipse,
// chart.pie, and the glyphs that SymbolDesign+Enclosed puts in circles (house.circle,
// mappin.circle, pencil.circle, dollarsign.circle and their filled forms).
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a car seen from
// the front 1.1 × 0.92 em (a cabin over a wider body, headlamps, two wheels under it), a map pin
// 0.44 × 1 em (a round head on a needle), the pin standing in an ellipse 1.1 em wide, a pie 0.98 em
// across with its top-right quarter pulled out 0.06 em along the diagonal. The glyphs in circles
// are solid (a house with its door, a pin with a solid head, a pencil at 45°) or lines 0.9 of the
// pen (the dollar sign: an S with the bar showing above and below it), knocked out of the filled
// circle; as cuts they are pieces that never overlap.

import Foundation
import Raster

extension SymbolDesign {
    static let places: Family = [
        ("car", { car(filled: false, pen: $0) }),
        ("car.fill", { car(filled: true, pen: $0) }),
        ("mappin", { mapPin(pen: $0) }),
        ("mappin.and.ellipse", { mapPinAndEllipse(pen: $0) }),
        ("chart.pie", { pieChart(filled: false, pen: $0) }),
        ("chart.pie.fill", { pieChart(filled: true, pen: $0) }),
    ]

    // MARK: - Car

    /// A car from the front: a cabin narrowing to its roof over a body 0.4 em deep, two round
    /// headlamps, and two wheels under the body; filled, the windscreen and the lamps are knocked
    /// out.
    private static func car(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 1.1, shoulder = 0.36, bottom = 0.76
        let outline = [Point(0.22, 0.02), Point(width - 0.22, 0.02), Point(width - 0.1, shoulder), Point(width, 0.44),
                       Point(width, bottom), Point(0, bottom), Point(0, 0.44), Point(0.1, shoulder)]
        var s = SymbolSketch(pen: pen)
        s.shape(outline, radii: [0.08, 0.08, 0.02, 0.1, 0.1, 0.1, 0.1, 0.02], filled: filled)
        for x in [0.1, width - 0.3] {
            s.draw(.area(Raster.Path(roundedRect: Rect(x: x, y: bottom - 0.06, width: 0.2, height: 0.22), cornerRadius: 0.06)))
        }
        if filled {
            let screen = [Point(0.29, 0.13), Point(width - 0.29, 0.13), Point(width - 0.2, 0.34), Point(0.2, 0.34)]
            s.cut(.area(SymbolOutline.roundedPolygon(screen, radius: 0.04)))
        } else {
            s.line(Point(0.1, 0.4), Point(width - 0.1, 0.4))
        }
        for x in [0.22, width - 0.22] { s.mark(.dot(center: Point(x, 0.58), diameter: 0.13), knockedOut: filled) }
        return s.design
    }

    // MARK: - Map pins

    /// The pin's head (a ring 0.44 em across) and needle, with the head's top at `top`.
    private static func pinMarks(center x: Double, top: Double, needleEnd: Double, pen: Double) -> [SymbolMark] {
        let r = pen / 2, head = 0.22
        return [.ring(center: Point(x, top + head), radius: head - r, width: pen),
                .polyline([Point(x, top + 2 * head - r), Point(x, needleEnd)], width: pen, closed: false)]
    }

    private static func mapPin(pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        for mark in pinMarks(center: 0.22, top: 0, needleEnd: 1 - pen / 2, pen: pen) { s.draw(mark) }
        return s.design
    }

    /// The pin standing in the middle of an ellipse 1.1 × 0.34 em.
    private static func mapPinAndEllipse(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.1, ellipse = Rect(x: 0, y: 0.66, width: width, height: 0.34)
        var s = SymbolSketch(pen: pen)
        s.draw(.curve(Raster.Path(ellipseIn: ellipse.insetBy(dx: r, dy: r)), width: pen))
        for mark in pinMarks(center: width / 2, top: 0, needleEnd: ellipse.midY, pen: pen) { s.draw(mark) }
        return s.design
    }

    // MARK: - Pie chart

    /// A pie 0.92 em across: three quarters in place, the top-right quarter pulled out along the
    /// diagonal.
    private static func pieChart(filled: Bool, pen: Double) -> SymbolDesign {
        let radius = 0.46, c = Point(radius, 1 - radius), pull = 0.06
        var s = SymbolSketch(pen: pen)
        for (centre, start, end) in [(c, 0.0, 1.5 * Double.pi), (c + Point(pull, -pull), -Double.pi / 2, 0)] {
            let steps = Int(((end - start) / (Double.pi / 16)).rounded())
            let arc = (0...steps).map { k -> Point in
                let a = start + (end - start) * Double(k) / Double(steps)
                return centre + Point(cos(a), sin(a)) * radius
            }
            let radii = [0.03] + arc.indices.map { $0 == 0 || $0 == arc.count - 1 ? 0.03 : 0 }
            s.shape([centre] + arc, radii: radii, filled: filled)
        }
        return s.design
    }

    // MARK: - Glyphs in circles

    /// A house with a door: a pentagon (a roof over walls) with the door taken out of its foot.
    static let houseGlyph: InnerGlyph = { c, u, _, _ in
        let p = { (x: Double, y: Double) in c + Point(x, y) * u }
        let outline = [p(0, -0.27), p(0.25, -0.05), p(0.25, 0.24), p(0.07, 0.24), p(0.07, 0.08), p(-0.07, 0.08),
                       p(-0.07, 0.24), p(-0.25, 0.24), p(-0.25, -0.05)]
        return [.area(SymbolOutline.roundedPolygon(outline, radii: [0.04, 0.02, 0.04, 0, 0.02, 0.02, 0, 0.04, 0.02].map { $0 * u }))]
    }

    /// A map pin: a solid head above the centre on a needle of the glyph's pen, which stops at
    /// the head's edge when cut.
    static let mapPinGlyph: InnerGlyph = { c, u, w, _ in
        let head = c + Point(0, -0.1 * u), headRadius = 0.16 * u, end = c + Point(0, 0.28 * u)
        let edge = SymbolGlyph.HalfPlane(point: head + Point(0, headRadius), normal: Point(0, 1))
        return [.dot(center: head, diameter: 2 * headRadius)] + SymbolGlyph.stub(from: end, toward: head, pen: w, keeping: [edge])
    }

    /// A solid pencil 0.64 of the circle long and 0.17 thick, its point at the bottom left.
    static let pencilGlyph: InnerGlyph = { c, u, _, _ in
        let along = Point(1, -1) / 2.0.squareRoot(), across = Point(1, 1) / 2.0.squareRoot()
        let tip = c - along * (0.32 * u), half = 0.085 * u, cone = 0.16 * u, length = 0.64 * u
        let outline = [tip, tip + along * cone - across * half, tip + along * length - across * half,
                       tip + along * length + across * half, tip + along * cone + across * half]
        return [.area(SymbolOutline.roundedPolygon(outline, radii: [0.02, 0, 0.03, 0.03, 0].map { $0 * u }))]
    }

    /// A dollar sign: an S of two bowls 0.26 of the circle wide, and the bar showing above and
    /// below it, stopping at the S's edge.
    static let dollarGlyph: InnerGlyph = { c, u, w, _ in
        let rx = 0.13 * u, ry = 0.1 * u, degree = Double.pi / 180
        let upper = c + Point(0, -ry), lower = c + Point(0, ry)
        func at(_ centre: Point, _ angle: Double) -> Point { centre + Point(cos(angle * degree) * rx, sin(angle * degree) * ry) }
        // The upper bowl from its terminal round the left to the middle, then the lower bowl round the right.
        let s = stride(from: -20.0, through: -270, by: -10).map { at(upper, $0) }
            + stride(from: -80.0, through: 160, by: 10).map { at(lower, $0) }
        let top = c.y - 2 * ry, bottom = c.y + 2 * ry, bar = 0.1 * u
        return [.polyline(s, width: w, closed: false)]
            + SymbolGlyph.stub(from: Point(c.x, top - bar), toward: Point(c.x, top), pen: w,
                               keeping: [SymbolGlyph.HalfPlane(point: Point(c.x, top - w / 2), normal: Point(0, -1))])
            + SymbolGlyph.stub(from: Point(c.x, bottom + bar), toward: Point(c.x, bottom), pen: w,
                               keeping: [SymbolGlyph.HalfPlane(point: Point(c.x, bottom + w / 2), normal: Point(0, 1))])
    }
}
