// SymbolDesign+Documents.swift: documents and messages: doc, doc.text and doc.on.doc, folder, tray,
// tag, the open book, and the speech bubbles (bubble.left, bubble.right, message).
// Follows SF Symbols' regular-weight shapes by eye, against the 0.9961 em circle: a page 0.76 × 1
// em with its top-right corner folded, two pages 0.88 × 1.06 em (the one behind offset up and to
// the right, plain, hidden 0.06 em around the one in front), a folder 1.1 × 0.84 em with its tab, a
// tray 1.1 × 0.8 em, a tag 1 × 0.6 em turned to point up-left, an open book 1.16 × 0.9 em, its
// pages bowing out from the spine, bubbles 1 × 0.8 em with their tail at the bottom left
// (bubble.right is bubble.left mirrored, its tail at the bottom right). Outlines are lines of the
// pen, filled forms solid with inner lines knocked out.

import Foundation
import Raster

extension SymbolDesign {
    static let documents: Family = [
        ("doc", { doc(lines: false, filled: false, pen: $0) }),
        ("doc.fill", { doc(lines: false, filled: true, pen: $0) }),
        ("doc.text", { doc(lines: true, filled: false, pen: $0) }),
        ("doc.text.fill", { doc(lines: true, filled: true, pen: $0) }),
        ("doc.on.doc", { docOnDoc(filled: false, pen: $0) }),
        ("doc.on.doc.fill", { docOnDoc(filled: true, pen: $0) }),
        ("folder", { folder(filled: false, pen: $0) }),
        ("folder.fill", { folder(filled: true, pen: $0) }),
        ("tray", { tray(filled: false, pen: $0) }),
        ("tray.fill", { tray(filled: true, pen: $0) }),
        ("tag", { tag(filled: false, pen: $0) }),
        ("tag.fill", { tag(filled: true, pen: $0) }),
        ("book", { book(filled: false, pen: $0) }),
        ("book.fill", { book(filled: true, pen: $0) }),
        ("bubble.left", { bubble(cornerRadius: 0.3, filled: false, pen: $0) }),
        ("bubble.left.fill", { bubble(cornerRadius: 0.3, filled: true, pen: $0) }),
        ("bubble.right", { bubble(cornerRadius: 0.3, filled: false, pen: $0).mirrored }),
        ("bubble.right.fill", { bubble(cornerRadius: 0.3, filled: true, pen: $0).mirrored }),
        ("message", { bubble(cornerRadius: 0.4, filled: false, pen: $0) }),
        ("message.fill", { bubble(cornerRadius: 0.4, filled: true, pen: $0) }),
    ]

    // MARK: - Page, folder, tray, tag

    /// A rounded polygon's sketch: solid, or a line of the pen just inside its edge (each corner
    /// rounded by its radius either way).
    private static func body(_ outline: [Point], radii: [Double], filled: Bool, pen: Double) -> SymbolSketch {
        var s = SymbolSketch(pen: pen)
        s.shape(outline, radii: radii, filled: filled)
        return s
    }

    /// A page 0.76 × 1 em, its top-right corner folded down to 0.26 em, with three lines of text
    /// when asked.
    private static func doc(lines: Bool, filled: Bool, pen: Double) -> SymbolDesign {
        let width = 0.76, page = pageOutline(Rect(x: 0, y: 0, width: width, height: 1))
        var s = body(page, radii: pageRadii, filled: filled, pen: pen)
        s.mark(pageFold(page, pen: pen), knockedOut: filled)
        if lines {
            for y in [0.5, 0.65, 0.8] {
                s.mark(.polyline([Point(0.2, y), Point(width - 0.2, y)], width: pen * 0.8, closed: false), knockedOut: filled)
            }
        }
        return s.design
    }

