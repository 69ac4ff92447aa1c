// SymbolDesign+Editing.swift: toolbar and menu symbols for editing and filing: rectangle,
// archivebox, rectangle.portrait.and.arrow.right (sign out), the U-turn arrows
// (arrow.uturn.backward and its kin), arrow.triangle.2.circlepath, arrow.up.arrow.down, text
// alignment (text.alignleft, .aligncenter, .alignright, text.justify), checklist, and the
// letters bold, italic and underline.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a rectangle
// 1.2 × 0.86 em with corners of 0.16 em; an archive box 1.14 × 0.96 em (a lid over a narrower
// box with a handle); a door 0.62 × 0.96 em open on its right, an arrow 1.14 em from inside it
// to its head outside; U-turns 0.96 × 0.9 em; two arcs 0.96 em across with solid heads; two
// arrows 0.9 em tall side by side; four lines of text 0.96 em wide; three checked rows 1.1 em
// wide; letters 0.78 em tall (a cap height), bold's B in a line 1.7 times the pen. Outlines are
// lines of the pen; filled forms are solid with their inner lines knocked out or, where a line
// runs edge to edge (the archive box's lid), drawn as separate pieces with its gap between them.

import Foundation
import Raster

extension SymbolDesign {
    static let editing: Family = [
        ("rectangle", { rectangle(filled: false, pen: $0) }),
        ("rectangle.fill", { rectangle(filled: true, pen: $0) }),
        ("archivebox", { archivebox(filled: false, pen: $0) }),
        ("archivebox.fill", { archivebox(filled: true, pen: $0) }),
        ("rectangle.portrait.and.arrow.right", { signOut(filled: false, pen: $0) }),
        ("rectangle.portrait.and.arrow.right.fill", { signOut(filled: true, pen: $0) }),
        ("arrow.uturn.backward", { uTurn(pen: $0) }),
        ("arrow.uturn.left", { uTurn(pen: $0) }),
        ("arrow.uturn.forward", { uTurn(pen: $0).mirrored }),
        ("arrow.uturn.right", { uTurn(pen: $0).mirrored }),
        ("arrow.triangle.2.circlepath", { twoArrowCircle(pen: $0) }),
        ("arrow.up.arrow.down", { upAndDown(pen: $0) }),
        ("text.alignleft", { textLines([0.96, 0.62, 0.96, 0.5], alignment: 0, pen: $0) }),
        ("text.aligncenter", { textLines([0.96, 0.62, 0.96, 0.5], alignment: 0.5, pen: $0) }),
        ("text.alignright", { textLines([0.96, 0.62, 0.96, 0.5], alignment: 1, pen: $0) }),
        ("text.justify", { textLines([0.96, 0.96, 0.96, 0.5], alignment: 0, pen: $0) }),
        ("checklist", { checklist(pen: $0) }),
        ("bold", { bold(pen: $0) }),
        ("italic", { italic(pen: $0) }),
        ("underline", { underline(pen: $0) }),
    ]

    // MARK: - Boxes

    /// A rectangle 1.2 × 0.86 em with corners of 0.16 em.
    private static func rectangle(filled: Bool, pen: Double) -> SymbolDesign {
        polygon([Point(0, 0), Point(1.2, 0), Point(1.2, 0.86), Point(0, 0.86)], radius: 0.16, filled: filled, pen: pen)
    }

