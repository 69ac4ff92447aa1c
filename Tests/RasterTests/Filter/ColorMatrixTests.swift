// ColorMatrixTests.swift: a layer through a colour matrix: the matrix acts on straight
// components (so a translucent colour changes as its opaque self would, then keeps its alpha),
// results clamp to 0…1, and what was not drawn stays transparent even under an offset.

import XCTest
@testable import Raster

final class ColorMatrixTests: XCTestCase {
    /// Adds 0.2 to r, g and b; halves alpha.
    private let brighterAndHalfAsOpaque = ColorMatrix(rows: [
        [1, 0, 0, 0, 0.2], [0, 1, 0, 0, 0.2], [0, 0, 1, 0, 0.2], [0, 0, 0, 0.5, 0],
    ])

    func testTheMatrixActsOnStraightComponents() {
        let canvas = Canvas(width: 20, height: 10)!
        canvas.beginLayer()
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), with: .solid(RGBA8(r: 100, g: 230, b: 0, a: 204)))
        canvas.endLayer(filter: brighterAndHalfAsOpaque)
        // Straight (100, 230, 0) + 51 → (151, 255 clamped, 51); alpha 204 · 0.5 = 102.
        let p = canvas.pixmap[5, 5]
        XCTAssertEqual(p.a, 102)
        let straight = p.straight
        XCTAssertEqual(Double(straight.r), 151, accuracy: 1.5, "premultiplied at alpha 102: within a step of 255/102")
        XCTAssertEqual(straight.g, 255)
        XCTAssertEqual(Double(straight.b), 51, accuracy: 1.5)
        XCTAssertEqual(canvas.pixmap[15, 5], .transparent, "an offset does not paint where nothing was drawn")
    }

    func testAnOpaqueColourGoesThroughExactly() {
        let canvas = Canvas(width: 4, height: 4, background: .white)!
        canvas.beginLayer()
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), with: .solid(RGBA8(r: 51, g: 102, b: 153)))
        let swapRedAndBlue = ColorMatrix(rows: [[0, 0, 1, 0, 0], [0, 1, 0, 0, 0], [1, 0, 0, 0, 0], [0, 0, 0, 1, 0]])
        canvas.endLayer(filter: swapRedAndBlue)
        XCTAssertEqual(canvas.pixmap[2, 2], PremultipliedRGBA8(r: 153, g: 102, b: 51, a: 255))
    }
}
