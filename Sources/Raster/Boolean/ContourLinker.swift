// ContourLinker.swift: the edges a boolean operation keeps, linked end to end into the subpaths
// of its result. Closed contours come from directed edges that each have the result's inside on
// their right; where several leave one vertex (two parts of the result touching at a corner) the
// walk takes the sharpest right turn, which keeps each part's outline to itself rather than
// running one figure-of-eight through the touching point. Points that only split a straight
// run (where another outline crossed it) are dropped, so a square stays four corners.

import Foundation

enum ContourLinker {
    /// Closed polygons through the directed edges (pairs of vertex numbers), each used once.
    static func polygons(_ edges: [(from: Int, to: Int)], vertices: [Point], epsilon: Double) -> [[Point]] {
        var leaving = [[Int]](repeating: [], count: vertices.count)
        for (k, e) in edges.enumerated() { leaving[e.from].append(k) }
        var used = [Bool](repeating: false, count: edges.count)
        var result: [[Point]] = []
        for first in edges.indices where !used[first] {
            used[first] = true
            let start = edges[first].from
            var contour = [start], previous = start, current = edges[first].to
            // A balanced set of edges always leads back to the start; a walk that strands (only
            // after rounding trouble) ends there, and filling closes it anyway.
            while current != start {
                contour.append(current)
                let incoming = vertices[current] - vertices[previous]
                var best: Int?, bestTurn = -Double.infinity
                for k in leaving[current] where !used[k] {
                    let outgoing = vertices[edges[k].to] - vertices[current]
                    // Positive for a right turn (y down).
                    let turn = atan2(incoming.cross(outgoing), incoming.dot(outgoing))
                    if turn > bestTurn { best = k; bestTurn = turn }
                }
                guard let next = best else { break }
                used[next] = true
                previous = current
                current = edges[next].to
            }
            let polygon = straightened(contour.map { vertices[$0] }, closed: true, epsilon: epsilon)
            if polygon.count >= 3 { result.append(polygon) }
        }
        return result
    }

    /// The points without those lying within `epsilon` of the straight line between their
    /// neighbours, between them (a closed polygon's first point included).
    static func straightened(_ points: [Point], closed: Bool, epsilon: Double) -> [Point] {
        var kept: [Point] = []
        kept.reserveCapacity(points.count)
        for p in points {
            while kept.count >= 2 && isBetween(kept[kept.count - 1], kept[kept.count - 2], p, epsilon: epsilon) { kept.removeLast() }
            kept.append(p)
        }
        guard closed else { return kept }
        // Around the seam: the last point between its neighbours, then the first.
        while kept.count >= 3 && isBetween(kept[kept.count - 1], kept[kept.count - 2], kept[0], epsilon: epsilon) { kept.removeLast() }
        while kept.count >= 3 && isBetween(kept[0], kept[kept.count - 1], kept[1], epsilon: epsilon) { kept.removeFirst() }
        return kept
    }

    /// True when `p` is within epsilon of the segment from `a` to `b` and strictly between its
    /// ends along it.
    private static func isBetween(_ p: Point, _ a: Point, _ b: Point, epsilon: Double) -> Bool {
        let d = b - a, lengthSquared = d.dot(d)
        guard lengthSquared > 0 else { return false }
        let t = (p - a).dot(d) / lengthSquared
        return t > 0 && t < 1 && p.distance(to: a + d * t) <= epsilon
    }
}
