// SymbolDesign+Activities.swift: going out, learning and keeping fit: film, ticket, crown,
// graduationcap, book.closed, hourglass, alarm, dumbbell, pawprint, figure.run, building.2,
// bed.double, bicycle and tree.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a film frame
// 0.9 × 1 em with sprocket holes down both sides; a ticket 1.2 × 0.8 em notched at both ends; a
// crown 1.1 × 0.86 em of three points over a band; a mortarboard 1.26 × 0.9 em; a closed book
// 0.8 × 1 em; an hourglass 0.66 × 1 em; an alarm clock 1.04 × 1 em (a face 0.8 em across under
// two bells, on two feet); a dumbbell 1.24 × 0.68 em; a paw 0.96 × 0.92 em (four toes over a
// pad); a runner 0.84 × 1 em, solid like figure.walk; two buildings 1.02 × 1 em; a double bed
// 1.24 × 0.92 em; a bicycle 1.28 × 0.82 em; a tree 0.8 × 1 em (a round crown on a branching
// trunk). Outlines are lines of the pen; filled forms are solid with their inner lines and holes
// knocked out or, where a line runs edge to edge (the film's frames, the book's spine, the
// mortarboard's board and band), drawn as separate pieces with a gap of 0.4 pen between them.

import Foundation
import Raster

extension SymbolDesign {
    static let activities: Family = [
        ("film", { film(filled: false, pen: $0) }),
        ("film.fill", { film(filled: true, pen: $0) }),
        ("ticket", { ticket(filled: false, pen: $0) }),
        ("ticket.fill", { ticket(filled: true, pen: $0) }),
        ("crown", { polygon(crownVertices, radius: 0.05, filled: false, pen: $0) }),
        ("crown.fill", { polygon(crownVertices, radius: 0.05, filled: true, pen: $0) }),
        ("graduationcap", { mortarboard(filled: false, pen: $0) }),
        ("graduationcap.fill", { mortarboard(filled: true, pen: $0) }),
        ("book.closed", { closedBook(filled: false, pen: $0) }),
        ("book.closed.fill", { closedBook(filled: true, pen: $0) }),
        ("hourglass", { hourglass(pen: $0) }),
        ("alarm", { alarm(filled: false, pen: $0) }),
        ("alarm.fill", { alarm(filled: true, pen: $0) }),
        ("dumbbell", { dumbbell(filled: false, pen: $0) }),
        ("dumbbell.fill", { dumbbell(filled: true, pen: $0) }),
        ("pawprint", { pawprint(filled: false, pen: $0) }),
        ("pawprint.fill", { pawprint(filled: true, pen: $0) }),
        ("figure.run", { runner(pen: $0) }),
        ("building.2", { buildings(filled: false, pen: $0) }),
        ("building.2.fill", { buildings(filled: true, pen: $0) }),
        ("bed.double", { doubleBed(filled: false, pen: $0) }),
        ("bed.double.fill", { doubleBed(filled: true, pen: $0) }),
        ("bicycle", { bicycle(pen: $0) }),
        ("tree", { tree(filled: false, pen: $0) }),
        ("tree.fill", { tree(filled: true, pen: $0) }),
    ]

    /// A rectangle's corners, clockwise from the top left.
    private static func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [Point] {
        [Point(x, y), Point(x + width, y), Point(x + width, y + height), Point(x, y + height)]
    }

    // MARK: - Going out

