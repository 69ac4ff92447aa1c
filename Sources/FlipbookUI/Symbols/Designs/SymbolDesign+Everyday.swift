// SymbolDesign+Everyday.swift: things on a desk and in a pocket: square.and.pencil, note.text,
// link, paperclip, scissors, creditcard, banknote, gift, key, briefcase and pin.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a square 0.9 em
// with its pencil leaving it at the top right (1.06 × 1.04 em), a note 0.96 em square with its
// corner turned, two chain links 1 em along the diagonal, a paper clip 1.14 em long leaning 45°
// to the right, scissors 0.84 × 1 em with their handles down, a card 1.2 × 0.86 em, a banknote
// 1.2 × 0.76 em (a ring between two dots), a gift 1 em square, a key 0.64 × 1.08 em standing on
// its bit, a briefcase 1.12 × 0.96 em, a push pin 1 em long leaning 45° to the left. Outlines are
// lines of the pen; filled forms are solid with their inner lines knocked out or, where a line
// runs edge to edge (the card's stripe, the ribbon of the gift, the briefcase's seam), drawn as
// separate pieces with the line's gap between them.

import Foundation
import Raster

extension SymbolDesign {
    static let everyday: Family = [
        ("square.and.pencil", { squareAndPencil(pen: $0) }),
        ("note.text", { noteText(pen: $0) }),
        ("link", { link(pen: $0) }),
        ("paperclip", { paperclip(pen: $0) }),
        ("scissors", { scissors(pen: $0) }),
        ("creditcard", { creditcard(filled: false, pen: $0) }),
        ("creditcard.fill", { creditcard(filled: true, pen: $0) }),
        ("banknote", { banknote(filled: false, pen: $0) }),
        ("banknote.fill", { banknote(filled: true, pen: $0) }),
        ("gift", { gift(filled: false, pen: $0) }),
        ("gift.fill", { gift(filled: true, pen: $0) }),
        ("key", { key(filled: false, pen: $0) }),
        ("key.fill", { key(filled: true, pen: $0) }),
        ("briefcase", { briefcase(filled: false, pen: $0) }),
        ("briefcase.fill", { briefcase(filled: true, pen: $0) }),
        ("pin", { pushPin(filled: false, pen: $0) }),
        ("pin.fill", { pushPin(filled: true, pen: $0) }),
    ]

    // MARK: - Writing

    /// A rounded square 0.9 em open at its top-right corner, and a pencil 0.86 em long leaving it
    /// there at 45°, its point near the square's middle.
    private static func squareAndPencil(pen: Double) -> SymbolDesign {
        let r = pen / 2, top = 0.14, side = 0.9, corner = 0.2
        var s = SymbolSketch(pen: pen)
        let frame = [Point(0.46, top + r), Point(r, top + r), Point(r, top + side - r),
                     Point(side - r, top + side - r), Point(side - r, top + 0.44)]
        s.draw(.curve(SymbolOutline.roundedPolyline(frame, radius: corner - r), width: pen))
        for mark in pencilMarks(tip: Point(0.36, 0.72), direction: Point(1, -1), length: 0.86, pen: pen) { s.draw(mark) }
        return s.design
    }

    /// A pencil's outline `length` long and 0.26 em thick from its `tip` along `direction`, with
    /// the line where the point is sharpened.
    static func pencilMarks(tip: Point, direction: Point, length: Double, pen: Double) -> [SymbolMark] {
        let r = pen / 2, half = 0.13, cone = 0.28
        let u = direction.normalized ?? Point(1, 0), n = Point(-u.y, u.x)
        func at(_ along: Double, _ across: Double) -> Point { tip + u * along + n * across }
        let body = [at(0, 0), at(cone, -half), at(length, -half), at(length, half), at(cone, half)]
        return [.roundedPolygon(SymbolOutline.offsetPolygon(body, by: -r), radii: [0, 0, 0.05, 0.05, 0], width: pen),
                .polyline([at(cone, r - half), at(cone, half - r)], width: pen, closed: false)]
    }

