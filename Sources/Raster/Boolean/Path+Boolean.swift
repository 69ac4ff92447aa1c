// Path+Boolean.swift: boolean operations on filled areas (union, intersection, subtraction,
// symmetric difference, and a path normalized to the area its fill rule gives), and the line
// operations that keep the parts of one path's outline inside or outside another's fill: what
// SwiftUI's Path and Shape offer since iOS 17.
// How: both outlines are flattened and cut wherever they cross or touch (OutlineArrangement);
// each resulting edge is judged by the winding numbers of both operands on its two sides
// (EdgeWinding) and kept when the result is inside on exactly one side, turned to have that side
// on its right; the kept edges are linked into closed contours (ContourLinker). The result is a
// real outline: filled, it covers the combined area (under either fill rule: it winds once
// around what is inside and not at all elsewhere); stroked, it draws only the combined boundary.
// Limitations: the result is made of lines only. Curves come back as chords within a
// ten-thousandth of the inputs' size (at most 0.01, a hundredth of a point), so fills and
// strokes look as the curves do at any scale a view is drawn at; a trim or dash of the result
// measures along the chords. Inputs past OutlineArrangement.maximumSegments segments, or whose
// crossings would take more than `booleanWorkBudget` steps to find, give the empty path: a
// frame drawn without the shape rather than one that never finishes.

/// How a boolean operation combines two filled areas.
public enum PathOperation: Sendable, CaseIterable {
    /// Inside either.
    case union
    /// Inside both.
    case intersection
    /// Inside the first and not the second.
    case subtraction
    /// Inside exactly one of them.
    case symmetricDifference

    func combines(_ inFirst: Bool, _ inSecond: Bool) -> Bool {
        switch self {
        case .union: return inFirst || inSecond
        case .intersection: return inFirst && inSecond
        case .subtraction: return inFirst && !inSecond
        case .symmetricDifference: return inFirst != inSecond
        }
    }
}

extension Path {
    /// Steps (segment pairs tested, edges visited by a ray) one operation may take: a few
    /// hundred milliseconds. Shapes of a few hundred segments take a few thousand.
    static let booleanWorkBudget = 5_000_000

    /// The area of this path's fill combined with `other`'s by `operation`, each filled under
    /// `rule`, as non-overlapping closed subpaths of lines with their insides on the right
    /// (clockwise on screen, y down).
    public func combined(with other: Path, _ operation: PathOperation, rule: FillRule) -> Path {
        guard let scale = BooleanScale(self, other) else { return Path() }
        let segments = (areaOutlines(.first, tolerance: scale.tolerance) + other.areaOutlines(.second, tolerance: scale.tolerance))
            .flatMap(\.segments)
        var budget = Path.booleanWorkBudget
        guard let arrangement = OutlineArrangement(segments, scale: scale, budget: &budget, meets: { _, _ in true }) else {
            return Path()
        }
        let edges = EdgeWinding.edges(of: zip(arrangement.chains, segments).map { ($0, $1.operand) })
        guard let sides = EdgeWinding.sides(of: edges, vertices: arrangement.vertices, budget: &budget) else { return Path() }
        func inside(_ w: Winding) -> Bool { operation.combines(rule.contains(w.first), rule.contains(w.second)) }
        var kept: [(from: Int, to: Int)] = []
        for (edge, side) in zip(edges, sides) {
            let insideOnRight = inside(side.right)
            if inside(side.left) != insideOnRight { kept.append(insideOnRight ? (edge.from, edge.to) : (edge.to, edge.from)) }
        }
        let polygons = ContourLinker.polygons(kept, vertices: arrangement.vertices, epsilon: scale.epsilon)
        return Path(polylines: polygons.map { ($0, true) })
    }

    /// The area the path fills under `rule`, as non-overlapping closed subpaths (see `combined`).
    public func normalized(rule: FillRule) -> Path { combined(with: Path(), .union, rule: rule) }

    /// The parts of this path's outline (its lines as a stroke draws them, closed subpaths with
    /// their closing lines) that lie inside `other`'s fill under `rule`, edges of that fill
    /// included, as open subpaths of lines (a closed one wholly inside stays closed).
    public func lineIntersection(_ other: Path, rule: FillRule) -> Path { lines(against: other, rule: rule, inside: true) }

    /// The parts of this path's outline outside `other`'s fill under `rule` (see `lineIntersection`).
    public func lineSubtraction(_ other: Path, rule: FillRule) -> Path { lines(against: other, rule: rule, inside: false) }

