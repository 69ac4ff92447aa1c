// PathBuildingTests.swift: the builder's Core Graphics commands in closed form: relative arcs
// (sign of the sweep, at most one turn), arcs by angles (a whole turn either way round is a
// circle), tangent arcs (tangent points, centre, direction of the turn, degenerate cases),
// rounded rectangles with a radius per corner (start, clamping, equal radii giving the uniform
// path exactly) and appending a path joined to the current point.

import XCTest
@testable import Raster

final class PathBuildingTests: XCTestCase {
    private func assertPoint(_ p: Point?, _ q: Point, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        guard let p else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(p.x, q.x, accuracy: accuracy, "\(p) ≠ \(q)", file: file, line: line)
        XCTAssertEqual(p.y, q.y, accuracy: accuracy, "\(p) ≠ \(q)", file: file, line: line)
    }

    func testARelativeArcSweepsByItsSignAndAtMostOneTurn() {
        var b = PathBuilder()
        b.addArc(center: Point(0, 0), radius: 10, startAngle: 0, sweep: .pi / 2)
        assertPoint(b.currentPoint, Point(0, 10))  // positive: clockwise on a y-down screen
        XCTAssertEqual(b.path.bounds!.minY, 0, accuracy: 1e-12)
        b = PathBuilder()
        b.addArc(center: Point(0, 0), radius: 10, startAngle: 0, sweep: -.pi / 2)
        assertPoint(b.currentPoint, Point(0, -10))
        b = PathBuilder()
        b.addArc(center: Point(0, 0), radius: 10, startAngle: 0, sweep: 5 * .pi)
        XCTAssertEqual(b.path.length, 2 * .pi * 10, accuracy: 0.02, "clamped to one turn")
    }

    func testAWholeTurnBetweenAnglesIsACircleEitherWayRound() {
        for clockwise in [false, true] {
            var b = PathBuilder()
            b.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            XCTAssertEqual(b.path.length, 2 * .pi * 10, accuracy: 0.02)
        }
        var b = PathBuilder()
        b.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(b.path.length, 1.5 * .pi * 10, accuracy: 0.02, "the other way round: three quarters")
    }

    func testATangentArcTouchesBothLines() {
        var b = PathBuilder()
        b.move(to: Point(0, 0))
        b.addTangentArc(corner: Point(100, 0), end: Point(100, 100), radius: 20)
        XCTAssertEqual(b.path.elements[1], .line(Point(80, 0)))
        assertPoint(b.currentPoint, Point(100, 20))
        // Every point of the arc is 20 from the centre (80, 20), within the cubic's error.
        guard case .cubic(let c1, let c2, _) = b.path.elements[2] else { return XCTFail("an arc") }
        XCTAssertEqual(c1.y, 0, accuracy: 1e-12, "leaves along the first line")
        XCTAssertEqual(c2.x, 100, accuracy: 1e-12, "arrives along the second line")
        let mid = Segment.cubic(Point(80, 0), c1, c2, Point(100, 20)).point(at: 0.5)
        XCTAssertEqual(mid.distance(to: Point(80, 20)), 20, accuracy: 1e-9)
    }

    func testATangentArcAtAnObtuseCorner() {
        // Legs at 120°: the arc turns through 60°, tangent points r / tan 60° from the corner.
        var b = PathBuilder()
        b.move(to: Point(-100, 0))
        let end = Point(100 * cos(.pi / 3), 100 * sin(.pi / 3))
        b.addTangentArc(corner: Point(0, 0), end: end, radius: 10)
        let d = 10 / tan(Double.pi / 3)
        guard case .line(let start) = b.path.elements[1] else { return XCTFail("a line to the arc") }
        assertPoint(start, Point(-d, 0))
        assertPoint(b.currentPoint, Point(d * cos(.pi / 3), d * sin(.pi / 3)))
    }

    func testDegenerateTangentArcs() {
        var b = PathBuilder()
        b.addTangentArc(corner: Point(5, 5), end: Point(10, 0), radius: 3)
        XCTAssertEqual(b.currentPoint, Point(5, 5), "no current point: a move to the corner")
        b.addTangentArc(corner: Point(10, 10), end: Point(20, 20), radius: 3)
        XCTAssertEqual(b.path.elements, [.move(Point(5, 5)), .line(Point(10, 10))], "in line: a line to the corner")
        b.addTangentArc(corner: Point(10, 20), end: Point(0, 20), radius: 0)
        XCTAssertEqual(b.path.elements.last, .line(Point(10, 20)), "zero radius: a line to the corner")
        b.addTangentArc(corner: Point(10, 30), end: Point(.infinity, 0), radius: 3)
        XCTAssertTrue(b.path.isEmpty, "a non-finite point empties the path")
    }

    func testUnevenCornersStartAfterTheTopLeftCornerAndClampEachRadius() {
        var b = PathBuilder()
        b.addRoundedRect(Rect(x: 0, y: 0, width: 100, height: 50), topLeft: 8, topRight: 0, bottomRight: 60, bottomLeft: 0, style: .circular)
        let e = b.path.elements
        XCTAssertEqual(e[0], .move(Point(8, 0)))
        XCTAssertEqual(e[1], .line(Point(100, 0)))
        XCTAssertEqual(e[2], .line(Point(100, 25)), "60 clamped to 25")
        guard case .cubic(_, _, let end) = e[3] else { return XCTFail("the bottom-right corner") }
        XCTAssertEqual(end, Point(75, 50))
        XCTAssertEqual(b.path.bounds, Rect(x: 0, y: 0, width: 100, height: 50))
    }

    func testEqualRadiiGiveTheUniformPathExactly() {
        for style in [CornerStyle.circular, .continuous] {
            for r in [0.0, 5, 12.5, 30] {
                var uneven = PathBuilder(), uniform = PathBuilder()
                let rect = Rect(x: 3, y: 4, width: 90, height: 60)
                uneven.addRoundedRect(rect, topLeft: r, topRight: r, bottomRight: r, bottomLeft: r, style: style)
                uniform.addRoundedRect(rect, cornerWidth: r, cornerHeight: r, style: style)
                XCTAssertEqual(uneven.path, uniform.path, "\(style) \(r)")
            }
        }
    }

    func testAContinuousCornerNextToACircularOne() {
        // 60 tall: a continuous corner fits up to r = 30 / 1.528665 ≈ 19.6.
        var b = PathBuilder()
        b.addRoundedRect(Rect(x: 0, y: 0, width: 100, height: 60), topLeft: 10, topRight: 25, bottomRight: 0, bottomLeft: 0,
                         style: .continuous)
        XCTAssertEqual(b.path.elements[0], .move(Point(15.28665, 0)))
        XCTAssertEqual(b.path.elements[1], .line(Point(75, 0)), "the top-right corner is circular, radius 25")
    }

    func testAppendingContinuesFromTheCurrentPoint() {
        var piece = PathBuilder()
        piece.move(to: Point(10, 0))
        piece.line(to: Point(10, 10))
        var b = PathBuilder()
        b.appendContinuing(piece.path)
        XCTAssertEqual(b.path.elements, [.move(Point(10, 0)), .line(Point(10, 10))], "nothing open: appended as it is")
        b.move(to: Point(0, 0))
        b.appendContinuing(piece.path)
        XCTAssertEqual(Array(b.path.elements.suffix(3)), [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10))])
    }
}
