// PaintSourceTests.swift: where a gradient location falls in the colour table: the rounding used
// for every pixel is the standard library's rounding, halves and their neighbours included. Under
// a perspective map a gradient is sampled where each pixel centre lies in the path's space; an
// affine one stays the affine source it was.

import XCTest
@testable import Raster

final class PaintSourceTests: XCTestCase {
    func testTheTableIndexRoundsAsTheStandardLibraryDoes() {
        var locations: [Double] = [-1, -0.0, 0, 1, 2, .infinity, -.infinity, 0.5 / 255, 254.5 / 255]
        for k in 0...512 {
            let v = Double(k) / 2
            for x in [v, v.nextUp, v.nextDown, v + 1e-9, v - 1e-9] { locations.append(x / 255) }
        }
        for _ in 0..<100_000 { locations.append(Double.random(in: -0.1...1.1)) }
        for t in locations {
            XCTAssertEqual(PaintSource.tableIndex(t), Int((min(max(t, 0), 1) * 255).rounded()), "t = \(t)")
        }
    }

    func testAGradientUnderPerspectiveIsSampledInThePathsSpace() throws {
        let red = RGBA8(r: 255, g: 0, b: 0), blue = RGBA8(r: 0, g: 0, b: 255)
        let paint = Paint.linearGradient(stops: [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)],
                                         start: Point(0, 0), end: Point(100, 0))
        // A card turned about its vertical axis: x shrinks towards the far side.
        let projection = ProjectiveTransform(rows: [[1, 0, 0.004], [0, 1, 0], [20, 10, 1]])
        let source = PaintSource(paint, projection: projection)
        let toPath = try XCTUnwrap(projection.inverted)
        for x in stride(from: 25, through: 60, by: 5) {
            let p = Point(Double(x) + 0.5, 30.5)
            let t = toPath.apply(p).x / 100
            let expected = PremultipliedColor(premultiplying: red) * Float(1 - t) + PremultipliedColor(premultiplying: blue) * Float(t)
            let got = source.color(atPixel: x, 30)
            XCTAssertEqual(got.x, expected.x, accuracy: 1.5, "red at x = \(x)")
            XCTAssertEqual(got.z, expected.z, accuracy: 1.5, "blue at x = \(x)")
        }
    }

    func testAnAffineProjectionGivesTheAffineSource() {
        let paint = Paint.linearGradient(stops: [GradientStop(color: RGBA8(r: 255, g: 0, b: 0), location: 0),
                                                 GradientStop(color: RGBA8(r: 0, g: 0, b: 255), location: 1)],
                                         start: Point(0, 0), end: Point(100, 0))
        let map = Transform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 7)
        let projected = PaintSource(paint, projection: ProjectiveTransform(map)), affine = PaintSource(paint, transform: map)
        for x in stride(from: 0, to: 220, by: 7) { XCTAssertEqual(projected.color(atPixel: x, 3), affine.color(atPixel: x, 3)) }
    }

    func testAPointAtTheHorizonPaintsTheLastColour() throws {
        let blue = RGBA8(r: 0, g: 0, b: 255)
        let paint = Paint.linearGradient(stops: [GradientStop(color: RGBA8(r: 255, g: 0, b: 0), location: 0), GradientStop(color: blue, location: 1)],
                                         start: Point(0, 0), end: Point(0, 100))
        // Device to path space takes x = −100 to the horizon (weight 0.01·x + 1 = 0).
        let toPath = ProjectiveTransform(rows: [[1, 0, 0.01], [0, 1, 0], [0, 0, 1]])
        let source = PaintSource(paint, projection: try XCTUnwrap(toPath.inverted))
        XCTAssertEqual(source.color(at: Point(-100, 5)), PremultipliedColor(premultiplying: blue))
    }
}
