// AlphaThresholdTests.swift: a layer cut by its alpha: pixels whose alpha is within the range
// (bounds included) take the colour, fully opaque, and every other pixel, drawn or not, is clear.

import XCTest
@testable import Raster

final class AlphaThresholdTests: XCTestCase {
    func testPixelsWithinTheRangeTakeTheColourAndTheRestAreClear() {
        let canvas = Canvas(width: 40, height: 10, background: .white)!
        canvas.beginLayer()
        for (i, alpha) in [UInt8(64), 128, 200].enumerated() {
            canvas.fill(Path(rect: Rect(x: Double(i) * 10, y: 0, width: 10, height: 10)), with: .solid(RGBA8(r: 0, g: 0, b: 0, a: alpha)))
        }
        canvas.thresholdTopLayer(AlphaThreshold(minimum: 0.5, maximum: 0.9, color: RGBA8(r: 255, g: 0, b: 0)))
        canvas.endLayer()
        let white = PremultipliedRGBA8(straight: .white), red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
        XCTAssertEqual(canvas.pixmap[5, 5], white, "alpha 0.25: below the range, clear")
        XCTAssertEqual(canvas.pixmap[15, 5], red, "alpha 0.50: the lower bound is in")
        XCTAssertEqual(canvas.pixmap[25, 5], red, "alpha 0.78: within")
        XCTAssertEqual(canvas.pixmap[35, 5], white, "never drawn: clear")
    }
}