    /// A page's outline in `rect`, its top-right corner folded 0.26 em, and its corners' radii.
    private static func pageOutline(_ rect: Rect) -> [Point] {
        let fold = 0.26
        return [Point(rect.minX, rect.minY), Point(rect.maxX - fold, rect.minY), Point(rect.maxX, rect.minY + fold),
                Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY)]
    }

    private static let pageRadii = [0.1, 0.02, 0.02, 0.1, 0.1]

    /// The fold's line inside a page's outline: down from the fold and across to the edge.
    private static func pageFold(_ page: [Point], pen: Double) -> SymbolMark {
        let r = pen / 2, top = page[1], side = page[2]
        return .polyline([Point(top.x, top.y + r), Point(top.x, side.y - 0.04), Point(side.x - r, side.y)], width: pen, closed: false)
    }

    /// Two pages 0.68 × 0.86 em: doc's page in front at the bottom left, a plain one behind it
    /// 0.2 em up and to the right, kept 0.06 em clear of the front one.
    private static func docOnDoc(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.68, height = 0.86, shift = 0.2, gap = 0.06, corner = 0.1
        let front = pageOutline(Rect(x: 0, y: shift, width: width, height: height))
        let back = Rect(x: shift, y: 0, width: width, height: height)
        var s = body(front, radii: pageRadii, filled: filled, pen: pen)
        s.mark(pageFold(front, pen: pen), knockedOut: filled)
        // The front page's outline grown by `grow`, which the page behind stays out of.
        func clear(_ grow: Double) -> [Point] {
            SymbolOutline.flattened(SymbolOutline.roundedPolygon(SymbolOutline.offsetPolygon(front, by: grow),
                                                                 radii: pageRadii.map { $0 + grow }), pieces: 8)
        }
        if filled {
            let behind = SymbolOutline.flattened(Raster.Path(roundedRect: back, cornerRadius: corner), pieces: 8)
            for piece in SymbolGlyph.subtract(clear(gap), from: behind) { s.draw(.area(SymbolOutline.polygon(piece))) }
        } else {
            let line = SymbolOutline.flattened(Raster.Path(roundedRect: back.insetBy(dx: r, dy: r), cornerRadius: max(corner - r, 0)), pieces: 8)
            for part in SymbolGlyph.parts(of: line + line.prefix(1), outside: clear(gap + r)) { s.draw(.polyline(part, width: pen, closed: false)) }
        }
        return s.design
    }

    /// A folder 1.1 × 0.84 em: a tab on the top left, the front's top edge 0.3 em down.
    private static func folder(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.1, height = 0.84
        let outline = [Point(0, 0), Point(0.38, 0), Point(0.48, 0.12), Point(width, 0.12), Point(width, height), Point(0, height)]
        var s = body(outline, radii: [0.08, 0.04, 0.04, 0.1, 0.1, 0.1], filled: filled, pen: pen)
        s.mark(.polyline([Point(r, 0.3), Point(width - r, 0.3)], width: filled ? pen * 0.7 : pen, closed: false), knockedOut: filled)
        return s.design
    }

    /// A tray 1.1 × 0.8 em: sloping sides to a box, with the notch of its front edge.
    private static func tray(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.1, height = 0.8, rim = 0.42
        let outline = [Point(0.14, 0), Point(width - 0.14, 0), Point(width, rim), Point(width, height), Point(0, height), Point(0, rim)]
        var s = body(outline, radii: [0.06, 0.06, 0.02, 0.12, 0.12, 0.02], filled: filled, pen: pen)
        let notch = [Point(r, rim), Point(0.34, rim), Point(0.4, rim + 0.12), Point(width - 0.4, rim + 0.12), Point(width - 0.34, rim), Point(width - r, rim)]
        s.mark(.polyline(notch, width: filled ? pen * 0.7 : pen, closed: false), knockedOut: filled)
        return s.design
    }

    /// A tag 1 × 0.6 em pointing left, with its hole, turned to point up-left.
    private static func tag(filled: Bool, pen: Double) -> SymbolDesign {
        let outline = [Point(0, 0.3), Point(0.3, 0), Point(1, 0), Point(1, 0.6), Point(0.3, 0.6)]
        var s = body(outline, radii: [0.06, 0.04, 0.1, 0.1, 0.04], filled: filled, pen: pen)
        let hole = Point(0.32, 0.3)
        s.mark(filled ? .dot(center: hole, diameter: 0.14) : .ring(center: hole, radius: 0.07, width: pen * 0.8), knockedOut: filled)
        return s.design.applying(Transform(rotation: Double.pi / 4))
    }

    /// An open book 1.16 × 0.9 em seen from above: two pages whose edges bow out from the spine
    /// down the middle; filled, the pages are solid on either side of the spine's line (0.8 of
    /// the pen).
    private static func book(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 1.16, mid = width / 2
        let outline = [Point(0, 0.04), Point(0.3, 0), Point(mid, 0.08), Point(width - 0.3, 0), Point(width, 0.04),
                       Point(width, 0.84), Point(width - 0.3, 0.82), Point(mid, 0.9), Point(0.3, 0.82), Point(0, 0.84)]
        let radii = [0.08, 0.3, 0, 0.3, 0.08, 0.08, 0.3, 0.08, 0.3, 0.08]
        guard filled else {
            var s = body(outline, radii: radii, filled: false, pen: pen)
            let inner = SymbolOutline.offsetPolygon(outline, by: -pen / 2)
            s.line(inner[2], inner[7])
            return s.design
        }
        var s = SymbolSketch(pen: pen)
        let solid = SymbolOutline.flattened(SymbolOutline.roundedPolygon(outline, radii: radii), pieces: 8)
        for side in [Point(0, 0.5), Point(width, 0.5)] {
            let page = SymbolGlyph.clip(solid, to: SymbolGlyph.edge(of: outline[2], outline[7], facing: side, pen: pen * 0.8))
            s.draw(.area(SymbolOutline.polygon(page)))
        }
        return s.design
    }

    // MARK: - Bubbles

    /// A speech bubble 1 × 0.8 em rounded by `cornerRadius`, its tail sweeping out of the bottom
    /// left to a point 0.18 em below it.
    private static func bubble(cornerRadius: Double, filled: Bool, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        let box = Rect(x: 0, y: 0, width: 1, height: 0.8)
        if filled {
            s.draw(.area(bubblePath(in: box, cornerRadius: cornerRadius)))
        } else {
            let r = pen / 2
            s.draw(.curve(bubblePath(in: box.insetBy(dx: r, dy: r), cornerRadius: cornerRadius - r), width: pen))
        }
        return s.design
    }

    /// The bubble's outline: three rounded corners, and at the bottom left a tail from the bottom
    /// edge to a point below the box and back up the left edge.
    private static func bubblePath(in box: Rect, cornerRadius c: Double) -> Raster.Path {
        let x0 = box.x, y0 = box.y, x1 = box.x + box.width, y1 = box.y + box.height
        var b = PathBuilder()
        b.move(to: Point(x0 + c, y0))
        b.line(to: Point(x1 - c, y0))
        b.addArc(center: Point(x1 - c, y0 + c), radius: c, startAngle: -Double.pi / 2, sweep: Double.pi / 2)
        b.line(to: Point(x1, y1 - c))
        b.addArc(center: Point(x1 - c, y1 - c), radius: c, startAngle: 0, sweep: Double.pi / 2)
        b.line(to: Point(x0 + 0.36 * box.width, y1))
        b.quad(to: Point(x0 + 0.02, y1 + 0.18), control: Point(x0 + 0.2, y1 + 0.1))
        b.quad(to: Point(x0 + 0.1, y1 - 0.2), control: Point(x0 + 0.12, y1 - 0.02))
        b.quad(to: Point(x0, y0 + c), control: Point(x0, y1 - 0.32))
        b.addArc(center: Point(x0 + c, y0 + c), radius: c, startAngle: Double.pi, sweep: Double.pi / 2)
        b.close()
        return b.path
    }
}

extension SymbolSketch {
    /// An inner line or dot: knocked out of a solid form, drawn on an outlined one.
    mutating func mark(_ mark: SymbolMark, knockedOut: Bool) {
        if knockedOut { cut(mark) } else { draw(mark) }
    }
}