    private func lines(against other: Path, rule: FillRule, inside keepInside: Bool) -> Path {
        guard let scale = BooleanScale(self, other) else { return Path() }
        let lines = Flattener.contours(self, tolerance: scale.tolerance, forStroke: false)
            .filter { $0.isDrawn && $0.points.count > 1 }
            .map { FlatOutline(points: $0.points, isClosed: $0.isClosed, operand: .first) }
        let lineSegments = lines.map(\.segments)
        let areaSegments = other.areaOutlines(.second, tolerance: scale.tolerance).flatMap(\.segments)
        var budget = Path.booleanWorkBudget
        // Only crossings with the other outline cut a line; where it crosses itself does not matter.
        guard let arrangement = OutlineArrangement(lineSegments.flatMap { $0 } + areaSegments, scale: scale, budget: &budget,
                                                   meets: { $0 != $1 }) else { return Path() }
        let vertices = arrangement.vertices
        let lineChainCount = lineSegments.reduce(0) { $0 + $1.count }
        let areaEdges = EdgeWinding.edges(of: arrangement.chains[lineChainCount...].map { ($0, .second) })
        guard let sides = EdgeWinding.sides(of: areaEdges, vertices: vertices, budget: &budget) else { return Path() }
        var areaEdgeIndex: [Int64: Int] = [:]
        for (k, e) in areaEdges.enumerated() { areaEdgeIndex[EdgeWinding.key(e.from, e.to)] = k }

        // Each line's pieces in order, with whether each lies in the fill: a piece along the
        // fill's edge does when the fill is on either side of it; any other, by the winding at
        // its midpoint.
        var pieces: [[(from: Int, to: Int, inside: Bool)]] = []
        var queries: [(point: Point, excluding: Int?)] = [], queried: [(line: Int, piece: Int)] = []
        var chain = 0
        for (l, segments) in lineSegments.enumerated() {
            var linePieces: [(from: Int, to: Int, inside: Bool)] = []
            for _ in segments {
                let vertexRun = arrangement.chains[chain]
                chain += 1
                for (u, v) in zip(vertexRun, vertexRun.dropFirst()) {
                    if let k = areaEdgeIndex[EdgeWinding.key(u, v)] {
                        linePieces.append((u, v, rule.contains(sides[k].left.second) || rule.contains(sides[k].right.second)))
                    } else {
                        queries.append((vertices[u].lerp(to: vertices[v], 0.5), nil))
                        queried.append((l, linePieces.count))
                        linePieces.append((u, v, false))
                    }
                }
            }
            pieces.append(linePieces)
        }
        guard let windings = EdgeWinding.windings(at: queries, edges: areaEdges, vertices: vertices, budget: &budget) else {
            return Path()
        }
        for (w, at) in zip(windings, queried) { pieces[at.line][at.piece].inside = rule.contains(w.second) }

        var result: [(points: [Point], closed: Bool)] = []
        for (l, linePieces) in pieces.enumerated() where !linePieces.isEmpty {
            if lines[l].isClosed && linePieces.allSatisfy({ $0.inside == keepInside }) {
                result.append((linePieces.map { vertices[$0.from] }, true))
                continue
            }
            // A closed line's runs are read from a piece that is left out, so that a run across
            // its start comes out whole.
            let first = lines[l].isClosed ? linePieces.firstIndex { $0.inside != keepInside } ?? 0 : 0
            var run: [Point] = []
            for k in 0..<linePieces.count {
                let piece = linePieces[(first + k) % linePieces.count]
                if piece.inside == keepInside {
                    if run.isEmpty { run.append(vertices[piece.from]) }
                    run.append(vertices[piece.to])
                } else if !run.isEmpty {
                    result.append((run, false))
                    run = []
                }
            }
            if !run.isEmpty { result.append((run, false)) }
        }
        return Path(polylines: result.map { (ContourLinker.straightened($0.points, closed: $0.closed, epsilon: scale.epsilon), $0.closed) })
    }

    /// The path's subpaths flattened as polygons (open ones closed, as filling closes them).
    private func areaOutlines(_ operand: Operand, tolerance: Double) -> [FlatOutline] {
        Flattener.polygons(self, tolerance: tolerance).map { FlatOutline(points: $0, isClosed: true, operand: operand) }
    }

    /// A path of lines through each list of points, closing those marked closed.
    private init(polylines: [(points: [Point], closed: Bool)]) {
        var builder = PathBuilder()
        for (points, closed) in polylines where points.count > 1 {
            builder.move(to: points[0])
            for p in points.dropFirst() { builder.line(to: p) }
            if closed { builder.close() }
        }
        self = builder.path
    }
}

extension FillRule {
    /// True when the winding number is inside under this rule.
    fileprivate func contains(_ winding: Int) -> Bool { isInside(Int32(truncatingIfNeeded: winding)) }
}
