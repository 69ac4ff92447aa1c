// SymbolDesign+Shapes.swift: the shapes: heart, star (and its half-filled and slashed forms),
// bolt (and bolt.slash), flame, moon, sun, cloud, drop, bookmark, flag, sparkles, diamond, hexagon
// and cube, each as an outline and filled.
// Follows SF Symbols' regular-weight shapes by eye: outlines are one line of the pen with round
// joins, drawn inside the box the filled form covers (curved shapes are drawn in the box inset by
// half the pen, straight-sided ones along the polygon offset inwards by half the pen, so both forms
// cover the same box); sizes against the 0.9961 em circle (a heart 1.02 em wide, a star 1.06 em, a
// moon 0.9 em, a diamond 0.96 × 1.04 em, a hexagon 0.9 × 1.04 em, the cube that hexagon with its
// faces parted by three lines from its middle). The cloud, the crescent, the sun's rays and the
// sparkle are shared with the weather symbols.
// Layers (SymbolLayer): sun.max is one layer, yellow in multicolor.

import Foundation
import Raster

extension SymbolDesign {
    static let shapes: Family = [
        ("heart", { curved(heartPath, box: Point(1.02, 0.9), filled: false, pen: $0) }),
        ("heart.fill", { curved(heartPath, box: Point(1.02, 0.9), filled: true, pen: $0) }),
        ("star", { star(fill: .none, pen: $0) }),
        ("star.fill", { star(fill: .whole, pen: $0) }),
        ("star.leadinghalf.filled", { star(fill: .leadingHalf, pen: $0) }),
        ("star.slash", { slashed(starVertices(width: 1.06), corner: 0.05, filled: false, pen: $0) }),
        ("star.slash.fill", { slashed(starVertices(width: 1.06), corner: 0.05, filled: true, pen: $0) }),
        ("bolt", { polygon(boltVertices, radius: 0.05, filled: false, pen: $0) }),
        ("bolt.fill", { polygon(boltVertices, radius: 0.05, filled: true, pen: $0) }),
        ("bolt.slash", { slashed(boltVertices, corner: 0.05, filled: false, pen: $0) }),
        ("bolt.slash.fill", { slashed(boltVertices, corner: 0.05, filled: true, pen: $0) }),
        ("flame", { flame(filled: false, pen: $0) }),
        ("flame.fill", { flame(filled: true, pen: $0) }),
        ("moon", { moon(filled: false, pen: $0) }),
        ("moon.fill", { moon(filled: true, pen: $0) }),
        ("sun.max", { sun(filled: false, pen: $0) }),
        ("sun.max.fill", { sun(filled: true, pen: $0) }),
        ("cloud", { cloud(filled: false, pen: $0) }),
        ("cloud.fill", { cloud(filled: true, pen: $0) }),
        ("drop", { curved(dropPath, box: Point(0.66, 0.94), filled: false, pen: $0) }),
        ("drop.fill", { curved(dropPath, box: Point(0.66, 0.94), filled: true, pen: $0) }),
        ("bookmark", { polygon(bookmarkVertices, radius: 0.09, filled: false, pen: $0) }),
        ("bookmark.fill", { polygon(bookmarkVertices, radius: 0.09, filled: true, pen: $0) }),
        ("flag", { flag(filled: false, pen: $0) }),
        ("flag.fill", { flag(filled: true, pen: $0) }),
        ("sparkles", { sparkles(pen: $0) }),
        ("diamond", { polygon(diamondVertices, radius: 0.08, filled: false, pen: $0) }),
        ("diamond.fill", { polygon(diamondVertices, radius: 0.08, filled: true, pen: $0) }),
        ("hexagon", { polygon(hexagonVertices, radius: 0.08, filled: false, pen: $0) }),
        ("hexagon.fill", { polygon(hexagonVertices, radius: 0.08, filled: true, pen: $0) }),
        ("cube", { cube(filled: false, pen: $0) }),
        ("cube.fill", { cube(filled: true, pen: $0) }),
    ]

    // MARK: - Shared constructions

