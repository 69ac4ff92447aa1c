// SymbolDesign+Health.swift: health and care: cross, cross.case, pills, bandage, bolt.heart,
// lungs, brain.head.profile, and the identity checks faceid (and the cursor, cursorarrow, the
// other thing a person points with).
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a cross 0.9 em
// square of arms 0.34 em wide; a case 1.12 × 0.96 em with a handle and a plus on its front; a
// capsule 0.8 × 0.36 em leaning 45° with a round tablet 0.48 em across below it to the right; a
// plaster 1.24 × 0.44 em lying at 45° with its pad in the middle; heart's heart round a solid bolt;
// lungs 1 em square (two lobes and the windpipe forking between them); a head in profile
// 0.96 × 1 em facing right with a brain drawn in its crown; Face ID's four corners 1 em
// square round a face; a cursor 0.66 × 1 em pointing up to the left. Outlines are lines of the
// pen; filled forms are solid with their inner lines knocked out or, where a line runs edge to
// edge (the capsule's and the tablet's halves, the plaster's pad), drawn as separate pieces with
// a gap of 0.6 pen between them.

import Foundation
import Raster

extension SymbolDesign {
    static let health: Family = [
        ("cross", { polygon(crossVertices, radius: 0.06, filled: false, pen: $0) }),
        ("cross.fill", { polygon(crossVertices, radius: 0.06, filled: true, pen: $0) }),
        ("cross.case", { crossCase(filled: false, pen: $0) }),
        ("cross.case.fill", { crossCase(filled: true, pen: $0) }),
        ("pills", { pills(filled: false, pen: $0) }),
        ("pills.fill", { pills(filled: true, pen: $0) }),
        ("bandage", { bandage(filled: false, pen: $0) }),
        ("bandage.fill", { bandage(filled: true, pen: $0) }),
        ("bolt.heart", { boltHeart(filled: false, pen: $0) }),
        ("bolt.heart.fill", { boltHeart(filled: true, pen: $0) }),
        ("lungs", { lungs(filled: false, pen: $0) }),
        ("lungs.fill", { lungs(filled: true, pen: $0) }),
        ("brain.head.profile", { brainHead(pen: $0) }),
        ("faceid", { faceID(pen: $0) }),
        ("cursorarrow", { cursor(pen: $0) }),
    ]

    /// A cross 0.9 em square, its arms 0.34 em wide.
    private static let crossVertices: [Point] = {
        let a = 0.28, b = 0.62, e = 0.9
        return [Point(a, 0), Point(b, 0), Point(b, a), Point(e, a), Point(e, b), Point(b, b), Point(b, e), Point(a, e),
                Point(a, b), Point(0, b), Point(0, a), Point(a, a)]
    }()

    /// A case 1.12 × 0.8 em with corners of 0.14 em under a handle 0.4 em wide, and a plus 0.36 em
    /// across in the middle of its front.
    private static func crossCase(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.12, top = 0.16, bottom = 0.96, c = Point(width / 2, (top + bottom) / 2), half = 0.18 - r
        var s = SymbolSketch(pen: pen)
        s.line(Point(0.36, top), Point(0.36, r), Point(width - 0.36, r), Point(width - 0.36, top))
        s.shape([Point(0, top), Point(width, top), Point(width, bottom), Point(0, bottom)], radius: 0.14, filled: filled)
        for mark in SymbolGlyph.crossing(c - Point(half, 0), c + Point(half, 0), c - Point(0, half), c + Point(0, half), pen: pen, cut: filled) {
            s.mark(mark, knockedOut: filled)
        }
        return s.design
    }

    /// A capsule 0.8 × 0.36 em, its middle at (0.34, 0.4), leaning 45° up to the right, and a
    /// tablet 0.48 em across at (0.76, 0.78), each with a line across its middle.
    private static func pills(filled: Bool, pen: Double) -> SymbolDesign {
        let capsule = Point(0.34, 0.4), tablet = Point(0.76, 0.78)
        let rise = Point(1, -1) / 2.0.squareRoot(), fall = Point(1, 1) / 2.0.squareRoot()
        // Each pill's outline shrunk by `inset` all round, its middle, the direction across it
        // and how far its edge is from the middle that way.
        let pills: [(outline: (Double) -> Raster.Path, c: Point, across: Point, reach: Double)] = [
            ({ capsulePath(center: capsule, along: rise, length: 0.8 - 2 * $0, width: 0.36 - 2 * $0) }, capsule, fall, 0.18),
            ({ SymbolOutline.disk(tablet, diameter: 0.48 - 2 * $0) }, tablet, rise, 0.24),
        ]
        var s = SymbolSketch(pen: pen)
        for pill in pills {
            if filled {
                let a = pill.c - pill.across * pill.reach, b = pill.c + pill.across * pill.reach
                let polygon = SymbolOutline.flattened(pill.outline(0), pieces: 16)
                for piece in SymbolGlyph.subtract(slashBand(a, b, clear: pen * 0.3), from: polygon) { s.draw(.area(SymbolOutline.polygon(piece))) }
            } else {
                let r = pen / 2
                s.draw(.curve(pill.outline(r), width: pen))
                s.line(pill.c - pill.across * (pill.reach - r), pill.c + pill.across * (pill.reach - r))
            }
        }
        return s.design
    }

