// SymbolDesign+Studio.swift: making and fixing things: paintpalette, wrench.and.screwdriver,
// hand.raised, hand.tap, textformat, list.number, puzzlepiece, cpu and medal.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a palette 1.04
// × 0.96 em with a thumb notch at its bottom right and four paint dots; a wrench and a screwdriver
// 1.1 em square crossing at 45°, the screwdriver in front; an open hand 0.96 × 1 em (four fingers
// side by side, the thumb out to the lower left), and the same hand pointing (the index finger
// alone raised, the others folded to knuckles at the palm's top) at 0.86 under an arc about its
// fingertip for hand.tap; "Aa" 1.06 × 0.78 em; list.bullet's rows led by the numerals 1, 2 and 3;
// a puzzle piece 1 em square (a square with a knob on its top and right); a chip 1 em square with
// three pins on each side round a square die; a medal 0.8 × 1 em (a disk 0.6 em across under two
// ribbon straps). Outlines are lines of the pen; filled forms are solid with their inner lines and
// dots knocked out or, where parts stand apart (the fingers, the straps behind the medal, the tool
// behind the other), drawn as separate pieces with a gap between them.

import Foundation
import Raster

extension SymbolDesign {
    static let studio: Family = [
        ("paintpalette", { palette(filled: false, pen: $0) }),
        ("paintpalette.fill", { palette(filled: true, pen: $0) }),
        ("wrench.and.screwdriver", { wrenchAndScrewdriver(filled: false, pen: $0) }),
        ("wrench.and.screwdriver.fill", { wrenchAndScrewdriver(filled: true, pen: $0) }),
        ("hand.raised", { raisedHand(filled: false, pen: $0) }),
        ("hand.raised.fill", { raisedHand(filled: true, pen: $0) }),
        ("hand.tap", { tappingHand(filled: false, pen: $0) }),
        ("hand.tap.fill", { tappingHand(filled: true, pen: $0) }),
        ("textformat", { textFormat(pen: $0) }),
        ("list.number", { listNumber(pen: $0) }),
        ("puzzlepiece", { puzzlePiece(filled: false, pen: $0) }),
        ("puzzlepiece.fill", { puzzlePiece(filled: true, pen: $0) }),
        ("cpu", { chip(filled: false, pen: $0) }),
        ("cpu.fill", { chip(filled: true, pen: $0) }),
        ("medal", { medal(filled: false, pen: $0) }),
        ("medal.fill", { medal(filled: true, pen: $0) }),
    ]

    // MARK: - Painting