    /// A note 0.96 em square, its bottom-right corner turned up, with three lines of text (the
    /// last shorter).
    private static func noteText(pen: Double) -> SymbolDesign {
        let side = 0.96, fold = 0.32
        var s = SymbolSketch(pen: pen)
        let page = [Point(0, 0), Point(side, 0), Point(side, side - fold), Point(side - fold, side), Point(0, side)]
        s.shape(page, radii: [0.16, 0.16, 0.03, 0.03, 0.16], filled: false)
        let inner = SymbolOutline.offsetPolygon(page, by: -pen / 2)
        s.line(inner[2], Point(side - fold, side - fold), inner[3])
        for (y, end) in [(0.26, 0.74), (0.44, 0.74), (0.62, 0.5)] { s.line(Point(0.22, y), Point(end, y)) }
        return s.design
    }

    /// Two chain links, capsules 0.64 × 0.36 em overlapping by a third, along the diagonal from
    /// the bottom left to the top right.
    private static func link(pen: Double) -> SymbolDesign {
        let r = pen / 2, length = 0.64, width = 0.36
        var s = SymbolSketch(pen: pen)
        for x in [0, length - 0.2] {
            let box = Rect(x: x + r, y: r, width: length - pen, height: width - pen)
            s.draw(.curve(Raster.Path(roundedRect: box, cornerRadius: box.height / 2), width: pen))
        }
        return s.design.applying(Transform(rotation: -Double.pi / 4))
    }

    /// A paper clip drawn upright, 0.46 em wide: its wire runs down the outer left leg, round a
    /// wide bend at the bottom, up the right leg, over a narrower bend at the top and down to a
    /// small bend inside the first, ending in the middle; turned 45° to the right.
    private static func paperclip(pen: Double) -> SymbolDesign {
        let r = pen / 2, w = 0.46, height = 1.14
        let upper = r + w / 3, lower = height - r - w / 2
        var b = PathBuilder()
        b.move(to: Point(0, upper + 0.16))
        b.line(to: Point(0, lower))
        b.addArc(center: Point(w / 2, lower), radius: w / 2, startAngle: .pi, endAngle: 0, clockwise: false)
        b.line(to: Point(w, upper))
        b.addArc(center: Point(2 * w / 3, upper), radius: w / 3, startAngle: 0, endAngle: -.pi, clockwise: false)
        b.line(to: Point(w / 3, lower))
        b.addArc(center: Point(w / 2, lower), radius: w / 6, startAngle: .pi, endAngle: 0, clockwise: false)
        b.line(to: Point(2 * w / 3, upper + 0.06))
        var s = SymbolSketch(pen: pen)
        s.draw(.curve(b.path, width: pen))
        return s.design.applying(Transform(rotation: Double.pi / 4))
    }

    /// Scissors 0.84 × 1 em: two ring handles at the bottom, the blades crossing above them
    /// at a pivot and running out to points at the top corners.
    private static func scissors(pen: Double) -> SymbolDesign {
        let r = pen / 2, ring = 0.18 - r, width = 0.84
        var s = SymbolSketch(pen: pen)
        for side in [-1.0, 1] {
            let c = Point(width / 2 + side * 0.24, 1 - 0.18)
            s.draw(.ring(center: c, radius: ring, width: pen))
            // From the top of the ring, through the pivot, to the point on the far side.
            let start = c + Point(-side * 0.04, -ring), tip = Point(width / 2 - side * (width / 2 - r - 0.04), r)
            s.line(start, tip)
        }
        s.draw(.dot(center: Point(width / 2, 0.46), diameter: pen * 1.4))
        return s.design
    }

    // MARK: - Shopping

