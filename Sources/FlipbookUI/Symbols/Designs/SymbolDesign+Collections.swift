// SymbolDesign+Collections.swift: things that hold, stack or list other things: tray.full and
// tray.2, square.stack and rectangle.stack, icloud (and icloud.and.arrow.up and .down),
// books.vertical, list.clipboard, doc.richtext, heart.text.square, text.bubble, music.note.list,
// and the badged app.badge and envelope.badge, in outline and filled forms (music.note.list in
// the one form SF Symbols has).
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: tray's tray 1.1
// em wide, taller (0.96 em) to hold two sheets, or two of them 0.46 em tall one over the other (1
// em in all); a card 0.9 × 0.72 em (a rectangle 1.16 × 0.62 em) under the tops of two more behind
// it, each 0.19 em higher and 0.07 em shorter at both ends (0.9 × 1.1 em, 1.16 × 1 em in all); the
// iCloud cloud 1.2 × 0.72 em, its right-hand bump the largest (with an arrow through its base, 1
// or 1.06 em tall); three books 1.22 × 1 em, the third leaning 14° against the second; a clipboard
// 0.88 × 1.06 em with its clip over the top edge (the board kept 0.06 em clear of it) and three
// bulleted rows; doc's page with two lines of text over a picture of a hill; a rounded square 0.9
// em (the enclosures' square) with a heart and three lines; bubble.left with two lines; music.note
// at 0.84 under and beside three lines (1.11 × 1.02 em); a badge is a dot 0.34–0.36 em across at
// the top right, its symbol kept 0.06 em clear of it, as bell.badge's is (an app's square 1.04 em
// in all, envelope 1.24 × 1 em). Outlines are lines of the pen, text lines 0.8 of it; filled forms
// are solid with their inner lines knocked out.

import Foundation
import Raster

extension SymbolDesign {
    static let collections: Family = [
        ("tray.full", { trayFull(filled: false, pen: $0) }),
        ("tray.full.fill", { trayFull(filled: true, pen: $0) }),
        ("tray.2", { trays(filled: false, pen: $0) }),
        ("tray.2.fill", { trays(filled: true, pen: $0) }),
        ("square.stack", { stack(width: 0.9, height: 0.72, corner: 0.18, filled: false, pen: $0) }),
        ("square.stack.fill", { stack(width: 0.9, height: 0.72, corner: 0.18, filled: true, pen: $0) }),
        ("rectangle.stack", { stack(width: 1.16, height: 0.62, corner: 0.14, filled: false, pen: $0) }),
        ("rectangle.stack.fill", { stack(width: 1.16, height: 0.62, corner: 0.14, filled: true, pen: $0) }),
        ("icloud", { iCloud(filled: false, pen: $0) }),
        ("icloud.fill", { iCloud(filled: true, pen: $0) }),
        ("icloud.and.arrow.up", { iCloudArrow(up: true, filled: false, pen: $0) }),
        ("icloud.and.arrow.up.fill", { iCloudArrow(up: true, filled: true, pen: $0) }),
        ("icloud.and.arrow.down", { iCloudArrow(up: false, filled: false, pen: $0) }),
        ("icloud.and.arrow.down.fill", { iCloudArrow(up: false, filled: true, pen: $0) }),
        ("books.vertical", { books(filled: false, pen: $0) }),
        ("books.vertical.fill", { books(filled: true, pen: $0) }),
        ("list.clipboard", { clipboard(filled: false, pen: $0) }),
        ("list.clipboard.fill", { clipboard(filled: true, pen: $0) }),
        ("doc.richtext", { richText(filled: false, pen: $0) }),
        ("doc.richtext.fill", { richText(filled: true, pen: $0) }),
        ("heart.text.square", { heartText(filled: false, pen: $0) }),
        ("heart.text.square.fill", { heartText(filled: true, pen: $0) }),
        ("text.bubble", { textBubble(filled: false, pen: $0) }),
        ("text.bubble.fill", { textBubble(filled: true, pen: $0) }),
        ("music.note.list", { musicList(pen: $0) }),
        ("app.badge", { appBadge(filled: false, pen: $0) }),
        ("app.badge.fill", { appBadge(filled: true, pen: $0) }),
        ("envelope.badge", { envelopeBadge(filled: false, pen: $0) }),
        ("envelope.badge.fill", { envelopeBadge(filled: true, pen: $0) }),
    ]

