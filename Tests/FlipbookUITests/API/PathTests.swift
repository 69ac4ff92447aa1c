// PathTests.swift: SwiftUI's Path built command by command, checked in closed form in SwiftUI's
// y-down space: where arcs start, end and which way they run (`clockwise` in Core Graphics'
// y-up sense, `delta` clockwise on screen), tangent arcs, curves, rectangles and ellipses with
// and without transforms, the queries (bounds, current point, containment by either rule) and
// the derived paths (trimmed, stroked, offset).

import Foundation
import XCTest
import FlipbookUI

/// The commands of a path, and its first and last points.
extension Path {
    var elements: [Path.Element] {
        var result: [Path.Element] = []
        forEach { result.append($0) }
        return result
    }

    var firstPoint: CGPoint? {
        guard case .move(let p)? = elements.first else { return nil }
        return p
    }

    var lastPoint: CGPoint? {
        for e in elements.reversed() {
            switch e {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: continue
            }
        }
        return nil
    }
}

func assertPoint(_ p: CGPoint?, _ q: CGPoint, accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    guard let p else { return XCTFail("no point", file: file, line: line) }
    XCTAssertEqual(p.x, q.x, accuracy: accuracy, "\(p) ≠ \(q)", file: file, line: line)
    XCTAssertEqual(p.y, q.y, accuracy: accuracy, "\(p) ≠ \(q)", file: file, line: line)
}

func assertRect(_ r: CGRect, _ s: CGRect, accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    for (a, b) in [(r.minX, s.minX), (r.minY, s.minY), (r.width, s.width), (r.height, s.height)] {
        XCTAssertEqual(a, b, accuracy: accuracy, "\(r) ≠ \(s)", file: file, line: line)
    }
}

final class PathArcTests: XCTestCase {
    private let center = CGPoint(x: 50, y: 50)

    private func arc(from start: Double, to end: Double, clockwise: Bool) -> Path {
        Path { $0.addArc(center: center, radius: 10, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise) }
    }

    func testClockwiseFalseRunsClockwiseOnScreen() {
        // 0° → 90° with clockwise: false: from 3 o'clock down to 6 o'clock, the quarter below right.
        let path = arc(from: 0, to: 90, clockwise: false)
        assertPoint(path.firstPoint, CGPoint(x: 60, y: 50))
        assertPoint(path.lastPoint, CGPoint(x: 50, y: 60))
        assertPoint(path.currentPoint, CGPoint(x: 50, y: 60))
        assertRect(path.boundingRect, CGRect(x: 50, y: 50, width: 10, height: 10))
    }

    func testClockwiseTrueRunsCounterClockwiseOnScreen() {
        // The same angles the other way: up through 12 and 9 o'clock, three quarters of the circle.
        let path = arc(from: 0, to: 90, clockwise: true)
        assertPoint(path.firstPoint, CGPoint(x: 60, y: 50))
        assertPoint(path.lastPoint, CGPoint(x: 50, y: 60))
        assertRect(path.boundingRect, CGRect(x: 40, y: 40, width: 20, height: 20))
        let firstQuarter = path.trimmedPath(from: 0, to: 1.0 / 3)
        assertPoint(firstQuarter.lastPoint, CGPoint(x: 50, y: 40), accuracy: 1e-6)  // 12 o'clock comes first
    }