    /// A capsule `length` × `width` em centred at `c`, its length along the unit vector `u`.
    private static func capsulePath(center c: Point, along u: Point, length: Double, width: Double) -> Raster.Path {
        let box = Rect(x: -length / 2, y: -width / 2, width: length, height: width)
        return Raster.Path(roundedRect: box, cornerRadius: width / 2)
            .applying(Transform(a: u.x, b: u.y, c: -u.y, d: u.x, tx: c.x, ty: c.y))
    }

    /// A plaster 1.24 × 0.44 em lying at 45° (up to the right), its pad 0.4 em long in the
    /// middle between two lines, with four holes; filled, the pad and the ends are pieces and
    /// the holes are knocked out.
    private static func bandage(filled: Bool, pen: Double) -> SymbolDesign {
        let length = 1.24, width = 0.44, pad = 0.2, r = pen / 2
        var s = SymbolSketch(pen: pen)
        let holes = [Point(-0.07, -0.07), Point(0.07, -0.07), Point(-0.07, 0.07), Point(0.07, 0.07)]
        let box = Rect(x: -length / 2, y: -width / 2, width: length, height: width)
        if filled {
            var pieces = [SymbolOutline.flattened(Raster.Path(roundedRect: box, cornerRadius: width / 2), pieces: 16)]
            for x in [-pad, pad] {
                let band = slashBand(Point(x, -width), Point(x, width), clear: pen * 0.3)
                pieces = pieces.flatMap { SymbolGlyph.subtract(band, from: $0) }
            }
            for piece in pieces { s.draw(.area(SymbolOutline.polygon(piece))) }
            for h in holes { s.cut(.dot(center: h, diameter: 0.07)) }
        } else {
            s.draw(.curve(Raster.Path(roundedRect: box.insetBy(dx: r, dy: r), cornerRadius: width / 2 - r), width: pen))
            for x in [-pad, pad] { s.line(Point(x, -width / 2 + r), Point(x, width / 2 - r)) }
            for h in holes { s.line(h) }
        }
        return s.design.applying(Transform(rotation: -Double.pi / 4))
    }

    // MARK: - Heart, lungs, brain

    /// heart (or heart.fill) with a solid bolt 0.46 of bolt's size in its middle (knocked out of
    /// the filled heart).
    private static func boltHeart(filled: Bool, pen: Double) -> SymbolDesign {
        var s = sketch(on: filled ? "heart.fill" : "heart", pen: pen)
        let k = 0.46, source = SymbolOutline.roundedPolygon(boltVertices, radius: 0.05).bounds ?? .zero
        let shift = Point(0.51, 0.43) - Point(source.midX, source.midY) * k
        let bolt = boltVertices.map { $0 * k + shift }
        s.mark(.area(SymbolOutline.roundedPolygon(bolt, radius: 0.02)), knockedOut: filled)
        return s.design
    }