    // MARK: - Other symbols' designs

    /// The finished design called `name` at the pen.
    static func finished(_ name: String, pen: Double) -> SymbolDesign {
        guard let design = named(name, stroke: pen) else { preconditionFailure("no symbol \(name) to build on") }
        return design
    }

    /// The marks that redraw a finished design so that it can join a fill: a stroked design's
    /// lines as polylines (its curves in 16 pieces), a filled design's areas and cuts.
    static func pieces(of design: SymbolDesign) -> [(mark: SymbolMark, isCut: Bool)] {
        guard design.strokeWidth != nil else { return marks(of: design) }
        // Clearing an area far away keeps every line whole, as polylines.
        let far = [Point(1000, 1000), Point(1001, 1000), Point(1000, 1001)]
        return marks(of: design, clearing: { _ in far })
    }

    /// A sketch that starts with another symbol's design, moved by `t`.
    static func sketch(on name: String, moved t: Transform = .identity, pen: Double) -> SymbolSketch {
        var s = SymbolSketch(pen: pen)
        for (mark, isCut) in pieces(of: finished(name, pen: pen).applying(t)) { s.mark(mark, knockedOut: isCut) }
        return s
    }

    /// The design with a solid dot `radius` in radius at `c`, the design kept 0.06 em clear of it.
    static func dotBadged(_ design: SymbolDesign, at c: Point, radius: Double, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        let cleared = { (grow: Double) in
            SymbolOutline.flattened(SymbolOutline.disk(c, diameter: 2 * (radius + 0.06 + grow)), pieces: 8)
        }
        for (mark, isCut) in marks(of: design, clearing: cleared) { s.mark(mark, knockedOut: isCut) }
        s.draw(.dot(center: c, diameter: 2 * radius))
        return s.design
    }

    // MARK: - Trays and stacks

    /// tray's outline 1.1 em wide from `top`, `height` tall: sloping sides 0.14 em in at the top
    /// down to the rim `rim` below it, then straight; the rim's line dips 0.12 em (`dip`) in a
    /// notch across its middle (0.7 of the pen, knocked out, when filled).
    private static func tray(top: Double, height: Double, rim: Double, dip: Double, filled: Bool, in s: inout SymbolSketch) {
        let r = s.pen / 2, width = 1.1, y = top + rim
        let outline = [Point(0.14, top), Point(width - 0.14, top), Point(width, y), Point(width, top + height),
                       Point(0, top + height), Point(0, y)]
        s.shape(outline, radii: [0.06, 0.06, 0.02, 0.12, 0.12, 0.02], filled: filled)
        let notch = [Point(r, y), Point(0.34, y), Point(0.4, y + dip), Point(width - 0.4, y + dip), Point(width - 0.34, y),
                     Point(width - r, y)]
        s.mark(.polyline(notch, width: filled ? s.pen * 0.7 : s.pen, closed: false), knockedOut: filled)
    }

    /// tray 0.96 em tall (its rim 0.54 em down) with two sheets in it: lines across its top
    /// part, knocked out (0.7 of the pen) when filled.
    private static func trayFull(filled: Bool, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        tray(top: 0, height: 0.96, rim: 0.54, dip: 0.12, filled: filled, in: &s)
        for (y, inset) in [(0.2, 0.32), (0.36, 0.3)] {
            s.mark(.polyline([Point(inset, y), Point(1.1 - inset, y)], width: filled ? pen * 0.7 : pen, closed: false), knockedOut: filled)
        }
        return s.design
    }

    /// Two trays 0.46 em tall, one 0.08 em over the other (1 em in all).
    private static func trays(filled: Bool, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        for top in [0, 0.54] { tray(top: top, height: 0.46, rim: 0.22, dip: 0.08, filled: filled, in: &s) }
        return s.design
    }