    func testAWholeTurnIsACircleEitherWayRoundWithOppositeWindings() {
        for clockwise in [false, true] {
            assertRect(arc(from: 0, to: 360, clockwise: clockwise).boundingRect, CGRect(x: 40, y: 40, width: 20, height: 20))
        }
        // The everyday ring: an outer circle one way, an inner one the other, filled nonzero.
        let ring = Path { p in
            p.addArc(center: center, radius: 20, startAngle: .zero, endAngle: .degrees(360), clockwise: true)
            p.addArc(center: center, radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        }
        XCTAssertFalse(ring.contains(center))
        XCTAssertTrue(ring.contains(CGPoint(x: 50, y: 65)))
        let none = arc(from: 30, to: 30, clockwise: false)
        XCTAssertTrue(none.isEmpty, "equal angles draw no arc")
        assertPoint(none.currentPoint, CGPoint(x: 50 + 10 * cos(Double.pi / 6), y: 55))
    }

    func testALineJoinsTheCurrentPointToTheArc() {
        let path = Path { p in
            p.move(to: .zero)
            p.addArc(center: center, radius: 10, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        }
        XCTAssertEqual(path.elements[0], .move(to: .zero))
        XCTAssertEqual(path.elements[1], .line(to: CGPoint(x: 40, y: 50)))
        assertPoint(path.lastPoint, CGPoint(x: 50, y: 40))  // 9 o'clock clockwise to 12 o'clock
        assertRect(path.boundingRect, CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    func testARelativeArcWithAPositiveDeltaRunsClockwiseOnScreen() {
        let forward = Path { $0.addRelativeArc(center: center, radius: 10, startAngle: .zero, delta: .degrees(90)) }
        assertPoint(forward.lastPoint, CGPoint(x: 50, y: 60))
        assertRect(forward.boundingRect, CGRect(x: 50, y: 50, width: 10, height: 10))
        let backward = Path { $0.addRelativeArc(center: center, radius: 10, startAngle: .zero, delta: .degrees(-90)) }
        assertPoint(backward.lastPoint, CGPoint(x: 50, y: 40))
        assertRect(backward.boundingRect, CGRect(x: 50, y: 40, width: 10, height: 10))
        let beyond = Path { $0.addRelativeArc(center: center, radius: 10, startAngle: .zero, delta: .degrees(400)) }
        assertRect(beyond.boundingRect, CGRect(x: 40, y: 40, width: 20, height: 20), accuracy: 1e-9)
        assertPoint(beyond.lastPoint, CGPoint(x: 60, y: 50), accuracy: 1e-9)  // at most one turn
    }

    func testATangentArcRoundsTheCornerBetweenTwoLines() {
        // Right along y = 0, then down x = 100, rounded with radius 20: centre (80, 20).
        let path = Path { p in
            p.move(to: .zero)
            p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        }
        XCTAssertEqual(path.elements[1], .line(to: CGPoint(x: 80, y: 0)))
        assertPoint(path.currentPoint, CGPoint(x: 100, y: 20))
        assertRect(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 20))
        // Half way along the arc (its cubic runs a little longer than the circle's 10π).
        let arcMiddle = path.trimmedPath(from: 0, to: (80 + 10 * .pi / 2) / (80 + 20 * .pi / 2)).lastPoint
        assertPoint(arcMiddle, CGPoint(x: 80 + 20 / 2.0.squareRoot(), y: 20 - 20 / 2.0.squareRoot()), accuracy: 0.01)
    }

    func testATangentArcTurningTheOtherWay() {
        // Left along y = 0, then down: a counter-clockwise turn on screen, centre (20, 20).
        let path = Path { p in
            p.move(to: CGPoint(x: 100, y: 0))
            p.addArc(tangent1End: .zero, tangent2End: CGPoint(x: 0, y: 100), radius: 20)
        }
        assertPoint(path.elements[1].point, CGPoint(x: 20, y: 0))
        assertPoint(path.currentPoint, CGPoint(x: 0, y: 20))
        assertRect(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    func testDegenerateTangentArcs() {
        let inLine = Path { p in
            p.move(to: .zero)
            p.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 10)
        }
        XCTAssertEqual(inLine.elements, [.move(to: .zero), .line(to: CGPoint(x: 50, y: 0))])
        var alone = Path()
        alone.addArc(tangent1End: CGPoint(x: 5, y: 6), tangent2End: CGPoint(x: 100, y: 0), radius: 10)
        XCTAssertEqual(alone.currentPoint, CGPoint(x: 5, y: 6), "without a current point it only moves")
        XCTAssertTrue(alone.isEmpty)
    }

    func testArcsWithATransformAreMappedBeforeTheyJoin() {
        let path = Path { p in
            p.move(to: .zero)
            p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
                     transform: CGAffineTransform(translationX: 100, y: 0))
        }
        XCTAssertEqual(path.elements[1], .line(to: CGPoint(x: 110, y: 0)))
        assertPoint(path.lastPoint, CGPoint(x: 100, y: 10))
        let relative = Path { $0.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90),
                                                transform: CGAffineTransform(scaleX: 2, y: 1)) }
        assertRect(relative.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10))
    }
}

final class PathBuildingTests: XCTestCase {
    func testLinesCurvesAndClosing() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        path.closeSubpath()
        XCTAssertNil(path.currentPoint, "no subpath is open after a close")
        path.addLine(to: CGPoint(x: 0, y: 20))  // starts again at the closed subpath's start
        XCTAssertEqual(path.elements, [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
                                       .closeSubpath, .move(to: .zero), .line(to: CGPoint(x: 0, y: 20))])

