// PathBooleanTests.swift: boolean operations on paths, by the areas of their results (shoelace
// sums, signed, so a contour turned the wrong way shows): overlapping squares exactly, circles
// against the analytic lens, shared edges (no seam left), disjoint and nested shapes, fill rules
// on self-overlapping input, every result filling alike under both rules against a point-wise
// oracle, the line operations by length, and degenerate or oversized input.

import Foundation
import XCTest
@testable import Raster

final class PathBooleanTests: XCTestCase {
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
        var b = PathBuilder()
        b.addRect(Rect(x: x, y: y, width: w, height: h))
        return b.path
    }

    private func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        var b = PathBuilder()
        b.addEllipse(in: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
        return b.path
    }

    /// The signed area, positive for contours running clockwise on screen (inside on the right),
    /// as every result's outer contours do; holes, running the other way, subtract.
    private func area(_ path: Path) -> Double {
        var sum = 0.0
        for polygon in Flattener.polygons(path, tolerance: 1e-4) {
            var previous = polygon[polygon.count - 1]
            for p in polygon { sum += previous.cross(p) / 2; previous = p }
        }
        return sum
    }

    /// How much area a result may lose to its chords: at most 0.01 (the coarsest tolerance the
    /// operations flatten to) along the whole outline.
    private func curveError(_ path: Path) -> Double { length(path) * 0.01 }

    private func length(_ path: Path) -> Double {
        Flattener.contours(path, tolerance: 1e-4, forStroke: false).reduce(0) { total, c in
            var l = zip(c.points, c.points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
            if c.isClosed, let last = c.points.last { l += last.distance(to: c.points[0]) }
            return total + l
        }
    }

    private func subpathCount(_ path: Path) -> Int {
        path.elements.filter { if case .move = $0 { return true } else { return false } }.count
    }

    func testOverlappingSquaresCombineExactly() {
        let a = rect(0, 0, 100, 100), b = rect(50, 50, 100, 100)
        XCTAssertEqual(area(a.combined(with: b, .union, rule: .nonzero)), 17_500, accuracy: 1e-9)
        XCTAssertEqual(area(a.combined(with: b, .intersection, rule: .nonzero)), 2_500, accuracy: 1e-9)
        XCTAssertEqual(area(a.combined(with: b, .subtraction, rule: .nonzero)), 7_500, accuracy: 1e-9)
        XCTAssertEqual(area(b.combined(with: a, .subtraction, rule: .nonzero)), 7_500, accuracy: 1e-9)
        XCTAssertEqual(area(a.combined(with: b, .symmetricDifference, rule: .nonzero)), 15_000, accuracy: 1e-9)
        // The overlap is a square: four corners, the points where the edges were cut dropped.
        let overlap = a.combined(with: b, .intersection, rule: .nonzero)
        XCTAssertEqual(overlap.elements.count, 5)
        XCTAssertEqual(overlap.bounds, Rect(x: 50, y: 50, width: 50, height: 50))
        // The union is one outline of eight corners.
        let union = a.combined(with: b, .union, rule: .nonzero)
        XCTAssertEqual(subpathCount(union), 1)
        XCTAssertEqual(union.elements.count, 9)
    }

    func testCirclesMatchTheAnalyticLens() {
        // Two circles of radius 50, 60 apart: the lens is 2r²·acos(d/2r) − (d/2)·√(4r² − d²).
        let r = 50.0, d = 60.0
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        let disc = Double.pi * r * r
        let a = circle(0, 0, r), b = circle(d, 0, r)
        // Four cubics draw a circle within 0.03 % of its radius, so areas agree to about 0.06 %.
        XCTAssertEqual(area(a.combined(with: b, .intersection, rule: .nonzero)), lens, accuracy: lens * 1e-3)
        XCTAssertEqual(area(a.combined(with: b, .union, rule: .nonzero)), 2 * disc - lens, accuracy: disc * 1e-3)
        XCTAssertEqual(area(a.combined(with: b, .subtraction, rule: .nonzero)), disc - lens, accuracy: disc * 1e-3)
        XCTAssertEqual(area(a.combined(with: b, .symmetricDifference, rule: .nonzero)), 2 * (disc - lens), accuracy: disc * 2e-3)
        XCTAssertEqual(subpathCount(a.combined(with: b, .symmetricDifference, rule: .nonzero)), 2)
    }

    func testSharedEdgesLeaveNoSeam() {
        let left = rect(0, 0, 50, 50), right = rect(50, 0, 50, 50)
        XCTAssertEqual(left.combined(with: right, .union, rule: .nonzero).elements, rect(0, 0, 100, 50).elements,
                       "one rectangle: the shared edge and the points on the long edges are gone")
        XCTAssertTrue(left.combined(with: right, .intersection, rule: .nonzero).isEmpty)
        XCTAssertEqual(area(left.combined(with: right, .subtraction, rule: .nonzero)), 2_500, accuracy: 1e-9)
        // An edge shared in part, and the same shape twice (every edge shared, run the same way).
        let lower = rect(0, 25, 50, 50)
        XCTAssertEqual(area(left.combined(with: lower, .union, rule: .nonzero)), 3_750, accuracy: 1e-9)
        XCTAssertEqual(area(left.combined(with: lower, .intersection, rule: .nonzero)), 1_250, accuracy: 1e-9)
        let c = circle(0, 0, 30)
        XCTAssertEqual(area(c.combined(with: c, .union, rule: .nonzero)), area(c), accuracy: curveError(c))
        XCTAssertEqual(area(c.combined(with: c, .intersection, rule: .nonzero)), area(c), accuracy: curveError(c))
        XCTAssertTrue(c.combined(with: c, .subtraction, rule: .nonzero).isEmpty)
        XCTAssertTrue(c.combined(with: c, .symmetricDifference, rule: .nonzero).isEmpty)
    }

    func testDisjointShapes() {
        let a = rect(0, 0, 10, 10), b = circle(100, 100, 10)
        let union = a.combined(with: b, .union, rule: .nonzero)
        XCTAssertEqual(area(union), 100 + area(b), accuracy: curveError(b))
        XCTAssertEqual(subpathCount(union), 2)
        XCTAssertTrue(a.combined(with: b, .intersection, rule: .nonzero).isEmpty)
        XCTAssertEqual(a.combined(with: b, .subtraction, rule: .nonzero).elements, a.elements)
        // Squares meeting at one corner stay two outlines (the walk turns right at the corner).
        let corner = a.combined(with: rect(10, 10, 10, 10), .union, rule: .nonzero)
        XCTAssertEqual(subpathCount(corner), 2)
        XCTAssertEqual(area(corner), 200, accuracy: 1e-9)
    }

    func testOneShapeInsideAnother() {
        let outer = rect(0, 0, 100, 100), inner = circle(50, 50, 20)
        XCTAssertEqual(outer.combined(with: inner, .union, rule: .nonzero).elements, outer.elements)
        XCTAssertEqual(area(outer.combined(with: inner, .intersection, rule: .nonzero)), area(inner), accuracy: curveError(inner))
        let ring = outer.combined(with: inner, .subtraction, rule: .nonzero)
        XCTAssertEqual(area(ring), 10_000 - area(inner), accuracy: curveError(inner), "the hole runs the other way")
        XCTAssertEqual(subpathCount(ring), 2)
        XCTAssertFalse(ring.contains(Point(50, 50), rule: .nonzero))
        XCTAssertFalse(ring.contains(Point(50, 50), rule: .evenOdd))
        XCTAssertTrue(ring.contains(Point(5, 5), rule: .nonzero))
        XCTAssertTrue(inner.combined(with: outer, .subtraction, rule: .nonzero).isEmpty)
    }

    func testFillRulesResolveSelfOverlappingInput() {
        // Two overlapping squares in one path, both clockwise: nonzero fills their union, even-odd
        // leaves the overlap out.
        var b = PathBuilder()
        b.addRect(Rect(x: 0, y: 0, width: 100, height: 100))
        b.addRect(Rect(x: 50, y: 50, width: 100, height: 100))
        let twice = b.path
        XCTAssertEqual(area(twice.normalized(rule: .nonzero)), 17_500, accuracy: 1e-9)
        XCTAssertEqual(area(twice.normalized(rule: .evenOdd)), 15_000, accuracy: 1e-9)
        // A bow tie crossing itself: both lobes, each its own outline, under either rule.
        var bow = PathBuilder()
        bow.move(to: Point(0, 0)); bow.line(to: Point(100, 100)); bow.line(to: Point(100, 0)); bow.line(to: Point(0, 100))
        bow.close()
        XCTAssertEqual(area(bow.path.normalized(rule: .nonzero)), 5_000, accuracy: 1e-9)
        XCTAssertEqual(subpathCount(bow.path.normalized(rule: .evenOdd)), 2)
        // The rule applies to both operands: the doubled squares' overlap is in the nonzero
        // intersection with a square over it, not in the even-odd one.
        let middle = rect(60, 60, 20, 20)
        XCTAssertEqual(area(twice.combined(with: middle, .intersection, rule: .nonzero)), 400, accuracy: 1e-9)
        XCTAssertTrue(twice.combined(with: middle, .intersection, rule: .evenOdd).isEmpty)
    }

    func testEveryResultFillsAsTheOperationSaysUnderBothRules() {
        // Random polygons on a coarse grid (so edges are often shared, collinear or cross at
        // vertices), each point of a finer grid checked against the operands' own fills.
        var seed: UInt64 = 0x5eed
        func next(_ n: Int) -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double((seed >> 33) % UInt64(n))
        }
        func polygons() -> Path {
            var b = PathBuilder()
            for _ in 0..<(1 + Int(next(3))) {
                b.move(to: Point(next(6), next(6)))
                for _ in 0..<(2 + Int(next(5))) { b.line(to: Point(next(6), next(6))) }
                b.close()
            }
            return b.path
        }
        // Winding numbers over polygons flattened once (Path.contains flattens on every call).
        func winding(_ polygons: [[Point]], _ p: Point) -> Int32 {
            var w: Int32 = 0
            for polygon in polygons {
                var previous = polygon[polygon.count - 1]
                for q in polygon {
                    if (previous.y <= p.y) != (q.y <= p.y),
                       previous.x + (p.y - previous.y) / (q.y - previous.y) * (q.x - previous.x) > p.x {
                        w += q.y > previous.y ? 1 : -1
                    }
                    previous = q
                }
            }
            return w
        }
        let samples = (0..<576).map { Point(Double($0 % 24) / 4 + 0.0123, Double($0 / 24) / 4 + 0.0371) }
        var wrong: [String] = []
        for trial in 0..<60 {
            let a = polygons(), b = polygons()
            let aPolygons = Flattener.polygons(a, tolerance: 1), bPolygons = Flattener.polygons(b, tolerance: 1)
            let inA = samples.map { winding(aPolygons, $0) }, inB = samples.map { winding(bPolygons, $0) }
            for rule in FillRule.allCases {
                for operation in PathOperation.allCases {
                    let result = Flattener.polygons(a.combined(with: b, operation, rule: rule), tolerance: 1)
                    for (k, p) in samples.enumerated() {
                        let expected = operation.combines(rule.isInside(inA[k]), rule.isInside(inB[k]))
                        let w = winding(result, p)
                        if FillRule.nonzero.isInside(w) != expected || FillRule.evenOdd.isInside(w) != expected {
                            wrong.append("trial \(trial) \(rule) \(operation) at \(p)")
                        }
                    }
                }
            }
        }
        XCTAssertEqual(wrong.count, 0, wrong.prefix(5).joined(separator: "; "))
    }

    func testLineOperationsCutTheOutlineAtTheOtherFill() {
        // A line through a circle: exact where the circle meets its horizontal diameter.
        var b = PathBuilder()
        b.move(to: Point(0, 50)); b.line(to: Point(200, 50))
        let line = b.path, disc = circle(100, 50, 40)
        let inside = line.lineIntersection(disc, rule: .nonzero), outside = line.lineSubtraction(disc, rule: .nonzero)
        XCTAssertEqual(length(inside), 80, accuracy: 1e-9)
        XCTAssertEqual(length(outside), 120, accuracy: 1e-9)
        XCTAssertEqual(subpathCount(outside), 2)
        // A square's outline half in a rectangle: the part inside runs across the square's start
        // and comes out whole; the edge along the rectangle's counts as inside.
        let square = rect(0, 0, 100, 100), right = rect(50, -10, 100, 120)
        let cut = square.lineIntersection(right, rule: .nonzero)
        XCTAssertEqual(length(cut), 200, accuracy: 1e-9)
        XCTAssertEqual(subpathCount(cut), 1)
        XCTAssertEqual(length(square.lineSubtraction(right, rule: .nonzero)), 200, accuracy: 1e-9)
        XCTAssertEqual(square.lineIntersection(square, rule: .nonzero).elements, square.elements, "all of it along the edge")
        XCTAssertTrue(square.lineSubtraction(square, rule: .nonzero).isEmpty)
        // An outline wholly inside stays a closed subpath; one wholly outside is gone.
        let small = circle(50, 50, 10)
        XCTAssertEqual(small.lineIntersection(square, rule: .nonzero).elements.last, .close)
        XCTAssertEqual(length(small.lineIntersection(square, rule: .nonzero)), length(small), accuracy: length(small) * 1e-3)
        XCTAssertTrue(small.lineSubtraction(square, rule: .nonzero).isEmpty)
        // The other's fill rule decides what inside is.
        var ring = PathBuilder()
        ring.addRect(Rect(x: 0, y: 0, width: 200, height: 100))
        ring.addRect(Rect(x: 80, y: 0, width: 40, height: 100))
        XCTAssertEqual(length(line.lineIntersection(ring.path, rule: .nonzero)), 200, accuracy: 1e-9)
        XCTAssertEqual(length(line.lineIntersection(ring.path, rule: .evenOdd)), 160, accuracy: 1e-9)
    }

    func testDegenerateInputGivesEmptyResultsWithoutTrapping() {
        let square = rect(0, 0, 10, 10)
        XCTAssertTrue(Path().combined(with: Path(), .union, rule: .nonzero).isEmpty)
        XCTAssertEqual(square.combined(with: Path(), .union, rule: .nonzero).elements, square.elements)
        XCTAssertTrue(Path().combined(with: square, .subtraction, rule: .nonzero).isEmpty)
        XCTAssertTrue(Path().lineIntersection(square, rule: .nonzero).isEmpty)
        // No area: a lone point, a line there and back.
        var flat = PathBuilder()
        flat.move(to: Point(5, 5)); flat.line(to: Point(5, 5)); flat.close()
        flat.move(to: Point(0, 0)); flat.line(to: Point(20, 20)); flat.close()
        XCTAssertTrue(flat.path.normalized(rule: .nonzero).isEmpty)
        XCTAssertEqual(area(flat.path.combined(with: square, .union, rule: .nonzero)), 100, accuracy: 1e-9)
        // Coordinates too large to multiply safely, and a non-finite point (which empties a path).
        XCTAssertTrue(rect(0, 0, 1e200, 1e200).combined(with: square, .union, rule: .nonzero).isEmpty)
        var broken = PathBuilder()
        broken.move(to: Point(0, 0)); broken.line(to: Point(.nan, 1)); broken.line(to: Point(1, 1))
        XCTAssertTrue(broken.path.combined(with: Path(), .union, rule: .nonzero).isEmpty)
        // Tiny shapes are cut as finely as large ones.
        XCTAssertEqual(area(rect(0, 0, 1e-6, 1e-6).combined(with: rect(5e-7, 0, 1e-6, 1e-6), .union, rule: .nonzero)),
                       1.5e-12, accuracy: 1e-24)
    }

    func testOversizedInputGivesUpRatherThanStall() {
        // More segments than an operation takes on.
        var many = PathBuilder()
        many.move(to: Point(0, 0))
        for i in 0...OutlineArrangement.maximumSegments { many.line(to: Point(Double(i), Double(i % 2))) }
        many.close()
        XCTAssertTrue(many.path.normalized(rule: .nonzero).isEmpty)
        // Few enough segments, but crossing each other everywhere: the work budget runs out.
        var crossing = PathBuilder()
        for i in 0..<3_000 {
            crossing.move(to: Point(Double(i), 0)); crossing.line(to: Point(3_000 - Double(i), 3_000))
            crossing.line(to: Point(Double(i) + 0.5, 0)); crossing.close()
        }
        let start = Date()
        XCTAssertTrue(crossing.path.normalized(rule: .nonzero).isEmpty)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "a debug build takes about 2 s")
    }
}
