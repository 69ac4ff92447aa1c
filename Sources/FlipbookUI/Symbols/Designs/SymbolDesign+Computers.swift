// SymbolDesign+Computers.swift: screens and computer hardware: tv, desktopcomputer,
// laptopcomputer, iphone, printer, keyboard, gamecontroller and externaldrive.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a television
// 1.2 × 0.96 em (a screen over a stand's short foot), a desktop 1.2 × 1.02 em (a screen with a
// chin on a neck and a foot), a laptop 1.28 × 0.8 em (a screen over a wider base), a phone 0.6 ×
// 1.02 em with its island, a printer 1.16 × 1 em (paper in its top, a sheet coming out of its
// foot), a keyboard 1.2 × 0.78 em of key dots over a space bar, a game controller 1.26 × 0.84 em
// (a d-pad on the left, four buttons on the right), a drive 1.16 × 0.7 em with a seam and a light.
// Outlines are lines of the pen; filled forms are solid with their inner lines and dots knocked
// out or, where a part stands apart (the printer's paper), drawn as separate pieces with a gap
// of 0.4 pen between them.

import Foundation
import Raster

extension SymbolDesign {
    static let computers: Family = [
        ("tv", { tv(filled: false, pen: $0) }),
        ("tv.fill", { tv(filled: true, pen: $0) }),
        ("desktopcomputer", { desktop(pen: $0) }),
        ("laptopcomputer", { laptop(pen: $0) }),
        ("iphone", { iphone(pen: $0) }),
        ("printer", { printer(filled: false, pen: $0) }),
        ("printer.fill", { printer(filled: true, pen: $0) }),
        ("keyboard", { keyboard(filled: false, pen: $0) }),
        ("keyboard.fill", { keyboard(filled: true, pen: $0) }),
        ("gamecontroller", { gameController(filled: false, pen: $0) }),
        ("gamecontroller.fill", { gameController(filled: true, pen: $0) }),
        ("externaldrive", { drive(filled: false, pen: $0) }),
        ("externaldrive.fill", { drive(filled: true, pen: $0) }),
    ]

