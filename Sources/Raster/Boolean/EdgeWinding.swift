// EdgeWinding.swift: the edges of an arrangement with how often each operand runs along them,
// and the winding numbers of both operands on either side of an edge or at a point, for deciding
// what an operation keeps (Path+Boolean.swift).
// Pieces that coincide (an edge two shapes share, or one a path draws twice) become one edge
// whose weights add up, so a shared edge is judged once, by the regions on its two sides, and
// never against itself. Winding numbers come from a ray cast rightwards from the edge's midpoint
// with the half-open rule of Path+Contains (an end on the ray counts as below it), which is
// exact for a point on an edge: the edge itself is left out, and what is counted is then the
// winding just beside it (to its right, or just below it when it does not cross the ray). The
// other side differs by the edge's own weights, so the two sides always agree with each other.

/// An edge between two vertices (from < to) and the signed number of times each operand runs
/// along it: +1 for each run from `from` to `to`, −1 for each the other way.
struct WeightedEdge {
    var from: Int, to: Int
    var weights: Winding
}

/// The winding numbers of both operands at one place (or the change across an edge).
struct Winding: Equatable {
    var first = 0, second = 0

    static func + (a: Winding, b: Winding) -> Winding { Winding(first: a.first + b.first, second: a.second + b.second) }
    static func - (a: Winding, b: Winding) -> Winding { Winding(first: a.first - b.first, second: a.second - b.second) }
    static func * (a: Winding, s: Int) -> Winding { Winding(first: a.first * s, second: a.second * s) }
}

enum EdgeWinding {
    /// The distinct edges the pieces (consecutive vertices of each chain) make, coinciding pieces
    /// merged; edges whose runs cancel out bound nothing and are left out.
    static func edges(of chains: [(vertices: [Int], operand: Operand)]) -> [WeightedEdge] {
        var index: [Int64: Int] = [:]
        var edges: [WeightedEdge] = []
        for (vertices, operand) in chains {
            for (u, v) in zip(vertices, vertices.dropFirst()) {
                let key = self.key(u, v)
                let run = u < v ? 1 : -1
                let weight = operand == .first ? Winding(first: run) : Winding(second: run)
                if let k = index[key] {
                    edges[k].weights = edges[k].weights + weight
                } else {
                    index[key] = edges.count
                    edges.append(WeightedEdge(from: min(u, v), to: max(u, v), weights: weight))
                }
            }
        }
        return edges.filter { $0.weights != Winding() }
    }

    /// One number for the edge between two vertices, whichever way round.
    static func key(_ u: Int, _ v: Int) -> Int64 { Int64(min(u, v)) << 32 | Int64(max(u, v)) }

    /// The windings on the left and right of each edge (walking from `from` to `to`, left being
    /// `Point.leftNormal`'s side); crossing from left to right adds the edge's weights. Nil when
    /// the work runs past `budget`.
    static func sides(of edges: [WeightedEdge], vertices: [Point], budget: inout Int) -> [(left: Winding, right: Winding)]? {
        let midpoints = edges.enumerated().map { k, e in (point: vertices[e.from].lerp(to: vertices[e.to], 0.5), excluding: k) }
        guard let beside = windings(at: midpoints, edges: edges, vertices: vertices, budget: &budget) else { return nil }
        return edges.indices.map { k in
            let a = vertices[edges[k].from], b = vertices[edges[k].to], m = midpoints[k].point
            let d = b - a
            // Where the count was taken: to the edge's +x side when it crosses the ray, else just
            // below it (+y); which of its sides that is follows from its direction.
            let crossesRay = (a.y <= m.y) != (b.y <= m.y)
            let countedOnLeft = crossesRay ? d.y > 0 : d.x < 0
            let left = countedOnLeft ? beside[k] : beside[k] - edges[k].weights
            return (left, left + edges[k].weights)
        }
    }

    /// The winding numbers at each query point, leaving out the edge it names (the one it lies
    /// on). Queries and edges are swept in y order, so each query tests only the edges spanning
    /// its height. Nil when the work runs past `budget`.
    static func windings(at queries: [(point: Point, excluding: Int?)], edges: [WeightedEdge], vertices: [Point],
                         budget: inout Int) -> [Winding]? {
        func top(_ k: Int) -> Double { min(vertices[edges[k].from].y, vertices[edges[k].to].y) }
        let edgeOrder = edges.indices.sorted { top($0) < top($1) }
        let queryOrder = queries.indices.sorted { queries[$0].point.y < queries[$1].point.y }
        var result = [Winding](repeating: Winding(), count: queries.count)
        var active: [Int] = []
        var next = 0
        for q in queryOrder {
            let p = queries[q].point
            while next < edgeOrder.count && top(edgeOrder[next]) <= p.y {
                active.append(edgeOrder[next])
                next += 1
            }
            budget -= active.count
            guard budget >= 0 else { return nil }
            var w = Winding(), kept = 0
            for i in active.indices {
                let k = active[i], a = vertices[edges[k].from], b = vertices[edges[k].to]
                // Queries come in increasing y: an edge ending above this one's height is done.
                guard max(a.y, b.y) > p.y else { continue }
                active[kept] = k
                kept += 1
                guard k != queries[q].excluding else { continue }
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x { w = w + edges[k].weights * (b.y > a.y ? 1 : -1) }
            }
            active.removeLast(active.count - kept)
            result[q] = w
        }
        return result
    }
}
