// Stroker.swift: a flattened path + StrokeStyle → the stroke's area as polygons to be filled with
// the nonzero rule, following SVG 2's stroke shape: a pen (a segment as long as the stroke width,
// perpendicular to the path) swept along the path, plus joins and caps.
//
// Each subpath is drawn one of two ways. Where the inner offset never folds (every chord is long
// enough for the inner corners it meets, or too short to matter: a hair-thin chord beside a small
// corner), as a ribbon: one outline, or two rings for a closed subpath (StrokeRibbon). Anywhere
// else, as the literal union of what the pen sweeps: a rectangle per chord, the sectors the pen
// turns through, joins and caps (StrokePieces). The Rasterizer resolves overlapping polygons
// exactly, so the union leaves no hole where a thick stroke folds over a tight curve
// (offset-curve strokers, Skia's and Cairo's, do), and the ribbon is only the faster way to the
// same area.
// Guarantees: every polygon is finite; a zero-length subpath gives a disc (round cap), an
// axis-aligned square (square cap) or nothing (butt), as SVG says.

import Foundation

enum Stroker {
    /// The stroke area of the flattened contours. `tolerance` bounds how far arcs (round joins,
    /// caps, the turning pen) are from their polygons.
    static func polygons(_ contours: [FlatContour], style: StrokeStyle, tolerance: Double) -> [[Point]] {
        outline(contours, style: style, tolerance: tolerance).polygons
    }

    /// The stroke area, marked simple when it is the ribbon of a single closed convex contour:
    /// two nested convex rings, which wind once between them and nowhere else.
    static func outline(_ contours: [FlatContour], style: StrokeStyle, tolerance: Double) -> Outline {
        let halfWidth = style.width / 2
        guard halfWidth > 0, halfWidth.isFinite else { return Outline(polygons: [], isSimple: false) }
        var out = PolygonSink(halfWidth: halfWidth, tolerance: tolerance)
        if let only = onlyDrawn(contours), only.isClosed, only.points.count >= 3, Outline.isConvex(only.points),
           let rings = StrokeRibbon.rings(Chords(only), style: style, arcs: out) {
            return Outline(polygons: rings, isSimple: true)
        }
        for c in contours where c.isDrawn {
            if c.points.count == 1 {
                out.zeroLengthCap(at: c.points[0], cap: style.cap)
                continue
            }
            let chords = Chords(c)
            if let rings = StrokeRibbon.rings(chords, style: style, arcs: out) {
                out.polygons.append(contentsOf: rings)
            } else {
                StrokePieces.add(chords, style: style, into: &out)
            }
        }
        return Outline(polygons: out.polygons, isSimple: false)
    }

    /// The drawn contour when there is exactly one, found without filtering into a copy.
    private static func onlyDrawn(_ contours: [FlatContour]) -> FlatContour? {
        guard let i = contours.firstIndex(where: \.isDrawn),
              !contours[(i + 1)...].contains(where: \.isDrawn) else { return nil }
        return contours[i]
    }
}

// MARK: - Chords

/// A flattened contour's chords with their directions and lengths, and how it turns at each
/// vertex.
struct Chords {
    let points: [Point]
    let isCorner: [Bool]
    let isClosed: Bool
    /// Unit direction and length of chord i, from points[i] to points[i + 1] (wrapping if closed).
    let direction: [Point]
    let length: [Double]

    init(_ c: FlatContour) {
        points = c.points
        isCorner = c.isCorner
        isClosed = c.isClosed
        let n = c.points.count, count = c.isClosed ? n : n - 1
        var direction: [Point] = [], length: [Double] = []
        direction.reserveCapacity(count); length.reserveCapacity(count)
        for i in 0..<count {
            let d = c.points[i + 1 < n ? i + 1 : 0] - c.points[i]
            let l = d.length
            length.append(l)
            direction.append(l > 0 ? d / l : Point(1, 0))
        }
        self.direction = direction
        self.length = length
    }

    var count: Int { direction.count }

    /// The vertices with a chord in and a chord out: all of a closed contour's, the inner ones of
    /// an open one.
    var joinVertices: Range<Int> { isClosed ? 0..<points.count : 1..<(points.count - 1) }

    /// How the path turns at vertex v (0…count: every vertex, closed or open). The chords either
    /// side are found by wrapping round with a compare, not by a remainder, which is a division.
    func turn(at v: Int) -> Turn {
        let inIndex = v == 0 ? count - 1 : v - 1, outIndex = v < count ? v : v - count
        let din = direction[inIndex], dout = direction[outIndex]
        return Turn(incoming: inIndex, outgoing: outIndex, din: din, dout: dout,
                    cross: din.cross(dout), dot: din.dot(dout))
    }
}

/// The turn between two consecutive chords.
struct Turn {
    let incoming: Int, outgoing: Int
    let din: Point, dout: Point
    let cross: Double, dot: Double

    var isStraight: Bool { cross == 0 && dot > 0 }
    /// The angle turned through, 0…π.
    var angle: Double { atan2(abs(cross), dot) }
    /// +1 when the outer side (where the gap between the chords' rectangles opens) is the left
    /// one (leftNormal), −1 when it is the right one.
    var outerSide: Double { cross > 0 ? 1 : -1 }
}