    /// A film frame 0.9 × 1 em: two lines down it 0.2 em from each side, a line across the
    /// middle between them, and three holes down each side strip; filled, the strips and the
    /// two pictures are pieces with the lines' gaps between them, the holes knocked out.
    private static func film(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.9, height = 1.0, strip = 0.2, corner = 0.12
        var s = SymbolSketch(pen: pen)
        if filled {
            let gap = pen * 0.4, inner = width - 2 * strip - 2 * gap, half = height / 2 - gap
            s.draw(.area(SymbolOutline.roundedPolygon(box(0, 0, strip - gap, height), radii: [corner, 0, 0, corner])))
            s.draw(.area(SymbolOutline.roundedPolygon(box(width - strip + gap, 0, strip - gap, height), radii: [0, corner, corner, 0])))
            for y in [0, height / 2 + gap] { s.draw(.area(SymbolOutline.polygon(box(strip + gap, y, inner, half)))) }
        } else {
            s.shape(box(0, 0, width, height), radius: corner, filled: false)
            for x in [strip, width - strip] { s.line(Point(x, r), Point(x, height - r)) }
            s.line(Point(strip, height / 2), Point(width - strip, height / 2))
        }
        for x in [strip / 2 + r / 2, width - strip / 2 - r / 2] {
            for y in [0.24, 0.5, 0.76] { s.mark(.dot(center: Point(x, y), diameter: 0.07), knockedOut: filled) }
        }
        return s.design
    }

