// SymbolDesign+Outings.swift: going out and finding the way: storefront, safari (the compass),
// globe.americas and music.mic (the singer's microphone), in outline and filled forms where SF
// Symbols has them.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a shop 1.1 ×
// 1 em (an awning with four scallops over a front with a door in its middle); the compass the
// circle with a needle 0.74 em long across it from the bottom left to the top right, its upper
// half solid and its lower half an outline; the globe the circle with the Americas, solid,
// reaching to a pen's width inside its edge; a microphone 1 em square leaning 45° with its round
// head 0.56 em across at the top right and its solid handle tapering to the bottom left.
// Outlines are lines of the pen; filled forms are solid with their inner lines and shapes
// knocked out.

import Foundation
import Raster

extension SymbolDesign {
    static let outings: Family = [
        ("storefront", { storefront(filled: false, pen: $0) }),
        ("storefront.fill", { storefront(filled: true, pen: $0) }),
        ("safari", { compass(filled: false, pen: $0) }),
        ("safari.fill", { compass(filled: true, pen: $0) }),
        ("globe.americas", { americas(filled: false, pen: $0) }),
        ("globe.americas.fill", { americas(filled: true, pen: $0) }),
        ("music.mic", { singersMic(pen: $0) }),
    ]

    // MARK: - Shop

    /// The awning 1.1 em wide, `d` inside its edge: a top 0.94 em wide sloping out to the full
    /// width 0.26 em down, and four scallops 0.08 em deep along its foot.
    private static func awning(inset d: Double) -> Raster.Path {
        let width = 1.1, foot = 0.26 - d, depth = 0.08, count = 4
        var b = PathBuilder()
        b.move(to: Point(0.08 + d, d))
        b.line(to: Point(width - 0.08 - d, d))
        b.line(to: Point(width - d, foot))
        let span = (width - 2 * d) / Double(count)
        for i in 0..<count {
            let x1 = width - d - Double(i) * span, x0 = x1 - span
            b.quad(to: Point(x0, foot), control: Point((x0 + x1) / 2, foot + 2 * depth))
        }
        b.close()
        return b.path
    }

    /// A shop: the awning over a front 0.94 em wide from 0.42 em down, with a door 0.32 × 0.4 em
    /// in the middle of it.
    private static func storefront(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, left = 0.08, right = 1.02, top = 0.42, bottom = 1.0
        let door = Rect(x: 0.39, y: 0.6, width: 0.32, height: bottom - 0.6)
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(awning(inset: 0)))
            let front = [Point(left, top), Point(right, top), Point(right, bottom), Point(left, bottom)]
            s.draw(.area(SymbolOutline.roundedPolygon(front, radii: [0.02, 0.02, 0.12, 0.12])))
            s.cut(.area(SymbolOutline.roundedPolygon([Point(door.minX, door.minY), Point(door.maxX, door.minY),
                                                      Point(door.maxX, door.maxY), Point(door.minX, door.maxY)], radii: [0.04, 0.04, 0, 0])))
        } else {
            s.draw(.curve(awning(inset: r), width: pen))
            let walls = [Point(left + r, top + r), Point(left + r, bottom - r), Point(right - r, bottom - r), Point(right - r, top + r)]
            s.draw(.curve(SymbolOutline.roundedPolyline(walls, radius: 0.12 - r), width: pen))
            let doorLine = [Point(door.minX + r, bottom - r), Point(door.minX + r, door.minY + r), Point(door.maxX - r, door.minY + r),
                            Point(door.maxX - r, bottom - r)]
            s.draw(.curve(SymbolOutline.roundedPolyline(doorLine, radius: 0.02), width: pen))
        }
        return s.design
    }

    // MARK: - Compass and globe

    /// The circle with a needle across it: its upper half (towards the top right) solid, its
    /// lower half an outline of 0.6 of the pen (at most 0.06 em, so that it keeps a hole), each
    /// half 0.26 em wide at the middle; filled, both are knocked out of the disk.
    private static func compass(filled: Bool, pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2), w = min(pen * 0.6, 0.06)
        let along = Point(1, -1) * (1 / 2.0.squareRoot()), across = Point(1, 1) * (1 / 2.0.squareRoot())
        let upper = [c + along * 0.37, c + across * 0.13, c - across * 0.13]
        let lower = [c - along * 0.37, c - across * 0.13, c + across * 0.13]
        var s = SymbolSketch(pen: pen)
        s.draw(filled ? .dot(center: c, diameter: d) : .ring(center: c, radius: (d - pen) / 2, width: pen))
        s.mark(.area(SymbolOutline.roundedPolygon(upper, radius: 0.02)), knockedOut: filled)
        s.mark(.polyline(SymbolOutline.offsetPolygon(lower, by: -w / 2), width: w, closed: true), knockedOut: filled)
        return s.design
    }

    /// North America, in the unit disk (y down): from Alaska over Canada and down the east coast
    /// to Central America, and back up the west coast.
    private static let northAmerica: [Point] = [
        Point(-0.8, -0.5), Point(-0.5, -0.8), Point(-0.06, -0.96), Point(0.36, -0.88), Point(0.3, -0.62), Point(0.06, -0.5),
        Point(0.02, -0.24), Point(-0.14, -0.02), Point(-0.3, -0.08), Point(-0.5, -0.3), Point(-0.74, -0.3),
    ]

    /// South America, in the unit disk: from Colombia out to Brazil's shoulder and down to Cape Horn.
    private static let southAmerica: [Point] = [
        Point(-0.04, 0.1), Point(0.22, 0.12), Point(0.52, 0.26), Point(0.62, 0.44), Point(0.42, 0.68), Point(0.22, 0.94),
        Point(0.1, 0.7), Point(0.06, 0.4), Point(-0.1, 0.22),
    ]

    /// The circle with the Americas, solid, mapped into the disk a pen's width inside its edge;
    /// filled, they are knocked out of the disk.
    private static func americas(filled: Bool, pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2), reach = d / 2 - pen
        var s = SymbolSketch(pen: pen)
        s.draw(filled ? .dot(center: c, diameter: d) : .ring(center: c, radius: (d - pen) / 2, width: pen))
        for land in [northAmerica, southAmerica] {
            s.mark(.area(SymbolOutline.roundedPolygon(land.map { c + $0 * reach }, radius: 0.03)), knockedOut: filled)
        }
        return s.design
    }

    // MARK: - Singing

    /// A microphone leaning 45°: a round head 0.56 em across at the top right (a ring of the pen)
    /// and, 0.05 em clear of it, a solid handle tapering from 0.24 to 0.12 em down to the bottom
    /// left.
    private static func singersMic(pen: Double) -> SymbolDesign {
        let r = pen / 2, head = Point(0.72, 0.28), radius = 0.28, u = Point(-1, 1) * (1 / 2.0.squareRoot()), n = Point(-u.y, u.x)
        let start = head + u * (radius + 0.05), end = head + u * 0.98
        let handle = [start + n * 0.12, end + n * 0.06, end - n * 0.06, start - n * 0.12]
        var s = SymbolSketch(pen: pen)
        s.draw(.ring(center: head, radius: radius - r, width: pen))
        s.draw(.area(SymbolOutline.roundedPolygon(handle, radii: [0.03, 0.06, 0.06, 0.03])))
        return s.design
    }
}
