// SymbolDesign+Outdoors.swift: out and about: sunrise, sunset, umbrella, cloud.moon, person.3,
// flag.checkered, bus, tray.and.arrow.down, and the calendar that SymbolDesign+Enclosed puts in a
// circle (calendar.circle).
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a half sun
// 0.48 em across on a horizon 1.1 em long, with rays and an arrow rising over it (falling onto it
// at sunset), 0.96 em tall; an umbrella 1.1 × 1 em (a dome with a scalloped hem on a hooked
// handle); cloud.fill's cloud at 0.84 with a crescent 0.52 em across behind its top right, kept
// 0.07 em clear of its bumps; three people 1.29 × 0.98 em, person at 0.82 in front and two at 0.7
// behind, kept 0.07 em clear of it; flag's pole and waving flag with a checked field (four columns
// of three rows); a bus seen from the front 0.84 × 1 em; an open tray 1.1 × 0.56 em with an arrow
// coming down into it, 1 em tall. Outlines are lines of the pen; filled forms are solid with their
// inner lines, squares and dots knocked out.
// Layers (SymbolLayer): cloud.moon's cloud primary, its moon secondary.

import Foundation
import Raster

extension SymbolDesign {
    static let outdoors: Family = [
        ("sunrise", { sunOnHorizon(rising: true, filled: false, pen: $0) }),
        ("sunrise.fill", { sunOnHorizon(rising: true, filled: true, pen: $0) }),
        ("sunset", { sunOnHorizon(rising: false, filled: false, pen: $0) }),
        ("sunset.fill", { sunOnHorizon(rising: false, filled: true, pen: $0) }),
        ("umbrella", { umbrella(filled: false, pen: $0) }),
        ("umbrella.fill", { umbrella(filled: true, pen: $0) }),
        ("cloud.moon", { cloudMoon(filled: false, pen: $0) }),
        ("cloud.moon.fill", { cloudMoon(filled: true, pen: $0) }),
        ("person.3", { threePeople(filled: false, pen: $0) }),
        ("person.3.fill", { threePeople(filled: true, pen: $0) }),
        ("flag.checkered", { checkeredFlag(pen: $0) }),
        ("bus", { bus(filled: false, pen: $0) }),
        ("bus.fill", { bus(filled: true, pen: $0) }),
        ("tray.and.arrow.down", { trayArrowDown(filled: false, pen: $0) }),
        ("tray.and.arrow.down.fill", { trayArrowDown(filled: true, pen: $0) }),
    ]

    // MARK: - Sky

    /// A half sun 0.48 em across sitting 0.1 em above a horizon 1.1 em long, rays to the left and
    /// right and up at 45° either side, and between those an arrow 0.34 em long pointing up over
    /// the sun (rising) or down onto it.
    private static func sunOnHorizon(rising: Bool, filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.1, horizon = 0.96 - r, c = Point(width / 2, horizon - 0.14), radius = 0.24
        var s = SymbolSketch(pen: pen)
        s.line(Point(r, horizon), Point(width - r, horizon))
        // The outline's line runs `inset` inside the half disk: an arc of the smaller circle cut
        // off by the flat side raised as much.
        let inset = filled ? 0 : r, rim = radius - inset, cutoff = asin(inset / rim)
        var b = PathBuilder()
        b.move(to: c + Point(-cos(cutoff), -sin(cutoff)) * rim)
        b.addArc(center: c, radius: rim, startAngle: .pi + cutoff, endAngle: 2 * .pi - cutoff, clockwise: true)
        b.close()
        s.draw(filled ? .area(b.path) : .curve(b.path, width: pen))
        for degrees in [180.0, 225, 315, 360] {
            let a = degrees * .pi / 180, d = Point(cos(a), sin(a))
            s.line(c + d * (radius + 0.1), c + d * (radius + 0.2))
        }
        let top = Point(c.x, r), foot = Point(c.x, c.y - radius - 0.1)
        for mark in SymbolGlyph.arrow(from: rising ? foot : top, to: rising ? top : foot, head: 0.13, pen: pen, cut: false) { s.draw(mark) }
        return s.design
    }

