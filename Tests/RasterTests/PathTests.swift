// PathTests.swift: SVG path data, arcs, shapes' start points, trimming and dashing by arc length.

import XCTest
@testable import Raster

final class PathTests: XCTestCase {
    func testSVGParsesEveryCommandAbsoluteAndRelative() throws {
        let p = try Path(svg: "M10 10 h20 v20 H10 V10 z m5,5 l5-5 L30 30 c1 1 2 2 3 3 s1 1 2 2 C0 0 1 1 2 2 S3 3 4 4 q1 1 2 2 t2 2 Q0 0 1 1 T3 3 a5 5 0 0 1 10 0 A5 5 30 1 0 0 0 Z")
        XCTAssertFalse(p.isEmpty)
        let r = try Path(svg: "M0,0L10,0L10,10Z")
        XCTAssertEqual(r.elements, [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .close])
        // Numbers run together as SVG allows: "1.5.5" is 1.5 and .5; "1e2-3" is 100 and -3.
        XCTAssertEqual(try Path(svg: "M1.5.5L1e2-3").elements, [.move(Point(1.5, 0.5)), .line(Point(100, -3))])
        // Implicit lineto after moveto, relative.
        XCTAssertEqual(try Path(svg: "m1 1 2 2").elements, [.move(Point(1, 1)), .line(Point(3, 3))])
    }

    func testSVGErrorsNameTheProblem() {
        XCTAssertThrowsError(try Path(svg: "M 1")) { XCTAssertTrue("\($0)".contains("expected a number")) }
        XCTAssertThrowsError(try Path(svg: "X 1 2")) { XCTAssertTrue("\($0)".contains("expected a path command")) }
        XCTAssertThrowsError(try Path(svg: "M 1 2 A 1 1 0 2 0 3 3")) { XCTAssertTrue("\($0)".contains("arc flag")) }
        XCTAssertThrowsError(try Path(svg: "M 1e999 2"))
    }

    func testSVGArcIsAHalfCircle() throws {
        let p = try Path(svg: "M0 0 A10 10 0 0 1 20 0")
        XCTAssertEqual(p.length, .pi * 10, accuracy: .pi * 10 * 3e-4)  // cubic arcs run 0.014 % long
        XCTAssertEqual(p.bounds!.minY, -10, accuracy: 1e-3)  // sweep 1 goes through negative y
    }