    /// Two lobes 0.4 × 0.8 em either side of a gap 0.2 em wide, each rounded on the outside and
    /// straight along the gap, and the windpipe down the gap from the top to where it forks
    /// into a bronchus for each lobe.
    private static func lungs(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, top = 0.2, fork = Point(0.5, 0.42)
        var s = SymbolSketch(pen: pen)
        for side in [0.0, 1] {
            let box = Rect(x: 0, y: top, width: 0.4, height: 1 - top)
            let lobe = filled ? lobePath(in: box) : lobePath(in: box.insetBy(dx: r, dy: r))
            let placed = side == 0 ? lobe : lobe.applying(Transform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0))
            s.draw(filled ? .area(placed) : .curve(placed, width: pen))
            s.line(fork, Point(side == 0 ? 0.4 - r : 0.6 + r, 0.56))
        }
        s.line(Point(fork.x, r), fork)
        return s.design
    }

    /// The left lung's lobe: a point at its top by the gap, the outside bulging round to a
    /// rounded foot, the bottom rising a little to the straight side along the gap.
    private static func lobePath(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(0.76, 0))
        b.cubic(to: p(0, 0.76), control1: p(0.36, 0.02), control2: p(0, 0.4))
        b.cubic(to: p(0.3, 1), control1: p(0, 0.94), control2: p(0.12, 1))
        b.line(to: p(0.8, 0.96))
        b.cubic(to: p(1, 0.8), control1: p(0.94, 0.95), control2: p(1, 0.9))
        b.line(to: p(1, 0.14))
        b.cubic(to: p(0.76, 0), control1: p(1, 0.04), control2: p(0.9, 0))
        b.close()
        return b.path
    }

    /// A head in profile facing right, 0.96 × 1 em and open at the neck (its nose a point, its
    /// lips and chin a step back under it), with a brain in its crown: a scalloped oval about
    /// 0.56 × 0.44 em, a fold down from its top.
    private static func brainHead(pen: Double) -> SymbolDesign {
        let r = pen / 2
        var head = PathBuilder()
        head.move(to: Point(0.26, 1 - r))
        head.cubic(to: Point(r, 0.54), control1: Point(0.26, 0.8), control2: Point(r, 0.72))
        head.cubic(to: Point(0.5, r), control1: Point(r, 0.22), control2: Point(0.24, r))
        head.cubic(to: Point(0.86, 0.38), control1: Point(0.74, r), control2: Point(0.86, 0.16))
        head.line(to: Point(0.96 - r, 0.56))
        head.line(to: Point(0.86, 0.6))
        head.line(to: Point(0.86, 0.7))
        head.cubic(to: Point(0.72, 0.8), control1: Point(0.86, 0.77), control2: Point(0.8, 0.8))
        head.line(to: Point(0.66, 0.8))
        head.line(to: Point(0.66, 1 - r))
        var s = SymbolSketch(pen: pen)
        s.draw(.curve(head.path, width: pen))
        // The brain: seven bumps round an oval, each a curve bulging out between two points on
        // it, and a fold from its top down to its bottom.
        let c = Point(0.48, 0.4), size = Point(0.22, 0.17), bumps = 7
        func onOval(_ k: Double, _ grow: Double) -> Point {
            let a = -Double.pi / 2 + k * 2 * .pi / Double(bumps)
            return c + Point(cos(a) * size.x, sin(a) * size.y) * grow
        }
        var brain = PathBuilder()
        brain.move(to: onOval(0, 1))
        for k in 0..<bumps { brain.quad(to: onOval(Double(k + 1), 1), control: onOval(Double(k) + 0.5, 1.28)) }
        brain.close()
        s.draw(.curve(brain.path, width: pen))
        var fold = PathBuilder()
        fold.move(to: onOval(0, 1))
        fold.cubic(to: Point(c.x, c.y + size.y * 0.6), control1: Point(c.x + 0.1, c.y - 0.06),
                   control2: Point(c.x - 0.1, c.y + 0.04))
        s.draw(.curve(fold.path, width: pen))
        return s.design
    }

    // MARK: - Pointing and recognising

    /// Face ID: four corners of a 1 em square (each an arm 0.26 em long either way round a
    /// corner of 0.2 em), and inside them a face: two eyes, a nose bending to the left, a smile.
    private static func faceID(pen: Double) -> SymbolDesign {
        let r = pen / 2, side = 1.0, arm = 0.3, corner = 0.2
        var s = SymbolSketch(pen: pen)
        for (x, y) in [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)] {
            let ox = x == 0 ? r : side - r, oy = y == 0 ? r : side - r, dx = x == 0 ? 1.0 : -1, dy = y == 0 ? 1.0 : -1
            let points = [Point(ox, oy + dy * arm), Point(ox, oy), Point(ox + dx * arm, oy)]
            s.draw(.curve(SymbolOutline.roundedPolyline(points, radius: corner - r), width: pen))
        }
        for x in [0.34, 0.66] { s.line(Point(x, 0.34), Point(x, 0.42)) }
        s.line(Point(0.52, 0.34), Point(0.52, 0.56), Point(0.46, 0.56))
        s.draw(.arc(center: Point(0.5, 0.5), radius: 0.2, start: 0.3 * .pi, end: 0.7 * .pi, width: pen))
        return s.design
    }

    /// The pointer: an arrow head 0.66 × 1 em, its point at the top left, its notched tail
    /// running down to the right.
    private static func cursor(pen: Double) -> SymbolDesign {
        let outline = [Point(0, 0), Point(0.66, 0.56), Point(0.38, 0.6), Point(0.52, 0.92), Point(0.4, 0.98), Point(0.26, 0.66),
                       Point(0.04, 0.84)]
        return polygon(outline, radius: 0.04, filled: false, pen: pen)
    }
}