    /// A card 1.2 × 0.86 em with corners of 0.14 em, a magnetic stripe across its top and a short
    /// bar at the bottom left; filled, the stripe and the bar are knocked out.
    private static func creditcard(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.2, height = 0.86, corner = 0.14, stripe = (top: 0.2, bottom: 0.36)
        let bar = Rect(x: 0.16, y: 0.58, width: 0.26, height: 0.12)
        var s = SymbolSketch(pen: pen)
        if filled {
            let topPiece = [Point(0, 0), Point(width, 0), Point(width, stripe.top), Point(0, stripe.top)]
            let bottomPiece = [Point(0, stripe.bottom), Point(width, stripe.bottom), Point(width, height), Point(0, height)]
            s.draw(.area(SymbolOutline.roundedPolygon(topPiece, radii: [corner, corner, 0, 0])))
            s.draw(.area(SymbolOutline.roundedPolygon(bottomPiece, radii: [0, 0, corner, corner])))
            s.cut(.area(Raster.Path(roundedRect: bar, cornerRadius: 0.04)))
        } else {
            s.shape([Point(0, 0), Point(width, 0), Point(width, height), Point(0, height)], radius: corner, filled: false)
            s.draw(.area(Raster.Path(rect: Rect(x: r, y: stripe.top, width: width - pen, height: stripe.bottom - stripe.top))))
            s.line(Point(bar.minX + r, bar.midY), Point(bar.maxX - r, bar.midY))
        }
        return s.design
    }

