// OutlineArrangement.swift: the flattened outlines of two paths cut into pieces that meet only at
// their ends, for the boolean operations (Path+Boolean.swift). Every segment is split where
// another crosses it or where another's end touches it (which is also how edges two shapes share
// come out as identical pieces), and points closer than a tiny distance are welded into one
// vertex, so that pieces are told apart by their vertices alone rather than by comparing
// coordinates.
// Crossings are found by a sweep down the y axis: each segment is tested only against those whose
// y-ranges overlap its own, so UI shapes (hundreds of segments) cost little; pathological input
// is bounded by a work budget (Path.booleanWorkBudget).

/// Which path of an operation a segment comes from.
enum Operand {
    case first, second
}

/// One flattened subpath of an operand.
struct FlatOutline {
    var points: [Point]
    /// True when the last point joins the first (polygons always do; an open line does not).
    var isClosed: Bool
    var operand: Operand

    /// The segments from each point to the next (and from the last to the first when closed).
    var segments: [(start: Point, end: Point, operand: Operand)] {
        var result = zip(points, points.dropFirst()).map { (start: $0, end: $1, operand: operand) }
        if isClosed, points.count > 1 { result.append((points[points.count - 1], points[0], operand)) }
        return result
    }
}

/// The lengths an operation works to, taken from the size and place of its inputs.
struct BooleanScale {
    /// How far flattened curves may stray from the true ones: a ten-thousandth of the inputs'
    /// size, at most 0.01 (a hundredth of a point, invisible at any screen scale).
    let tolerance: Double
    /// Points this close are one vertex, and a segment's end this close to another segment
    /// touches it: far above rounding error, far below anything visible.
    let epsilon: Double
    /// The corner the vertex grid counts from.
    let origin: Point

    /// Nil for inputs with no extent (every point the same, or no points), and for coordinates
    /// so large (beyond 1e100) that the products of intersection tests would overflow.
    init?(_ paths: Path...) {
        guard let bounds = paths.compactMap(\.controlBounds).reduce(nil, { $0?.union($1) ?? $1 }) else { return nil }
        let extent = max(bounds.width, bounds.height)
        let magnitude = max(abs(bounds.minX), abs(bounds.maxX), abs(bounds.minY), abs(bounds.maxY))
        guard extent > 0, magnitude < 1e100 else { return nil }
        tolerance = min(0.01, extent * 1e-4)
        // Far from the origin coordinates carry less precision: the welding distance stays a
        // few hundred units in the last place of the largest coordinate.
        epsilon = max(extent * 1e-9, magnitude * 1e-13)
        origin = Point(bounds.minX, bounds.minY)
    }
}

/// The pieces of a set of segments cut at every crossing, with welded vertices.
struct OutlineArrangement {
    /// Beyond this many segments an operation gives up (and gives the empty path).
    static let maximumSegments = 100_000

    /// The welded vertices.
    private(set) var vertices: [Point] = []
    /// For each input segment, in order: the vertices it runs through from its start to its end
    /// (one vertex when it shrank to nothing).
    private(set) var chains: [[Int]] = []

    /// Cuts `segments` (each owned by an operand) wherever they meet; only pairs for which
    /// `meets` is true are tested. Nil when there are too many segments or the tests use up
    /// `budget`.
    init?(_ segments: [(start: Point, end: Point, operand: Operand)], scale: BooleanScale,
          budget: inout Int, meets: (Operand, Operand) -> Bool) {
        guard segments.count <= Self.maximumSegments else { return nil }
        let epsilon = scale.epsilon
        var splits = [[(t: Double, point: Point)]](repeating: [], count: segments.count)
        let order = segments.indices.sorted { min(segments[$0].start.y, segments[$0].end.y) < min(segments[$1].start.y, segments[$1].end.y) }
        var active: [Int] = []
        for i in order {
            let s = segments[i]
            let top = min(s.start.y, s.end.y) - epsilon
            active.removeAll { max(segments[$0].start.y, segments[$0].end.y) < top }
            budget -= active.count
            guard budget >= 0 else { return nil }
            for j in active where meets(s.operand, segments[j].operand) {
                Self.cut(i, j, segments, epsilon: epsilon, into: &splits)
            }
            active.append(i)
        }
        var welder = VertexWelder(origin: scale.origin, epsilon: epsilon)
        chains.reserveCapacity(segments.count)
        for (i, s) in segments.enumerated() {
            var chain = [welder.vertex(at: s.start)]
            for split in splits[i].sorted(by: { $0.t < $1.t }) { chain.append(welder.vertex(at: split.point)) }
            chain.append(welder.vertex(at: s.end))
            chains.append(chain.removingRepeats())
        }
        vertices = welder.points
    }

