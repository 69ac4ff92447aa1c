// SymbolDesign+Services.swift: news, travel, care and the theatre: newspaper, ferry, fuelpump,
// stethoscope, touchid, lock.rotation, camera.rotate, network, rosette, doc.text.magnifyingglass
// and theatermasks.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a newspaper
// 1.16 × 0.92 em (a page with a picture and lines, its back folded round on the left); a ferry
// 1.1 × 0.98 em (a cabin on a hull over a wave); a fuel pump 0.9 × 1 em (a body with its window
// on a base, its hose curling up the right to the nozzle); a stethoscope 0.96 × 1 em (ear tubes in
// a U, the tube down and round to a chest piece); Touch ID's fingerprint, arcs in a 1 em circle;
// a lock 0.4 em wide inside an arrow turning round a 1 em circle; camera's body round two arrows
// chasing each other where its lens would be; network a sphere the circle's size (a meridian and
// two parallels bowing down, as if tilted towards the viewer); a rosette 0.8 × 1 em (a ring
// over two ribbon tails); doc.text with magnifyingglass at 0.6 over its bottom right, the page
// kept 0.06 em clear of the glass; two masks 0.64 × 0.74 em, a smiling one at the bottom left in
// front of a frowning one at the top right, which keeps 0.07 em clear of it (1.08 × 1 em). Outlines are lines of the pen; filled forms are solid with
// their inner lines and dots knocked out or, where parts stand apart (the newspaper's fold, the
// ferry's cabin), drawn as separate pieces with a gap between them.

import Foundation
import Raster

extension SymbolDesign {
    static let services: Family = [
        ("newspaper", { newspaper(filled: false, pen: $0) }),
        ("newspaper.fill", { newspaper(filled: true, pen: $0) }),
        ("ferry", { ferry(filled: false, pen: $0) }),
        ("ferry.fill", { ferry(filled: true, pen: $0) }),
        ("fuelpump", { fuelPump(filled: false, pen: $0) }),
        ("fuelpump.fill", { fuelPump(filled: true, pen: $0) }),
        ("stethoscope", { stethoscope(pen: $0) }),
        ("touchid", { touchID(pen: $0) }),
        ("lock.rotation", { lockRotation(pen: $0) }),
        ("camera.rotate", { cameraRotate(filled: false, pen: $0) }),
        ("camera.rotate.fill", { cameraRotate(filled: true, pen: $0) }),
        ("network", { network(pen: $0) }),
        ("rosette", { rosette(pen: $0) }),
        ("doc.text.magnifyingglass", { docMagnified(pen: $0) }),
        ("theatermasks", { theaterMasks(filled: false, pen: $0) }),
        ("theatermasks.fill", { theaterMasks(filled: true, pen: $0) }),
    ]

