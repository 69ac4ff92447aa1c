// SymbolDesign+Enclosed.swift: symbols inside a circle, a rounded square, a triangle or a seal, in
// outline and filled forms (checkmark.circle, xmark.circle.fill, plus.square, info.circle,
// exclamationmark.triangle.fill, checkmark.seal…), and the bare enclosures.
// Follows SF Symbols: the circle is 0.9961 em across at regular weight, medium scale (SF's
// circle.fill, swiftui-facts-everyday.md §9); the square is 0.9 em with corners of 0.2 em; the seal
// 1 em across, twelve scallops round a checkmark as in the circle; the outline forms draw the
// enclosure with the pen and the glyph inside with 0.9 of it, the filled forms knock the same glyph
// out of the solid enclosure. Glyph sizes are fractions of the enclosure, by eye against SF Symbols
// (a checkmark half as wide as the circle, an xmark a third, paperplane's plane 0.56 of it,
// outlined with its fold, knocked out whole when filled; five bars of waveform; record's dot
// half the circle across).
// Layers (SymbolLayer): exclamationmark.triangle.fill's triangle is yellow in multicolor.

import Foundation
import Raster

extension SymbolDesign {
    /// A glyph drawn inside an enclosure `size` ems across centred at `c`, with lines `pen` wide,
    /// as ink or as cuts.
    typealias InnerGlyph = (_ c: Point, _ size: Double, _ pen: Double, _ cut: Bool) -> [SymbolMark]

    /// How much lighter the inner glyph's lines are than the enclosure's.
    static let innerPenRatio = 0.9

    /// The circle's diameter (SF's circle.fill at regular weight, medium scale).
    static let circleDiameter = 0.9961
    /// The rounded square's side and corner radius.
    static let squareSide = 0.9, squareCorner = 0.2

    /// The glyphs that come in circles (and, where SF has them, squares), by name.
    private static let innerGlyphs: [(name: String, glyph: InnerGlyph, inSquare: Bool)] = [
        ("checkmark", checkGlyph, true), ("xmark", xGlyph, true), ("plus", plusGlyph, true),
        ("minus", minusGlyph, true), ("info", infoGlyph, true), ("exclamationmark", exclamationGlyph, false),
        ("questionmark", questionGlyph, false),
        ("arrow.right", arrowGlyph(0), false), ("arrow.down", arrowGlyph(1), false),
        ("arrow.left", arrowGlyph(2), false), ("arrow.up", arrowGlyph(3), false),
        ("chevron.right", chevronGlyph(0), false), ("chevron.down", chevronGlyph(1), false),
        ("chevron.left", chevronGlyph(2), false), ("chevron.up", chevronGlyph(3), false),
        ("heart", heartGlyph, false), ("star", starGlyph, false), ("play", playGlyph, false),
        ("pause", pauseGlyph, false), ("stop", stopGlyph, false), ("ellipsis", ellipsisGlyph, false),
        ("paperplane", paperplaneGlyph, false), ("house", houseGlyph, false), ("mappin", mapPinGlyph, false),
        ("pencil", pencilGlyph, false), ("dollarsign", dollarGlyph, false), ("calendar", calendarGlyph, false),
        ("trash", trashGlyph, false), ("waveform", waveformGlyph, false), ("record", recordGlyph, false),
        // Drawn in SymbolDesign+Controls.
        ("arrow.up.right", arrowUpRightGlyph, true), ("line.3.horizontal.decrease", decreasingBarsGlyph, false),
    ]