        let quad = Path { p in
            p.move(to: .zero)
            p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        }
        assertRect(quad.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50), accuracy: 1e-9)  // control points excluded
        let cubic = Path { p in
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        }
        assertRect(cubic.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75), accuracy: 1e-9)
        XCTAssertEqual(cubic.currentPoint, CGPoint(x: 100, y: 0))
    }

    func testRectanglesStartTopLeftAndRunClockwise() {
        let path = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(path.elements, [.move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)),
                                       .line(to: CGPoint(x: 40, y: 60)), .line(to: CGPoint(x: 10, y: 60)), .closeSubpath])
        XCTAssertTrue(Path(CGRect.null).isEmpty)
        var two = Path()
        two.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        assertRect(two.boundingRect, CGRect(x: 0, y: 0, width: 6, height: 6))
    }

    func testEllipsesStartAtThreeOClockAndRunClockwise() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(path.firstPoint, CGPoint(x: 40, y: 10))
        guard case .curve(let end, _, _)? = path.elements.dropFirst().first else { return XCTFail("a cubic quarter") }
        XCTAssertEqual(end, CGPoint(x: 20, y: 20), "6 o'clock after 3 o'clock")
    }

    func testRoundedRectanglesStartAfterTheTopLeftCorner() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertEqual(Path(roundedRect: rect, cornerRadius: 10, style: .circular).firstPoint, CGPoint(x: 10, y: 0))
        assertPoint(Path(roundedRect: rect, cornerRadius: 10).firstPoint, CGPoint(x: 15.28665, y: 0))
        XCTAssertEqual(Path(roundedRect: rect, cornerSize: .zero), Path(rect))
    }

    func testShapesAddedWithATransformAreMapped() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 20, height: 10), transform: CGAffineTransform(rotationAngle: .pi / 2))
        assertRect(path.boundingRect, CGRect(x: -10, y: 0, width: 10, height: 20))
        path = Path()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(scaleX: 3, y: 1))
        assertRect(path.boundingRect, CGRect(x: 0, y: 0, width: 30, height: 10))
        path = Path()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: 2, height: 2),
                            transform: CGAffineTransform(translationX: 5, y: 5))
        assertRect(path.boundingRect, CGRect(x: 5, y: 5, width: 10, height: 10))
        path = Path()
        path.addPath(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), transform: CGAffineTransform(scaleX: 4, y: 2))
        XCTAssertEqual(path, Path(CGRect(x: 0, y: 0, width: 4, height: 2)))
    }

    func testContainmentByEitherRule() {
        var path = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))  // same direction: winding 2 inside
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50)))
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50), eoFill: true))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 50), eoFill: true))
        XCTAssertFalse(path.contains(CGPoint(x: 150, y: 50)))
    }

    func testEmptyPaths() {
        XCTAssertTrue(Path().isEmpty)
        XCTAssertTrue(Path().boundingRect.isNull)
        XCTAssertNil(Path().currentPoint)
        var moved = Path()
        moved.move(to: CGPoint(x: 3, y: 4))
        XCTAssertEqual(moved.currentPoint, CGPoint(x: 3, y: 4))
    }

    func testTrimmedStrokedAndOffsetPaths() {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(square.trimmedPath(from: 0, to: 0.25).elements, [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0))])
        XCTAssertTrue(square.trimmedPath(from: 0.5, to: 0.25).isEmpty)

        let line = Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: 100, y: 0))
        }
        let stroked = line.strokedPath(StrokeStyle(lineWidth: 10))
        assertRect(stroked.boundingRect, CGRect(x: 0, y: -5, width: 100, height: 10))
        XCTAssertTrue(stroked.contains(CGPoint(x: 50, y: 4)))
        XCTAssertFalse(stroked.contains(CGPoint(x: 50, y: 6)))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
        XCTAssertTrue(dashed.contains(CGPoint(x: 5, y: 0)))
        XCTAssertFalse(dashed.contains(CGPoint(x: 15, y: 0)))
        XCTAssertTrue(dashed.contains(CGPoint(x: 25, y: 0)))
        let capped = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        assertRect(capped.boundingRect, CGRect(x: -5, y: -5, width: 110, height: 10))

        XCTAssertEqual(square.offsetBy(dx: 5, dy: -5), Path(CGRect(x: 5, y: -5, width: 100, height: 100)))
    }

    func testAPathIsAShapeThatIgnoresItsFrame() {
        let path = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(path.path(in: CGRect(x: 0, y: 0, width: 500, height: 500)), path)
    }
}

private extension Path.Element {
    /// The end point of a line or move.
    var point: CGPoint? {
        switch self {
        case .move(let p), .line(let p): return p
        default: return nil
        }
    }
}