    /// A rectangle's corners, clockwise from the top left.
    private static func quad(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [Point] {
        [Point(x, y), Point(x + width, y), Point(x + width, y + height), Point(x, y + height)]
    }

    // MARK: - News

    /// A page 0.96 × 0.92 em (corners of 0.12 em but square at the bottom left), a picture at its
    /// top left with two lines beside it and two across under it, and on its left the back page
    /// folded round, a strip 0.2 em wide from 0.3 em down.
    private static func newspaper(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, x0 = 0.2, width = 1.16, height = 0.92, fold = 0.3, w = pen * 0.7
        var s = SymbolSketch(pen: pen)
        s.shape(quad(x0, 0, width - x0, height), radii: [0.12, 0.12, 0.12, 0], filled: filled)
        if filled {
            let gap = pen * 0.4
            s.draw(.area(SymbolOutline.roundedPolygon(quad(0, fold, x0 - gap, height - fold), radii: [0.04, 0, 0, 0.12])))
        } else {
            let strip = [Point(x0, fold + r), Point(r, fold + r), Point(r, height - r), Point(x0 + 0.1, height - r)]
            s.draw(.polyline(SymbolOutline.flattened(SymbolOutline.roundedPolyline(strip, radius: 0.12 - r), pieces: 4), width: pen,
                             closed: false))
        }
        s.mark(.area(Raster.Path(roundedRect: Rect(x: 0.36, y: 0.17, width: 0.26, height: 0.24), cornerRadius: 0.03)), knockedOut: filled)
        for (y, start) in [(0.22, 0.74), (0.37, 0.74), (0.56, 0.38), (0.72, 0.38)] {
            s.mark(.polyline([Point(start, y), Point(width - 0.18, y)], width: w, closed: false), knockedOut: filled)
        }
        return s.design
    }

    // MARK: - Getting about

    /// A ferry 1.1 × 0.98 em: a cabin 0.56 em wide with three windows on a hull that narrows to
    /// its keel, over a wave; filled, the cabin is a piece above the hull and the windows are
    /// knocked out.
    private static func ferry(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.1, deck = 0.4, keel = 0.7
        var s = SymbolSketch(pen: pen)
        let gap = filled ? pen * 0.4 : 0
        s.shape(quad(0.26, 0.04, width - 0.52, deck - 0.04 - gap), radii: [0.08, 0.08, 0, 0], filled: filled)
        s.shape([Point(0, deck), Point(width, deck), Point(width - 0.16, keel), Point(0.16, keel)], radii: [0.03, 0.03, 0.06, 0.06],
                filled: filled)
        for x in [0.4, 0.55, 0.7] { s.mark(.dot(center: Point(x, 0.22), diameter: 0.09), knockedOut: filled) }
        let halves = 6, step = (width - pen) / Double(halves), y = 0.98 - r - 0.04
        let wave = (0...halves * 4).map { k -> Point in
            let x = r + step * Double(k) / 4
            return Point(x, y - 0.04 * cos(Double(k) * .pi / 4))
        }
        s.draw(.polyline(wave, width: pen, closed: false))
        return s.design
    }

    /// A fuel pump: a body 0.56 × 0.9 em with corners of 0.1 em, its window in the top half, on
    /// a base 0.64 em long; the hose leaves the body's right side, runs down, across and up the
    /// right to the nozzle at the top.
    private static func fuelPump(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, body = 0.56
        var s = SymbolSketch(pen: pen)
        s.shape(quad(0.04, 0, body, 0.9), radius: 0.1, filled: filled)
        s.line(Point(r, 1 - r), Point(body + 0.08 - r, 1 - r))
        let window = quad(0.16, 0.14, body - 0.24, 0.24)
        if filled {
            s.cut(.area(SymbolOutline.roundedPolygon(window, radius: 0.04)))
        } else {
            s.draw(.rounded(SymbolOutline.offsetPolygon(window, by: r), radius: 0.04, width: pen))
        }
        let hose = [Point(body, 0.5), Point(0.74, 0.5), Point(0.74, 0.82), Point(0.9 - r, 0.82), Point(0.9 - r, 0.28),
                    Point(0.78, 0.14)]
        // Each stretch its own line, so that the body's fill takes the hose's round joins.
        for (p, q) in zip(hose, hose.dropFirst()) { s.line(p, q) }
        return s.design
    }

    // MARK: - Care and identity

    /// A stethoscope 0.96 × 1 em: two ear tubes curving down into a U 0.44 em wide, the tube from
    /// its foot down and round to the right and up to a chest piece, a ring 0.32 em across.
    private static func stethoscope(pen: Double) -> SymbolDesign {
        let r = pen / 2, left = 0.08, u = 0.44, cx = left + u / 2, bend = u / 2 - r, piece = Point(0.8, 0.46)
        var b = PathBuilder()
        b.move(to: Point(left + r, r))
        b.line(to: Point(left + r, 0.3))
        b.addArc(center: Point(cx, 0.3), radius: bend, startAngle: .pi, endAngle: 0, clockwise: false)
        b.line(to: Point(left + u - r, r))
        var s = SymbolSketch(pen: pen)
        s.draw(.curve(b.path, width: pen))
        let tube = [Point(cx, 0.3 + bend), Point(cx, 1 - r), Point(piece.x, 1 - r), Point(piece.x, piece.y + 0.16)]
        s.draw(.curve(SymbolOutline.roundedPolyline(tube, radius: 0.2), width: pen))
        s.draw(.ring(center: piece, radius: 0.16 - r, width: pen))
        for x in [left + r, left + u - r] { s.line(Point(x, r), Point(x - (x < cx ? 0.08 : -0.08), r)) }
        return s.design
    }

    /// A fingerprint: arcs about a centre a little below the middle of a 1 em circle, from the
    /// outermost over the top to the innermost almost round, broken where ridges part, their
    /// centrelines at least 0.16 em and 0.05 em more than the pen apart (a heavy pen keeps only
    /// the ridges that stay wider than it), and a short line down from the centre.
    private static func touchID(pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.5, 0.52), degree = Double.pi / 180, outer = 0.5 - r, step = max(0.16, pen + 0.05)
        let ridges: [(radius: Double, start: Double, end: Double)] = [
            (outer, 200, 340), (outer - step, 160, 290), (outer - step, 314, 380), (outer - 2 * step, 140, 410),
        ]
        var s = SymbolSketch(pen: pen)
        for ridge in ridges where ridge.radius >= pen {
            s.draw(.arc(center: c, radius: ridge.radius, start: ridge.start * degree, end: ridge.end * degree, width: pen))
        }
        s.line(c, c + Point(0, 0.14))
        return s.design
    }