    static let enclosed: Family = {
        var family: Family = [
            ("circle", { circled(nil, filled: false, pen: $0) }), ("circle.fill", { circled(nil, filled: true, pen: $0) }),
            ("square", { squared(nil, filled: false, pen: $0) }), ("square.fill", { squared(nil, filled: true, pen: $0) }),
            ("triangle", { triangle(glyph: false, filled: false, pen: $0) }),
            ("triangle.fill", { triangle(glyph: false, filled: true, pen: $0) }),
            ("exclamationmark.triangle", { triangle(glyph: true, filled: false, pen: $0) }),
            ("exclamationmark.triangle.fill", { triangle(glyph: true, filled: true, pen: $0) }),
            ("checkmark.seal", { sealed(checkGlyph, filled: false, pen: $0) }),
            ("checkmark.seal.fill", { sealed(checkGlyph, filled: true, pen: $0) }),
        ]
        for (name, glyph, inSquare) in innerGlyphs {
            family.append(("\(name).circle", { circled(glyph, filled: false, pen: $0) }))
            family.append(("\(name).circle.fill", { circled(glyph, filled: true, pen: $0) }))
            if inSquare {
                family.append(("\(name).square", { squared(glyph, filled: false, pen: $0) }))
                family.append(("\(name).square.fill", { squared(glyph, filled: true, pen: $0) }))
            }
        }
        return family
    }()

    // MARK: - Enclosures

