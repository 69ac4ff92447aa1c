// Flattener.swift: curves → polylines with a bounded error.
// The segment count comes from the curve itself (Wang's formula: the distance between a Bézier
// of degree d and its n-chord polyline is at most d(d−1)/8 · max‖Δ²P‖ / n²), never a fixed step.
// Guarantees: every output point is on the curve; the polyline is within `tolerance` of it.

import Foundation

/// A flattened subpath.
struct FlatContour {
    var points: [Point]
    /// True at the path's own vertices (where joins go); false inside a flattened curve.
    var isCorner: [Bool]
    var isClosed: Bool
    /// False for a lone move, which strokes nothing; true once any drawing command was given,
    /// even one of length zero (SVG strokes those with round and square caps).
    var isDrawn: Bool

    static let empty = FlatContour(points: [], isCorner: [], isClosed: false, isDrawn: false)

    /// Room for `additional` more vertices, growing at least twofold: Array's own growth, one
    /// doubling at a time from an empty array, made most of the two dozen allocations of filling
    /// a small curved shape, and its reserveCapacity gives exactly what is asked, which asked
    /// curve by curve would reallocate for each.
    mutating func reserve(_ additional: Int) {
        let needed = points.count + additional
        guard points.capacity < needed else { return }
        let capacity = max(needed, 2 * points.capacity)
        points.reserveCapacity(capacity)
        isCorner.reserveCapacity(capacity)
    }

    /// Appends p as the next vertex; a p equal to the last vertex only adds its corner flag.
    mutating func add(_ p: Point, corner: Bool) {
        if let last = points.last {
            if last == p {
                if corner { isCorner[isCorner.count - 1] = true }
                return
            }
        } else {
            reserve(16)  // a polygon's corners at once, not one doubling at a time
        }
        points.append(p); isCorner.append(corner)
    }
}

enum Flattener {
    /// The number of chords that keeps a curve within `tolerance` of its polyline.
    static func chordCount(_ segment: Segment, tolerance: Double) -> Int {
        let m: Double, factor: Double
        switch segment {
        case .line: return 1
        case .quad(let a, let b, let c):
            m = (a - b * 2 + c).length; factor = 0.25
        case .cubic(let a, let b, let c, let d):
            m = max((a - b * 2 + c).length, (b - c * 2 + d).length); factor = 0.75
        }
        let n = (factor * m / tolerance).squareRoot().rounded(.up)
        // The cap keeps absurd inputs (a 1e12 px curve) from allocating without end; it applies
        // before the conversion, which traps for a count beyond Int.max (a 1e40 px curve).
        return n.isFinite ? max(1, Int(min(n, Double(1 << 16)))) : 1
    }

    /// Flattens for filling: closed polygons (open subpaths close implicitly).
    static func polygons(_ path: Path, tolerance: Double) -> [[Point]] {
        contours(path, tolerance: tolerance, forStroke: false).compactMap { c in
            c.points.count >= 3 ? c.points : nil
        }
    }

