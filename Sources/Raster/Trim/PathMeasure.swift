// PathMeasure.swift: arc lengths of a path's segments, and extraction of the part of a path
// between two distances along it, splitting curves exactly (the result keeps its curves).
// Follows the idea of Skia's SkContourMeasure, with exact Gauss–Legendre lengths instead of a
// flattened table.

/// The segments of one subpath with their lengths.
struct MeasuredContour {
    var start: Point
    var segments: [Segment]
    /// lengths[i] is the length of segments[i].
    var lengths: [Double]
    var isClosed: Bool
    /// True when the subpath had a drawing command (even one of length zero).
    var isDrawn: Bool
    var length: Double { lengths.reduce(0, +) }
}

enum PathMeasure {
    /// Splits a path into measured contours; a close adds its closing line when it has length.
    static func contours(_ path: Path) -> [MeasuredContour] {
        var result: [MeasuredContour] = []
        var current: MeasuredContour?
        var point = Point.zero
        func finish() { if let c = current { result.append(c) }; current = nil }
        func segment(_ s: Segment) {
            if current == nil { current = MeasuredContour(start: point, segments: [], lengths: [], isClosed: false, isDrawn: true) }
            current!.segments.append(s)
            current!.lengths.append(s.length())
            current!.isDrawn = true
            point = s.end
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                finish()
                point = p
                current = MeasuredContour(start: p, segments: [], lengths: [], isClosed: false, isDrawn: false)
            case .line(let p): segment(.line(point, p))
            case .quad(let c, let p): segment(.quad(point, c, p))
            case .cubic(let c1, let c2, let p): segment(.cubic(point, c1, c2, p))
            case .close:
                if let start = current?.start {
                    if point != start { segment(.line(point, start)) }
                    current!.isClosed = true
                    current!.isDrawn = true
                    point = start
                }
                finish()
            }
        }
        finish()
        return result
    }

    /// Appends to `builder` the part of `contour` between distances a ≤ b along it, as a new
    /// subpath. A zero-length part gives a move and a zero-length line, which strokes as a dot
    /// with round or square caps (as a zero-length dash should).
    static func appendPart(of contour: MeasuredContour, from a: Double, to b: Double, to builder: inout PathBuilder,
                           continuing: Bool = false) {
        var offset = 0.0
        var started = continuing
        for (i, s) in contour.segments.enumerated() {
            let l = contour.lengths[i]
            defer { offset += l }
            let lo = a - offset, hi = b - offset
            // Past the last segment's end only by the rounding of the offsets summed to reach it:
            // a part at the contour's very end (the dot of a dash pattern there) ends there.
            let isLast = i == contour.segments.count - 1
            if hi < 0 || (lo > l && !isLast) { continue }
            if l == 0 {
                // A zero-length segment inside the range keeps the path connected.
                if !started { builder.move(to: s.start); started = true }
                builder.line(to: s.end)
                continue
            }
            let t0 = s.parameter(atLength: min(l, max(0, lo)), totalLength: l)
            let t1 = s.parameter(atLength: min(l, hi), totalLength: l)
            let piece = s.subsegment(from: t0, to: t1)
            if !started { builder.move(to: piece.start); started = true }
            switch piece {
            case .line(_, let p): builder.line(to: p)
            case .quad(_, let c, let p): builder.quad(to: p, control: c)
            case .cubic(_, let c1, let c2, let p): builder.cubic(to: p, control1: c1, control2: c2)
            }
            if hi <= l { break }
        }
    }

    /// Appends a whole contour, keeping it closed if it was.
    static func appendWhole(_ contour: MeasuredContour, to builder: inout PathBuilder) {
        builder.move(to: contour.start)
        for s in contour.segments {
            switch s {
            case .line(_, let p): builder.line(to: p)
            case .quad(_, let c, let p): builder.quad(to: p, control: c)
            case .cubic(_, let c1, let c2, let p): builder.cubic(to: p, control1: c1, control2: c2)
            }
        }
        if contour.isClosed { builder.close() }
    }
}

extension Path {
    /// The total arc length of all subpaths.
    var length: Double { PathMeasure.contours(self).reduce(0) { $0 + $1.length } }
}