    func testShapesStartWhereSwiftUIsDo() {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(circle.elements.first, .move(Point(20, 10)))
        // Clockwise on screen: the first quarter goes down to 6 o'clock.
        guard case .cubic(_, _, let end) = circle.elements[1] else { return XCTFail() }
        XCTAssertEqual(end, Point(10, 20))
        let rounded = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10)
        XCTAssertEqual(rounded.elements.first, .move(Point(10, 0)))
        XCTAssertEqual(rounded.elements[1], .line(Point(90, 0)))
    }

    func testCircleLengthAndTrim() {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(circle.length, 2 * .pi * 10, accuracy: 2 * .pi * 10 * 3e-4)  // cubic quarters run 0.014 % long
        let quarter = circle.trimmed(from: 0, to: 0.25)
        XCTAssertEqual(quarter.length, circle.length / 4, accuracy: 1e-9)
        guard case .cubic(_, _, let end) = quarter.elements.last else { return XCTFail() }
        XCTAssertEqual(end.x, 10, accuracy: 1e-9)
        XCTAssertEqual(end.y, 20, accuracy: 1e-9)
        // A cut inside a curve keeps a curve, exactly on the original.
        let piece = circle.trimmed(from: 0.1, to: 0.2)
        XCTAssertEqual(piece.length, circle.length / 10, accuracy: 1e-9)
        XCTAssertTrue(piece.elements.contains { if case .cubic = $0 { return true } else { return false } })
        XCTAssertTrue(circle.trimmed(from: 0.5, to: 0.5).isEmpty)
        XCTAssertTrue(circle.trimmed(from: 0.7, to: 0.2).isEmpty)
        XCTAssertEqual(circle.trimmed(from: 0, to: 1), circle)
    }

    func testTrimSpansSubpathsByWholeLength() {
        var b = PathBuilder()
        b.move(to: Point(0, 0)); b.line(to: Point(10, 0))
        b.move(to: Point(0, 5)); b.line(to: Point(30, 5))
        let t = b.path.trimmed(from: 0.125, to: 0.5)  // lengths 5…20 of 40
        XCTAssertEqual(t.elements, [.move(Point(5, 0)), .line(Point(10, 0)), .move(Point(0, 5)), .line(Point(10, 5))])
    }

    func testDashesCutAtExactLengths() {
        var b = PathBuilder(); b.move(to: Point(0, 0)); b.line(to: Point(25, 0))
        let dashed = b.path.dashed(DashPattern([5, 3], phase: 2)!)
        // Phase 2: on 0–3, off 3–6, on 6–11, off 11–14, on 14–19, off 19–22, on 22–25.
        let xs: [Double] = dashed.elements.map {
            switch $0 { case .move(let p), .line(let p): return p.x; default: return .nan }
        }
        for (x, expected) in zip(xs, [0.0, 3, 6, 11, 14, 19, 22, 25]) { XCTAssertEqual(x, expected, accuracy: 1e-12) }
        XCTAssertEqual(xs.count, 8)
        XCTAssertNil(DashPattern([0, 0]))
        XCTAssertNil(DashPattern([-1, 2]))
        XCTAssertEqual(DashPattern([1, 2, 3])!.lengths, [1, 2, 3, 1, 2, 3])
    }

    func testDashOverAClosedPathsStartJoinsTheFirst() {
        let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        let dashed = square.dashed(DashPattern([15, 10])!)  // on 0–15, off 15–25, on 25–40
        // The last dash (25–40) runs on over the start into the first (0–15): one subpath.
        let moves = dashed.elements.filter { if case .move = $0 { return true } else { return false } }
        XCTAssertEqual(moves.count, 1)
        XCTAssertEqual(dashed.length, 30, accuracy: 1e-9)
    }

    /// The dotted-line idiom, `dash: [0, gap]` with round caps: a dot at the start, then one every
    /// gap, as Core Graphics draws.
    func testZeroLengthDashesPutADotAtTheStartAndEveryGap() {
        var b = PathBuilder(); b.move(to: Point(0, 0)); b.line(to: Point(100, 0))
        XCTAssertEqual(dotPositions(b.path.dashed(DashPattern([0, 20])!)).map(\.x), [0, 20, 40, 60, 80, 100])
        // Phase a whole period on: the same dots.
        XCTAssertEqual(dotPositions(b.path.dashed(DashPattern([0, 20], phase: 20)!)).map(\.x), [0, 20, 40, 60, 80, 100])
    }

    /// A circle cut into n dots by a gap of circumference / n: every dot is there, where whole
    /// periods and prefix sums used to round some dashes' ends to before their starts, and the dot
    /// at the very end (the start's) fell past the last curve.
    func testZeroLengthDashesDividingAClosedCurveEvenlyAreAllDrawn() {
        var b = PathBuilder(); b.addEllipse(in: Rect(x: 0, y: 0, width: 100, height: 100))
        let circle = b.path
        for n in [12, 20, 36] {
            let dots = dotPositions(circle.dashed(DashPattern([0, circle.length / Double(n)])!))
            let angles = Set(dots.map { p -> Int in
                let degrees = atan2(p.y - 50, p.x - 50) * 180 / .pi
                return Int(((degrees + 360).truncatingRemainder(dividingBy: 360) * Double(n) / 360).rounded()) % n
            })
            XCTAssertEqual(angles.count, n, "\(n) dots")
        }
    }

    private func dotPositions(_ path: Path) -> [Point] {
        path.elements.compactMap { if case .move(let p) = $0 { return p } else { return nil } }
    }

    func testAbsurdlyFineDashesDrawSolid() {
        var b = PathBuilder(); b.move(to: Point(0, 0)); b.line(to: Point(100, 0))
        XCTAssertEqual(b.path.dashed(DashPattern([0.001, 0.001])!), b.path, "100,000 dashes: solid")
        XCTAssertEqual(b.path.dashed(DashPattern([0.1, 0.1])!).elements.count, 1000, "500 dashes: dashed")
    }

    func testNonFiniteInputGivesAnEmptyPath() {
        var b = PathBuilder()
        b.move(to: Point(0, 0)); b.line(to: Point(.infinity, 3))
        XCTAssertTrue(b.path.isEmpty)
        XCTAssertTrue(b.hasNonFiniteInput)
    }

    func testFlatteningStaysWithinTolerance() {
        let s = Segment.cubic(Point(0, 0), Point(100, 200), Point(200, -100), Point(300, 100))
        for tolerance in [0.5, 0.1, 0.01] {
            let n = Flattener.chordCount(s, tolerance: tolerance)
            var worst = 0.0
            for i in 0..<n {
                let a = s.point(at: Double(i) / Double(n)), b = s.point(at: Double(i + 1) / Double(n))
                for k in 1..<20 {
                    let t = (Double(i) + Double(k) / 20) / Double(n)
                    let p = s.point(at: t), d = b - a
                    worst = max(worst, abs((p - a).cross(d)) / d.length)
                }
            }
            XCTAssertLessThanOrEqual(worst, tolerance)
            XCTAssertGreaterThan(worst, tolerance / 4, "not wastefully many chords")
        }
    }
}
