// AngularGradientTests.swift: the angular gradient paint against locations the tests work out
// from each pixel centre's direction: a full turn gives each direction its share of the turn
// (clockwise on screen from +x), a sweep of more than a turn shows its last turn, a shorter one
// fills its gap half with the last colour and half with the first, and under a transform the
// gradient turns and scales with the shape.

import Foundation
import XCTest
@testable import Raster

final class AngularGradientTests: XCTestCase {
    private let red = RGBA8(r: 255, g: 0, b: 0), blue = RGBA8(r: 0, g: 0, b: 255)
    private var stops: [GradientStop] { [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)] }

    /// A 101 × 101 canvas filled with the gradient about the centre of pixel 50, 50.
    private func square(startAngle: Double, endAngle: Double) -> Canvas {
        let canvas = Canvas(width: 101, height: 101)!
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 101, height: 101)),
                    with: .angularGradient(stops: stops, center: Point(50.5, 50.5), startAngle: startAngle, endAngle: endAngle))
        return canvas
    }

    /// The direction of (x, y) from the square's centre, 0 ..< 2π clockwise from +x.
    private func direction(_ x: Double, _ y: Double) -> Double {
        let a = atan2(y - 50.5, x - 50.5)
        return a < 0 ? a + 2 * .pi : a
    }

    func testAFullTurnGivesEachDirectionItsShareOfTheTurn() {
        let canvas = square(startAngle: 0, endAngle: 2 * .pi)
        let oracle = GradientOracle(stops)
        // Straight below the centre is 90°, a quarter turn: entry 0.25 · 255 = 63.75 → 64; above, 191.
        XCTAssertEqual(canvas.pixmap[50, 80], oracle.entries[64])
        XCTAssertEqual(canvas.pixmap[50, 20], oracle.entries[191])
        // Along +x the turn ends (the sweep's last turn is (0, 2π]): the last colour.
        XCTAssertEqual(canvas.pixmap[90, 50], PremultipliedRGBA8(straight: blue))
        oracle.assertEveryPixel(of: canvas, width: 101, height: 101) { x, y in
            let d = self.direction(x, y)
            return (d == 0 ? 2 * .pi : d) / (2 * .pi)
        }
    }

    func testASweepOfMoreThanATurnShowsItsLastTurn() {
        // From 30° over 1.5 turns: the last turn runs from 210° round to 570° (= 210°).
        let start = Double.pi / 6, span = 3 * Double.pi
        let canvas = square(startAngle: start, endAngle: start + span)
        GradientOracle(stops).assertEveryPixel(of: canvas, width: 101, height: 101) { x, y in
            var angle = self.direction(x, y)
            while angle > start + span { angle -= 2 * .pi }
            while angle <= start + span - 2 * .pi { angle += 2 * .pi }
            return (angle - start) / span
        }
    }

    func testAShorterSweepFillsItsGapHalfWithEachEndColour() {
        // From −45° to 90°: the gap runs from 90° round to 315°, its halfway point at 202.5°.
        let start = -Double.pi / 4, end = Double.pi / 2
        let canvas = square(startAngle: start, endAngle: end)
        XCTAssertEqual(canvas.pixmap[20, 60], PremultipliedRGBA8(straight: blue), "left of centre, a little below: 162°")
        XCTAssertEqual(canvas.pixmap[20, 40], PremultipliedRGBA8(straight: blue), "a little above: 198°")
        XCTAssertEqual(canvas.pixmap[20, 30], PremultipliedRGBA8(straight: red), "higher: 214°")
        XCTAssertEqual(canvas.pixmap[50, 10], PremultipliedRGBA8(straight: red), "straight up: 270°")
        GradientOracle(stops).assertEveryPixel(of: canvas, width: 101, height: 101) { x, y in
            let d = self.direction(x, y)
            if d <= end { return (d - start) / (end - start) }
            if d >= 2 * .pi + start { return (d - 2 * .pi - start) / (end - start) }
            return d < 202.5 * .pi / 180 ? 1 : 0
        }
    }

    func testTheGradientTurnsAndScalesWithTheShape() {
        // The path space square 0…50 drawn at twice the size and turned a quarter turn
        // anticlockwise: device (x', y') = (2y, 100 − 2x), so path (x, y) = ((100 − y') / 2, x' / 2).
        let toDevice = Transform(a: 0, b: -2, c: 2, d: 0, tx: 0, ty: 100)
        let canvas = Canvas(width: 100, height: 100)!
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 50, height: 50)),
                    with: .angularGradient(stops: stops, center: Point(20, 25), startAngle: 0, endAngle: 2 * .pi),
                    transform: toDevice)
        GradientOracle(stops).assertEveryPixel(of: canvas, width: 100, height: 100) { x, y in
            let a = atan2(x / 2 - 25, (100 - y) / 2 - 20)
            return (a <= 0 ? a + 2 * .pi : a) / (2 * .pi)
        }
    }

    func testLocationsOfADirection() {
        let quarter = Double.pi / 2
        XCTAssertEqual(PaintSource.angularLocation(quarter, start: 0, span: 2 * .pi), 0.25, accuracy: 1e-12)
        XCTAssertEqual(PaintSource.angularLocation(0, start: 0, span: 2 * .pi), 1, "a full turn ends where it starts")
        XCTAssertEqual(PaintSource.angularLocation(-quarter, start: 0, span: quarter), 0, "the gap's second half")
        XCTAssertEqual(PaintSource.angularLocation(2 * quarter, start: 0, span: quarter), 1, "the gap's first half")
        XCTAssertEqual(PaintSource.angularLocation(1, start: 1, span: 0), 1, "no sweep, all gap: the last colour for the half turn after it")
        XCTAssertEqual(PaintSource.angularLocation(5, start: 1, span: 0), 0, "and the first colour for the half turn before")
    }
}
