// ColorMatrixTests.swift: a layer through a colour matrix: the matrix acts on straight
// components (so a translucent colour changes as its opaque self would, then keeps its alpha),
// results clamp to 0…1, and what was not drawn stays transparent even under an offset; four
// pixels at once give exactly what one at a time gives.

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

    func testFourPixelsAtOnceAreExactlyFourPixelsOneAtATime() {
        // A saturation, a brightness with a gain on alpha, and one that clamps every way.
        let matrices = [
            ColorMatrix(rows: [[0.72, 0.71, 0.07, 0, 0], [0.21, 1.22, 0.07, 0, 0], [0.21, 0.71, 0.58, 0, 0], [0, 0, 0, 1, 0]]),
            ColorMatrix(rows: [[1, 0, 0, 0, -0.15], [0, 1, 0, 0, -0.15], [0, 0, 1, 0, -0.15], [0, 0, 0, 0.8, 0.1]]),
            ColorMatrix(rows: [[3, -1, 0, 0, 0.5], [0, -2, 1, 0, 0], [1, 1, 1, 1, -1], [0.3, 0, 0, 1.7, 0]]),
        ]
        var generator = SystemRandomNumberGenerator()
        for matrix in matrices {
            for _ in 0..<20_000 {
                // Valid premultiplied pixels, transparent ones and opaque ones among them.
                let pixels: [SIMD4<UInt8>] = (0..<4).map { _ in
                    let a = [0, 255, UInt8.random(in: 1...255, using: &generator)][Int.random(in: 0..<3, using: &generator)]
                    return SIMD4(UInt8.random(in: 0...a), UInt8.random(in: 0...a), UInt8.random(in: 0...a), a)
                }
                let four = unsafeBitCast((pixels[0], pixels[1], pixels[2], pixels[3]), to: SIMD4<UInt32>.self)
                let result = unsafeBitCast(matrix.applyToFour(four), to: (SIMD4<UInt8>, SIMD4<UInt8>, SIMD4<UInt8>, SIMD4<UInt8>).self)
                let expected = pixels.map { $0.w == 0 ? $0 : matrix.applyToPixel($0) }
                XCTAssertEqual([result.0, result.1, result.2, result.3], expected)
            }
        }
    }
}