    /// An umbrella's canopy 1.1 em wide: a dome 0.55 em tall over a hem of three scallops, its
    /// edge `inset` inside.
    private static func canopyPath(inset d: Double) -> Raster.Path {
        let width = 1.1, c = Point(width / 2, 0.55), hem = 0.55 - d, scallop = width / 3
        var b = PathBuilder()
        b.move(to: Point(d, c.y))
        b.addArc(center: c, radius: c.x - d, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        b.line(to: Point(width - d, hem))
        for k in (0..<3).reversed() {
            let x0 = Double(k + 1) * scallop, x1 = Double(k) * scallop
            b.quad(to: Point(max(x1, d), hem), control: Point((x0 + x1) / 2, hem - 0.16))
        }
        b.close()
        return b.path
    }

    /// An umbrella 1.1 × 1 em: the canopy over a handle from the middle of its hem down to a
    /// hook curling to the left.
    private static func umbrella(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, cx = 0.55, hook = 0.1, bottom = 1 - r - hook
        var s = SymbolSketch(pen: pen)
        s.draw(filled ? .area(canopyPath(inset: 0)) : .curve(canopyPath(inset: r), width: pen))
        s.line(Point(cx, 0.44), Point(cx, bottom))
        s.draw(.arc(center: Point(cx - hook, bottom), radius: hook, start: 0, end: .pi, width: pen))
        return s.design
    }

    /// A crescent moon 0.52 em across at the top right: a disk less a disk 0.4 em across, its
    /// centre 0.19 em right of and 0.12 em above the first's (a fuller crescent than moon's, so
    /// that its outline keeps an inside at heavy weights); its edge `inset` inside.
    private static func cloudMoonCrescent(inset d: Double) -> Raster.Path {
        let c = Point(0.78, 0.26)
        return SymbolOutline.twoDiskRegion(c, 0.26 - d, c + Point(0.19, -0.12), 0.2 + d, keepOverlap: false)
    }

    /// cloud.fill's cloud at 0.84 on the bottom of a 1 em box, and a crescent moon behind it at
    /// the top right: its line, or its area, where it keeps 0.07 em clear of the cloud's middle
    /// and right bumps.
    private static func cloudMoon(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, k = 0.84, gap = 0.07
        let cloud = Transform(scaleX: k, y: k).concatenating(Transform(translationX: 0, y: 1 - cloudBase * k))
        let bumps = cloudBumps.dropFirst().map { (c: $0.c * k + Point(0, 1 - cloudBase * k), r: $0.r * k) }
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(cloudPath(inset: 0).applying(cloud)))
            s.layer(1)
            var crescent = SymbolOutline.flattened(cloudMoonCrescent(inset: 0), pieces: 8)
            for bump in bumps {
                crescent = SymbolOutline.flattened(SymbolOutline.polygonLessDisk(crescent, center: bump.c, radius: bump.r + gap), pieces: 8)
            }
            s.draw(.area(SymbolOutline.polygon(crescent)))
        } else {
            s.draw(.curve(cloudPath(inset: r / k).applying(cloud), width: pen))
            s.layer(1)
            let line = SymbolOutline.flattened(cloudMoonCrescent(inset: r), pieces: 8)
            var parts = [line + line.prefix(1)]
            for bump in bumps {
                let clear = SymbolOutline.flattened(SymbolOutline.disk(bump.c, diameter: 2 * (bump.r + gap + r)), pieces: 8)
                parts = parts.flatMap { SymbolGlyph.parts(of: $0, outside: clear) }
            }
            for part in parts { s.draw(.polyline(part, width: pen, closed: false)) }
        }
        return s.design
    }

    // MARK: - People

    /// Three people: person at 0.82 in front in the middle, and one at 0.7 either side behind it,
    /// their heads higher, drawn only 0.07 em clear of the front one's head and shoulders.
    private static func threePeople(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, gap = 0.07, width = 1.29
        let front = personParts(at: Point((width - 0.84 * 0.82) / 2, 0.2), scale: 0.82)
        let backs = [personParts(at: Point(0, 0.04), scale: 0.7), personParts(at: Point(width - 0.84 * 0.7, 0.04), scale: 0.7)]
        // The areas the people behind keep clear of, grown by `grow` around the front one.
        func hidden(by grow: Double) -> [[Point]] {
            [SymbolOutline.flattened(SymbolOutline.disk(front.head, diameter: 2 * (front.headRadius + grow)), pieces: 8),
             SymbolOutline.flattened(shouldersPath(in: front.body.insetBy(dx: -grow, dy: -grow)), pieces: 16)]
        }
        var s = SymbolSketch(pen: pen)
        for back in backs {
            if filled {
                s.draw(.dot(center: back.head, diameter: 2 * back.headRadius))
                var pieces = [SymbolOutline.flattened(shouldersPath(in: back.body), pieces: 16)]
                for clear in hidden(by: gap) { pieces = pieces.flatMap { SymbolGlyph.subtract(clear, from: $0) } }
                for piece in pieces { s.draw(.area(SymbolOutline.polygon(piece))) }
            } else {
                s.draw(.ring(center: back.head, radius: back.headRadius - r, width: pen))
                let line = SymbolOutline.flattened(shouldersPath(in: back.body.insetBy(dx: r, dy: r)), pieces: 16)
                var parts = [line + line.prefix(1)]
                for clear in hidden(by: gap + r) { parts = parts.flatMap { SymbolGlyph.parts(of: $0, outside: clear) } }
                for part in parts { s.draw(.polyline(part, width: pen, closed: false)) }
            }
        }
        if filled {
            s.draw(.dot(center: front.head, diameter: 2 * front.headRadius))
            s.draw(.area(shouldersPath(in: front.body)))
        } else {
            s.draw(.ring(center: front.head, radius: front.headRadius - r, width: pen))
            s.draw(.curve(shouldersPath(in: front.body.insetBy(dx: r, dy: r)), width: pen))
        }
        return s.design
    }

    // MARK: - Flag, bus, tray

    /// flag's pole 1 em tall and a flag 0.86 × 0.58 em waving once along its top and bottom, its
    /// field (a pen inside its edge) checked in four columns of three rows: the even squares solid.
    private static func checkeredFlag(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.86, depth = 0.58, columns = 4, rows = 3
        func top(_ x: Double) -> Double { 0.05 - 0.04 * sin(2 * .pi * x / width) }
        let xs = (0...8).map { width * Double($0) / 8 }
        let outline = xs.map { Point($0, top($0)) } + xs.reversed().map { Point($0, top($0) + depth) }
        var s = SymbolSketch(pen: pen)
        s.line(Point(r, r), Point(r, 1 - r))
        // The edge as a line of the pen along each side, so that it joins the squares in one fill
        // (round caps meeting round caps make its round joins).
        let edge = SymbolOutline.offsetPolygon(outline, by: -r)
        for (p, q) in zip(edge, edge.dropFirst() + edge.prefix(1)) { s.line(p, q) }
        // A point of the field: `u` across it and `v` down it, both 0…1.
        func field(_ u: Double, _ v: Double) -> Point {
            let x = pen + u * (width - 2 * pen), y = top(x) + pen
            return Point(x, y + v * (depth - 2 * pen))
        }
        for column in 0..<columns {
            for row in 0..<rows where (column + row) % 2 == 0 {
                let u0 = Double(column) / Double(columns), u1 = Double(column + 1) / Double(columns)
                let v0 = Double(row) / Double(rows), v1 = Double(row + 1) / Double(rows)
                let us = (0...4).map { u0 + (u1 - u0) * Double($0) / 4 }
                let square = us.map { field($0, v0) } + us.reversed().map { field($0, v1) }
                s.draw(.area(SymbolOutline.polygon(square)))
            }
        }
        return s.design
    }

    /// A bus from the front, 0.84 × 1 em: a body with corners of 0.16 em, a windscreen across its
    /// upper half, two headlamps, and two wheels under it; filled, the windscreen and the lamps are
    /// knocked out.
    private static func bus(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.84, bottom = 0.86
        var s = SymbolSketch(pen: pen)
        for x in [0.1, width - 0.28] {
            s.draw(.area(Raster.Path(roundedRect: Rect(x: x, y: bottom - 0.08, width: 0.18, height: 0.22), cornerRadius: 0.06)))
        }
        s.shape([Point(0, 0), Point(width, 0), Point(width, bottom), Point(0, bottom)], radius: 0.16, filled: filled)
        let screen = Rect(x: 0.14, y: 0.14, width: width - 0.28, height: 0.34)
        let corners = [Point(screen.minX, screen.minY), Point(screen.maxX, screen.minY), Point(screen.maxX, screen.maxY),
                       Point(screen.minX, screen.maxY)]
        if filled {
            s.cut(.area(SymbolOutline.roundedPolygon(corners, radius: 0.05)))
        } else {
            s.draw(.rounded(SymbolOutline.offsetPolygon(corners, by: r), radius: 0.05, width: pen))
        }
        for x in [0.2, width - 0.2] { s.mark(.dot(center: Point(x, 0.66), diameter: 0.12), knockedOut: filled) }
        return s.design
    }

    /// An open tray 1.1 × 0.56 em at the bottom of a 1 em box (its walls, and across them the
    /// lip with a dip in the middle), and an arrow from the top down into it; filled, the tray
    /// below the lip is solid.
    private static func trayArrowDown(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.1, wall = 0.44, lip = 0.66, dip = 0.8, cx = width / 2
        var s = SymbolSketch(pen: pen)
        let lipLine = [Point(r, lip), Point(0.32, lip), Point(0.38, dip), Point(width - 0.38, dip), Point(width - 0.32, lip),
                       Point(width - r, lip)]
        if filled {
            let solid = [Point(0, lip - r), Point(0.32, lip - r), Point(0.38, dip - r), Point(width - 0.38, dip - r),
                         Point(width - 0.32, lip - r), Point(width, lip - r), Point(width, 1), Point(0, 1)]
            s.draw(.area(SymbolOutline.roundedPolygon(solid, radii: [0, 0.03, 0, 0, 0.03, 0, 0.14, 0.14])))
            for x in [r, width - r] { s.line(Point(x, wall), Point(x, lip)) }
        } else {
            let walls = [Point(r, wall), Point(r, 1 - r), Point(width - r, 1 - r), Point(width - r, wall)]
            s.draw(.curve(SymbolOutline.roundedPolyline(walls, radius: 0.14 - r), width: pen))
            s.draw(.curve(SymbolOutline.roundedPolyline(lipLine, radius: 0.04), width: pen))
        }
        for mark in SymbolGlyph.arrow(from: Point(cx, r), to: Point(cx, dip - 0.22), head: 0.18, pen: pen, cut: false) { s.draw(mark) }
        return s.design
    }

    // MARK: - Glyph in a circle

    /// A calendar page 0.46 × 0.42 of the circle: a line round it (corners 0.07 of the circle)
    /// under a solid header band 0.1 deep inside it, which meets the line's inner edge.
    static let calendarGlyph: InnerGlyph = { c, u, w, _ in
        let half = Point(0.23, 0.21) * u, corner = 0.07 * u, h = w / 2
        let box = [c - half, c + Point(half.x, -half.y), c + half, c + Point(-half.x, half.y)]
        let line = SymbolOutline.offsetPolygon(box, by: -h)
        let band = Rect(x: c.x - half.x + w, y: c.y - half.y + w, width: 2 * (half.x - w), height: 0.1 * u)
        let bandCorners = [Point(band.minX, band.minY), Point(band.maxX, band.minY), Point(band.maxX, band.maxY), Point(band.minX, band.maxY)]
        return [.rounded(line, radius: max(corner - h, 0), width: w),
                .area(SymbolOutline.roundedPolygon(bandCorners, radii: [max(corner - w, 0), max(corner - w, 0), 0, 0]))]
    }
}
