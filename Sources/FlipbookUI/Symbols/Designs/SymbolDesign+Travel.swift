// SymbolDesign+Travel.swift: going places and things met on the way: airplane, tram.fill,
// mountain.2 (and .fill), beach.umbrella.fill, paintbrush.pointed.fill, and shield (and .fill),
// lock.shield and lock.shield.fill; solid but for the outlined mountains and shields.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: the airplane
// 0.91 × 1 em seen from above, nose to the right, wings swept back; the tram 0.8 × 1.04 em seen
// from the front, its windscreen and lamps knocked out, a pantograph on its roof; two peaks on a
// base 1.2 em wide, the taller in front on the left, the other kept a gap of 0.6 pen clear of
// it (outlined, its line kept 0.07 em clear of the front one's edge); a beach umbrella 1.03 ×
// 1.04 em leaning 20° to the left over a line of sand; a paintbrush 1.28 em long lying at 45°,
// its pointed head at the bottom left; a shield 0.84 × 1 em, outlined or solid, with a padlock
// knocked out of the solid one or standing solid in the outlined one, its lines 0.9 of the pen
// as other inner glyphs' are.

import Foundation
import Raster

extension SymbolDesign {
    static let travel: Family = [
        ("airplane", { airplane(pen: $0) }),
        ("tram.fill", { tram(pen: $0) }),
        ("mountain.2", { mountains(filled: false, pen: $0) }),
        ("mountain.2.fill", { mountains(filled: true, pen: $0) }),
        ("beach.umbrella.fill", { beachUmbrella(pen: $0) }),
        ("paintbrush.pointed.fill", { paintbrush(pen: $0) }),
        ("shield", { curved(shieldPath, box: Point(0.84, 1), filled: false, pen: $0) }),
        ("shield.fill", { curved(shieldPath, box: Point(0.84, 1), filled: true, pen: $0) }),
        ("lock.shield", { lockShield(filled: false, pen: $0) }),
        ("lock.shield.fill", { lockShield(filled: true, pen: $0) }),
    ]

    // MARK: - Vehicles

    /// A fuselage 0.15 em thick along the middle with a rounded nose at the right, wings swept
    /// back from its middle to tips at the top and bottom edges, and a small tailplane.
    private static func airplane(pen: Double) -> SymbolDesign {
        let y = 0.5, half = 0.075
        var s = SymbolSketch(pen: pen)
        let fuselage = [Point(0, y - half), Point(0.84, y - half), Point(0.98, y), Point(0.84, y + half), Point(0, y + half)]
        s.draw(.area(SymbolOutline.roundedPolygon(fuselage, radii: [0.067, 0.1, 0.06, 0.1, 0.067])))
        // The upper wing and tailplane, from the leading edge's root to the tip and back to the
        // trailing edge's root, each mirrored below.
        let wing = [Point(0.64, y - 0.05), Point(0.36, 0), Point(0.28, 0), Point(0.38, y - 0.05)]
        let tail = [Point(0.18, y - 0.05), Point(0.07, 0.25), Point(0.02, 0.25), Point(0.04, y - 0.05)]
        for part in [wing, tail] {
            for outline in [part, part.map { Point($0.x, 2 * y - $0.y) }] {
                s.draw(.area(SymbolOutline.roundedPolygon(outline, radii: [0, 0.025, 0.025, 0])))
            }
        }
        return s.design
    }

    /// A body 0.8 × 0.7 em with corners of 0.16 em, its windscreen and two lamps knocked out,
    /// two feet under it, and on the roof a pantograph: a post up to a bar 0.36 em wide.
    private static func tram(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.8, top = 0.22, bottom = 0.92, cx = width / 2
        var s = SymbolSketch(pen: pen)
        s.line(Point(cx - 0.18, r), Point(cx + 0.18, r))
        s.line(Point(cx, r), Point(cx, top + 0.02))
        s.draw(.area(Raster.Path(roundedRect: Rect(x: 0, y: top, width: width, height: bottom - top), cornerRadius: 0.16)))
        s.cut(.area(Raster.Path(roundedRect: Rect(x: 0.13, y: 0.33, width: width - 0.26, height: 0.27), cornerRadius: 0.06)))
        for x in [0.21, width - 0.21] { s.cut(.dot(center: Point(x, 0.76), diameter: 0.12)) }
        for side in [-1.0, 1] { s.line(Point(cx + side * 0.2, bottom - 0.02), Point(cx + side * (0.3 - r), 1.04 - r)) }
        return s.design
    }

    // MARK: - Landscapes

    /// Two peaks with rounded tops on one base: the front one 0.84 em high on the left, the one
    /// behind it lower, cut back along the front one's right flank; outlined, the line of the one
    /// behind stops 0.07 em short of the front one's edge.
    private static func mountains(filled: Bool, pen: Double) -> SymbolDesign {
        let front = [Point(0.4, 0), Point(0.8, 0.84), Point(0, 0.84)]
        let back = [Point(0.87, 0.3), Point(1.2, 0.84), Point(0.5, 0.84)]
        var s = SymbolSketch(pen: pen)
        guard filled else {
            // A fixed gap, so that a heavy pen does not hide the peak behind.
            let r = pen / 2, gap = 0.07, radii = [0.07, 0.04, 0.04]
            s.shape(front, radii: radii, filled: false)
            let line = SymbolOutline.flattened(SymbolOutline.roundedPolygon(SymbolOutline.offsetPolygon(back, by: -r),
                                                                            radii: [0.06 - r, 0.02, 0.02].map { max($0, 0.005) }),
                                               pieces: 8)
            let clear = SymbolOutline.offsetPolygon(front, by: gap + r)
            for part in SymbolGlyph.parts(of: line + line.prefix(1), outside: clear) { s.draw(.polyline(part, width: pen, closed: false)) }
            return s.design
        }
        s.draw(.area(SymbolOutline.roundedPolygon(front, radii: [0.07, 0.04, 0.04])))
        // What the back peak shows: the part beyond the front one's flank moved out by the gap.
        let flank = SymbolGlyph.edge(of: front[0], front[1], facing: back[0], pen: 2 * (0.6 * pen))
        let shown = SymbolGlyph.clip(back, to: flank)
        s.draw(.area(SymbolOutline.roundedPolygon(shown, radii: shown.map { $0 == back[0] ? 0.06 : 0.02 })))
        return s.design
    }

