// StrokeOutlineTests.swift: a stroke's outline as a path covers what the canvas strokes: filled
// with the nonzero rule at the same tolerance it gives the same pixels, dashes and caps
// included; its bounds are the stroke's.

import XCTest
@testable import Raster

final class StrokeOutlineTests: XCTestCase {
    private func pixels(_ draw: (Canvas) -> Void) -> [UInt8] {
        let canvas = Canvas(width: 60, height: 60, background: .white)!
        draw(canvas)
        return canvas.pixmap.bytes
    }

    func testFillingTheOutlineDrawsTheStroke() throws {
        var b = PathBuilder()
        b.move(to: Point(10, 50))
        b.cubic(to: Point(50, 50), control1: Point(10, 0), control2: Point(50, 10))
        b.line(to: Point(30, 30))
        let path = b.path
        let styles = [StrokeStyle(width: 6, cap: .round, join: .round),
                      StrokeStyle(width: 4, cap: .square, join: .miter, dash: DashPattern([8, 4], phase: 2)),
                      StrokeStyle(width: 9, join: .bevel)]
        for style in styles {
            let paint = Paint.solid(RGBA8(r: 0, g: 0, b: 0, a: 255))
            let stroked = pixels { $0.stroke(path, style: style, with: paint) }
            let filled = pixels { $0.fill(path.strokeOutline(style, tolerance: $0.flatteningTolerance), with: paint) }
            let worst = zip(stroked, filled).map { abs(Int($0) - Int($1)) }.max() ?? 0
            XCTAssertLessThanOrEqual(worst, 1, "\(style)")
        }
    }

    func testTheOutlineOfACircleIsARing() {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40))
        let ring = circle.strokeOutline(StrokeStyle(width: 4), tolerance: 0.01)
        let bounds = ring.bounds!
        XCTAssertEqual(bounds.minX, -2, accuracy: 0.011)
        XCTAssertEqual(bounds.maxX, 42, accuracy: 0.011)
        XCTAssertTrue(ring.contains(Point(39, 20)))
        XCTAssertFalse(ring.contains(Point(20, 20)))
        XCTAssertTrue(Path().strokeOutline(StrokeStyle(width: 4), tolerance: 0.01).isEmpty)
    }
}