    /// A palette: a disk 0.96 em across less a notch (a disk 0.32 em across at its lower right
    /// edge) for the thumb, and four dots of paint 0.14 em across in an arc over its middle.
    private static func palette(filled: Bool, pen: Double) -> SymbolDesign {
        let c = Point(0.52, 0.48), radius = 0.48, notch = c + Point(0.3, 0.3), notchRadius = 0.16
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(SymbolOutline.twoDiskRegion(c, radius, notch, notchRadius, keepOverlap: false)))
        } else {
            let r = pen / 2
            // A line of the pen along each stretch of the edge, so that it joins the dots in one
            // fill (round caps meeting round caps make its round joins).
            let edge = SymbolOutline.flattened(SymbolOutline.twoDiskRegion(c, radius - r, notch, notchRadius + r, keepOverlap: false),
                                               pieces: 8)
            for (p, q) in zip(edge, edge.dropFirst() + edge.prefix(1)) { s.line(p, q) }
        }
        for degrees in [160.0, 215, 270, 325] {
            let a = degrees * .pi / 180
            s.mark(.dot(center: c + Point(cos(a), sin(a)) * 0.23, diameter: 0.14), knockedOut: filled)
        }
        return s.design
    }

    // MARK: - Tools

    /// Points on a circle `radius` about the origin from `start` to `end` degrees (clockwise on a
    /// y-down screen), every 10° and at both ends.
    private static func arcPoints(_ radius: Double, from start: Double, to end: Double) -> [Point] {
        let steps = max(Int(((end - start) / 10).rounded(.up)), 1), degree = Double.pi / 180
        return (0...steps).map { k in
            let a = (start + (end - start) * Double(k) / Double(steps)) * degree
            return Point(cos(a), sin(a)) * radius
        }
    }

    /// A wrench drawn upright about its head's centre: a round head 0.42 em across with a slot
    /// 0.18 em wide open at the top down to the centre, on a handle 0.16 em wide whose round end
    /// is 0.98 em below the centre. The whole outline, the head alone, and the handle alone.
    private static let wrench: (outline: [Point], head: [Point], handle: [Point]) = {
        let head = 0.21, slot = 0.09, handle = 0.08, end = 0.9, degree = Double.pi / 180
        let open = atan2(-(head * head - slot * slot).squareRoot(), slot) / degree, neck = acos(handle / head) / degree
        let slotFoot = [Point(-slot, 0), Point(slot, 0)]
        return (arcPoints(head, from: open, to: neck) + [Point(handle, end), Point(-handle, end)]
                    + arcPoints(head, from: 180 - neck, to: 180 - open) + slotFoot,
                arcPoints(head, from: open, to: 180 - open) + slotFoot,
                [Point(handle, 0.1), Point(handle, end), Point(-handle, end), Point(-handle, 0.1)])
    }()

    /// A screwdriver's handle drawn upright, 0.28 × 0.44 em from the middle of its end; its
    /// shaft, a line of the pen, runs on to 1 em.
    private static let screwdriverHandle = [Point(-0.14, 0), Point(0.14, 0), Point(0.14, 0.44), Point(-0.14, 0.44)]

    /// The wrench leaning from its head at the top left down to the bottom right, the
    /// screwdriver in front of it from its handle at the bottom left up to its tip at the top
    /// right; the wrench keeps 0.06 em clear of the screwdriver's shaft, where the two cross.
    private static func wrenchAndScrewdriver(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, gap = 0.06
        // A point of an upright drawing turned by `angle` (clockwise on screen) and moved to `origin`.
        func turn(_ angle: Double, to origin: Point) -> (Point) -> Point {
            { p in origin + Point(p.x * cos(angle) - p.y * sin(angle), p.x * sin(angle) + p.y * cos(angle)) }
        }
        let place = turn(-Double.pi / 4, to: Point(0.2, 0.2)), driver = turn(-3 * Double.pi / 4, to: Point(0.12, 0.96))
        let shaft = (driver(Point(0, 0.44)), driver(Point(0, 1 - r)))
        // The band the wrench stays out of, `grow` further out.
        func band(_ grow: Double) -> [Point] { slashBand(shaft.0, shaft.1, clear: r + gap + grow) }
        let handleRadii = [0, 0.08, 0.08, 0.0]
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(wrench.head.map(place), radius: 0.02)))
            let handle = SymbolOutline.flattened(SymbolOutline.roundedPolygon(wrench.handle.map(place), radii: handleRadii),
                                                 pieces: 8)
            for piece in SymbolGlyph.subtract(band(0), from: handle) { s.draw(.area(SymbolOutline.polygon(piece))) }
        } else {
            let outline = wrench.outline.map(place)
            let radii = wrench.outline.map { $0.y > 0.5 ? max(0.08 - r, 0) : 0 }
            let line = SymbolOutline.flattened(SymbolOutline.roundedPolygon(SymbolOutline.offsetPolygon(outline, by: -r), radii: radii),
                                               pieces: 8)
            for part in SymbolGlyph.parts(of: line + line.prefix(1), outside: band(r)) { s.draw(.polyline(part, width: pen, closed: false)) }
        }
        s.shape(screwdriverHandle.map(driver), radii: [0.09, 0.09, 0.04, 0.04], filled: filled)
        s.line(shaft.0, shaft.1)
        return s.design
    }

    // MARK: - Hands and letters

    /// An open hand 0.96 × 1 em: four fingers 0.17 em apart (their tips half circles, the middle
    /// one highest), their sides one line between neighbours down to the palm, the thumb out to
    /// the upper left from the palm's foot, and the palm rounding to the wrist. Filled, the
    /// fingers are pieces with a gap between them on a solid palm. Pointing, the index finger
    /// alone is raised, the others folded to knuckles stepping down to the right, the palm's
    /// top at the last one's.
    private static func raisedHand(pointing: Bool = false, filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, half = 0.085, right = 0.96 - r
        let xs = (0..<4).map { right - half - Double(3 - $0) * 2 * half }
        let tips = (pointing ? [0, 0.4, 0.43, 0.47] : [0.12, 0, 0.06, 0.2]).map { $0 + r + half }
        let palmTop = pointing ? tips[3] : 0.5
        let left = xs[0] - half, thumbTip = Point(r + half, 0.44), thumbFoot = Point(0.36, 0.8), join = Point(left, 0.62)
        let along = (thumbTip - thumbFoot).normalized ?? Point(0, -1), across = Point(-along.y, along.x)
        // The outline from the index finger's foot up the thumb and round its tip, down to the
        // wrist and up the little finger to the palm's top.
        var b = PathBuilder()
        b.move(to: join)
        b.line(to: thumbTip + across * half)
        let start = atan2(across.y, across.x)
        b.addArc(center: thumbTip, radius: half, startAngle: start, endAngle: start - .pi, clockwise: false)
        b.line(to: thumbFoot - across * half)
        b.cubic(to: Point(0.64, 1 - r), control1: Point(0.4, 0.94), control2: Point(0.5, 1 - r))
        b.cubic(to: Point(right, 0.64), control1: Point(0.82, 1 - r), control2: Point(right, 0.86))
        b.line(to: Point(right, palmTop))
        var s = SymbolSketch(pen: pen)
        if filled {
            let outline = SymbolOutline.flattened(b.path, pieces: 8)
            s.draw(.area(SymbolOutline.polygon(outline + [Point(left, palmTop)])))
            s.draw(.polyline(outline, width: pen, closed: false))
            let gap = pen * 0.2
            // Pointing, the raised finger keeps its outline's width (the fist giving way beside it)
            // and the folded fingers make one fist.
            let split = pointing ? r : 0
            for (i, x) in xs.enumerated() {
                let l = i == 0 ? x - half - r : i == 1 ? x - half + split + gap : pointing ? x - half : x - half + gap
                let rr = i == 3 ? x + half + r : i == 0 ? x + half + split - gap : pointing ? x + half : x + half - gap
                let top = tips[i] - half - r
                s.draw(.area(Raster.Path(roundedRect: Rect(x: l, y: top, width: rr - l, height: palmTop + 0.1 - top),
                                         cornerRadius: (rr - l) / 2)))
            }
        } else {
            s.draw(.curve(b.path, width: pen))
            for (i, x) in xs.enumerated() {
                s.draw(.arc(center: Point(x, tips[i]), radius: half, start: .pi, end: 2 * .pi, width: pen))
                s.line(Point(x - half, i == 0 ? tips[0] : min(tips[i], tips[i - 1])), Point(x - half, i == 0 ? join.y : palmTop))
            }
            s.line(Point(right, tips[3]), Point(right, palmTop))
        }
        return s.design
    }

    /// The pointing hand at 0.86 under an arc about its fingertip, 200° wide (its ends a little
    /// below the fingertip's centre) and 0.06 em clear of it: about 0.86 × 1.04 em.
    private static func tappingHand(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, scale = 0.86, half = 0.085, degree = Double.pi / 180
        let tip = Point(0.96 - r - 7 * half, r + half) * scale, radius = scale * half + pen + 0.06
        let centre = Point(tip.x, radius + r)
        let place = Transform(scaleX: scale, y: scale).concatenating(Transform(translationX: 0, y: centre.y - tip.y))
        var s = SymbolSketch(pen: pen)
        for (mark, isCut) in pieces(of: raisedHand(pointing: true, filled: filled, pen: pen).applying(place)) {
            s.mark(mark, knockedOut: isCut)
        }
        s.draw(.arc(center: centre, radius: radius, start: -190 * degree, end: 10 * degree, width: pen))
        return s.design
    }

    /// "Aa": a capital A 0.62 em wide and 0.78 em tall with its bar 0.56 of the way down, and a
    /// small a 0.38 em wide (a bowl 0.34 em across with a stem on its right).
    private static func textFormat(pen: Double) -> SymbolDesign {
        let r = pen / 2, cap = 0.78, width = 0.62, bowl = 0.17, x0 = 0.7
        var s = SymbolSketch(pen: pen)
        let apex = Point(width / 2, r), leftFoot = Point(r, cap - r), rightFoot = Point(width - r, cap - r)
        s.line(leftFoot, apex, rightFoot)
        let t = 0.62
        s.line(apex + (leftFoot - apex) * t, apex + (rightFoot - apex) * t)
        s.draw(.ring(center: Point(x0 + bowl, cap - bowl), radius: bowl - r, width: pen))
        s.line(Point(x0 + 2 * bowl - r, cap - 2 * bowl + r), Point(x0 + 2 * bowl - r, cap - r))
        return s.design
    }

    /// list.bullet's three rows with the numerals 1, 2 and 3 (0.3 em tall, in lines 0.7 of the
    /// pen) in place of the bullets.
    private static func listNumber(pen: Double) -> SymbolDesign {
        let w = pen * 0.7, h = w / 2, size = 0.3, r = pen / 2
        var s = SymbolSketch(pen: pen)
        for row in 0..<3 {
            let y = size / 2 + Double(row) * 0.345, top = y - size / 2 + h, bottom = y + size / 2 - h
            switch row {
            case 0:
                s.draw(.polyline([Point(0.05, top + 0.05), Point(0.12, top), Point(0.12, bottom)], width: w, closed: false))
            case 1:
                let hook = Point(0.09, top + 0.055)
                let arc = stride(from: 190.0, through: 370, by: 15).map { hook + Point(cos($0 * .pi / 180), sin($0 * .pi / 180)) * 0.06 }
                s.draw(.polyline(arc + [Point(0.02, bottom), Point(0.17, bottom)], width: w, closed: false))
            default:
                let mid = y
                s.draw(.arc(center: Point(0.09, (top + mid) / 2), radius: (mid - top) / 2, start: -0.9 * .pi, end: 0.5 * .pi, width: w))
                s.draw(.arc(center: Point(0.09, (mid + bottom) / 2), radius: (bottom - mid) / 2, start: -0.5 * .pi, end: 0.9 * .pi, width: w))
            }
            s.line(Point(0.34 + r, y), Point(1.1 - r, y))
        }
        return s.design
    }

    // MARK: - Pieces and parts

    /// A puzzle piece: a square 0.82 em with corners of 0.1 em, a round knob 0.3 em across on the
    /// middle of its top and another on its right, each on a short neck; its edge `inset` inside.
    private static func puzzlePath(inset d: Double) -> Raster.Path {
        let left = d, top = 0.18 + d, right = 0.82 - d, bottom = 1 - d, corner = 0.1 - d / 2, knob = 0.15 - d
        let topKnob = Point(0.41, 0.15), rightKnob = Point(0.85, 0.59)
        var b = PathBuilder()
        b.move(to: Point(left, top + corner))
        b.addArc(center: Point(left + corner, top + corner), radius: corner, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
        // Where each knob's circle meets its edge.
        let dy = top - topKnob.y, dx = (max(knob * knob - dy * dy, 0)).squareRoot()
        b.line(to: Point(topKnob.x - dx, top))
        b.addArc(center: topKnob, radius: knob, startAngle: atan2(dy, -dx), endAngle: atan2(dy, dx) + 2 * .pi, clockwise: true)
        b.line(to: Point(right - corner, top))
        b.addArc(center: Point(right - corner, top + corner), radius: corner, startAngle: 1.5 * .pi, endAngle: 2 * .pi, clockwise: true)
        let ex = right - rightKnob.x, ey = (max(knob * knob - ex * ex, 0)).squareRoot()
        b.line(to: Point(right, rightKnob.y - ey))
        b.addArc(center: rightKnob, radius: knob, startAngle: atan2(-ey, ex), endAngle: atan2(ey, ex), clockwise: true)
        b.line(to: Point(right, bottom - corner))
        b.addArc(center: Point(right - corner, bottom - corner), radius: corner, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        b.line(to: Point(left + corner, bottom))
        b.addArc(center: Point(left + corner, bottom - corner), radius: corner, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        b.close()
        return b.path
    }

    private static func puzzlePiece(filled: Bool, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        s.draw(filled ? .area(puzzlePath(inset: 0)) : .curve(puzzlePath(inset: pen / 2), width: pen))
        return s.design
    }

    /// A chip: a body 0.7 em square with corners of 0.12 em, three pins out to the edge of a 1 em
    /// square on each side, and a die 0.24 em square in the middle: a line of 0.9 of the pen, or
    /// knocked out of the solid body as a line of 0.6 of it (so that the chip still reads solid).
    private static func chip(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, inset = 0.15, c = Point(0.5, 0.5), die = 0.12
        var s = SymbolSketch(pen: pen)
        s.shape([Point(inset, inset), Point(1 - inset, inset), Point(1 - inset, 1 - inset), Point(inset, 1 - inset)],
                radius: 0.12, filled: filled)
        for t in [0.32, 0.5, 0.68] {
            s.line(Point(t, r), Point(t, inset))
            s.line(Point(t, 1 - r), Point(t, 1 - inset))
            s.line(Point(r, t), Point(inset, t))
            s.line(Point(1 - r, t), Point(1 - inset, t))
        }
        let w = pen * (filled ? 0.6 : innerPenRatio)
        let square = [c + Point(-die, -die), c + Point(die, -die), c + Point(die, die), c + Point(-die, die)]
        s.mark(.rounded(square, radius: 0.03, width: w), knockedOut: filled)
        return s.design
    }

    /// A medal: a disk 0.6 em across at the bottom, hanging from two straps that lean in from the
    /// top corners and pass behind it, 0.06 em clear of it.
    private static func medal(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.4, 0.7), radius = 0.3, gap = 0.06
        let straps = [[Point(0.02, 0), Point(0.28, 0), Point(0.4, 0.3), Point(0.18, 0.42)],
                      [Point(0.52, 0), Point(0.78, 0), Point(0.62, 0.42), Point(0.4, 0.3)]]
        func clear(_ grow: Double) -> [Point] {
            SymbolOutline.flattened(SymbolOutline.disk(c, diameter: 2 * (radius + gap + grow)), pieces: 8)
        }
        var s = SymbolSketch(pen: pen)
        for strap in straps {
            if filled {
                let shape = SymbolOutline.flattened(SymbolOutline.roundedPolygon(strap, radius: 0.03), pieces: 4)
                for piece in SymbolGlyph.subtract(clear(0), from: shape) { s.draw(.area(SymbolOutline.polygon(piece))) }
            } else {
                let line = SymbolOutline.offsetPolygon(strap, by: -r)
                for part in SymbolGlyph.parts(of: line + line.prefix(1), outside: clear(r)) { s.draw(.polyline(part, width: pen, closed: false)) }
            }
        }
        s.draw(filled ? .dot(center: c, diameter: 2 * radius) : .ring(center: c, radius: radius - r, width: pen))
        return s.design
    }
}
