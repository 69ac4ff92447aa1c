// MaskTests.swift: a layer through a mask layer's alpha: where the mask is opaque the content
// shows as it is, where it is transparent (or never drawn) nothing does, and between, the content
// is scaled by the mask's alpha; the mask's colour plays no part.

import XCTest
@testable import Raster

final class MaskTests: XCTestCase {
    func testContentShowsThroughTheMasksAlphaOnly() {
        let canvas = Canvas(width: 30, height: 10, background: .white)!
        canvas.beginLayer()
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 30, height: 10)), with: .solid(RGBA8(r: 0, g: 0, b: 255)))
        canvas.beginLayer()
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), with: .solid(RGBA8(r: 255, g: 0, b: 0)))
        canvas.fill(Path(rect: Rect(x: 10, y: 0, width: 10, height: 10)), with: .solid(RGBA8(r: 0, g: 255, b: 0, a: 102)))
        canvas.endMaskedLayer()
        XCTAssertTrue(canvas.layers.isEmpty)
        for y in 0..<10 {
            XCTAssertEqual(canvas.pixmap[3, y], PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255), "opaque mask: the content")
            // Blue at alpha 102 over white: 255·(1 − 0.4) = 153 in r and g, 255 in b.
            XCTAssertEqual(canvas.pixmap[15, y], PremultipliedRGBA8(r: 153, g: 153, b: 255, a: 255), "40 % mask")
            XCTAssertEqual(canvas.pixmap[25, y], PremultipliedRGBA8(straight: .white), "no mask: nothing")
        }
    }
}