    /// A closed curve drawn in a unit box: filled over the whole `box`, or stroked along its copy
    /// in the box inset by half the pen (for these smooth shapes, close to the true inward offset).
    static func curved(_ shape: (Rect) -> Raster.Path, box: Point, filled: Bool, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(shape(Rect(x: 0, y: 0, width: box.x, height: box.y))))
        } else {
            let r = pen / 2
            s.draw(.curve(shape(Rect(x: r, y: r, width: box.x - pen, height: box.y - pen)), width: pen))
        }
        return s.design
    }

    /// A polygon with rounded corners: filled, or its outline along the polygon offset inwards by
    /// half the pen, so that the outline's outer edge is the filled form's edge.
    static func polygon(_ vertices: [Point], radius: Double, filled: Bool, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        s.shape(vertices, radius: radius, filled: filled)
        return s.design
    }

    /// The affine map of the unit square onto `rect`, applied to points given in the unit square.
    static func mapper(_ rect: Rect) -> (Double, Double) -> Point {
        { x, y in Point(rect.minX + x * rect.width, rect.minY + y * rect.height) }
    }

    // MARK: - Heart

    /// A heart (lobes meeting in a cleft 17 % down, a softly rounded tip at the bottom).
    static func heartPath(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(0.5, 0.17))
        b.cubic(to: p(0.76, 0), control1: p(0.56, 0.06), control2: p(0.66, 0))
        b.cubic(to: p(1, 0.28), control1: p(0.9, 0), control2: p(1, 0.11))
        b.cubic(to: p(0.54, 0.965), control1: p(1, 0.52), control2: p(0.79, 0.74))
        b.quad(to: p(0.46, 0.965), control: p(0.5, 1.0))
        b.cubic(to: p(0, 0.28), control1: p(0.21, 0.74), control2: p(0, 0.52))
        b.cubic(to: p(0.24, 0), control1: p(0, 0.11), control2: p(0.1, 0))
        b.cubic(to: p(0.5, 0.17), control1: p(0.34, 0), control2: p(0.44, 0.06))
        b.close()
        return b.path
    }

    // MARK: - Star

    /// A five-pointed star `width` wide, plumper than a regular pentagram (inner radius 0.47 of
    /// the outer, against 0.38), point up, clockwise from the top point.
    static func starVertices(width: Double) -> [Point] {
        // The side tips are 18° above the horizontal, so the width is 2·R·cos 18°.
        let outer = width / (2 * cos(.pi / 10)), inner = outer * 0.47
        let center = Point(width / 2, outer)
        return (0..<10).map { k in
            let a = -Double.pi / 2 + Double(k) * .pi / 5
            return center + Point(cos(a), sin(a)) * (k % 2 == 0 ? outer : inner)
        }
    }

    private enum StarFill { case none, whole, leadingHalf }

    /// A star 1.06 em wide, tips rounded 0.05 em; the half-filled form is the outline with its
    /// left half filled inside.
    private static func star(fill: StarFill, pen: Double) -> SymbolDesign {
        let vertices = starVertices(width: 1.06), tip = 0.05
        guard fill == .leadingHalf else { return polygon(vertices, radius: tip, filled: fill == .whole, pen: pen) }
        let centreline = SymbolOutline.offsetPolygon(vertices, by: -pen / 2)
        var s = SymbolSketch(pen: pen)
        s.draw(.rounded(centreline, radius: max(tip - pen / 2, 0), width: pen))
        let middle = Point(1.06 / 2, 0)
        let left = SymbolGlyph.clip(centreline, to: SymbolGlyph.HalfPlane(point: middle, normal: Point(-1, 0)))
        s.draw(.area(SymbolOutline.polygon(left)))
        return s.design
    }

    // MARK: - Polygons

    /// A lightning bolt 0.7 × 1 em (once its corners are rounded) with a flat top, falling to a
    /// point at the bottom left,
    /// with a ledge on each side at its waist; its arms are wide enough for an outline of the
    /// regular pen to keep a hole.
    static let boltVertices = [
        Point(0.42, 0), Point(0.78, 0), Point(0.5, 0.4), Point(0.76, 0.4), Point(0.16, 1.14), Point(0.32, 0.6), Point(0.02, 0.6),
    ]

    /// A shape (the bolt, the star) crossed by a slash from the top left to the bottom right,
    /// 0.96 em across and as tall as the shape, the shape kept 0.06 em clear of it on both sides.
    /// Filled, the shape is clipped like a convex shape: each piece is the shape on one side of a
    /// line, which clipping gets right for any polygon.
    private static func slashed(_ vertices: [Point], corner: Double, filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, gap = 0.06
        let solid = SymbolOutline.flattened(SymbolOutline.roundedPolygon(vertices, radius: corner), pieces: 8)
        let box = solid.reduce(Rect(corner: solid[0], solid[0])) { $0.union(Rect(corner: $1, $1)) }
        let (a, b) = (Point(box.midX - 0.48 + r, box.minY + r), Point(box.midX + 0.48 - r, box.maxY - r))
        var s = SymbolSketch(pen: pen)
        s.line(a, b)
        if filled {
            for piece in SymbolGlyph.subtract(slashBand(a, b, clear: r + gap), from: solid) { s.draw(.area(SymbolOutline.polygon(piece))) }
        } else {
            let line = SymbolOutline.flattened(SymbolOutline.roundedPolygon(SymbolOutline.offsetPolygon(vertices, by: -r),
                                                                            radius: max(corner - r, 0)), pieces: 8)
            for part in SymbolGlyph.parts(of: line + line.prefix(1), outside: slashBand(a, b, clear: pen + gap)) {
                s.draw(.polyline(part, width: pen, closed: false))
            }
        }
        return s.design
    }

    /// The band around a slash from `a` to `b` that what it crosses stays out of, `clear` either
    /// side of its centreline and reaching past its ends.
    static func slashBand(_ a: Point, _ b: Point, clear: Double) -> [Point] {
        let d = (b - a).normalized ?? Point(1, 0), n = Point(-d.y, d.x) * clear
        return [a - d + n, b + d + n, b + d - n, a - d - n]
    }

    /// A bookmark ribbon 0.62 × 0.94 em with a notch 0.2 em deep at the bottom.
    static let bookmarkVertices = [Point(0, 0), Point(0.62, 0), Point(0.62, 0.94), Point(0.31, 0.74), Point(0, 0.94)]

    // MARK: - Diamond, hexagon, cube

    /// A diamond 0.96 × 1.04 em, a corner at each side's middle.
    static let diamondVertices = [Point(0.48, 0), Point(0.96, 0.52), Point(0.48, 1.04), Point(0, 0.52)]

    /// A regular hexagon 1.04 em tall, a corner at the top and the bottom (0.9 em across its flats).
    static let hexagonVertices: [Point] = (0..<6).map { k in
        let a = -Double.pi / 2 + Double(k) * .pi / 3
        return Point(0.45, 0.52) + Point(cos(a), sin(a)) * 0.52
    }

    /// A cube seen from above a corner: hexagon's outline, and from its middle a line up to
    /// each upper side corner and one down to the bottom corner, parting the top from the two
    /// sides; filled, the three faces are pieces with 0.8 of the pen between them.
    private static func cube(filled: Bool, pen: Double) -> SymbolDesign {
        let v = hexagonVertices, c = Point(0.45, 0.52), radius = 0.08
        let inset = filled ? [Point]() : SymbolOutline.offsetPolygon(v, by: -pen / 2)
        // The upper corners on each side, and the bottom one: corners 5, 1 and 3 of the hexagon.
        let ends = filled ? [v[5], v[1], v[3]].map { c + ($0 - c) * 1.2 } : [inset[5], inset[1], inset[3]]
        var s = SymbolSketch(pen: pen)
        if filled {
            let solid = SymbolOutline.flattened(SymbolOutline.roundedPolygon(v, radius: radius), pieces: 8)
            for piece in SymbolGlyph.pieces(of: solid, lessLines: ends.map { [c, $0] }, clear: pen * 0.4) {
                s.draw(.area(SymbolOutline.polygon(piece)))
            }
        } else {
            s.shape(v, radius: radius, filled: false)
            for end in ends { s.line(c, end) }
        }
        return s.design
    }

    // MARK: - Flame, drop

    /// A flame 0.78 × 1 em, the outline with a small flame inside at its foot.
    private static func flame(filled: Bool, pen: Double) -> SymbolDesign {
        let box = Point(0.78, 1.0)
        guard !filled else { return curved(flamePath, box: box, filled: true, pen: pen) }
        var s = SymbolSketch(pen: pen)
        let r = pen / 2
        s.draw(.curve(flamePath(in: Rect(x: r, y: r, width: box.x - pen, height: box.y - pen)), width: pen))
        s.draw(.curve(dropPath(in: Rect(x: 0.28, y: 0.56, width: 0.22, height: 0.3)), width: pen))
        return s.design
    }

    /// A flame: a round foot, a tall tongue leaning left of centre at the top, and a small
    /// second tongue on the right shoulder.
    static func flamePath(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(0.5, 1))
        b.cubic(to: p(1, 0.58), control1: p(0.79, 1), control2: p(1, 0.8))
        b.cubic(to: p(0.8, 0.16), control1: p(1, 0.38), control2: p(0.9, 0.26))
        b.cubic(to: p(0.62, 0.36), control1: p(0.76, 0.28), control2: p(0.68, 0.35))
        b.cubic(to: p(0.4, 0), control1: p(0.62, 0.2), control2: p(0.54, 0.08))
        b.cubic(to: p(0, 0.62), control1: p(0.42, 0.22), control2: p(0, 0.34))
        b.cubic(to: p(0.5, 1), control1: p(0, 0.84), control2: p(0.22, 1))
        b.close()
        return b.path
    }

    /// A drop: a point at the top, a round bottom (its circle as wide as the box).
    static func dropPath(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        let radius = rect.width / 2, center = Point(rect.midX, rect.maxY - radius)
        var b = PathBuilder()
        b.move(to: p(0.5, 0))
        b.cubic(to: Point(rect.maxX, center.y), control1: p(0.56, 0.12), control2: Point(rect.maxX, center.y - radius * 0.75))
        b.addArc(center: center, radius: radius, startAngle: 0, endAngle: .pi, clockwise: true)
        b.cubic(to: p(0.5, 0), control1: Point(rect.minX, center.y - radius * 0.75), control2: p(0.44, 0.12))
        b.close()
        return b.path
    }

    // MARK: - Moon, sun

    /// The moon, filled or as the line just inside its edge.
    private static func moon(filled: Bool, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(crescentPath(inset: 0)))
        } else {
            s.draw(.curve(crescentPath(inset: pen / 2), width: pen))
        }
        return s.design
    }

    /// A crescent 0.9 em tall: a disk with a larger disk taken out towards the top right; its
    /// edge `inset` inside (the disk shrunk, the bite grown).
    static func crescentPath(inset d: Double) -> Raster.Path {
        let c1 = Point(0.45, 0.45), r1 = 0.45, c2 = c1 + Point(0.27, -0.22), r2 = 0.42
        return SymbolOutline.twoDiskRegion(c1, r1 - d, c2, r2 + d, keepOverlap: false)
    }

    /// A disk (or ring) 0.47 em across with eight rays around it, 1.11 em overall.
    private static func sun(filled: Bool, pen: Double) -> SymbolDesign {
        let c = Point(0.555, 0.555), disk = 0.47
        var s = SymbolSketch(pen: pen)
        s.layer(multicolor: .yellow)
        s.draw(filled ? .dot(center: c, diameter: disk) : .ring(center: c, radius: (disk - pen) / 2, width: pen))
        for ray in sunRays(around: c, from: 0.365, to: 0.555 - pen / 2) { s.line(ray.from, ray.to) }
        return s.design
    }

    /// The centrelines of a sun's eight rays, from `inner` to `outer` ems out from `c`, clockwise
    /// from 3 o'clock.
    static func sunRays(around c: Point, from inner: Double, to outer: Double) -> [(from: Point, to: Point)] {
        (0..<8).map { k in
            let a = Double(k) * .pi / 4, d = Point(cos(a), sin(a))
            return (from: c + d * inner, to: c + d * outer)
        }
    }

    // MARK: - Cloud

    /// A cloud 1.14 × 0.76 em: three bumps (the middle one largest) on a flat base.
    private static func cloud(filled: Bool, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(cloudPath(inset: 0)))
        } else {
            s.draw(.curve(cloudPath(inset: pen / 2), width: pen))
        }
        return s.design
    }

    /// The cloud's bumps, left, middle (the big one) and right: the circles its edge follows.
    static let cloudBumps: [(c: Point, r: Double)] = [
        (Point(0.25, 0.51), 0.25), (Point(0.57, 0.34), 0.34), (Point(0.87, 0.49), 0.27),
    ]
    /// The cloud's flat base, in ems from its top.
    static let cloudBase = 0.76

    /// The cloud's edge moved `inset` inwards (every circle shrunk, the base raised by it): the
    /// left bump's arc from the base, over the big bump, down the right bump to the base.
    static func cloudPath(inset d: Double) -> Raster.Path {
        let base = cloudBase - d
        let bumps = cloudBumps.map { (c: $0.c, r: $0.r - d) }
        let left = bumps[0], top = bumps[1], right = bumps[2]
        // The upper of the two crossings is the one on the outline.
        func upper(_ a: (c: Point, r: Double), _ b: (c: Point, r: Double)) -> Point {
            guard let (p, q) = SymbolOutline.crossings(a.c, a.r, b.c, b.r) else { return a.c }
            return p.y < q.y ? p : q
        }
        func angle(_ p: Point, _ c: Point) -> Double { atan2(p.y - c.y, p.x - c.x) }
        let leftTop = upper(left, top), rightTop = upper(top, right)
        var b = PathBuilder()
        b.move(to: Point(left.c.x, base))
        b.addArc(center: left.c, radius: left.r, startAngle: .pi / 2, endAngle: angle(leftTop, left.c) + 2 * .pi, clockwise: true)
        b.addArc(center: top.c, radius: top.r, startAngle: angle(leftTop, top.c), endAngle: angle(rightTop, top.c), clockwise: true)
        b.addArc(center: right.c, radius: right.r, startAngle: angle(rightTop, right.c), endAngle: .pi / 2, clockwise: true)
        b.close()
        return b.path
    }

    // MARK: - Flag, sparkles

    /// A pole 1 em tall with a flag 0.78 × 0.56 em whose top and bottom edges wave.
    private static func flag(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2
        var s = SymbolSketch(pen: pen)
        s.line(Point(r, r), Point(r, 1 - r))
        let x0 = r, x1 = 0.84, top = filled ? 0.02 : r + 0.02, bottom = filled ? 0.6 : 0.6 - r
        let right = filled ? x1 : x1 - r
        var b = PathBuilder()
        b.move(to: Point(x0, top))
        b.cubic(to: Point(right, top + 0.04), control1: Point(0.3, top - 0.08), control2: Point(0.52, top + 0.12))
        b.line(to: Point(right, bottom))
        b.cubic(to: Point(x0, bottom - 0.04), control1: Point(0.52, bottom + 0.08), control2: Point(0.3, bottom - 0.12))
        b.close()
        s.draw(filled ? .area(b.path) : .curve(b.path, width: pen))
        return s.design
    }

    /// Three four-pointed sparkles with pinched sides: a large one low on the left, a middle one
    /// at the top right, a small one at the right.
    private static func sparkles(pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        for (c, radius) in [(Point(0.4, 0.6), 0.4), (Point(0.84, 0.2), 0.2), (Point(0.9, 0.66), 0.13)] {
            s.draw(.area(sparklePath(center: c, radius: radius)))
        }
        return s.design
    }

    /// A four-pointed sparkle (a star of moon.stars too): tips `radius` from `c` on the axes,
    /// its sides pinched in towards the centre.
    static func sparklePath(center c: Point, radius: Double) -> Raster.Path {
        var b = PathBuilder()
        let tips = [Point(0, -1), Point(1, 0), Point(0, 1), Point(-1, 0)].map { c + $0 * radius }
        b.move(to: tips[0])
        for i in 0..<4 {
            let a = tips[i] - c, n = tips[(i + 1) % 4] - c
            b.quad(to: tips[(i + 1) % 4], control: c + (a + n) * 0.14)
        }
        b.close()
        return b.path
    }
}