    private static func circled(_ glyph: InnerGlyph?, filled: Bool, pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2)
        var s = SymbolSketch(pen: pen)
        s.draw(filled ? .dot(center: c, diameter: d) : .ring(center: c, radius: (d - pen) / 2, width: pen))
        add(glyph, at: c, size: d, filled: filled, to: &s)
        return s.design
    }

    private static func squared(_ glyph: InnerGlyph?, filled: Bool, pen: Double) -> SymbolDesign {
        let side = squareSide, r = pen / 2, c = Point(side / 2, side / 2)
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(Raster.Path(roundedRect: Rect(x: 0, y: 0, width: side, height: side), cornerRadius: squareCorner)))
        } else {
            let inner = [Point(r, r), Point(side - r, r), Point(side - r, side - r), Point(r, side - r)]
            s.draw(.rounded(inner, radius: max(squareCorner - r, 0), width: pen))
        }
        add(glyph, at: c, size: side, filled: filled, to: &s)
        return s.design
    }

    /// A warning triangle 1.12 × 1 em with corners of 0.13 em, its "!" low in the middle.
    private static func triangle(glyph: Bool, filled: Bool, pen: Double) -> SymbolDesign {
        let width = 1.12, height = 1.0, corner = 0.13
        let outer = [Point(width / 2, 0), Point(width, height), Point(0, height)]
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(outer, radius: corner)))
        } else {
            s.draw(.rounded(SymbolOutline.offsetPolygon(outer, by: -pen / 2), radius: max(corner - pen / 2, 0), width: pen))
        }
        if glyph {
            let w = pen * innerPenRatio, x = width / 2
            let marks: [SymbolMark] = [.polyline([Point(x, 0.34), Point(x, 0.63)], width: w, closed: false),
                                       .dot(center: Point(x, 0.8), diameter: w * 1.3)]
            for m in marks { filled ? s.cut(m) : s.draw(m) }
            // SF's multicolor warning sign: a yellow triangle, the mark in the foreground.
            if filled { return s.design.multicolored(0, .yellow) }
        }
        return s.design
    }

    /// A seal 1 em across: twelve points rounded into scallops, their valleys 0.06 em in.
    private static func sealed(_ glyph: InnerGlyph?, filled: Bool, pen: Double) -> SymbolDesign {
        let c = Point(0.5, 0.5)
        let vertices = (0..<24).map { k in
            let a = -Double.pi / 2 + Double(k) * .pi / 12
            return c + Point(cos(a), sin(a)) * (k % 2 == 0 ? 0.5 : 0.44)
        }
        var s = SymbolSketch(pen: pen)
        s.shape(vertices, radius: 0.09, filled: filled)
        add(glyph, at: c, size: 1, filled: filled, to: &s)
        return s.design
    }

    private static func add(_ glyph: InnerGlyph?, at c: Point, size: Double, filled: Bool, to s: inout SymbolSketch) {
        guard let glyph else { return }
        for mark in glyph(c, size, s.pen * innerPenRatio, filled) {
            if filled { s.cut(mark) } else { s.draw(mark) }
        }
    }

    // MARK: - Inner glyphs

    private static func line(_ points: Point..., pen: Double) -> SymbolMark {
        .polyline(points, width: pen, closed: false)
    }

    static let checkGlyph: InnerGlyph = { c, u, w, _ in
        let box = Point(0.51 * u, 0.4 * u)
        return [.polyline(checkmarkPoints(box: box, stroke: w, origin: c - box / 2), width: w, closed: false)]
    }

    static let xGlyph: InnerGlyph = { c, u, w, cut in
        let h = 0.17 * u
        return SymbolGlyph.crossing(c + Point(-h, -h), c + Point(h, h), c + Point(h, -h), c + Point(-h, h), pen: w, cut: cut)
    }

    static let plusGlyph: InnerGlyph = { c, u, w, cut in
        let h = 0.23 * u
        return SymbolGlyph.crossing(c + Point(-h, 0), c + Point(h, 0), c + Point(0, -h), c + Point(0, h), pen: w, cut: cut)
    }

    private static let minusGlyph: InnerGlyph = { c, u, w, _ in
        [line(c + Point(-0.23 * u, 0), c + Point(0.23 * u, 0), pen: w)]
    }

    /// A serifed "i": a flag at the top left, a foot across the bottom, the dot above.
    private static let infoGlyph: InnerGlyph = { c, u, w, cut in
        let top = c.y - 0.06 * u, bottom = c.y + 0.22 * u
        let flag = Point(c.x - 0.085 * u, top), foot = 0.1 * u
        let stemTop = Point(c.x, top), stemBottom = Point(c.x, bottom)
        let dot = SymbolMark.dot(center: Point(c.x, c.y - 0.215 * u), diameter: w * 1.35)
        let footLine = line(Point(c.x - foot, bottom), Point(c.x + foot, bottom), pen: w)
        guard cut else { return [line(flag, stemTop, stemBottom, pen: w), footLine, dot] }
        // As a cut: the stem stops at the foot's top edge, the flag at the stem's left edge.
        let stem = SymbolGlyph.stub(from: stemTop, toward: stemBottom, pen: w,
                                    keeping: [SymbolGlyph.edge(of: Point(c.x - foot, bottom), Point(c.x + foot, bottom), facing: stemTop, pen: w)])
        let flagStub = SymbolGlyph.stub(from: flag, toward: stemTop, pen: w,
                                        keeping: [SymbolGlyph.edge(of: stemTop, stemBottom, facing: flag, pen: w)])
        return [footLine, dot] + stem + flagStub
    }

    static let exclamationGlyph: InnerGlyph = { c, u, w, _ in
        [line(Point(c.x, c.y - 0.25 * u), Point(c.x, c.y + 0.05 * u), pen: w),
         .dot(center: Point(c.x, c.y + 0.215 * u), diameter: w * 1.35)]
    }

    /// A "?": a hook (an arc of 230° flattened into one line with the stem below it) and a dot.
    static let questionGlyph: InnerGlyph = { c, u, w, _ in
        let hub = Point(c.x, c.y - 0.1 * u), radius = 0.125 * u
        let degree = Double.pi / 180
        var points = stride(from: 200.0, through: 400, by: 10).map { a in
            hub + Point(cos(a * degree), sin(a * degree)) * radius
        }
        points.append(Point(c.x, c.y + 0.04 * u))
        points.append(Point(c.x, c.y + 0.07 * u))
        return [.polyline(points, width: w, closed: false),
                .dot(center: Point(c.x, c.y + 0.225 * u), diameter: w * 1.35)]
    }

    /// An arrow 0.48 of the enclosure long, turned by quarter turns from pointing right.
    private static func arrowGlyph(_ quarterTurns: Int) -> InnerGlyph {
        { c, u, w, cut in
            let d = [Point(1, 0), Point(0, 1), Point(-1, 0), Point(0, -1)][quarterTurns]
            return SymbolGlyph.arrow(from: c - d * (0.24 * u), to: c + d * (0.24 * u), head: 0.19 * u, pen: w, cut: cut)
        }
    }

    /// A chevron 0.4 of the enclosure tall, nudged towards where it points so it looks centred.
    private static func chevronGlyph(_ quarterTurns: Int) -> InnerGlyph {
        { c, u, w, _ in
            let d = [Point(1, 0), Point(0, 1), Point(-1, 0), Point(0, -1)][quarterTurns]
            let n = Point(-d.y, d.x), tip = c + d * (0.08 * u), back = c - d * (0.1 * u)
            return [line(back + n * (0.19 * u), tip, back - n * (0.19 * u), pen: w)]
        }
    }

    private static let heartGlyph: InnerGlyph = { c, u, _, _ in
        let box = Rect(x: c.x - 0.26 * u, y: c.y - 0.21 * u, width: 0.52 * u, height: 0.45 * u)
        return [.area(heartPath(in: box))]
    }

    private static let starGlyph: InnerGlyph = { c, u, _, _ in
        let outline = starVertices(width: 0.6 * u)
        let box = outline.reduce(Rect(corner: outline[0], outline[0])) { $0.union(Rect(corner: $1, $1)) }
        let shift = c - box.center
        return [.area(SymbolOutline.roundedPolygon(outline.map { $0 + shift }, radius: 0.03 * u))]
    }

    /// A right-pointing triangle, its centroid on the centre (optically centred, as SF's is).
    private static let playGlyph: InnerGlyph = { c, u, _, _ in
        let w = 0.36 * u, h = 0.42 * u, x0 = c.x - w / 3
        let vertices = [Point(x0, c.y - h / 2), Point(x0 + w, c.y), Point(x0, c.y + h / 2)]
        return [.area(SymbolOutline.roundedPolygon(vertices, radius: 0.04 * u))]
    }

    private static let pauseGlyph: InnerGlyph = { c, u, _, _ in
        let bar = 0.11 * u, h = 0.4 * u, gap = 0.12 * u
        return [-1.0, 1.0].map { side in
            let x = c.x + side * (gap / 2 + bar / 2) - bar / 2
            return .area(Raster.Path(roundedRect: Rect(x: x, y: c.y - h / 2, width: bar, height: h), cornerRadius: 0.03 * u))
        }
    }

    private static let stopGlyph: InnerGlyph = { c, u, _, _ in
        let side = 0.36 * u
        return [.area(Raster.Path(roundedRect: Rect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side),
                                  cornerRadius: 0.06 * u))]
    }

    /// paperplane's plane in a square 0.56 of the enclosure, nudged down and left (its nose
    /// reaches further than its tail) so that it looks centred.
    private static let paperplaneGlyph: InnerGlyph = { c, u, w, cut in
        let side = 0.56 * u, origin = c + Point(-0.54, -0.46) * side
        let outline = paperplaneVertices.map { origin + $0 * side }, radius = 0.05 * side
        guard !cut else { return [.area(SymbolOutline.roundedPolygon(outline, radius: radius))] }
        return [.rounded(SymbolOutline.offsetPolygon(outline, by: -w / 2), radius: max(radius - w / 2, 0), width: w),
                line(outline[2], origin + paperplaneFoldEnd * side, pen: w)]
    }

    /// Five of waveform's bars, 0.56 of the enclosure across and at most 0.56 of it tall, no
    /// wider than 0.08 of it.
    private static let waveformGlyph: InnerGlyph = { c, u, w, _ in
        let bar = min(w, 0.08 * u), step = 0.13 * u
        return [0.34, 0.72, 1, 0.62, 0.3].enumerated().map { i, share in
            let x = c.x + Double(i - 2) * step, half = max(share * 0.56 * u - bar, 0) / 2
            return .polyline([Point(x, c.y - half), Point(x, c.y + half)], width: bar, closed: false)
        }
    }

    /// A solid dot half the enclosure across (record.circle; knocked out of the disc when filled).
    private static let recordGlyph: InnerGlyph = { c, u, _, _ in
        [.dot(center: c, diameter: 0.5 * u)]
    }

    private static let ellipsisGlyph: InnerGlyph = { c, u, w, _ in
        [-1.0, 0, 1].map { .dot(center: c + Point($0 * 0.23 * u, 0), diameter: max(0.11 * u, w * 1.2)) }
    }
}
