// SymbolDesign+Tools.swift: tools and gadgets: hammer, headphones, qrcode and
// plus.square.on.square (duplicate).
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a hammer 1.04
// em long leaning 45° to the left, its head at the top right; headphones 1 em square (a band over
// the top, an ear cup 0.22 em wide at each side); a QR code 0.96 em square with three finder
// squares and a few modules; two rounded squares 0.78 em, the one behind offset 0.22 em up and to
// the right and hidden 0.06 em around the one in front, which carries a plus. Outlines are lines
// of the pen; filled forms are solid, the plus knocked out as lines 0.9 of the pen.

import Foundation
import Raster

extension SymbolDesign {
    static let tools: Family = [
        ("hammer", { hammer(filled: false, pen: $0) }),
        ("hammer.fill", { hammer(filled: true, pen: $0) }),
        ("headphones", { headphones(pen: $0) }),
        ("qrcode", { qrcode(pen: $0) }),
        ("plus.square.on.square", { plusSquareOnSquare(filled: false, pen: $0) }),
        ("plus.square.fill.on.square.fill", { plusSquareOnSquare(filled: true, pen: $0) }),
    ]

    /// A hammer drawn upright, 0.64 × 1.04 em: a head across the top, its striking face on the
    /// right and its claw tapering to the left, on a handle 0.18 em thick; leaning 45° to the left.
    private static func hammer(filled: Bool, pen: Double) -> SymbolDesign {
        let outline = [Point(0.12, 0), Point(0.64, 0), Point(0.64, 0.26), Point(0.41, 0.26), Point(0.41, 1.04),
                       Point(0.23, 1.04), Point(0.23, 0.26), Point(0.12, 0.26), Point(0, 0.14)]
        var s = SymbolSketch(pen: pen)
        s.shape(outline, radii: [0.04, 0.05, 0.05, 0, 0.09, 0.09, 0, 0.04, 0.03], filled: filled)
        return s.design.applying(Transform(rotation: Double.pi / 4))
    }

    /// Headphones 1 em square: a band, a half circle over the top running down the sides, and an
    /// ear cup 0.22 × 0.44 em at the foot of each side.
    private static func headphones(pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.5, 0.5), cup = 0.22
        var s = SymbolSketch(pen: pen)
        s.draw(.arc(center: c, radius: 0.5 - r, start: .pi, end: 2 * .pi, width: pen))
        for x in [r, 1 - r] { s.line(Point(x, c.y), Point(x, 0.66)) }
        for x in [0, 1 - cup] {
            s.draw(.area(Raster.Path(roundedRect: Rect(x: x, y: 0.56, width: cup, height: 0.44), cornerRadius: 0.08)))
        }
        return s.design
    }

    /// A QR code 0.96 em square: finder squares 0.4 em (a line of the pen round a solid centre)
    /// at three corners, and five modules in the fourth.
    private static func qrcode(pen: Double) -> SymbolDesign {
        let r = pen / 2, side = 0.96, finder = 0.4, module = 0.12
        var s = SymbolSketch(pen: pen)
        for origin in [Point(0, 0), Point(side - finder, 0), Point(0, side - finder)] {
            let box = Rect(x: origin.x + r, y: origin.y + r, width: finder - pen, height: finder - pen)
            s.draw(.rounded([Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.maxX, box.maxY), Point(box.minX, box.maxY)],
                            radius: 0.04, width: pen))
            s.draw(.area(Raster.Path(rect: Rect(x: origin.x + (finder - module) / 2, y: origin.y + (finder - module) / 2,
                                                width: module, height: module))))
        }
        for (x, y) in [(0.56, 0.56), (0.84, 0.56), (0.7, 0.7), (0.56, 0.84), (0.84, 0.84)] {
            s.draw(.area(Raster.Path(rect: Rect(x: x, y: y, width: module, height: module))))
        }
        return s.design
    }

    /// A rounded square with a plus in front of another one behind it, up and to the right.
    private static func plusSquareOnSquare(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, side = 0.78, shift = 0.22, corner = 0.17, gap = 0.06
        let front = Rect(x: 0, y: shift, width: side, height: side), back = Rect(x: shift, y: 0, width: side, height: side)
        var s = SymbolSketch(pen: pen)
        let corners = [Point(front.minX, front.minY), Point(front.maxX, front.minY), Point(front.maxX, front.maxY), Point(front.minX, front.maxY)]
        s.shape(corners, radius: corner, filled: filled)
        let c = Point(front.midX, front.midY), h = 0.2, w = pen * innerPenRatio
        for mark in SymbolGlyph.crossing(c - Point(h, 0), c + Point(h, 0), c - Point(0, h), c + Point(0, h), pen: w, cut: filled) {
            s.mark(mark, knockedOut: filled)
        }
        // The front square grown by `grow`, which the square behind stays out of.
        func clear(_ grow: Double) -> [Point] {
            SymbolOutline.flattened(Raster.Path(roundedRect: front.insetBy(dx: -grow, dy: -grow), cornerRadius: corner + grow), pieces: 8)
        }
        if filled {
            let behind = SymbolOutline.flattened(Raster.Path(roundedRect: back, cornerRadius: corner), pieces: 8)
            for piece in SymbolGlyph.subtract(clear(gap), from: behind) { s.draw(.area(SymbolOutline.polygon(piece))) }
        } else {
            let line = SymbolOutline.flattened(Raster.Path(roundedRect: back.insetBy(dx: r, dy: r), cornerRadius: corner - r), pieces: 8)
            for part in SymbolGlyph.parts(of: line + line.prefix(1), outside: clear(gap + r)) { s.draw(.polyline(part, width: pen, closed: false)) }
        }
        return s.design
    }
}