    /// A ticket 1.2 × 0.8 em with corners of 0.1 em and a round notch 0.2 em across in the middle
    /// of each end, and a dashed line across it 0.36 em from the left.
    private static func ticket(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.2, height = 0.8
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(ticketPath(in: Rect(x: 0, y: 0, width: width, height: height), corner: 0.1, notch: 0.1)))
        } else {
            s.draw(.curve(ticketPath(in: Rect(x: r, y: r, width: width - pen, height: height - pen), corner: 0.1 - r, notch: 0.1 + r), width: pen))
        }
        // Dashes of the pen on the outline (which stays a stroke), a little lighter knocked out.
        let dash = filled ? pen * innerPenRatio : pen
        for y in [0.2, 0.4, 0.6] {
            s.mark(.polyline([Point(0.36, y - 0.04), Point(0.36, y + 0.04)], width: dash, closed: false), knockedOut: filled)
        }
        return s.design
    }

    private static func ticketPath(in rect: Rect, corner c: Double, notch n: Double) -> Raster.Path {
        let x0 = rect.minX, x1 = rect.maxX, y0 = rect.minY, y1 = rect.maxY, mid = rect.midY
        var b = PathBuilder()
        b.move(to: Point(x0 + c, y0))
        b.line(to: Point(x1 - c, y0))
        b.addArc(center: Point(x1 - c, y0 + c), radius: c, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        b.line(to: Point(x1, mid - n))
        b.addArc(center: Point(x1, mid), radius: n, startAngle: -.pi / 2, endAngle: -1.5 * .pi, clockwise: false)
        b.line(to: Point(x1, y1 - c))
        b.addArc(center: Point(x1 - c, y1 - c), radius: c, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        b.line(to: Point(x0 + c, y1))
        b.addArc(center: Point(x0 + c, y1 - c), radius: c, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        b.line(to: Point(x0, mid + n))
        b.addArc(center: Point(x0, mid), radius: n, startAngle: .pi / 2, endAngle: -.pi / 2, clockwise: false)
        b.line(to: Point(x0, y0 + c))
        b.addArc(center: Point(x0 + c, y0 + c), radius: c, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
        b.close()
        return b.path
    }

    /// A crown 1.1 × 0.86 em: three points (the middle one highest) over a band.
    private static let crownVertices = [Point(0, 0.12), Point(0.32, 0.4), Point(0.55, 0), Point(0.78, 0.4), Point(1.1, 0.12),
                                        Point(0.98, 0.86), Point(0.12, 0.86)]

    // MARK: - Learning

    /// A mortarboard 1.26 × 0.9 em: a board seen corner on (a flat diamond 0.56 em deep), the
    /// cap's band under it, and a tassel hanging at the right.
    private static func mortarboard(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.26, cx = width / 2
        let board = [Point(cx, 0), Point(width, 0.28), Point(cx, 0.56), Point(0, 0.28)]
        var s = SymbolSketch(pen: pen)
        s.shape(board, radius: 0.05, filled: filled)
        let band = [Point(0.26, 0.42), Point(0.26, 0.9 - r), Point(width - 0.26, 0.9 - r), Point(width - 0.26, 0.42)]
        if filled {
            let gap = pen * 0.4
            let edge = [Point(0.26, 0.46 + gap), Point(cx, 0.56 + 2 * gap), Point(width - 0.26, 0.46 + gap)]
            s.draw(.area(SymbolOutline.roundedPolygon(edge + [Point(width - 0.26, 0.9), Point(0.26, 0.9)], radii: [0, 0, 0, 0.16, 0.16])))
        } else {
            s.draw(.curve(SymbolOutline.roundedPolyline(band, radius: 0.16), width: pen))
        }
        s.line(Point(width - 0.1, 0.3), Point(width - 0.1, 0.68))
        return s.design
    }

    /// A closed book 0.8 × 1 em with corners of 0.1 em: a spine 0.16 em wide down its left, and
    /// the pages' edge along the bottom; filled, the spine is a piece beside the cover.
    private static func closedBook(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.8, height = 1.0, spine = 0.2
        var s = SymbolSketch(pen: pen)
        if filled {
            let gap = pen * 0.4
            s.draw(.area(SymbolOutline.roundedPolygon(box(0, 0, spine - gap, height), radii: [0.1, 0, 0, 0.1])))
            s.draw(.area(SymbolOutline.roundedPolygon(box(spine + gap, 0, width - spine - gap, height), radii: [0, 0.1, 0.1, 0])))
        } else {
            s.shape(box(0, 0, width, height), radius: 0.1, filled: false)
            s.line(Point(spine, r), Point(spine, height - r))
        }
        return s.design
    }

    // MARK: - Time

    /// An hourglass 0.66 × 1 em: a bar at the top and at the bottom, and between them the glass,
    /// two bulbs meeting in a neck at the middle.
    private static func hourglass(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.66, cx = width / 2, inset = 0.1
        var s = SymbolSketch(pen: pen)
        for y in [r, 1 - r] { s.line(Point(r, y), Point(width - r, y)) }
        for side in [-1.0, 1] {
            var b = PathBuilder()
            let x = cx + side * (cx - inset - r)
            b.move(to: Point(x, r))
            b.cubic(to: Point(cx + side * 0.05, 0.5), control1: Point(x, 0.3), control2: Point(cx + side * 0.05, 0.38))
            b.cubic(to: Point(x, 1 - r), control1: Point(cx + side * 0.05, 0.62), control2: Point(x, 0.7))
            s.draw(.curve(b.path, width: pen))
        }
        return s.design
    }

    /// An alarm clock: a face 0.8 em across with its hands, a bell over each upper corner (a
    /// cap 0.28 em across leaning out), and two feet.
    private static func alarm(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.52, 0.54), radius = 0.4, degree = Double.pi / 180
        var s = SymbolSketch(pen: pen)
        let hands = SymbolMark.polyline([c + Point(0, -0.22), c, c + Point(0.14, 0.08)], width: pen * innerPenRatio, closed: false)
        if filled {
            s.draw(.dot(center: c, diameter: 2 * radius))
            s.cut(hands)
        } else {
            s.draw(.ring(center: c, radius: radius - r, width: pen))
            s.draw(hands)
        }
        for side in [-1.0, 1] {
            let a = (-90 + side * 48) * degree, u = Point(cos(a), sin(a)), bell = c + u * (radius + 0.08)
            var b = PathBuilder()
            b.addArc(center: bell, radius: 0.14, startAngle: a - .pi / 2, endAngle: a + .pi / 2, clockwise: true)
            b.close()
            s.draw(.area(b.path))
            let foot = (90 + side * 40) * degree
            s.line(c + Point(cos(foot), sin(foot)) * (radius - r), c + Point(cos(foot), sin(foot)) * (radius + 0.06))
        }
        return s.design
    }

    // MARK: - Fitness

    /// A dumbbell 1.24 × 0.68 em: on each side a tall plate 0.24 em wide with a shorter one 0.2
    /// em wide outside it (each at least a little wider than the pen, so that a heavy outline
    /// keeps its hole, the bar between them shorter), the two joined by a bar.
    private static func dumbbell(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 1.24, height = 0.68, mid = height / 2, outer = max(0.2, pen + 0.01), inner = max(0.24, pen + 0.01)
        var s = SymbolSketch(pen: pen)
        for side in [0.0, 1] {
            let flip = { (x: Double, w: Double) in side == 0 ? x : width - x - w }
            s.shape(box(flip(outer + 0.02, inner), 0, inner, height), radius: 0.08, filled: filled)
            s.shape(box(flip(0, outer), 0.14, outer, height - 0.28), radius: 0.07, filled: filled)
        }
        s.line(Point(outer + 0.02 + inner, mid), Point(width - outer - 0.02 - inner, mid))
        return s.design
    }

    /// A paw: four oval toes in an arc over a pad rounded like a soft triangle.
    private static func pawprint(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2
        let toes: [(c: Point, tilt: Double)] = [(Point(0.11, 0.42), -0.5), (Point(0.33, 0.15), -0.15), (Point(0.63, 0.15), 0.15),
                                                (Point(0.85, 0.42), 0.5)]
        var s = SymbolSketch(pen: pen)
        for toe in toes {
            let size = filled ? Point(0.22, 0.28) : Point(0.22 - pen, 0.28 - pen)
            let oval = Raster.Path(ellipseIn: Rect(x: -size.x / 2, y: -size.y / 2, width: size.x, height: size.y))
                .applying(Transform(rotation: toe.tilt).concatenating(Transform(translationX: toe.c.x, y: toe.c.y)))
            s.draw(filled ? .area(oval) : .curve(oval, width: pen))
        }
        let pad = Rect(x: 0.22, y: 0.44, width: 0.52, height: 0.48)
        s.draw(filled ? .area(padPath(in: pad)) : .curve(padPath(in: pad.insetBy(dx: r, dy: r)), width: pen))
        return s.design
    }

    /// The paw's pad: a rounded top narrowing to wide lobes at the bottom.
    private static func padPath(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(0.5, 0))
        b.cubic(to: p(1, 0.72), control1: p(0.78, 0), control2: p(1, 0.42))
        b.cubic(to: p(0.5, 0.9), control1: p(1, 1.04), control2: p(0.7, 0.9))
        b.cubic(to: p(0, 0.72), control1: p(0.3, 0.9), control2: p(0, 1.04))
        b.cubic(to: p(0.5, 0), control1: p(0, 0.42), control2: p(0.22, 0))
        b.close()
        return b.path
    }

    /// A figure running to the right, 0.84 × 1 em: figure.walk's head and limbs, leaning further
    /// forward, its arms pumping and its legs in a long stride.
    private static func runner(pen: Double) -> SymbolDesign {
        let w = 0.1 + pen / 2, h = w / 2
        let neck = Point(0.5, 0.3), hip = Point(0.36, 0.58)
        var s = SymbolSketch(pen: pen)
        s.draw(.dot(center: Point(0.6, 0.11), diameter: 0.22))
        let limbs = [[neck, hip], [neck, Point(0.66, 0.42), Point(0.84 - h, 0.3)], [neck, Point(0.3, 0.4), Point(0.16, 0.52)],
                     [hip, Point(0.6, 0.74), Point(0.56, 1 - h)], [hip, Point(0.22, 0.78), Point(h, 0.76)]]
        for limb in limbs { s.draw(.polyline(limb, width: w, closed: false)) }
        return s.design
    }

    // MARK: - Places

    /// Two buildings: a tower 0.56 × 1 em on the left and a lower block 0.4 em wide beside it,
    /// each with rows of windows (knocked out when filled).
    private static func buildings(filled: Bool, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        s.shape(box(0, 0, 0.56, 1), radius: 0.08, filled: filled)
        s.shape(box(0.62, 0.36, 0.4, 0.64), radius: 0.08, filled: filled)
        for y in [0.2, 0.4, 0.6, 0.8] {
            for x in [0.19, 0.37] { s.mark(.dot(center: Point(x, y), diameter: 0.08), knockedOut: filled) }
        }
        for y in [0.56, 0.76] { s.mark(.dot(center: Point(0.82, y), diameter: 0.08), knockedOut: filled) }
        return s.design
    }

    /// A double bed 1.24 × 0.92 em seen from the foot: a headboard with two pillows resting on
    /// it, the mattress across the full width, and two legs.
    private static func doubleBed(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.24, mattress = (top: 0.44, bottom: 0.76)
        var s = SymbolSketch(pen: pen)
        let head = [Point(0.08 + r, mattress.top), Point(0.08 + r, r), Point(width - 0.08 - r, r), Point(width - 0.08 - r, mattress.top)]
        s.draw(.polyline(SymbolOutline.flattened(SymbolOutline.roundedPolyline(head, radius: 0.12 - r), pieces: 8), width: pen, closed: false))
        for x in [0.22, 0.66] { s.shape(box(x, 0.2, 0.36, 0.2), radius: 0.07, filled: filled) }
        s.shape(box(0, mattress.top, width, mattress.bottom - mattress.top), radius: 0.08, filled: filled)
        for x in [0.1, width - 0.1] { s.line(Point(x, mattress.bottom), Point(x, 0.92 - r)) }
        return s.design
    }

    /// A bicycle 1.28 × 0.82 em: two wheels 0.52 em across, a frame from the back hub to the
    /// pedals and up to the saddle, the top tube to the handlebars and the fork down to the
    /// front hub.
    private static func bicycle(pen: Double) -> SymbolDesign {
        let r = pen / 2, wheel = 0.26, back = Point(wheel, 0.82 - wheel), front = Point(1.28 - wheel, 0.82 - wheel)
        let pedal = Point(0.6, back.y), seat = Point(0.48, 0.2), head = Point(0.94, 0.2)
        var s = SymbolSketch(pen: pen)
        for c in [back, front] { s.draw(.ring(center: c, radius: wheel - r, width: pen)) }
        s.line(back, pedal, head, front)
        s.line(back, seat, pedal)
        s.line(Point(seat.x - 0.1, seat.y - 0.06), Point(seat.x + 0.08, seat.y - 0.06))
        s.line(head, Point(head.x - 0.04, r), Point(head.x + 0.1, r))
        s.line(seat, head)
        return s.design
    }

    /// A tree 0.8 × 1 em: a round crown 0.8 em across over a trunk with a branch either side;
    /// filled, the trunk and branches are knocked out of the crown and carry on below it in ink.
    private static func tree(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.4, 0.38), radius = 0.38, cx = c.x, crownBottom = c.y + radius
        let branches = [[Point(cx, 0.62), Point(cx - 0.14, 0.48)], [Point(cx, 0.54), Point(cx + 0.12, 0.42)]]
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.dot(center: c, diameter: 2 * radius))
            let bottom = SymbolGlyph.HalfPlane(point: Point(cx, crownBottom - 0.06), normal: Point(0, -1))
            for mark in SymbolGlyph.stub(from: Point(cx, 0.38), toward: Point(cx, crownBottom), pen: pen, keeping: [bottom]) { s.cut(mark) }
            for mark in SymbolGlyph.stub(from: Point(cx, 1 - r), toward: Point(cx, crownBottom), pen: pen,
                                         keeping: [.init(point: Point(cx, crownBottom - 0.06), normal: Point(0, 1))]) {
                s.draw(mark)
            }
            for branch in branches {
                let trunk = SymbolGlyph.edge(of: Point(cx, 0), Point(cx, 1), facing: branch[1], pen: pen)
                for mark in SymbolGlyph.stub(from: branch[1], toward: branch[0], pen: pen, keeping: [trunk]) { s.cut(mark) }
            }
        } else {
            s.draw(.ring(center: c, radius: radius - r, width: pen))
            s.line(Point(cx, 0.38), Point(cx, 1 - r))
            for branch in branches { s.line(branch[0], branch[1]) }
        }
        return s.design
    }
}