    /// An archive box: a lid 1.14 × 0.3 em over a box 1 em wide down to 0.96 em, a handle 0.3 em
    /// wide across the box's upper middle; filled, the lid and the box are pieces with a gap
    /// between them and the handle knocked out.
    private static func archivebox(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.14, lid = 0.3, inset = 0.07, bottom = 0.96, cx = width / 2
        let handle = SymbolMark.polyline([Point(cx - 0.15, 0.5), Point(cx + 0.15, 0.5)], width: pen, closed: false)
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, 0), Point(width, 0), Point(width, lid), Point(0, lid)], radius: 0.08, filled: filled)
        let box = [Point(inset, lid), Point(width - inset, lid), Point(width - inset, bottom), Point(inset, bottom)]
        if filled {
            let gap = pen * 0.4
            s.draw(.area(SymbolOutline.roundedPolygon([box[0] + Point(0, gap), box[1] + Point(0, gap), box[2], box[3]],
                                                      radii: [0, 0, 0.12, 0.12])))
            s.cut(handle)
        } else {
            let walls = [Point(inset + r, lid), Point(inset + r, bottom - r), Point(width - inset - r, bottom - r), Point(width - inset - r, lid)]
            s.draw(.curve(SymbolOutline.roundedPolyline(walls, radius: 0.12 - r), width: pen))
            s.draw(handle)
        }
        return s.design
    }

    /// Sign out: a door 0.62 × 0.96 em whose right side is open around an arrow from its middle
    /// out to the right, 1.14 em from the door's left edge. Filled, the door is solid and the
    /// shaft is knocked out of it up to its right edge, where the shaft's ink takes over.
    private static func signOut(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, door = 0.62, height = 0.96, mid = height / 2, opening = 0.2, head = 0.2
        let tail = Point(0.32, mid), tip = Point(1.14 - r, mid)
        var s = SymbolSketch(pen: pen)
        if filled {
            s.shape([Point(0, 0), Point(door, 0), Point(door, height), Point(0, height)], radius: 0.12, filled: true)
            let edge = Point(door, mid)
            for mark in SymbolGlyph.stub(from: tail, toward: edge, pen: pen, keeping: [.init(point: edge, normal: Point(-1, 0))]) { s.cut(mark) }
            for mark in SymbolGlyph.stub(from: tip, toward: edge, pen: pen, keeping: [.init(point: edge, normal: Point(1, 0))]) { s.draw(mark) }
            s.line(tip + Point(-head, -head), tip, tip + Point(-head, head))
        } else {
            let frame = [Point(door - r, mid - opening), Point(door - r, r), Point(r, r), Point(r, height - r),
                         Point(door - r, height - r), Point(door - r, mid + opening)]
            s.draw(.curve(SymbolOutline.roundedPolyline(frame, radius: 0.12 - r), width: pen))
            for mark in SymbolGlyph.arrow(from: tail, to: tip, head: head, pen: pen, cut: false) { s.draw(mark) }
        }
        return s.design
    }

    // MARK: - Arrows

    /// A U-turn back to the left: a head pointing left at the top, its shaft running right and
    /// round a half circle 0.56 em across to come back along the bottom to the middle.
    private static func uTurn(pen: Double) -> SymbolDesign {
        let r = pen / 2, head = 0.22, top = head + r, bottom = 0.9 - r, radius = (bottom - top) / 2
        let c = Point(0.96 - r - radius, top + radius)
        var b = PathBuilder()
        b.move(to: Point(r, top))
        b.line(to: Point(c.x, top))
        b.addArc(center: c, radius: radius, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: true)
        b.line(to: Point(0.36, bottom))
        var s = SymbolSketch(pen: pen)
        s.draw(.curve(b.path, width: pen))
        s.line(Point(r + head, top - head), Point(r, top), Point(r + head, top + head))
        return s.design
    }

    /// Two arcs of a circle 0.96 em across, each a third of a turn, chasing each other
    /// clockwise: the upper one from the left over to a solid head on the right, the lower one
    /// from the right under to a head on the left.
    private static func twoArrowCircle(pen: Double) -> SymbolDesign {
        let radius = 0.36, c = Point(0.48, 0.48), degree = Double.pi / 180, half = 0.14, length = 0.2
        var s = SymbolSketch(pen: pen)
        for start in [190.0, 10] {
            let end = start + 115
            s.draw(.arc(center: c, radius: radius, start: start * degree, end: end * degree, width: pen))
            // A triangle on the arc's end, pointing along it.
            let a = end * degree, n = Point(cos(a), sin(a)), t = Point(-sin(a), cos(a)), base = c + n * radius
            s.draw(.area(SymbolOutline.roundedPolygon([base + n * half, base + t * length, base - n * half], radius: 0.03)))
        }
        return s.design
    }

    /// Two arrows 0.9 em tall, 0.36 em apart: the left one up, the right one down.
    private static func upAndDown(pen: Double) -> SymbolDesign {
        let r = pen / 2, head = 0.2, height = 0.9
        var s = SymbolSketch(pen: pen)
        for (x, up) in [(head + r, true), (head + r + 0.36, false)] {
            let top = Point(x, r), bottom = Point(x, height - r)
            for mark in SymbolGlyph.arrow(from: up ? bottom : top, to: up ? top : bottom, head: head, pen: pen, cut: false) { s.draw(mark) }
        }
        return s.design
    }

    // MARK: - Text

    /// Lines of text 0.26 em apart, each `widths` long (ems, caps included), set against the
    /// left (`alignment` 0), the middle (0.5) or the right (1) of the longest.
    private static func textLines(_ widths: [Double], alignment: Double, pen: Double) -> SymbolDesign {
        let r = pen / 2, full = widths.max() ?? 1
        var s = SymbolSketch(pen: pen)
        for (i, width) in widths.enumerated() {
            let x = (full - width) * alignment, y = r + Double(i) * 0.26
            s.line(Point(x + r, y), Point(x + width - r, y))
        }
        return s.design
    }

    /// Three rows 0.36 em apart: a checkmark 0.3 × 0.24 em, then a line to 1.1 em.
    private static func checklist(pen: Double) -> SymbolDesign {
        let r = pen / 2, box = Point(0.3, 0.24)
        var s = SymbolSketch(pen: pen)
        for row in 0..<3 {
            let top = Double(row) * 0.36
            s.draw(.polyline(checkmarkPoints(box: box, stroke: pen, origin: Point(0, top)), width: pen, closed: false))
            s.line(Point(0.46, top + box.y / 2), Point(1.1 - r, top + box.y / 2))
        }
        return s.design
    }

    /// The letters' cap height, in ems.
    private static let capHeight = 0.78

    /// A bold B: a stem, a bowl 0.42 em deep at the top and a wider one below, drawn as one line
    /// 1.7 times the pen.
    private static func bold(pen: Double) -> SymbolDesign {
        let w = pen * 1.7, h = w / 2, top = h, bottom = capHeight - h, middle = 0.36
        let upper = (middle - top) / 2, lower = (bottom - middle) / 2
        var b = PathBuilder()
        b.move(to: Point(h, middle))
        b.line(to: Point(0.34, middle))
        b.addArc(center: Point(0.34, middle - upper), radius: upper, startAngle: .pi / 2, endAngle: -.pi / 2, clockwise: false)
        b.line(to: Point(h, top))
        b.line(to: Point(h, bottom))
        b.line(to: Point(0.38, bottom))
        b.addArc(center: Point(0.38, bottom - lower), radius: lower, startAngle: .pi / 2, endAngle: -.pi / 2, clockwise: false)
        b.line(to: Point(h, middle))
        var s = SymbolSketch(pen: pen)
        s.draw(.curve(b.path, width: w))
        return s.design
    }

    /// An italic I: a stem leaning 18° to the right between two serifs 0.34 em long.
    private static func italic(pen: Double) -> SymbolDesign {
        let r = pen / 2, top = r, bottom = capHeight - r, lean = (bottom - top) * tan(18 * Double.pi / 180)
        let foot = Point(r + 0.17, bottom), head = Point(foot.x + lean, top)
        var s = SymbolSketch(pen: pen)
        s.line(foot, head)
        s.line(Point(head.x - 0.17, top), Point(head.x + 0.17, top))
        s.line(Point(r, bottom), Point(foot.x + 0.17, bottom))
        return s.design
    }

    /// A U 0.6 em wide over a line 0.76 em long, 0.14 em below the letter.
    private static func underline(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.6, x0 = 0.08, bottom = capHeight - r, radius = width / 2 - r
        var b = PathBuilder()
        b.move(to: Point(x0 + r, r))
        b.line(to: Point(x0 + r, bottom - radius))
        b.addArc(center: Point(x0 + width / 2, bottom - radius), radius: radius, startAngle: .pi, endAngle: 0, clockwise: false)
        b.line(to: Point(x0 + width - r, r))
        var s = SymbolSketch(pen: pen)
        s.draw(.curve(b.path, width: pen))
        s.line(Point(r, capHeight + 0.14 + r), Point(0.76 - r, capHeight + 0.14 + r))
        return s.design
    }
}
