// BlendModeTests.swift: a layer composited in a blend mode, on known colours against the
// formulas worked out by hand in the comments: separable modes, a non-separable one, the
// Porter-Duff and plus modes; coverage mixes the result with the backdrop; undrawn pixels stay.

import XCTest
@testable import Raster

final class BlendModeTests: XCTestCase {
    /// A 10 × 10 backdrop with a layer of `source` over its left half, ended in `mode`; the pixels
    /// at the left and right halves.
    private func blend(_ source: RGBA8, onto backdrop: RGBA8, _ mode: Raster.BlendMode, opacity: Double = 1)
        -> (blended: PremultipliedRGBA8, untouched: PremultipliedRGBA8) {
        let canvas = Canvas(width: 10, height: 10, background: backdrop)!
        canvas.beginLayer(opacity: opacity)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 5, height: 10)), with: .solid(source))
        canvas.endLayer(blendMode: mode)
        return (canvas.pixmap[2, 5], canvas.pixmap[7, 5])
    }

    private func opaque(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> PremultipliedRGBA8 { PremultipliedRGBA8(r: r, g: g, b: b, a: 255) }

    private let blueish = RGBA8(r: 51, g: 102, b: 153)
    private let grey = RGBA8(r: 102, g: 102, b: 102)

    func testSeparableModes() {
        // Multiply: (1, 0, 0) · (0.4, 0.8, 0.2).
        XCTAssertEqual(blend(RGBA8(r: 255, g: 0, b: 0), onto: RGBA8(r: 102, g: 204, b: 51), .multiply).blended, opaque(102, 0, 0))
        // Screen: 1 − (1 − s)(1 − 0.4): 0.52, 0.64, 0.76 → 132.6, 163.2, 193.8.
        XCTAssertEqual(blend(blueish, onto: grey, .screen).blended, opaque(133, 163, 194))
        // Difference: |s − 0.4|: 0.2, 0, 0.2.
        XCTAssertEqual(blend(blueish, onto: grey, .difference).blended, opaque(51, 0, 51))
        XCTAssertEqual(blend(blueish, onto: grey, .darken).blended, opaque(51, 102, 102))
        XCTAssertEqual(blend(blueish, onto: grey, .lighten).blended, opaque(102, 102, 153))
        let (_, untouched) = blend(blueish, onto: grey, .multiply)
        XCTAssertEqual(untouched, PremultipliedRGBA8(straight: grey), "nothing drawn: the backdrop stays")
    }

    func testColorKeepsTheBackdropsLuminosity() {
        // SetLum((1, 0, 0), Lum(0.502)): (1.202, 0.202, 0.202), clipped into 0…1 about its
        // luminosity 0.502: (1, 0.2885, 0.2885) → 73.6.
        XCTAssertEqual(blend(RGBA8(r: 255, g: 0, b: 0), onto: RGBA8(r: 128, g: 128, b: 128), .color).blended, opaque(255, 74, 74))
    }

    func testPorterDuffAndPlusModes() {
        XCTAssertEqual(blend(blueish, onto: grey, .plusLighter).blended, opaque(153, 204, 255))
        // Plus darker: max(0, 1 − ((1 − s) + (1 − 0.4))) = s − 0.6 → 0, 0, 0.
        XCTAssertEqual(blend(blueish, onto: grey, .plusDarker).blended, opaque(0, 0, 0))
        XCTAssertEqual(blend(blueish, onto: grey, .destinationOut).blended, .transparent)
        XCTAssertEqual(blend(blueish, onto: grey, .destinationOver).blended, PremultipliedRGBA8(straight: grey))
        XCTAssertEqual(blend(blueish, onto: .transparent, .sourceAtop).blended, .transparent, "atop nothing: nothing")
    }

    func testCoverageMixesTheResultWithTheBackdrop() {
        // Multiply red onto white is red; at opacity 0.5, half way: (1, 0.5, 0.5) → 127.5, to even 128.
        XCTAssertEqual(blend(RGBA8(r: 255, g: 0, b: 0), onto: .white, .multiply, opacity: 0.5).blended, opaque(255, 128, 128))
    }
}
