// SymbolDesign+Objects.swift: everyday objects: bell (and bell.badge, outlined and filled), gear
// and gearshape, magnifying glass, trash, locks, wifi, house, envelope (closed and open), shipping
// box, cart (and cart.badge.plus), bag, paper plane, pencil, calendar, clock, location (and
// location.north), map, share (square.and.arrow.up), download (square.and.arrow.down), eye (and
// eye.slash), globe and lightbulb, and the bin that SymbolDesign+Enclosed puts in a circle
// (trash.circle).
// Follows SF Symbols' regular-weight objects by eye, in their proportions against the 0.9961 em
// circle (a house 1.16 × 0.96 em, an envelope 1.18 × 0.84 em, open 1.12 × 1.02 em, a shipping box
// 0.92 × 1.04 em, a lock 0.74 × 1.02 em, a light bulb 0.66 × 1.04 em); outlines are lines of the
// pen with round caps and joins, filled forms are solid with their inner lines knocked out (a
// clock's hands, an envelope's flap, a gear's hole) or, where those lines run edge to edge (the
// shipping box's faces), drawn as separate pieces with the lines' gaps between them. A badge sits
// at the top right, the symbol cleared 0.06–0.07 em around it: a dot 0.34 em across bites into the
// bell, a plus 0.3 em square takes the place of the cart basket's corner. The bin in a circle is
// trash at a little over half the circle's height, its handle a tab and its body without slats,
// in lines 0.9 of the pen; knocked out, its lid, tab and body are pieces that share edges and
// never overlap.
// Layers (SymbolLayer): wifi's dot and arcs are variable, lit from the dot outwards.

import Foundation
import Raster

extension SymbolDesign {
    static let objects: Family = [
        ("bell", { bell(filled: false, pen: $0) }),
        ("bell.fill", { bell(filled: true, pen: $0) }),
        ("bell.badge", { bell(filled: false, badge: true, pen: $0) }),
        ("bell.badge.fill", { bell(filled: true, badge: true, pen: $0) }),
        ("gear", { gear(teeth: 12, filled: true, pen: $0) }),
        ("gearshape", { gear(teeth: 8, filled: false, pen: $0) }),
        ("gearshape.fill", { gear(teeth: 8, filled: true, pen: $0) }),
        ("magnifyingglass", { magnifyingGlass(pen: $0) }),
        ("trash", { trash(filled: false, pen: $0) }),
        ("trash.fill", { trash(filled: true, pen: $0) }),
        ("lock", { lock(open: false, filled: false, pen: $0) }),
        ("lock.fill", { lock(open: false, filled: true, pen: $0) }),
        ("lock.open", { lock(open: true, filled: false, pen: $0) }),
        ("lock.open.fill", { lock(open: true, filled: true, pen: $0) }),
        ("wifi", { wifi(pen: $0) }),
        ("house", { house(filled: false, pen: $0) }),
        ("house.fill", { house(filled: true, pen: $0) }),
        ("envelope", { envelope(filled: false, pen: $0) }),
        ("envelope.fill", { envelope(filled: true, pen: $0) }),
        ("envelope.open", { openEnvelope(filled: false, pen: $0) }),
        ("envelope.open.fill", { openEnvelope(filled: true, pen: $0) }),
        ("shippingbox", { shippingBox(filled: false, pen: $0) }),
        ("shippingbox.fill", { shippingBox(filled: true, pen: $0) }),
        ("cart", { cart(filled: false, pen: $0) }),
        ("cart.fill", { cart(filled: true, pen: $0) }),
        ("cart.badge.plus", { cart(filled: false, badge: true, pen: $0) }),
        ("bag", { bag(filled: false, pen: $0) }),
        ("bag.fill", { bag(filled: true, pen: $0) }),
        ("paperplane", { paperplane(filled: false, pen: $0) }),
        ("paperplane.fill", { paperplane(filled: true, pen: $0) }),
        ("pencil", { pencil(pen: $0) }),
        ("calendar", { calendar(pen: $0) }),
        ("clock", { clock(filled: false, pen: $0) }),
        ("clock.fill", { clock(filled: true, pen: $0) }),
        ("location", { polygon(locationVertices, radius: 0.05, filled: false, pen: $0) }),
        ("location.fill", { polygon(locationVertices, radius: 0.05, filled: true, pen: $0) }),
        ("location.north", { polygon(locationNorthVertices, radius: 0.05, filled: false, pen: $0) }),
        ("location.north.fill", { polygon(locationNorthVertices, radius: 0.05, filled: true, pen: $0) }),
        ("map", { map(filled: false, pen: $0) }),
        ("map.fill", { map(filled: true, pen: $0) }),
        ("square.and.arrow.up", { share(filled: false, pen: $0) }),
        ("square.and.arrow.up.fill", { share(filled: true, pen: $0) }),
        ("square.and.arrow.down", { download(filled: false, pen: $0) }),
        ("square.and.arrow.down.fill", { download(filled: true, pen: $0) }),
        ("eye", { eye(filled: false, pen: $0) }),
        ("eye.fill", { eye(filled: true, pen: $0) }),
        ("eye.slash", { eyeSlash(filled: false, pen: $0) }),
        ("eye.slash.fill", { eyeSlash(filled: true, pen: $0) }),
        ("globe", { globe(pen: $0) }),
        ("lightbulb", { lightbulb(filled: false, pen: $0) }),
        ("lightbulb.fill", { lightbulb(filled: true, pen: $0) }),
    ]