    /// Records where segments i and j meet: the ends of either lying on the other (which covers
    /// shared, overlapping edges: each is cut at the other's ends), else their crossing.
    private static func cut(_ i: Int, _ j: Int, _ segments: [(start: Point, end: Point, operand: Operand)],
                            epsilon: Double, into splits: inout [[(t: Double, point: Point)]]) {
        let (p0, p1) = (segments[i].start, segments[i].end), (q0, q1) = (segments[j].start, segments[j].end)
        guard max(p0.x, p1.x) + epsilon >= min(q0.x, q1.x), max(q0.x, q1.x) + epsilon >= min(p0.x, p1.x) else { return }
        // Quick rejection: either segment wholly more than epsilon to one side of the other's line.
        let r = p1 - p0, s = q1 - q0
        let qSide = (r.cross(q0 - p0), r.cross(q1 - p0)), pSide = (s.cross(p0 - q0), s.cross(p1 - q0))
        let rReach = epsilon * r.length, sReach = epsilon * s.length
        if (qSide.0 > rReach && qSide.1 > rReach) || (qSide.0 < -rReach && qSide.1 < -rReach)
            || (pSide.0 > sReach && pSide.1 > sReach) || (pSide.0 < -sReach && pSide.1 < -sReach) { return }
        var touches = false
        func touch(_ end: Point, _ other: Int, _ a: Point, _ b: Point) {
            guard let t = parameter(of: end, on: (a, b), epsilon: epsilon) else { return }
            touches = true
            if end.distance(to: a) > epsilon && end.distance(to: b) > epsilon { splits[other].append((t, end)) }
        }
        touch(q0, i, p0, p1); touch(q1, i, p0, p1)
        touch(p0, j, q0, q1); touch(p1, j, q0, q1)
        // Two straight segments that are not collinear meet at most once: where an end touches.
        guard !touches else { return }
        let denominator = r.cross(s)
        guard denominator != 0 else { return }
        let w = q0 - p0
        let t = w.cross(s) / denominator, u = w.cross(r) / denominator
        guard t > 0, t < 1, u > 0, u < 1 else { return }
        let crossing = p0 + r * t
        splits[i].append((t, crossing))
        splits[j].append((u, crossing))
    }

    /// The parameter along the segment of the point nearest `p`, when that is within `epsilon`.
    private static func parameter(of p: Point, on segment: (Point, Point), epsilon: Double) -> Double? {
        let d = segment.1 - segment.0, lengthSquared = d.dot(d)
        guard lengthSquared > 0 else { return nil }
        let t = min(1, max(0, (p - segment.0).dot(d) / lengthSquared))
        return p.distance(to: segment.0 + d * t) <= epsilon ? t : nil
    }
}

/// Gives each point a vertex number, the same for points within `epsilon` of one already seen.
struct VertexWelder {
    private(set) var points: [Point] = []
    private var cells: [Cell: [Int]] = [:]
    private let origin: Point
    private let epsilon: Double

    private struct Cell: Hashable {
        var x: Int, y: Int
    }

    init(origin: Point, epsilon: Double) {
        self.origin = origin
        self.epsilon = epsilon
    }

    /// The vertex at `p`: an existing one within epsilon (they sit in the 3 × 3 cells of side
    /// epsilon around p's), else a new one.
    mutating func vertex(at p: Point) -> Int {
        // Coordinates are within 1e9 epsilons of the origin (BooleanScale), so the cells fit an Int.
        let cell = Cell(x: Int(((p.x - origin.x) / epsilon).rounded(.down)), y: Int(((p.y - origin.y) / epsilon).rounded(.down)))
        for dy in -1...1 {
            for dx in -1...1 {
                for id in cells[Cell(x: cell.x + dx, y: cell.y + dy)] ?? [] where points[id].distance(to: p) <= epsilon {
                    return id
                }
            }
        }
        points.append(p)
        cells[cell, default: []].append(points.count - 1)
        return points.count - 1
    }
}

extension Array where Element == Int {
    /// The list with runs of one value shortened to that value once.
    fileprivate func removingRepeats() -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        for v in self where v != result.last { result.append(v) }
        return result
    }
}