    /// A rectangle's corners, clockwise from the top left.
    private static func corners(_ rect: Rect) -> [Point] {
        [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY)]
    }

    // MARK: - Screens

    /// A screen 1.2 × 0.78 em with corners of 0.12 em over a foot 0.44 em long.
    private static func tv(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.2
        var s = SymbolSketch(pen: pen)
        s.shape(corners(Rect(x: 0, y: 0, width: width, height: 0.78)), radius: 0.12, filled: filled)
        s.line(Point(width / 2 - 0.22, 0.96 - r), Point(width / 2 + 0.22, 0.96 - r))
        return s.design
    }

    /// A monitor 1.2 × 0.84 em, its chin a line 0.2 em above its bottom, on a neck 0.16 em tall
    /// and a foot 0.44 em long.
    private static func desktop(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.2, height = 0.84, cx = width / 2, foot = 1.02 - r
        var s = SymbolSketch(pen: pen)
        s.shape(corners(Rect(x: 0, y: 0, width: width, height: height)), radius: 0.12, filled: false)
        s.line(Point(r, height - 0.2), Point(width - r, height - 0.2))
        for x in [cx - 0.1, cx + 0.1] { s.line(Point(x, height - r), Point(x, foot)) }
        s.line(Point(cx - 0.22, foot), Point(cx + 0.22, foot))
        return s.design
    }

    /// A screen 0.98 × 0.66 em over a base 1.28 em long, the screen's foot on the base.
    private static func laptop(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.28, screen = 0.98, x0 = (width - screen) / 2, base = 0.8 - r
        var s = SymbolSketch(pen: pen)
        let frame = [Point(x0 + r, base), Point(x0 + r, r), Point(x0 + screen - r, r), Point(x0 + screen - r, base)]
        s.draw(.curve(SymbolOutline.roundedPolyline(frame, radius: 0.1 - r), width: pen))
        s.line(Point(r, base), Point(width - r, base))
        return s.design
    }

    /// A phone 0.6 × 1.02 em with corners of 0.16 em and its island, a line 0.14 em long near the
    /// top.
    private static func iphone(pen: Double) -> SymbolDesign {
        let width = 0.6
        var s = SymbolSketch(pen: pen)
        s.shape(corners(Rect(x: 0, y: 0, width: width, height: 1.02)), radius: 0.16, filled: false)
        s.line(Point(width / 2 - 0.07, 0.15), Point(width / 2 + 0.07, 0.15))
        return s.design
    }

    // MARK: - Peripherals

    /// A printer: a body 1.16 × 0.5 em with a light at its right, the top of a sheet standing in
    /// it, and a sheet 0.64 em wide coming out of its foot. Filled, the body is solid, the
    /// standing sheet a piece above it and the sheet coming out solid in a slot knocked out of the
    /// body.
    private static func printer(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.16, bodyTop = 0.24, bodyBottom = 0.74, sheet = (left: 0.26, right: 0.9, top: 0.56)
        var s = SymbolSketch(pen: pen)
        let light = Point(width - 0.16, bodyTop + 0.14)
        if filled {
            let gap = pen * 0.4
            s.draw(.area(SymbolOutline.roundedPolygon(corners(Rect(x: 0.22, y: 0, width: 0.72, height: bodyTop - gap)),
                                                      radii: [0.06, 0.06, 0, 0])))
            s.shape(corners(Rect(x: 0, y: bodyTop, width: width, height: bodyBottom - bodyTop)), radius: 0.12, filled: true)
            let slot = Rect(x: sheet.left - gap, y: sheet.top - gap, width: sheet.right - sheet.left + 2 * gap, height: bodyBottom - sheet.top + gap)
            s.cut(.area(SymbolOutline.roundedPolygon(corners(slot), radii: [0.04, 0.04, 0, 0])))
            s.shape(corners(Rect(x: sheet.left, y: sheet.top, width: sheet.right - sheet.left, height: 1 - sheet.top)),
                    radius: 0.04, filled: true)
            s.cut(.dot(center: light, diameter: pen))
        } else {
            s.line(Point(0.24 + r, bodyTop), Point(0.24 + r, r), Point(0.92 - r, r), Point(0.92 - r, bodyTop))
            let body = [Point(sheet.left, bodyBottom - r), Point(r, bodyBottom - r), Point(r, bodyTop + r), Point(width - r, bodyTop + r),
                        Point(width - r, bodyBottom - r), Point(sheet.right, bodyBottom - r)]
            s.draw(.curve(SymbolOutline.roundedPolyline(body, radius: 0.12 - r), width: pen))
            s.shape(corners(Rect(x: sheet.left, y: sheet.top, width: sheet.right - sheet.left, height: 1 - sheet.top)),
                    radius: 0.04, filled: false)
            s.line(light)
        }
        return s.design
    }

    /// A keyboard 1.2 × 0.78 em with corners of 0.14 em: two rows of six key dots and a space bar.
    private static func keyboard(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 1.2, height = 0.78
        var s = SymbolSketch(pen: pen)
        s.shape(corners(Rect(x: 0, y: 0, width: width, height: height)), radius: 0.14, filled: filled)
        for y in [0.22, 0.39] {
            for i in 0..<6 { s.mark(.dot(center: Point(0.22 + Double(i) * 0.152, y), diameter: 0.1), knockedOut: filled) }
        }
        s.mark(.polyline([Point(0.38, 0.58), Point(width - 0.38, 0.58)], width: pen * innerPenRatio, closed: false), knockedOut: filled)
        return s.design
    }

    /// A game controller 1.26 × 0.84 em: a body with a grip hanging at each end, a d-pad (a plus
    /// 0.24 em across) on the left and four button dots in a diamond on the right.
    private static func gameController(filled: Bool, pen: Double) -> SymbolDesign {
        let pad = Point(0.36, 0.33), arm = 0.12, buttons = Point(0.9, 0.33)
        let body = Rect(x: 0, y: 0, width: 1.26, height: 0.84), spots = [Point(0, -0.1), Point(0.1, 0), Point(0, 0.1), Point(-0.1, 0)]
        var s = SymbolSketch(pen: pen)
        // The outline stays a stroke: its buttons are dots of the pen.
        if filled {
            s.draw(.area(controllerPath(in: body)))
            for d in spots { s.cut(.dot(center: buttons + d, diameter: max(pen, 0.09))) }
        } else {
            s.draw(.curve(controllerPath(in: body.insetBy(dx: pen / 2, dy: pen / 2)), width: pen))
            for d in spots { s.line(buttons + d) }
        }
        let w = filled ? pen * innerPenRatio : pen
        for mark in SymbolGlyph.crossing(pad - Point(arm, 0), pad + Point(arm, 0), pad - Point(0, arm), pad + Point(0, arm), pen: w, cut: filled) {
            s.mark(mark, knockedOut: filled)
        }
        return s.design
    }

    /// The controller's outline: a flat top, each end swelling into a round grip, and between
    /// the grips the underside rising to a flat middle.
    private static func controllerPath(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(0.28, 0.02))
        b.line(to: p(0.72, 0.02))
        b.cubic(to: p(0.99, 0.74), control1: p(0.9, 0.02), control2: p(1, 0.44))
        b.cubic(to: p(0.8, 0.98), control1: p(0.98, 0.96), control2: p(0.88, 1))
        b.cubic(to: p(0.64, 0.74), control1: p(0.72, 0.96), control2: p(0.7, 0.74))
        b.line(to: p(0.36, 0.74))
        b.cubic(to: p(0.2, 0.98), control1: p(0.3, 0.74), control2: p(0.28, 0.96))
        b.cubic(to: p(0.01, 0.74), control1: p(0.12, 1), control2: p(0.02, 0.96))
        b.cubic(to: p(0.28, 0.02), control1: p(0, 0.44), control2: p(0.1, 0.02))
        b.close()
        return b.path
    }

    /// A drive 1.16 × 0.7 em with corners of 0.16 em, a seam 0.4 em down and a light at the
    /// bottom right; filled, the body is two pieces either side of the seam.
    private static func drive(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.16, height = 0.7, seam = 0.36, corner = 0.16
        let light = SymbolMark.dot(center: Point(width - 0.2, (seam + height) / 2), diameter: 0.1)
        var s = SymbolSketch(pen: pen)
        if filled {
            let gap = pen * 0.4
            s.draw(.area(SymbolOutline.roundedPolygon(corners(Rect(x: 0, y: 0, width: width, height: seam - gap)),
                                                      radii: [corner, corner, 0.04, 0.04])))
            s.draw(.area(SymbolOutline.roundedPolygon(corners(Rect(x: 0, y: seam + gap, width: width, height: height - seam - gap)),
                                                      radii: [0.04, 0.04, corner, corner])))
            s.cut(light)
        } else {
            s.shape(corners(Rect(x: 0, y: 0, width: width, height: height)), radius: corner, filled: false)
            s.line(Point(r, seam), Point(width - r, seam))
            s.draw(light)
        }
        return s.design
    }
}