    // MARK: - Bell

    /// A bell 0.86 em wide: a dome flaring to a flat rim 0.8 em down, a clapper under the rim;
    /// with a badge, a solid dot 0.34 em across over its right shoulder, the bell bitten away (its
    /// line stopping) 0.06 em around it.
    private static func bell(filled: Bool, badge: Bool = false, pen: Double) -> SymbolDesign {
        let r = pen / 2, body = Rect(x: 0, y: 0, width: 0.86, height: 0.8), clapper = Point(0.43, 0.86)
        let dot = Point(0.8, 0.14), dotRadius = 0.17, gap = 0.06
        var s = SymbolSketch(pen: pen)
        if filled {
            // Bitten, the bell's curves are followed closely enough (32 pieces each).
            let outline = bellPath(in: body)
            s.draw(.area(badge ? SymbolOutline.polygonLessDisk(SymbolOutline.flattened(outline, pieces: 32),
                                                               center: dot, radius: dotRadius + gap) : outline))
            var b = PathBuilder()
            b.addArc(center: clapper, radius: 0.14, startAngle: 0, endAngle: .pi, clockwise: true)
            b.close()
            s.draw(.area(b.path))
            if badge { s.draw(.dot(center: dot, diameter: 2 * dotRadius)) }
        } else if badge {
            let line = SymbolOutline.flattened(bellPath(in: body.insetBy(dx: r, dy: r)), pieces: 32)
            let clear = SymbolOutline.flattened(SymbolOutline.disk(dot, diameter: 2 * (dotRadius + gap + r)), pieces: 8)
            for part in SymbolGlyph.parts(of: line + line.prefix(1), outside: clear) { s.draw(.polyline(part, width: pen, closed: false)) }
            s.draw(.arc(center: clapper, radius: 0.14 - r, start: 0, end: .pi, width: pen))
            s.draw(.dot(center: dot, diameter: 2 * dotRadius))
        } else {
            s.draw(.curve(bellPath(in: body.insetBy(dx: r, dy: r)), width: pen))
            s.draw(.curve(arcPath(center: clapper, radius: 0.14 - r, start: 0, end: .pi), width: pen))
        }
        return s.design
    }

