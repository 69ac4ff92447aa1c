// LayerBlurTests.swift: a blurred layer against computed values: a straight edge's profile is
// the Gaussian's CDF (within the tolerance GaussianBlurTests measures, plus the byte rounding), a
// transparent blur keeps the total alpha and spreads no further than its reach, colour blurs with
// its alpha, and an opaque blur fills its bounds, clamps its edges and leaves nothing outside.

import XCTest
import Foundation
@testable import Raster

final class LayerBlurTests: XCTestCase {
    /// How far a byte may be from the exact value: the blur's own error and half a level of
    /// rounding.
    private let tolerance = GaussianBlurTests.tolerance + 0.5

    /// The Gaussian's CDF at a pixel centre `x + 0.5`, for an edge at `edge` (full to its right).
    private func cdf(_ x: Int, edge: Int, sigma: Double) -> Double {
        0.5 * (1 + erf((Double(x) + 0.5 - Double(edge)) / (sigma * 2.squareRoot())))
    }

    func testAnEdgeBlursToTheGaussianCDF() {
        let sigma = 4.0, color = RGBA8(r: 200, g: 100, b: 50)
        let canvas = Canvas(width: 200, height: 100)!
        canvas.beginLayer()
        canvas.fill(Path(rect: Rect(x: 50, y: 10, width: 100, height: 80)), with: .solid(color))
        canvas.endLayer(blur: LayerBlur(sigma: sigma))
        for x in 30..<71 {
            let p = canvas.pixmap[x, 50], expected = 255 * cdf(x, edge: 50, sigma: sigma)
            XCTAssertEqual(Double(p.a), expected, accuracy: tolerance, "alpha at x = \(x)")
            // Premultiplied colour blurs exactly as alpha does: its share of the alpha stays.
            XCTAssertEqual(Double(p.r), expected * 200 / 255, accuracy: tolerance, "red at x = \(x)")
            XCTAssertEqual(Double(p.b), expected * 50 / 255, accuracy: tolerance, "blue at x = \(x)")
        }
    }

    func testATransparentBlurKeepsTheTotalAlphaAndSpreadsOnlyToItsReach() {
        let shape = Path(ellipseIn: Rect(x: 40, y: 30, width: 50, height: 30))
        let sharp = Canvas(width: 140, height: 100)!
        sharp.fill(shape, with: .solid(.black))
        let blurred = Canvas(width: 140, height: 100)!
        blurred.beginLayer()
        blurred.fill(shape, with: .solid(.black))
        blurred.endLayer(blur: LayerBlur(sigma: 5))
        func total(_ c: Canvas) -> Double { (0..<100).reduce(0) { s, y in (0..<140).reduce(s) { $0 + Double(c.pixmap[$1, y].a) } } }
        // The plane stops at 3σ, where under 0.3 % of a Gaussian's mass lies beyond on either
        // axis; a shape wider than the blur loses only the part of that at its rim.
        XCTAssertEqual(total(blurred), total(sharp), accuracy: total(sharp) * 0.003)
        XCTAssertGreaterThan(blurred.pixmap[38, 45].a, 40, "the blur spreads beyond the shape")
        let reach = GaussianBlur(sigma: 5)!.reach
        XCTAssertEqual(blurred.pixmap[40 - reach - 1, 45].a, 0, "nothing beyond the reach")
        XCTAssertEqual(blurred.pixmap[65, 30 - reach - 1].a, 0)
    }

    func testAnOpaqueBlurFillsItsBoundsWithEdgesClamped() {
        let bounds = Rect(x: 20, y: 20, width: 60, height: 40)
        let canvas = Canvas(width: 100, height: 80)!
        canvas.beginLayer()
        // Red on the left, blue on the right, both drawn past the bounds, which crop them.
        canvas.fill(Path(rect: Rect(x: 10, y: 10, width: 40, height: 60)), with: .solid(RGBA8(r: 255, g: 0, b: 0)))
        canvas.fill(Path(rect: Rect(x: 50, y: 10, width: 40, height: 60)), with: .solid(RGBA8(r: 0, g: 0, b: 255)))
        canvas.endLayer(blur: LayerBlur(sigma: 4, opaqueBounds: bounds))
        for y in 0..<80 {
            for x in 0..<100 {
                let inside = (20..<80).contains(x) && (20..<60).contains(y)
                XCTAssertEqual(canvas.pixmap[x, y].a, inside ? 255 : 0, "pixel \(x),\(y)")
            }
        }
        // The edges clamp: the corner, more than 3σ from where red meets blue, stays pure red,
        // not darkened by transparency beyond the edge.
        XCTAssertEqual(canvas.pixmap[20, 20], PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(canvas.pixmap[79, 59], PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
        // Where red meets blue, the profile is the CDF of the edge between them.
        for x in 38..<63 {
            XCTAssertEqual(Double(canvas.pixmap[x, 40].b), 255 * cdf(x, edge: 50, sigma: 4), accuracy: tolerance, "x = \(x)")
        }
    }

    func testAHugeOpaqueBlurStaysBoundedAndOpaque() {
        // σ = 10⁵: the padding is capped at the bounds' size, not the reach of 3·10⁵ pixels.
        let canvas = Canvas(width: 40, height: 30)!
        canvas.beginLayer()
        canvas.fill(Path(rect: Rect(x: 5, y: 5, width: 30, height: 20)), with: .solid(RGBA8(r: 0, g: 200, b: 0)))
        canvas.endLayer(blur: LayerBlur(sigma: 1e5, opaqueBounds: Rect(x: 5, y: 5, width: 30, height: 20)))
        XCTAssertEqual(canvas.pixmap[20, 15].a, 255)
        XCTAssertEqual(Double(canvas.pixmap[20, 15].g), 200, accuracy: 2, "one colour blurs to itself")
        XCTAssertEqual(canvas.pixmap[2, 2], .transparent)
    }
}
