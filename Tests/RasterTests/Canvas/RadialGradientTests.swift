// RadialGradientTests.swift: the radial gradient paint against locations the tests work out from
// each pixel centre's distance: (r − startRadius) / (endRadius − startRadius), padded inside the
// start circle and beyond the end one; under a stretching transform the circles become ellipses
// (the elliptical gradient); equal radii or a transform that flattens the plane paint the last
// colour.

import XCTest
@testable import Raster

final class RadialGradientTests: XCTestCase {
    private let stops = [GradientStop(color: RGBA8(r: 250, g: 200, b: 0), location: 0),
                         GradientStop(color: RGBA8(r: 0, g: 160, b: 90), location: 0.6),
                         GradientStop(color: RGBA8(r: 20, g: 0, b: 230), location: 1)]

    private func fill(_ paint: Paint, width: Int, height: Int) -> Canvas {
        let canvas = Canvas(width: width, height: height)!
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height))), with: paint)
        return canvas
    }

    func testTheLocationIsTheDistanceBetweenTheRadii() {
        let canvas = fill(.radialGradient(stops: stops, center: Point(50.5, 50.5), startRadius: 10, endRadius: 40),
                          width: 101, height: 101)
        let oracle = GradientOracle(stops)
        XCTAssertEqual(canvas.pixmap[70, 50], oracle.entries[85], "20 points out: (20 − 10) / 30 = 1/3 of the way, entry 85")
        XCTAssertEqual(canvas.pixmap[50, 55], oracle.entries[0], "inside the start circle: the first colour")
        XCTAssertEqual(canvas.pixmap[95, 95], oracle.entries[255], "beyond the end circle: the last colour")
        oracle.assertEveryPixel(of: canvas, width: 101, height: 101) { x, y in
            (((x - 50.5) * (x - 50.5) + (y - 50.5) * (y - 50.5)).squareRoot() - 10) / 30
        }
    }

    func testAStretchingTransformMakesTheRingsEllipses() {
        // The unit square stretched onto 120 × 60 at (0, 0), rings about its centre out to 0.5:
        // the edges' midpoints are at the end, the corners beyond.
        let unitSquareToFrame = Transform(scaleX: 120, y: 60)
        let canvas = fill(.radialGradient(stops: stops, center: Point(0.5, 0.5), startRadius: 0, endRadius: 0.5,
                                          transform: unitSquareToFrame), width: 120, height: 60)
        let oracle = GradientOracle(stops)
        oracle.assertEveryPixel(of: canvas, width: 120, height: 60) { x, y in
            let u = x / 120 - 0.5, v = y / 60 - 0.5
            return (u * u + v * v).squareRoot() / 0.5
        }
        XCTAssertEqual(canvas.pixmap[0, 0], oracle.entries[255], "a corner lies beyond the ellipse")
    }

    func testTheGradientMovesWithTheShape() {
        // Drawn at three times the size: the rings are three times as far apart on the device.
        let canvas = Canvas(width: 90, height: 90)!
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 30, height: 30)),
                    with: .radialGradient(stops: stops, center: Point(15, 15), startRadius: 2, endRadius: 12),
                    transform: Transform(scaleX: 3, y: 3))
        GradientOracle(stops).assertEveryPixel(of: canvas, width: 90, height: 90) { x, y in
            (((x / 3 - 15) * (x / 3 - 15) + (y / 3 - 15) * (y / 3 - 15)).squareRoot() - 2) / 10
        }
    }

    func testDegenerateGeometryPaintsTheLastColour() {
        let last = PremultipliedRGBA8(straight: RGBA8(r: 20, g: 0, b: 230))
        let equalRadii = fill(.radialGradient(stops: stops, center: Point(5, 5), startRadius: 3, endRadius: 3), width: 10, height: 10)
        let flat = fill(.radialGradient(stops: stops, center: Point(0.5, 0.5), startRadius: 0, endRadius: 0.5,
                                        transform: Transform(scaleX: 10, y: 0)), width: 10, height: 10)
        let notANumber = fill(.radialGradient(stops: stops, center: Point(.nan, 5), startRadius: 0, endRadius: 4), width: 10, height: 10)
        for canvas in [equalRadii, flat, notANumber] {
            XCTAssertEqual(canvas.pixmap[1, 1], last)
            XCTAssertEqual(canvas.pixmap[5, 5], last)
        }
    }
}
