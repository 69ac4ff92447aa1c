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
        // The cap keeps absurd inputs (a 1e12 px curve) from allocating without end.
        return n.isFinite ? max(1, min(Int(n), 1 << 16)) : 1
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
        var result: [FlatContour] = []
        var current = FlatContour(points: [], isCorner: [], isClosed: false, isDrawn: false)
        func finish(closed: Bool) {
            if !current.points.isEmpty {
                current.isClosed = closed
                if closed, current.points.count > 1, current.points.last == current.points.first {
                    current.points.removeLast(); current.isCorner.removeLast()
                }
                result.append(current)
            }
            current = FlatContour(points: [], isCorner: [], isClosed: false, isDrawn: false)
        }
        func add(_ p: Point, corner: Bool) {
            if let last = current.points.last, last == p {
                if corner { current.isCorner[current.isCorner.count - 1] = true }
                return
            }
            current.points.append(p); current.isCorner.append(corner)
        }
        var start = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                start = p
                add(p, corner: true)
            case .close:
                if current.points.isEmpty { add(start, corner: true) }
                current.isDrawn = true
                finish(closed: true)
            case .line(let p):
                if current.points.isEmpty { add(start, corner: true) }
                current.isDrawn = true
                add(p, corner: true)
            case .quad(let c, let p):
                if current.points.isEmpty { add(start, corner: true) }
                current.isDrawn = true
                let from = current.points.last!
                appendCurve(.quad(from, c, p), tolerance: tolerance, forStroke: forStroke, add)
            case .cubic(let c1, let c2, let p):
                if current.points.isEmpty { add(start, corner: true) }
                current.isDrawn = true
                let from = current.points.last!
                appendCurve(.cubic(from, c1, c2, p), tolerance: tolerance, forStroke: forStroke, add)
            }
        }
        finish(closed: false)
        return result
    }

    private static func appendCurve(_ s: Segment, tolerance: Double, forStroke: Bool,
                                    _ add: (Point, Bool) -> Void) {
        let n = chordCount(s, tolerance: tolerance)
        var ts: [Double] = []
        if forStroke, n > 1, !s.isPoint {
            let first = 1 / Double(n)
            // A parameter step giving about 1e-5 px along the start and end tangents.
            let startSpeed = max(s.derivative(at: 0).length, 1e-9), endSpeed = max(s.derivative(at: 1).length, 1e-9)
            ts.append(min(1e-5 / startSpeed, first / 64))
            var k = first / 16
            while k < first { ts.append(k); k *= 2 }
            for i in 1..<n { ts.append(Double(i) / Double(n)) }
            var j = first / 2
            while j >= first / 16 { ts.append(1 - j); j /= 2 }
            ts.append(1 - min(1e-5 / endSpeed, first / 64))
        } else {
            for i in 1..<n { ts.append(Double(i) / Double(n)) }
        }
        for t in ts { add(s.point(at: t), false) }
        add(s.end, true)
    }
}
