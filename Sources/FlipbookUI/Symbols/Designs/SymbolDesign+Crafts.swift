// SymbolDesign+Crafts.swift: tools of the hand: paintbrush, wrench, wand.and.stars and
// signature.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a brush 1.22 em
// long lying at 45° (0.92 × 0.98 em), its blunt, slightly curled head at the bottom left and 0.06
// em behind it a handle tapering to a round end (as paintbrush.pointed.fill's, with a round
// head); a wrench 1.19 em long at 45° (0.88 em square), its round head with a slot at the top
// right, larger than wrench.and.screwdriver's; a wand 0.82 em long rising to the right, its tip
// apart from it, under a large sparkle and beside two small ones (sparkles' sparkle); a written
// name, a loop and a flourish over a line 1.1 em long. Outlines are lines of the pen (the
// wrench's, whose solid head less its slot is too thin to outline, a ring open at the top on a
// handle drawn as one line); filled forms are solid.

import Foundation
import Raster

extension SymbolDesign {
    static let crafts: Family = [
        ("paintbrush", { paintbrush(filled: false, pen: $0) }),
        ("paintbrush.fill", { paintbrush(filled: true, pen: $0) }),
        ("wrench", { openWrench(filled: false, pen: $0) }),
        ("wrench.fill", { openWrench(filled: true, pen: $0) }),
        ("wand.and.stars", { wand(pen: $0) }),
        ("signature", { signature(pen: $0) }),
    ]

    /// The brush's head in `rect` (its tip at the left, a little below the middle, its back
    /// square at the right), for a brush lying along the x axis.
    private static func brushHead(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(1, 0))
        b.line(to: p(0.55, 0))
        b.cubic(to: p(0, 0.8), control1: p(0.2, 0), control2: p(0, 0.4))
        b.cubic(to: p(0.45, 1), control1: p(0.02, 0.98), control2: p(0.25, 1))
        b.line(to: p(1, 1))
        b.close()
        return b.path
    }

    /// A brush drawn along the x axis, turned 45° so that its head (0.5 em long, 0.38 em across)
    /// is at the bottom left; 0.06 em behind it the handle tapers from 0.3 to 0.16 em to a round
    /// end 1.22 em from the tip.
    private static func paintbrush(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, head = Rect(x: 0, y: -0.19, width: 0.5, height: 0.38)
        let handle = [Point(0.56, -0.15), Point(0.72, -0.15), Point(1.22, -0.08), Point(1.22, 0.08), Point(0.72, 0.15), Point(0.56, 0.15)]
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(brushHead(in: head)))
        } else {
            s.draw(.polyline(SymbolOutline.flattened(brushHead(in: head.insetBy(dx: r, dy: r)), pieces: 8), width: pen, closed: true))
        }
        s.shape(handle, radii: [0.03, 0, 0.08, 0.08, 0, 0.03], filled: filled)
        return s.design.applying(Transform(rotation: -Double.pi / 4))
    }

    /// A wrench drawn upright about its head's centre: a round head 0.54 em across with a slot
    /// 0.2 em wide open at the top down to the centre, on a handle 0.18 em wide whose round end
    /// is 0.92 em below the centre; turned 45° to the right, so that its head is at the top right.
    /// Outlined, the head is a ring of the pen open at the top as wide as the slot (the solid head
    /// less its slot is too thin to outline) on the handle drawn as one line as wide as it.
    private static func openWrench(filled: Bool, pen: Double) -> SymbolDesign {
        let head = 0.27, slot = 0.1, handle = 0.09, end = 0.92, degree = Double.pi / 180
        guard filled else {
            let r = pen / 2, radius = head - r, gap = asin(min((slot + r) / radius, 1))
            var s = SymbolSketch(pen: pen)
            s.draw(.arc(center: .zero, radius: radius, start: -Double.pi / 2 + gap, end: 3 * Double.pi / 2 - gap, width: pen))
            s.draw(.polyline([Point(0, radius), Point(0, end - handle)], width: 2 * handle, closed: false))
            return s.design.applying(Transform(rotation: Double.pi / 4))
        }
        func arc(from start: Double, to finish: Double) -> [Point] {
            let steps = max(Int(((finish - start) / 10).rounded(.up)), 1)
            return (0...steps).map { k in
                let a = (start + (finish - start) * Double(k) / Double(steps)) * degree
                return Point(cos(a), sin(a)) * head
            }
        }
        let open = atan2(-(head * head - slot * slot).squareRoot(), slot) / degree, neck = acos(handle / head) / degree
        let outline = arc(from: open, to: neck) + [Point(handle, end), Point(-handle, end)] + arc(from: 180 - neck, to: 180 - open)
            + [Point(-slot, 0), Point(slot, 0)]
        let radii = outline.map { $0.y > 0.5 ? handle : 0.02 }
        var s = SymbolSketch(pen: pen)
        s.shape(outline, radii: radii, filled: filled)
        return s.design.applying(Transform(rotation: Double.pi / 4))
    }

    /// A wand from the bottom left rising at 45° for 0.82 em, its tip a short piece apart from
    /// it, a sparkle 0.44 em across over its left and two smaller ones on its right.
    private static func wand(pen: Double) -> SymbolDesign {
        let r = pen / 2, foot = Point(r, 1.04 - r), d = Point(1, -1) * (1 / 2.0.squareRoot())
        let end = foot + d * 0.72, tipStart = end + d * (pen + 0.07), tipEnd = tipStart + d * 0.14
        var s = SymbolSketch(pen: pen)
        s.line(foot, end)
        s.line(tipStart, tipEnd)
        for (c, radius) in [(Point(0.3, 0.26), 0.22), (Point(0.92, 0.66), 0.12), (Point(0.9, 0.12), 0.1)] {
            s.draw(.area(sparklePath(center: c, radius: radius)))
        }
        return s.design
    }

    /// A written name: a tall loop rising from the left, down into a smaller one and out in a
    /// wave to the right, over a line 1.1 em long.
    private static func signature(pen: Double) -> SymbolDesign {
        let r = pen / 2
        var b = PathBuilder()
        b.move(to: Point(0.06, 0.66))
        b.cubic(to: Point(0.34, r + 0.02), control1: Point(0.18, 0.5), control2: Point(0.24, r + 0.02))
        b.cubic(to: Point(0.24, 0.7), control1: Point(0.46, r + 0.02), control2: Point(0.38, 0.56))
        b.cubic(to: Point(0.56, 0.44), control1: Point(0.14, 0.8), control2: Point(0.44, 0.44))
        b.cubic(to: Point(0.7, 0.6), control1: Point(0.66, 0.44), control2: Point(0.62, 0.6))
        b.cubic(to: Point(1.04, 0.36), control1: Point(0.8, 0.6), control2: Point(0.92, 0.4))
        var s = SymbolSketch(pen: pen)
        s.draw(.curve(b.path, width: pen))
        s.line(Point(r, 0.9), Point(1.1 - r, 0.9))
        return s.design
    }
}