    /// A canopy 0.8 em across (a half disk with three scallops along its rim) on a pole 0.62 em
    /// long, leaning 20° to the left, the pole's foot planted in a line of sand 1 em long.
    private static func beachUmbrella(pen: Double) -> SymbolDesign {
        let r = pen / 2, radius = 0.4, pole = 0.62, sand = 0.9, foot = Point(0.58, sand)
        let tilt = -20 * Double.pi / 180, up = Point(sin(tilt), -cos(tilt)), rim = foot + up * pole
        // The canopy drawn upright with its rim's centre at the origin, then leant and moved.
        var b = PathBuilder()
        b.addArc(center: .zero, radius: radius, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        for i in 0..<3 {
            let x1 = radius - Double(i) * 2 * radius / 3, x0 = x1 - 2 * radius / 3
            b.quad(to: Point(x0, 0), control: Point((x0 + x1) / 2, -0.08))
        }
        b.close()
        var s = SymbolSketch(pen: pen)
        s.draw(.area(b.path.applying(Transform(rotation: tilt).concatenating(Transform(translationX: rim.x, y: rim.y)))))
        s.line(rim + up * 0.02, foot)
        s.line(Point(r, sand), Point(1 - r, sand))
        return s.design
    }

    // MARK: - Tools

    /// A brush drawn lying along the x axis and turned 45° so that its pointed head (0.5 em long,
    /// 0.3 em across at the back) is at the bottom left; 0.06 em behind it the handle, tapering
    /// from 0.24 to 0.14 em to a round end 1.28 em from the point.
    private static func paintbrush(pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        var b = PathBuilder()
        b.move(to: Point(0, 0.06))
        b.cubic(to: Point(0.5, -0.15), control1: Point(0.12, -0.05), control2: Point(0.3, -0.15))
        b.line(to: Point(0.5, 0.15))
        b.cubic(to: Point(0, 0.06), control1: Point(0.26, 0.15), control2: Point(0.1, 0.14))
        b.close()
        s.draw(.area(b.path))
        let handle = [Point(0.56, -0.12), Point(1.28, -0.07), Point(1.28, 0.07), Point(0.56, 0.12)]
        s.draw(.area(SymbolOutline.roundedPolygon(handle, radii: [0.03, 0.065, 0.065, 0.03])))
        return s.design.applying(Transform(rotation: -Double.pi / 4))
    }

    // MARK: - Shield

    /// The shield with a padlock knocked out of it (or, outlined, standing solid in it): a body
    /// 0.38 × 0.26 em under a shackle whose legs stand on it.
    private static func lockShield(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.84, cx = width / 2, bodyTop = 0.5, half = 0.19
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(shieldPath(in: Rect(x: 0, y: 0, width: width, height: 1))))
        } else {
            let line = SymbolOutline.flattened(shieldPath(in: Rect(x: r, y: r, width: width - pen, height: 1 - pen)), pieces: 8)
            s.draw(.polyline(line, width: pen, closed: true))
        }
        let body = [Point(cx - half, bodyTop), Point(cx + half, bodyTop), Point(cx + half, 0.76), Point(cx - half, 0.76)]
        s.mark(.area(SymbolOutline.roundedPolygon(body, radius: 0.04)), knockedOut: filled)
        // One area, so that the two cuts only share the body's top edge and never overlap.
        s.mark(.area(shacklePath(center: Point(cx, 0.4), radius: 0.1, thickness: pen * innerPenRatio, bottom: bodyTop)),
               knockedOut: filled)
        return s.design
    }

    /// A shield in `rect`: its top rising a little to a point in the middle, the corners rounded,
    /// the sides straight down to half-way, then curving in to a point at the bottom.
    static func shieldPath(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(0.5, 0))
        b.line(to: p(0.84, 0.1))
        b.quad(to: p(1, 0.25), control: p(1, 0.14))
        b.line(to: p(1, 0.5))
        b.cubic(to: p(0.5, 1), control1: p(1, 0.78), control2: p(0.74, 0.92))
        b.cubic(to: p(0, 0.5), control1: p(0.26, 0.92), control2: p(0, 0.78))
        b.line(to: p(0, 0.25))
        b.quad(to: p(0.16, 0.1), control: p(0, 0.14))
        b.close()
        return b.path
    }

    /// A padlock's shackle as one area: an arch `thickness` wide whose centreline runs `radius`
    /// round `c`, its two legs straight down to `bottom`.
    private static func shacklePath(center c: Point, radius: Double, thickness t: Double, bottom: Double) -> Raster.Path {
        let outer = radius + t / 2, inner = max(radius - t / 2, 0)
        var b = PathBuilder()
        b.move(to: Point(c.x - outer, bottom))
        b.addArc(center: c, radius: outer, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        b.line(to: Point(c.x + outer, bottom))
        b.line(to: Point(c.x + inner, bottom))
        b.addArc(center: c, radius: inner, startAngle: 0, endAngle: .pi, clockwise: false)
        b.line(to: Point(c.x - inner, bottom))
        b.close()
        return b.path
    }
}