    /// A note 1.2 × 0.76 em with corners of 0.1 em, a ring 0.36 em across in its middle and a dot
    /// 0.1 em across either side of it; filled, the ring and the dots are knocked out.
    private static func banknote(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 1.2, height = 0.76, c = Point(width / 2, height / 2), w = filled ? pen * innerPenRatio : pen
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, 0), Point(width, 0), Point(width, height), Point(0, height)], radius: 0.1, filled: filled)
        s.mark(.ring(center: c, radius: 0.18 - w / 2, width: w), knockedOut: filled)
        for x in [0.22, width - 0.22] { s.mark(.dot(center: Point(x, c.y), diameter: 0.1), knockedOut: filled) }
        return s.design
    }

    /// A gift 1 em square: a lid 0.28 em deep over a narrower box, a ribbon down the middle and
    /// a bow of two loops on the lid; filled, the ribbon and the lid's edge are gaps between
    /// solid pieces.
    private static func gift(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.0, lidTop = 0.28, lidBottom = 0.56, inset = 0.07, cx = width / 2
        var s = SymbolSketch(pen: pen)
        if filled {
            let gap = pen * 0.4
            for side in [-1.0, 1] {
                let inner = cx + side * gap, outer = side < 0 ? 0 : width, boxOuter = side < 0 ? inset : width - inset
                let lid = [Point(outer, lidTop), Point(inner, lidTop), Point(inner, lidBottom - gap), Point(outer, lidBottom - gap)]
                let box = [Point(boxOuter, lidBottom + gap), Point(inner, lidBottom + gap), Point(inner, 1), Point(boxOuter, 1)]
                s.draw(.area(SymbolOutline.roundedPolygon(lid, radii: [0.08, 0.02, 0.02, 0.08])))
                s.draw(.area(SymbolOutline.roundedPolygon(box, radii: [0.02, 0.02, 0.02, 0.12])))
            }
        } else {
            s.shape([Point(0, lidTop), Point(width, lidTop), Point(width, lidBottom), Point(0, lidBottom)], radius: 0.08, filled: false)
            let box = [Point(inset + r, lidBottom - r), Point(inset + r, 1 - r), Point(width - inset - r, 1 - r),
                       Point(width - inset - r, lidBottom - r)]
            s.draw(.curve(SymbolOutline.roundedPolyline(box, radius: 0.12 - r), width: pen))
            s.line(Point(cx, lidTop), Point(cx, 1 - r))
        }
        // The bow: a loop either side of the ribbon, leaning out from where they meet.
        for side in [-1.0, 1] {
            let loop = [Point(cx, lidTop - r), Point(cx + side * 0.3, lidTop - 0.04), Point(cx + side * 0.18, r)]
            s.draw(.roundedPolygon(loop, radii: [0.02, 0.08, 0.08], width: pen))
        }
        return s.design
    }

    // MARK: - Keys and cases

    /// A key 0.64 × 1.08 em standing on its bit: a round bow with a hole near its top, a shaft
    /// down to a point with a tooth on its right.
    private static func key(filled: Bool, pen: Double) -> SymbolDesign {
        let c = Point(0.32, 0.32), bow = 0.32, half = 0.1
        // The bow's edge from where the shaft leaves it on the left, over the top, round to the
        // right; then the shaft down its right side (the tooth), to the point and back up.
        let join = asin(half / bow)
        let arc = stride(from: 0.0, through: 1, by: 1.0 / 24).map { t -> Point in
            let a = .pi / 2 + join + t * (2 * .pi - 2 * join)
            return c + Point(cos(a), sin(a)) * bow
        }
        let shaft = [Point(c.x + half, 0.74), Point(0.54, 0.74), Point(0.54, 0.86), Point(c.x + half, 0.86),
                     Point(c.x + half, 0.96), Point(c.x, 1.08), Point(c.x - half, 0.96)]
        let outline = arc + shaft
        let radii = arc.map { _ in 0.0 } + [0, 0.03, 0.03, 0, 0.02, 0.04, 0.02]
        let hole = Point(c.x, 0.2)
        var s = SymbolSketch(pen: pen)
        s.shape(outline, radii: radii, filled: filled)
        s.mark(filled ? .dot(center: hole, diameter: 0.16) : .ring(center: hole, radius: 0.08, width: pen), knockedOut: filled)
        return s.design
    }

    /// A briefcase 1.12 × 0.96 em: a body with corners of 0.14 em, a seam across it 0.34 em below
    /// its top, and a handle 0.4 em wide on top.
    private static func briefcase(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.12, top = 0.22, bottom = 0.96, seam = top + 0.34, corner = 0.14
        var s = SymbolSketch(pen: pen)
        s.line(Point(0.36, top), Point(0.36, r), Point(width - 0.36, r), Point(width - 0.36, top))
        if filled {
            let gap = pen * 0.4
            s.draw(.area(SymbolOutline.roundedPolygon([Point(0, top), Point(width, top), Point(width, seam - gap), Point(0, seam - gap)],
                                                      radii: [corner, corner, 0, 0])))
            s.draw(.area(SymbolOutline.roundedPolygon([Point(0, seam + gap), Point(width, seam + gap), Point(width, bottom),
                                                       Point(0, bottom)], radii: [0, 0, corner, corner])))
        } else {
            s.shape([Point(0, top), Point(width, top), Point(width, bottom), Point(0, bottom)], radius: corner, filled: false)
            s.line(Point(r, seam), Point(width - r, seam))
        }
        return s.design
    }

    /// A push pin drawn upright, 0.6 × 1 em: a head narrowing to a collar that flares into a
    /// flat base, and a needle under it; leaning 45° to the left.
    private static func pushPin(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.6, base = 0.62, cx = width / 2
        let head = [Point(0.12, 0), Point(width - 0.12, 0), Point(width - 0.16, 0.34), Point(width, 0.52),
                    Point(width, base), Point(0, base), Point(0, 0.52), Point(0.16, 0.34)]
        var s = SymbolSketch(pen: pen)
        s.shape(head, radii: [0.08, 0.08, 0, 0.06, 0.03, 0.03, 0.06, 0], filled: filled)
        s.line(Point(cx, base - r), Point(cx, 1 - r))
        return s.design.applying(Transform(rotation: Double.pi / 4))
    }
}