    /// A rounded card `width` × `height` at the bottom and, behind it, the tops of two more:
    /// lines of the pen 0.19 em apart, each 0.07 em shorter at both ends than the one in front
    /// (the first as long as the card's straight top).
    private static func stack(width: Double, height: Double, corner: Double, filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, step = 0.19, top = 2 * step
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, top), Point(width, top), Point(width, top + height), Point(0, top + height)], radius: corner, filled: filled)
        for k in 1...2 {
            let inset = corner + 0.07 * Double(k - 1), y = top - step * Double(k) + r
            s.line(Point(inset, y), Point(width - inset, y))
        }
        return s.design
    }

    // MARK: - Clouds and books

    /// The iCloud cloud's bumps, left to right (the right-hand one largest), and its flat base.
    private static let iCloudBumps: [(c: Point, r: Double)] = [
        (Point(0.24, 0.52), 0.24), (Point(0.54, 0.34), 0.3), (Point(0.9, 0.46), 0.3),
    ]

    /// A cloud over `bumps` on a flat base, each bump's circle `inset` smaller (and the base that
    /// much higher): from the base up round the first bump, over each crossing to the next, down
    /// the last bump and back along the base.
    static func bumpyCloud(_ bumps: [(c: Point, r: Double)], inset d: Double) -> Raster.Path {
        let circles = bumps.map { (c: $0.c, r: $0.r - d) }
        func angle(_ p: Point, _ c: Point) -> Double { atan2(p.y - c.y, p.x - c.x) }
        // Where each bump meets the next, on the upper side.
        let joins = zip(circles, circles.dropFirst()).map { a, b -> Point in
            guard let (p, q) = SymbolOutline.crossings(a.c, a.r, b.c, b.r) else { return a.c }
            return p.y < q.y ? p : q
        }
        var b = PathBuilder()
        b.move(to: Point(circles[0].c.x, circles[0].c.y + circles[0].r))
        for (i, circle) in circles.enumerated() {
            let start = i == 0 ? Double.pi / 2 : angle(joins[i - 1], circle.c)
            var end = i == circles.count - 1 ? Double.pi / 2 : angle(joins[i], circle.c)
            while end <= start { end += 2 * .pi }
            b.addArc(center: circle.c, radius: circle.r, startAngle: start, endAngle: end, clockwise: true)
        }
        b.close()
        return b.path
    }

    private static func iCloud(filled: Bool, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        s.draw(filled ? .area(bumpyCloud(iCloudBumps, inset: 0)) : .curve(bumpyCloud(iCloudBumps, inset: pen / 2), width: pen))
        return s.design
    }

    /// icloud with an arrow down its middle, from 0.3 em down inside the cloud out through its
    /// base: up to a head inside it (to 1 em in all), or down to a head under it (1.06 em in all).
    /// The outline's base is kept 0.06 em clear of the shaft; filled, the arrow is knocked out of
    /// the cloud down to 0.06 em above its base, where the shaft carries on in ink.
    private static func iCloudArrow(up: Bool, filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, x = 0.6, base = 0.76, seam = Point(x, base - 0.06)
        let inner = Point(x, 0.3), outer = Point(x, up ? 1 - r : 1.1 - r), head = up ? 0.16 : 0.14
        let cloud = finished(filled ? "icloud.fill" : "icloud", pen: pen)
        let above = SymbolGlyph.HalfPlane(point: seam, normal: Point(0, -1))
        let below = SymbolGlyph.HalfPlane(point: seam, normal: Point(0, 1))
        guard filled else {
            var s = SymbolSketch(pen: pen)
            let band = { (grow: Double) -> [Point] in
                let half = r + 0.06 + grow
                return [Point(x - half, base - 0.12), Point(x + half, base - 0.12), Point(x + half, 1.2), Point(x - half, 1.2)]
            }
            for (mark, isCut) in marks(of: cloud, clearing: band) { s.mark(mark, knockedOut: isCut) }
            for mark in SymbolGlyph.arrow(from: up ? outer : inner, to: up ? inner : outer, head: head, pen: pen, cut: false) {
                s.draw(mark)
            }
            return s.design
        }
        var s = sketch(on: "icloud.fill", pen: pen)
        if up {
            for mark in SymbolGlyph.arrow(from: seam, to: inner, head: head, pen: pen, cut: true) { s.cut(mark) }
            for mark in SymbolGlyph.stub(from: outer, toward: seam, pen: pen, keeping: [below]) { s.draw(mark) }
        } else {
            for mark in SymbolGlyph.stub(from: inner, toward: seam, pen: pen, keeping: [above]) { s.cut(mark) }
            for mark in SymbolGlyph.stub(from: outer, toward: seam, pen: pen, keeping: [below]) { s.draw(mark) }
            s.draw(.polyline(arrowhead(at: outer, pointing: Point(0, 1), head: head), width: pen, closed: false))
        }
        return s.design
    }

    /// Three books 0.3 em wide: one 0.86 em tall, one 1 em tall beside it, and one 0.9 em tall
    /// leaning 14° against the second; each with a band across it 0.2 em below its top (knocked
    /// out, 0.6 of the pen and short of its edges, when filled).
    private static func books(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 0.3, gap = 0.06, lean = 14 * Double.pi / 180
        // Each book as its corners (top left, top right, bottom right, bottom left).
        func upright(_ x: Double, _ top: Double) -> [Point] {
            [Point(x, top), Point(x + width, top), Point(x + width, 1), Point(x, 1)]
        }
        let height = 0.9, c = cos(lean), sn = sin(lean)
        // The leaning book turned about its bottom right corner, its top left corner a gap clear
        // of the second book, its lowest corner on the shelf.
        let turned = [Point(-width, -height), Point(0, -height), Point(0, 0), Point(-width, 0)].map { p in
            Point(p.x * c + p.y * sn, -p.x * sn + p.y * c)
        }
        let shift = Point(2 * (width + gap) - (turned.map(\.x).min() ?? 0), 1 - (turned.map(\.y).max() ?? 0))
        let leaning = turned.map { $0 + shift }
        var s = SymbolSketch(pen: pen)
        for book in [upright(0, 0.14), upright(width + gap, 0), leaning] {
            s.shape(book, radius: 0.06, filled: filled)
            // The band: 0.2 em down each long side.
            let down = ((book[3] - book[0]).normalized ?? Point(0, 1)) * 0.2
            let a = book[0] + down, b = book[1] + down
            if filled {
                let along = (b - a).normalized ?? Point(1, 0)
                s.cut(.polyline([a + along * 0.08, b - along * 0.08], width: pen * 0.6, closed: false))
            } else {
                let along = (b - a).normalized ?? Point(1, 0)
                s.line(a + along * (pen / 2), b - along * (pen / 2))
            }
        }
        return s.design
    }

    // MARK: - Lists and pages

    /// A board 0.88 × 0.96 em 0.1 em down, its clip 0.28 × 0.2 em over the middle of its top edge
    /// (the board kept 0.06 em clear of it), and three rows of a dot and a line.
    private static func clipboard(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.88, board = Rect(x: 0, y: 0.1, width: width, height: 0.96), corner = 0.14
        let clip = Rect(x: width / 2 - 0.14, y: 0, width: 0.28, height: 0.2)
        func clear(_ grow: Double) -> [Point] {
            SymbolOutline.flattened(Raster.Path(roundedRect: clip.insetBy(dx: -grow, dy: -grow), cornerRadius: 0.06 + grow), pieces: 8)
        }
        var s = SymbolSketch(pen: pen)
        if filled {
            let solid = SymbolOutline.flattened(Raster.Path(roundedRect: board, cornerRadius: corner), pieces: 8)
            for piece in SymbolGlyph.subtract(clear(0.06), from: solid) { s.draw(.area(SymbolOutline.polygon(piece))) }
        } else {
            let line = SymbolOutline.flattened(Raster.Path(roundedRect: board.insetBy(dx: r, dy: r), cornerRadius: corner - r), pieces: 8)
            for part in SymbolGlyph.parts(of: line + line.prefix(1), outside: clear(0.06 + r)) {
                s.draw(.polyline(part, width: pen, closed: false))
            }
        }
        s.draw(.area(Raster.Path(roundedRect: clip, cornerRadius: 0.06)))
        for y in [0.46, 0.64, 0.82] {
            s.mark(.dot(center: Point(0.25, y), diameter: 0.13), knockedOut: filled)
            s.mark(.polyline([Point(0.41, y), Point(0.66, y)], width: pen * 0.8, closed: false), knockedOut: filled)
        }
        return s.design
    }

    /// doc's page with two lines of text (0.8 of the pen) over a picture: a hill with two peaks.
    private static func richText(filled: Bool, pen: Double) -> SymbolDesign {
        var s = sketch(on: filled ? "doc.fill" : "doc", pen: pen)
        for (y, end) in [(0.42, 0.56), (0.56, 0.56)] {
            s.mark(.polyline([Point(0.2, y), Point(end, y)], width: pen * 0.8, closed: false), knockedOut: filled)
        }
        let hill = [Point(0.16, 0.86), Point(0.31, 0.68), Point(0.41, 0.78), Point(0.48, 0.72), Point(0.6, 0.86)]
        s.mark(.area(SymbolOutline.roundedPolygon(hill, radii: [0.02, 0.04, 0.02, 0.03, 0.02])), knockedOut: filled)
        return s.design
    }

    /// The enclosures' rounded square 0.9 em with a heart at its top left, a short line beside
    /// it and two lines under it (0.8 of the pen).
    private static func heartText(filled: Bool, pen: Double) -> SymbolDesign {
        let side = squareSide
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, 0), Point(side, 0), Point(side, side), Point(0, side)], radius: squareCorner, filled: filled)
        s.mark(.area(heartPath(in: Rect(x: 0.19, y: 0.2, width: 0.3, height: 0.26))), knockedOut: filled)
        let w = pen * 0.8
        for (y, start, end) in [(0.33, 0.6, 0.7), (0.57, 0.22, 0.68), (0.71, 0.22, 0.5)] {
            s.mark(.polyline([Point(start, y), Point(end, y)], width: w, closed: false), knockedOut: filled)
        }
        return s.design
    }

    /// bubble.left with two lines of text (0.8 of the pen), the second shorter.
    private static func textBubble(filled: Bool, pen: Double) -> SymbolDesign {
        var s = sketch(on: filled ? "bubble.left.fill" : "bubble.left", pen: pen)
        for (y, end) in [(0.3, 0.76), (0.5, 0.56)] {
            s.mark(.polyline([Point(0.24, y), Point(end, y)], width: pen * 0.8, closed: false), knockedOut: filled)
        }
        return s.design
    }

    /// Three lines at the top left (the first longest) and music.note at 0.84 at the bottom
    /// right, 1.11 × 1 em.
    private static func musicList(pen: Double) -> SymbolDesign {
        let r = pen / 2
        var s = sketch(on: "music.note", moved: Transform(scaleX: 0.84, y: 0.84).concatenating(Transform(translationX: 0.56, y: 0.2)),
                       pen: pen)
        for (y, end) in [(r, 0.72), (0.33, 0.48), (0.61, 0.48)] { s.line(Point(r, y), Point(end - r, y)) }
        return s.design
    }

    // MARK: - Badges

    /// An app's rounded square 0.9 em (corners of 0.22 em) 0.14 em down, with a dot 0.36 em
    /// across over its top right corner.
    private static func appBadge(filled: Bool, pen: Double) -> SymbolDesign {
        let side = 0.9, top = 0.14
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, top), Point(side, top), Point(side, top + side), Point(0, top + side)], radius: 0.22, filled: filled)
        return dotBadged(s.design, at: Point(0.86, 0.18), radius: 0.18, pen: pen)
    }

    /// envelope 0.16 em down, with a dot 0.34 em across over its top right corner.
    private static func envelopeBadge(filled: Bool, pen: Double) -> SymbolDesign {
        let design = finished(filled ? "envelope.fill" : "envelope", pen: pen).applying(Transform(translationX: 0, y: 0.16))
        return dotBadged(design, at: Point(1.07, 0.17), radius: 0.17, pen: pen)
    }
}