    private static func bellPath(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(0, 1))
        b.cubic(to: p(0.14, 0.62), control1: p(0.11, 0.9), control2: p(0.14, 0.78))
        b.cubic(to: p(0.5, 0), control1: p(0.14, 0.2), control2: p(0.3, 0))
        b.cubic(to: p(0.86, 0.62), control1: p(0.7, 0), control2: p(0.86, 0.2))
        b.cubic(to: p(1, 1), control1: p(0.86, 0.78), control2: p(0.89, 0.9))
        b.close()
        return b.path
    }

    /// A circular arc as a path, clockwise on screen from `start` to `end`.
    static func arcPath(center: Point, radius: Double, start: Double, end: Double) -> Raster.Path {
        var b = PathBuilder()
        b.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
        return b.path
    }

    // MARK: - Gear

    /// A gear 1 em across with `teeth` teeth (tapering, their corners rounded) and a hole in the
    /// middle: gearshape's 8 round teeth, gear's 12 finer ones.
    private static func gear(teeth: Int, filled: Bool, pen: Double) -> SymbolDesign {
        let c = Point(0.5, 0.5), outer = 0.5, root = teeth > 8 ? 0.41 : 0.39
        let step = 2 * Double.pi / Double(teeth)
        let topHalf = step * (teeth > 8 ? 0.2 : 0.22), rootHalf = step * (teeth > 8 ? 0.3 : 0.34)
        var vertices: [Point] = [], radii: [Double] = []
        for i in 0..<teeth {
            let a = Double(i) * step - .pi / 2
            for (angle, radius, corner) in [(a - rootHalf, root, 0.0), (a - topHalf, outer, 0.035),
                                            (a + topHalf, outer, 0.035), (a + rootHalf, root, 0.0)] {
                vertices.append(c + Point(cos(angle), sin(angle)) * radius)
                radii.append(corner)
            }
        }
        let hole = teeth > 8 ? 0.15 : 0.13
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(vertices, radii: radii)))
            s.cut(.dot(center: c, diameter: 2 * hole))
        } else {
            s.draw(.roundedPolygon(SymbolOutline.offsetPolygon(vertices, by: -pen / 2),
                                   radii: radii.map { max($0 - pen / 2, 0) }, width: pen))
            s.draw(.ring(center: c, radius: hole, width: pen))
        }
        return s.design
    }

    // MARK: - Tools

    /// A lens 0.74 em across at the top left, its handle running at 45° to the bottom right
    /// of a 0.94 em square.
    private static func magnifyingGlass(pen: Double) -> SymbolDesign {
        let r = pen / 2, lens = 0.37, side = 0.94, c = Point(lens, lens)
        let diagonal = Point(1, 1) / 2.0.squareRoot()
        var s = SymbolSketch(pen: pen)
        s.draw(.ring(center: c, radius: lens - r, width: pen))
        s.line(c + diagonal * (lens - r), Point(side, side) - diagonal * r)
        return s.design
    }

    /// A bin 0.86 × 1 em: a lid with a handle, a body narrowing to a rounded bottom; the outline
    /// has two slats.
    private static func trash(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.86, lid = 0.19, bottom = 1.0
        var s = SymbolSketch(pen: pen)
        s.line(Point(r, lid), Point(width - r, lid))
        s.line(Point(0.3, lid), Point(0.3, r), Point(width - 0.3, r), Point(width - 0.3, lid))
        let sides = [Point(0.1, lid), Point(0.16, bottom), Point(width - 0.16, bottom), Point(width - 0.1, lid)]
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(sides, radii: [0, 0.1, 0.1, 0])))
        } else {
            let inner = [sides[0] + Point(r, 0), sides[1] + Point(r, -r), sides[2] + Point(-r, -r), sides[3] + Point(-r, 0)]
            s.draw(.curve(SymbolOutline.roundedPolyline(inner, radius: 0.1 - r), width: pen))
            for x in [0.35, 0.51] { s.line(Point(x, 0.4), Point(x, 0.79)) }
        }
        return s.design
    }

    /// trash in an enclosure `u` across: 0.48 × 0.55 of it, its handle a solid tab 0.055 of it
    /// tall on the lid and its body without slats, solid when the pen leaves less than 0.04 of it
    /// clear inside. As a cut, the body starts at the lid's bottom edge.
    static let trashGlyph: InnerGlyph = { c, u, w, cut in
        let h = w / 2, top = c.y - 0.27 * u, tab = 0.055 * u, lid = top + tab + h, bottom = c.y + 0.28 * u
        let handle = 0.075 * u + h, corner = 0.05 * u
        let lidLine = SymbolMark.polyline([Point(c.x - 0.24 * u + h, lid), Point(c.x + 0.24 * u - h, lid)], width: w, closed: false)
        let tabOutline = [Point(c.x - handle, top), Point(c.x + handle, top), Point(c.x + handle, lid - h), Point(c.x - handle, lid - h)]
        let tabMark = SymbolMark.area(SymbolOutline.roundedPolygon(tabOutline, radii: [min(h, tab), min(h, tab), 0, 0]))
        let foot = 0.155 * u, body = [Point(c.x - 0.19 * u, lid + h), Point(c.x - foot, bottom), Point(c.x + foot, bottom),
                                      Point(c.x + 0.19 * u, lid + h)]
        guard !cut, 2 * foot - 2 * w >= 0.04 * u else {
            return [lidLine, tabMark, .area(SymbolOutline.roundedPolygon(body, radii: [0, corner, corner, 0]))]
        }
        let line = [body[0] + Point(h, -h), body[1] + Point(h, -h), body[2] + Point(-h, -h), body[3] + Point(-h, -h)]
        return [lidLine, tabMark, .roundedPolygon(line, radii: [0, max(corner - h, 0), max(corner - h, 0), 0], width: w)]
    }

    /// A padlock: a body 0.74 × 0.6 em under a shackle 0.4 em wide (centrelines); open, the
    /// shackle swings to the right, its free leg lifted.
    private static func lock(open: Bool, filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.74, top = 0.42, bottom = 1.02, shackle = 0.2
        let left = open ? width / 2 + shackle : width / 2 - shackle
        let c = Point(left + shackle, shackle + r)
        var s = SymbolSketch(pen: pen)
        let body = [Point(0, top), Point(width, top), Point(width, bottom), Point(0, bottom)]
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(body, radius: 0.12)))
        } else {
            s.draw(.rounded(SymbolOutline.offsetPolygon(body, by: -r), radius: 0.12 - r, width: pen))
        }
        s.draw(.polyline([Point(left, top), Point(left, c.y)], width: pen, closed: false))
        s.draw(.arc(center: c, radius: shackle, start: .pi, end: 2 * .pi, width: pen))
        s.draw(.polyline([Point(left + 2 * shackle, c.y), Point(left + 2 * shackle, open ? c.y + 0.12 : top)],
                         width: pen, closed: false))
        return s.design
    }

    /// Three arcs of one centre, 100° wide, over a dot at the centre: 1.12 × 0.8 em.
    private static func wifi(pen: Double) -> SymbolDesign {
        let r = pen / 2, outer = 0.66 - r, c = Point(0.56, 0.66 + 0.0)
        let degree = Double.pi / 180
        var s = SymbolSketch(pen: pen)
        for (i, radius) in [outer, outer * 0.655, outer * 0.31].enumerated() {
            s.layer(variable: 3 - i)
            s.draw(.arc(center: c, radius: radius, start: -140 * degree, end: -40 * degree, width: pen))
        }
        s.layer(variable: 0)
        s.draw(.dot(center: Point(c.x, c.y + 0.02), diameter: max(0.16, pen * 1.3)))
        return s.design
    }

    // MARK: - Buildings and mail

    /// A house 1.16 × 0.96 em: a roof line overhanging the walls, a door in the middle.
    private static func house(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.16, height = 0.96, wall = 0.17, apex = Point(width / 2, r)
        let door = (left: 0.46, right: 0.7, top: 0.62)
        var s = SymbolSketch(pen: pen)
        s.line(Point(r, 0.5), apex, Point(width - r, 0.5))
        if filled {
            // The body's top follows the roof's centreline, so the roof line covers its edge.
            let slope = (0.5 - r) / (width / 2 - r), eave = 0.5 - (wall - 2 * r) * slope
            let body = [Point(wall - r, eave), apex, Point(width - wall + r, eave),
                        Point(width - wall + r, height), Point(door.right + r, height), Point(door.right + r, door.top - r),
                        Point(door.left - r, door.top - r), Point(door.left - r, height), Point(wall - r, height)]
            s.draw(.area(SymbolOutline.roundedPolygon(body, radii: [0, 0, 0, 0.1, 0, 0.05, 0.05, 0, 0.1])))
        } else {
            let walls = [Point(wall, 0.38), Point(wall, height - r), Point(width - wall, height - r), Point(width - wall, 0.38)]
            s.draw(.curve(SymbolOutline.roundedPolyline(walls, radius: 0.1 - r), width: pen))
            s.draw(.curve(SymbolOutline.roundedPolyline([Point(door.left, height - r), Point(door.left, door.top),
                                                         Point(door.right, door.top), Point(door.right, height - r)],
                                                        radius: 0.04), width: pen))
        }
        return s.design
    }

    /// An envelope 1.18 × 0.84 em with its flap drawn as a V to the middle.
    private static func envelope(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.18, height = 0.84
        let frame = [Point(0, 0), Point(width, 0), Point(width, height), Point(0, height)]
        let flap = [Point(0.15, 0.16), Point(width / 2, 0.5), Point(width - 0.15, 0.16)]
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(frame, radius: 0.12)))
            s.cut(.polyline(flap, width: pen * 0.8, closed: false))
        } else {
            s.draw(.rounded(SymbolOutline.offsetPolygon(frame, by: -r), radius: 0.12 - r, width: pen))
            s.draw(.polyline(flap, width: pen, closed: false))
        }
        return s.design
    }

    /// An open envelope 1.12 × 1.02 em: the flap raised into a peak 0.36 em above the shoulders,
    /// and the V of the pocket's edge inside.
    private static func openEnvelope(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 1.12, height = 1.02, shoulder = 0.36
        let outline = [Point(0, shoulder), Point(width / 2, 0), Point(width, shoulder), Point(width, height), Point(0, height)]
        let pocket = [Point(0.15, 0.48), Point(width / 2, 0.76), Point(width - 0.15, 0.48)]
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(outline, radii: [0.06, 0.1, 0.06, 0.12, 0.12])))
            s.cut(.polyline(pocket, width: pen * 0.8, closed: false))
        } else {
            let r = pen / 2
            s.draw(.roundedPolygon(SymbolOutline.offsetPolygon(outline, by: -r), radii: [0.06, 0.1, 0.06, 0.12, 0.12].map { max($0 - r, 0) },
                                   width: pen))
            s.draw(.polyline(pocket, width: pen, closed: false))
        }
        return s.design
    }

    /// A shipping box 0.92 × 1.04 em seen corner on: a hexagon, the three edges meeting at its
    /// centre, and a strip of tape across the top face and down the front right one. Filled, the
    /// faces are solid pieces with the edges' and the tape's lines (0.8 of the pen) between them.
    private static func shippingBox(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 0.92, height = 1.04, corner = 0.06
        let top = Point(width / 2, 0), upperRight = Point(width, height / 4), lowerRight = Point(width, 0.75 * height)
        let bottom = Point(width / 2, height), lowerLeft = Point(0, 0.75 * height), upperLeft = Point(0, height / 4)
        let hexagon = [top, upperRight, lowerRight, bottom, lowerLeft, upperLeft], c = Point(width / 2, height / 2)
        let tape = [(top + upperLeft) / 2, (c + upperRight) / 2, (c + upperRight) / 2 + Point(0, 0.2)]
        var s = SymbolSketch(pen: pen)
        if filled {
            let w = pen * 0.8, edge = { (a: Point, b: Point, side: Point) in SymbolGlyph.edge(of: a, b, facing: side, pen: w) }
            let solid = SymbolOutline.flattened(SymbolOutline.roundedPolygon(hexagon, radius: corner), pieces: 8)
            // Each face is the hexagon on one side of the edges around it; the top face is split by the tape.
            let faces: [[SymbolGlyph.HalfPlane]] = [
                [edge(upperLeft, c, top), edge(c, upperRight, top), edge(tape[0], tape[1], top)],
                [edge(upperLeft, c, top), edge(c, upperRight, top), edge(tape[0], tape[1], c)],
                [edge(upperLeft, c, lowerLeft), edge(c, bottom, lowerLeft)],
                [edge(c, upperRight, lowerRight), edge(c, bottom, lowerRight)],
            ]
            for planes in faces { s.draw(.area(SymbolOutline.polygon(planes.reduce(solid, SymbolGlyph.clip)))) }
            // The tape down the front face, a cut that stops at the face's top edge.
            for mark in SymbolGlyph.stub(from: tape[2], toward: tape[1], pen: w, keeping: [edge(c, upperRight, lowerRight)]) { s.cut(mark) }
        } else {
            let r = pen / 2, inner = SymbolOutline.offsetPolygon(hexagon, by: -r)
            s.draw(.rounded(inner, radius: max(corner - r, 0), width: pen))
            s.line(inner[5], c, inner[1])
            s.line(c, inner[3])
            s.line((inner[0] + inner[5]) / 2, tape[1], tape[2])
        }
        return s.design
    }

    // MARK: - Shopping

    /// A shopping cart 1.12 × 0.96 em: a handle running down into the frame, a basket, wheels;
    /// with a badge (outline only), a plus 0.3 em square over the basket's top-right corner,
    /// which stops 0.07 em short of it (1.19 em wide in all).
    private static func cart(filled: Bool, badge: Bool = false, pen: Double) -> SymbolDesign {
        let r = pen / 2
        var s = SymbolSketch(pen: pen)
        s.line(Point(r, 0.06), Point(0.16, 0.06), Point(0.34, 0.66), Point(1.0, 0.66))
        let basket = [Point(0.2, 0.2), Point(1.12 - r, 0.2), Point(1.03, 0.54), Point(0.304, 0.54)]
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(SymbolOutline.offsetPolygon(basket, by: r), radii: [0, 0.04, 0.04, 0])))
        } else if badge {
            let c = Point(1.04, 0.15), half = 0.15 - r, gap = 0.07
            for mark in SymbolGlyph.crossing(c - Point(half, 0), c + Point(half, 0), c - Point(0, half), c + Point(0, half),
                                             pen: pen, cut: false) {
                s.draw(mark)
            }
            s.line(basket[0], Point(c.x - half - pen - gap, basket[0].y))
            // The right side only below the plus, and only where a heavy pen leaves room for it;
            // drawn apart from the bottom, its round cap makes the outline's round corner.
            let top = c.y + half + pen + gap, side = basket[2] - basket[1]
            if top < basket[2].y - r { s.line(basket[1] + side * ((top - basket[1].y) / side.y), basket[2]) }
            s.line(basket[2], basket[3])
        } else {
            s.line(basket[0], basket[1], basket[2], basket[3])
        }
        for x in [0.4, 0.9] { s.draw(.dot(center: Point(x, 0.87), diameter: 0.17)) }
        return s.design
    }

    /// A bag 0.86 × 1 em: a body with rounded corners and a handle arching over it.
    private static func bag(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.86, top = 0.3, handle = 0.19
        let body = [Point(0, top), Point(width, top), Point(width, 1), Point(0, 1)]
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(body, radius: 0.1)))
        } else {
            s.draw(.rounded(SymbolOutline.offsetPolygon(body, by: -r), radius: 0.1 - r, width: pen))
        }
        let c = Point(width / 2, handle + r)
        s.draw(.polyline([Point(c.x - handle, top), Point(c.x - handle, c.y)], width: pen, closed: false))
        s.draw(.arc(center: c, radius: handle, start: .pi, end: 2 * .pi, width: pen))
        s.draw(.polyline([Point(c.x + handle, c.y), Point(c.x + handle, top)], width: pen, closed: false))
        return s.design
    }

    // MARK: - Paper plane, pencil

    /// A paper plane flying to the top right, 1 em square, with its fold line.
    private static func paperplane(filled: Bool, pen: Double) -> SymbolDesign {
        let outline = paperplaneVertices, fold = [Point(0.47, 0.53), paperplaneFoldEnd]
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(SymbolOutline.roundedPolygon(outline, radius: 0.05)))
            s.cut(.polyline(fold, width: pen * 0.5, closed: false))
        } else {
            s.draw(.rounded(SymbolOutline.offsetPolygon(outline, by: -pen / 2), radius: max(0.05 - pen / 2, 0), width: pen))
            s.draw(.polyline([Point(0.43, 0.57), fold[1]], width: pen, closed: false))
        }
        return s.design
    }

    /// The paper plane's outline in its 1 em square (shared with paperplane.circle), and where
    /// its fold, from the third vertex towards the nose, ends.
    static let paperplaneVertices = [Point(1, 0), Point(0.6, 1), Point(0.43, 0.57), Point(0, 0.4)]
    static let paperplaneFoldEnd = Point(0.72, 0.28)

    /// A pencil 1.2 em long and 0.26 em thick, its point to the bottom left, with the line
    /// where the point is sharpened.
    private static func pencil(pen: Double) -> SymbolDesign {
        let r = pen / 2, length = 1.2, thickness = 0.26, cone = 0.3
        let body = [Point(0, thickness / 2), Point(cone, 0), Point(length, 0), Point(length, thickness), Point(cone, thickness)]
        var s = SymbolSketch(pen: pen)
        s.draw(.roundedPolygon(SymbolOutline.offsetPolygon(body, by: -r), radii: [0, 0, 0.05, 0.05, 0], width: pen))
        s.line(Point(cone, r), Point(cone, thickness - r))
        return s.design.applying(Transform(rotation: -Double.pi / 4))
    }

    // MARK: - Time and place

    /// A calendar page 1 × 0.92 em: a solid header and three rows of day dots.
    private static func calendar(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.0, height = 0.92, header = 0.27
        let frame = [Point(0, 0), Point(width, 0), Point(width, height), Point(0, height)]
        var s = SymbolSketch(pen: pen)
        s.draw(.rounded(SymbolOutline.offsetPolygon(frame, by: -r), radius: 0.14 - r, width: pen))
        s.draw(.area(Raster.Path(roundedRect: Rect(x: 0, y: 0, width: width, height: header), cornerRadius: 0.14)))
        s.draw(.area(Raster.Path(rect: Rect(x: 0, y: 0.14, width: width, height: header - 0.14))))
        for (row, y) in [0.44, 0.6, 0.76].enumerated() {
            for x in [0.23, 0.41, 0.59, 0.77] where !(row == 2 && x > 0.6) {
                s.draw(.dot(center: Point(x, y), diameter: 0.09))
            }
        }
        return s.design
    }

    /// A clock face (the circle) with hands at twelve and a little after three.
    private static func clock(filled: Bool, pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2), hand = pen * innerPenRatio
        let hands = SymbolMark.polyline([c + Point(0, -0.28), c, c + Point(0.19, 0.09)], width: hand, closed: false)
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.dot(center: c, diameter: d))
            s.cut(hands)
        } else {
            s.draw(.ring(center: c, radius: (d - pen) / 2, width: pen))
            s.draw(hands)
        }
        return s.design
    }

    /// The navigation arrow, pointing to the top right, 0.88 em square.
    static let locationVertices = [Point(0.88, 0), Point(0.46, 0.88), Point(0.43, 0.45), Point(0, 0.42)]
    /// The navigation arrow pointing up (location.north), 0.76 × 0.96 em, notched 0.2 em at its
    /// foot.
    static let locationNorthVertices = [Point(0.38, 0), Point(0.76, 0.96), Point(0.38, 0.76), Point(0, 0.96)]

    /// A folded map 1.08 × 0.96 em in three panels, the outer edges zigzagging.
    private static func map(filled: Bool, pen: Double) -> SymbolDesign {
        let xs = [0.0, 0.36, 0.72, 1.08], low = 0.12, high = 0.84
        var s = SymbolSketch(pen: pen)
        if filled {
            // Three panels with a gap between them, the inner lines of the outline.
            for i in 0..<3 {
                let up = i % 2 == 1, gap = pen * 0.35
                let x0 = xs[i] + (i == 0 ? 0 : gap), x1 = xs[i + 1] - (i == 2 ? 0 : gap)
                let panel = [Point(x0, up ? 0 : low), Point(x1, up ? low : 0), Point(x1, up ? 0.96 : high), Point(x0, up ? high : 0.96)]
                s.draw(.area(SymbolOutline.roundedPolygon(panel, radius: 0.04)))
            }
        } else {
            let outer = [Point(xs[0], low), Point(xs[1], 0), Point(xs[2], low), Point(xs[3], 0),
                         Point(xs[3], high), Point(xs[2], 0.96), Point(xs[1], high), Point(xs[0], 0.96)]
            s.draw(.rounded(SymbolOutline.offsetPolygon(outer, by: -pen / 2), radius: 0.02, width: pen))
            s.line(Point(xs[1], pen / 2), Point(xs[1], high))
            s.line(Point(xs[2], low), Point(xs[2], 0.96 - pen / 2))
        }
        return s.design
    }

    /// The share symbol: an arrow rising out of an open box, 0.8 × 1.1 em.
    private static func share(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.8, height = 1.1, boxTop = 0.42, cx = width / 2, gap = 0.16
        var s = SymbolSketch(pen: pen)
        // The filled box has a slot around the shaft, 0.6 of the pen clear of it on every side.
        let clearance = pen * 0.6, slotBottom = 0.8
        if filled {
            let slot = pen / 2 + clearance
            let box = [Point(0, boxTop), Point(cx - slot, boxTop), Point(cx - slot, slotBottom), Point(cx + slot, slotBottom),
                       Point(cx + slot, boxTop), Point(width, boxTop), Point(width, height), Point(0, height)]
            s.draw(.area(SymbolOutline.roundedPolygon(box, radii: [0.12, 0.03, 0, 0, 0.03, 0.12, 0.12, 0.12])))
        } else {
            let box = [Point(cx - gap, boxTop + r), Point(r, boxTop + r), Point(r, height - r),
                       Point(width - r, height - r), Point(width - r, boxTop + r), Point(cx + gap, boxTop + r)]
            s.draw(.curve(SymbolOutline.roundedPolyline(box, radius: 0.12 - r), width: pen))
        }
        for mark in SymbolGlyph.arrow(from: Point(cx, filled ? slotBottom - r - clearance : 0.68), to: Point(cx, r), head: 0.17, pen: pen, cut: false) {
            s.draw(mark)
        }
        return s.design
    }

    /// The download symbol: share's open box with an arrow coming down into it from the top
    /// edge, its tip 0.26 em above the bottom. Filled, the box is solid and the arrow knocked
    /// out of it below the box's top, 0.6 of the pen clear of its edge; above, the shaft is ink.
    private static func download(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.8, height = 1.1, boxTop = 0.42, cx = width / 2, gap = 0.16, tip = Point(cx, 0.84)
        var s = SymbolSketch(pen: pen)
        if filled {
            let clearance = pen * 0.6
            s.line(Point(cx, r), Point(cx, boxTop - clearance - r))
            s.shape([Point(0, boxTop), Point(width, boxTop), Point(width, height), Point(0, height)], radius: 0.12, filled: true)
            for mark in SymbolGlyph.arrow(from: Point(cx, boxTop + clearance + r), to: tip, head: 0.17, pen: pen, cut: true) { s.cut(mark) }
        } else {
            let box = [Point(cx - gap, boxTop + r), Point(r, boxTop + r), Point(r, height - r),
                       Point(width - r, height - r), Point(width - r, boxTop + r), Point(cx + gap, boxTop + r)]
            s.draw(.curve(SymbolOutline.roundedPolyline(box, radius: 0.12 - r), width: pen))
            for mark in SymbolGlyph.arrow(from: Point(cx, r), to: tip, head: 0.17, pen: pen, cut: false) { s.draw(mark) }
        }
        return s.design
    }

    // MARK: - Eye, globe

    /// An eye 1.16 × 0.72 em: an almond with a round pupil (knocked out around a solid centre
    /// when filled).
    private static func eye(filled: Bool, pen: Double) -> SymbolDesign {
        let c = Point(0.58, 0.36)
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(almond(in: Rect(x: 0, y: 0, width: 1.16, height: 0.72))))
            s.cut(.ring(center: c, radius: 0.2, width: pen * 0.8))
        } else {
            let r = pen / 2
            s.draw(.curve(almond(in: Rect(x: r, y: r, width: 1.16 - pen, height: 0.72 - pen)), width: pen))
            s.draw(.ring(center: c, radius: 0.2 - r, width: pen))
        }
        return s.design
    }

    /// The eye crossed by a slash from above its top left to below its bottom right (1.16 ×
    /// 0.99 em), passing 0.1 em above and right of the pupil's centre so that the pupil shows as
    /// an arc below it; the eye and its pupil are kept 0.06 em clear of the slash on both sides.
    /// Filled, the almond and the pupil are convex, so each is cut into pieces on either side of
    /// the slash.
    private static func eyeSlash(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, gap = 0.06, c = Point(0.58, 0.53), eye = Rect(x: 0, y: 0.17, width: 1.16, height: 0.72)
        let a = Point(0.23 + r, r), b = Point(1.07 - r, 0.92 - r)
        func polygon(_ path: Raster.Path) -> [Point] { SymbolOutline.flattened(path, pieces: 16) }
        var s = SymbolSketch(pen: pen)
        s.line(a, b)
        if filled {
            let band = slashBand(a, b, clear: r + gap)
            // The pupil's ring is a disk knocked out with a smaller one drawn back in it.
            let pieces = [(almond(in: eye), false), (SymbolOutline.disk(c, diameter: 0.4 + pen * 0.8), true),
                          (SymbolOutline.disk(c, diameter: 0.4 - pen * 0.8), false)]
            for (shape, isCut) in pieces {
                for piece in SymbolGlyph.subtract(band, from: polygon(shape)) { s.mark(.area(SymbolOutline.polygon(piece)), knockedOut: isCut) }
            }
        } else {
            let band = slashBand(a, b, clear: pen + gap)
            for shape in [almond(in: eye.insetBy(dx: r, dy: r)), SymbolOutline.disk(c, diameter: 0.4 - pen)] {
                let line = polygon(shape)
                for part in SymbolGlyph.parts(of: line + line.prefix(1), outside: band) { s.draw(.polyline(part, width: pen, closed: false)) }
            }
        }
        return s.design
    }

    private static func almond(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(0, 0.5))
        b.cubic(to: p(1, 0.5), control1: p(0.2, -0.16), control2: p(0.8, -0.16))
        b.cubic(to: p(0, 0.5), control1: p(0.8, 1.16), control2: p(0.2, 1.16))
        b.close()
        return b.path
    }

    /// A globe: the circle, a meridian ellipse, the equator and two parallels.
    private static func globe(pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2), radius = (d - pen) / 2
        var s = SymbolSketch(pen: pen)
        s.draw(.ring(center: c, radius: radius, width: pen))
        s.draw(.curve(Raster.Path(ellipseIn: Rect(x: c.x - 0.2, y: c.y - radius, width: 0.4, height: 2 * radius)), width: pen))
        s.line(Point(c.x - radius, c.y), Point(c.x + radius, c.y))
        for dy in [-0.26, 0.26] {
            let half = (radius * radius - dy * dy).squareRoot()
            s.line(Point(c.x - half, c.y + dy), Point(c.x + half, c.y + dy))
        }
        return s.design
    }

    // MARK: - Light bulb

    /// A light bulb 0.66 × 1.04 em: a round glass narrowing to a neck, and under it two bands of
    /// the cap, the lower one shorter; the bands' centres are at least 0.18 em apart, 0.05 em
    /// between them and 0.04 em between the bands and the glass (a heavier pen leaves the glass
    /// shorter).
    private static func lightbulb(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.66, cx = width / 2, step = max(0.18, pen + 0.05)
        let lower = 1.04 - r, upper = lower - step, glass = Rect(x: 0, y: 0, width: width, height: upper - r - 0.04)
        var s = SymbolSketch(pen: pen)
        s.draw(filled ? .area(bulbPath(in: glass)) : .curve(bulbPath(in: glass.insetBy(dx: r, dy: r)), width: pen))
        s.line(Point(cx - 0.13, upper), Point(cx + 0.13, upper))
        s.line(Point(cx - 0.08, lower), Point(cx + 0.08, lower))
        return s.design
    }

    /// The glass: round over the top, its sides drawing in to a flat-bottomed neck.
    private static func bulbPath(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(0.5, 0))
        b.cubic(to: p(1, 0.45), control1: p(0.78, 0), control2: p(1, 0.2))
        b.cubic(to: p(0.72, 0.86), control1: p(1, 0.64), control2: p(0.78, 0.72))
        b.line(to: p(0.72, 1))
        b.line(to: p(0.28, 1))
        b.line(to: p(0.28, 0.86))
        b.cubic(to: p(0, 0.45), control1: p(0.22, 0.72), control2: p(0, 0.64))
        b.cubic(to: p(0.5, 0), control1: p(0, 0.2), control2: p(0.22, 0))
        b.close()
        return b.path
    }
}