    /// A small lock (a solid body 0.4 × 0.28 em under a shackle) in the middle of an arrow
    /// turning clockwise round a circle 1 em across, from the top nearly all the way round to a
    /// head at the top left.
    private static func lockRotation(pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.5, 0.5), radius = 0.5 - r, degree = Double.pi / 180
        var s = SymbolSketch(pen: pen)
        s.draw(.arc(center: c, radius: radius, start: -80 * degree, end: 225 * degree, width: pen))
        let end = 225 * degree, tip = c + Point(cos(end), sin(end)) * radius, along = Point(-sin(end), cos(end))
        let n = Point(cos(end), sin(end)), head = 0.16
        s.line(tip - along * head + n * head, tip, tip - along * head - n * head)
        s.draw(.area(Raster.Path(roundedRect: Rect(x: c.x - 0.2, y: c.y - 0.04, width: 0.4, height: 0.28), cornerRadius: 0.05)))
        s.draw(.arc(center: Point(c.x, c.y - 0.06), radius: 0.1, start: .pi, end: 2 * .pi, width: pen * innerPenRatio))
        for x in [c.x - 0.1, c.x + 0.1] { s.draw(.polyline([Point(x, c.y - 0.06), Point(x, c.y)], width: pen * innerPenRatio, closed: false)) }
        return s.design
    }

    /// camera's body 1.14 × 0.8 em with, in place of its lens, two arcs 0.36 em across chasing
    /// each other clockwise, each ending in a solid head; filled, the arrows are knocked out, each
    /// arc stopping where its head begins.
    private static func cameraRotate(filled: Bool, pen: Double) -> SymbolDesign {
        let body = [Point(0, 0.14), Point(0.31, 0.14), Point(0.39, 0), Point(0.75, 0), Point(0.83, 0.14),
                    Point(1.14, 0.14), Point(1.14, 0.8), Point(0, 0.8)]
        let c = Point(0.57, 0.47), radius = 0.18, w = pen * innerPenRatio, degree = Double.pi / 180, half = 0.08, length = 0.11
        var s = SymbolSketch(pen: pen)
        s.shape(body, radii: [0.13, 0.02, 0.04, 0.04, 0.02, 0.13, 0.13, 0.13], filled: filled)
        for start in [200.0, 20] {
            let end = (start + 120) * degree, n = Point(cos(end), sin(end)), t = Point(-sin(end), cos(end)), base = c + n * radius
            // The arc's cap reaches the head's base.
            s.mark(.arc(center: c, radius: radius, start: start * degree, end: end - w / 2 / radius, width: w), knockedOut: filled)
            s.mark(.area(SymbolOutline.roundedPolygon([base + n * half, base + t * length, base - n * half], radius: 0.02)), knockedOut: filled)
        }
        return s.design
    }

    /// A sphere: the circle, a meridian ellipse 0.44 em wide, and two parallels 0.22 em above
    /// and below the middle, each bowing 0.05 em down from where it meets the circle.
    private static func network(pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2), radius = (d - pen) / 2
        var s = SymbolSketch(pen: pen)
        s.draw(.ring(center: c, radius: radius, width: pen))
        s.draw(.curve(Raster.Path(ellipseIn: Rect(x: c.x - 0.22, y: c.y - radius, width: 0.44, height: 2 * radius)), width: pen))
        for dy in [-0.22, 0.22] {
            let half = (radius * radius - dy * dy).squareRoot()
            var b = PathBuilder()
            b.move(to: Point(c.x - half, c.y + dy))
            b.quad(to: Point(c.x + half, c.y + dy), control: Point(c.x, c.y + dy + 0.1))
            s.draw(.curve(b.path, width: pen))
        }
        return s.design
    }

    /// A rosette: a ring 0.66 em across over two ribbon tails, each a line from behind the ring
    /// down and out to a notched end, kept 0.06 em clear of the ring.
    private static func rosette(pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.4, 0.33), radius = 0.33, gap = 0.06
        let clear = SymbolOutline.flattened(SymbolOutline.disk(c, diameter: 2 * (radius + gap + r)), pieces: 8)
        var s = SymbolSketch(pen: pen)
        s.draw(.ring(center: c, radius: radius - r, width: pen))
        for side in [-1.0, 1] {
            let x = { (dx: Double) in c.x + side * dx }
            let tail = [Point(x(0.06), 0.5), Point(x(0.24), 1 - r), Point(x(0.28), 0.84), Point(x(0.4 - r), 0.9), Point(x(0.24), 0.5)]
            for part in SymbolGlyph.parts(of: tail, outside: clear) { s.draw(.polyline(part, width: pen, closed: false)) }
        }
        return s.design
    }

    /// doc.text with magnifyingglass at 0.6 over its bottom right: the page and its lines kept
    /// 0.06 em clear of a capsule round the glass and its handle.
    private static func docMagnified(pen: Double) -> SymbolDesign {
        let r = pen / 2, lens = 0.22, c = Point(0.64, 0.74), d = Point(1, 1) / 2.0.squareRoot(), end = c + d * 0.42
        guard let page = named("doc.text", stroke: pen) else { preconditionFailure("doc.text draws the page") }
        let clear = { (grow: Double) -> [Point] in
            let reach = lens + 0.06 + grow, n = Point(-d.y, d.x)
            let around = (0...8).map { k -> Point in
                let a = Double(k) * .pi / 8, v = n * cos(a) - d * sin(a)
                return c + v * reach
            }
            return around + around.map { end + ($0 - c) * -1 }
        }
        var s = SymbolSketch(pen: pen)
        for (mark, isCut) in marks(of: page, clearing: clear) { s.mark(mark, knockedOut: isCut) }
        s.draw(.ring(center: c, radius: lens - r, width: pen))
        s.line(c + d * (lens - r), end)
        return s.design
    }

    // MARK: - Theatre

    /// A mask: a brow bowing up a little across the top, its sides curving in to a round chin.
    private static func maskPath(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(0, 0.06))
        b.quad(to: p(1, 0.06), control: p(0.5, -0.06))
        b.cubic(to: p(0.5, 1), control1: p(1, 0.66), control2: p(0.8, 1))
        b.cubic(to: p(0, 0.06), control1: p(0.2, 1), control2: p(0, 0.66))
        b.close()
        return b.path
    }

    /// Two masks: a smiling one in front at the bottom left (two eyes and a smile), a frowning one
    /// behind at the top right, of which its right eye and its frown show, drawn only 0.07 em
    /// clear of the front one; filled, the faces are knocked out.
    private static func theaterMasks(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, gap = 0.07, front = Rect(x: 0, y: 0.26, width: 0.64, height: 0.74), back = Rect(x: 0.44, y: 0, width: 0.64, height: 0.74)
        let w = pen * innerPenRatio, degree = Double.pi / 180
        func clear(_ grow: Double) -> [Point] { SymbolOutline.flattened(maskPath(in: front.insetBy(dx: -grow, dy: -grow)), pieces: 8) }
        var s = SymbolSketch(pen: pen)
        if filled {
            let behind = SymbolOutline.flattened(maskPath(in: back), pieces: 8)
            for piece in SymbolGlyph.subtract(clear(gap), from: behind) { s.draw(.area(SymbolOutline.polygon(piece))) }
            s.draw(.area(maskPath(in: front)))
        } else {
            let line = SymbolOutline.flattened(maskPath(in: back.insetBy(dx: r, dy: r)), pieces: 8)
            for part in SymbolGlyph.parts(of: line + line.prefix(1), outside: clear(gap + r)) { s.draw(.polyline(part, width: pen, closed: false)) }
            // A line of the pen along each stretch of the front mask's edge, so that it joins the
            // eyes in one fill.
            let edge = SymbolOutline.flattened(maskPath(in: front.insetBy(dx: r, dy: r)), pieces: 8)
            for (p, q) in zip(edge, edge.dropFirst() + edge.prefix(1)) { s.line(p, q) }
        }
        let features: [SymbolMark] = [
            .dot(center: Point(0.2, 0.5), diameter: 0.11), .dot(center: Point(0.44, 0.5), diameter: 0.11),
            .arc(center: Point(0.32, 0.62), radius: 0.14, start: 30 * degree, end: 150 * degree, width: w),
            .dot(center: Point(0.9, 0.24), diameter: 0.11),
            .arc(center: Point(0.86, 0.64), radius: 0.12, start: 240 * degree, end: 300 * degree, width: w),
        ]
        for feature in features { s.mark(feature, knockedOut: filled) }
        return s.design
    }
}