    /// Flattens every subpath. For strokes, each curve also gets a vertex a hair's breadth along
    /// its exact end tangents, and chords that shrink geometrically towards its ends, so joins and
    /// caps sit on the true tangents rather than on the first and last chords (a chord is off by
    /// half its turn, which shows at the stroke's edge as half-width × that angle).
    static func contours(_ path: Path, tolerance: Double, forStroke: Bool) -> [FlatContour] {
        // Plain locals and inout helpers, not closures capturing them: a captured var is checked
        // for exclusive access at run time on every point.
        var result: [FlatContour] = []
        var current = FlatContour.empty
        var start = Point.zero
        // Where the previous segment left off going, for deciding whether a curve's start
        // needs the tangent-exact refinement (only where a join or cap meets it).
        var previousTangent: Point? = nil
        let elements = path.elements
        for (index, e) in elements.enumerated() {
            switch e {
            case .move(let p):
                finish(&current, closed: false, into: &result)
                start = p
                current.add(p, corner: true)
                previousTangent = nil
            case .close:
                if current.points.isEmpty { current.add(start, corner: true) }
                current.isDrawn = true
                finish(&current, closed: true, into: &result)
                previousTangent = nil
            case .line(let p):
                if current.points.isEmpty { current.add(start, corner: true) }
                current.isDrawn = true
                let from = current.points.last!
                current.add(p, corner: true)
                if p != from { previousTangent = (p - from).normalized }
            case .quad, .cubic:
                if current.points.isEmpty { current.add(start, corner: true) }
                current.isDrawn = true
                let from = current.points.last!
                let segment: Segment
                if case .quad(let c, let p) = e { segment = .quad(from, c, p) } else if case .cubic(let c1, let c2, let p) = e {
                    segment = .cubic(from, c1, c2, p)
                } else { continue }
                let ends = forStroke
                    ? (start: !continuesSmoothly(previousTangent, segment.startTangent),
                       end: !continuesSmoothly(segment.endTangent, nextTangent(after: index, in: elements, from: segment.end)))
                    : (start: false, end: false)
                appendCurve(segment, tolerance: tolerance, refine: ends, to: &current)
                if let t = segment.endTangent { previousTangent = t }
            }
        }
        finish(&current, closed: false, into: &result)
        return result
    }

    /// Ends the current subpath: a closed one drops a last point that repeats its first.
    private static func finish(_ current: inout FlatContour, closed: Bool, into result: inout [FlatContour]) {
        if !current.points.isEmpty {
            current.isClosed = closed
            if closed, current.points.count > 1, current.points.last == current.points.first {
                current.points.removeLast(); current.isCorner.removeLast()
            }
            result.append(current)
        }
        current = .empty
    }

    /// True when a path leaving in direction `a` goes on in direction `b` without a corner.
    private static func continuesSmoothly(_ a: Point?, _ b: Point?) -> Bool {
        guard let a, let b else { return false }
        return abs(a.cross(b)) < 1e-9 && a.dot(b) > 0
    }

    /// The direction the path takes after element `index`, which ends at `end`; nil at an open
    /// end, after a close (whose join is not looked ahead to) or when unknown.
    private static func nextTangent(after index: Int, in elements: [PathElement], from end: Point) -> Point? {
        guard index + 1 < elements.count else { return nil }
        switch elements[index + 1] {
        case .line(let p): return p == end ? nil : (p - end).normalized
        case .quad(let c, let p): return Segment.quad(end, c, p).startTangent
        case .cubic(let c1, let c2, let p): return Segment.cubic(end, c1, c2, p).startTangent
        case .move, .close: return nil
        }
    }

    /// Appends a curve's chords. For strokes, an end that meets a join or a cap (`refine`) gets
    /// a vertex a hair's breadth along its exact tangent and chords shrinking geometrically
    /// towards it; a smooth continuation needs neither.
    private static func appendCurve(_ s: Segment, tolerance: Double, refine: (start: Bool, end: Bool),
                                    to contour: inout FlatContour) {
        let n = chordCount(s, tolerance: tolerance)
        // The chords, the end, and up to five refining vertices at each end.
        contour.reserve(n + 11)
        let first = 1 / Double(n)
        // Parameters in increasing order, each point added as it comes (no list of them).
        if refine.start, n > 1, !s.isPoint {
            // A parameter step giving about 1e-5 px along the start tangent.
            contour.add(s.point(at: min(1e-5 / max(s.derivative(at: 0).length, 1e-9), first / 64)), corner: false)
            var k = first / 16
            while k < first { contour.add(s.point(at: k), corner: false); k *= 2 }
        }
        if n > 1 { for i in 1..<n { contour.add(s.point(at: Double(i) / Double(n)), corner: false) } }
        if refine.end, n > 1, !s.isPoint {
            var j = first / 2
            while j >= first / 16 { contour.add(s.point(at: 1 - j), corner: false); j /= 2 }
            contour.add(s.point(at: 1 - min(1e-5 / max(s.derivative(at: 1).length, 1e-9), first / 64)), corner: false)
        }
        contour.add(s.end, corner: true)
    }
}
