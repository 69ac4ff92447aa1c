// ShadowTests.swift: a layer's shadow is its alpha blurred by a Gaussian, tinted with the shadow's
// colour, drawn at the offset under the content through the clip, and stays within a level of the
// same picture made with a true Gaussian. The blur of an alpha seen before is reused, not redone.

import XCTest
@testable import Raster

final class ShadowTests: XCTestCase {
    func testShadowIsTheTrueGaussianOfTheAlphaTintedUnderTheContent() {
        let shadow = LayerShadow(color: RGBA8(r: 0, g: 0, b: 0, a: 128), sigma: 6, offsetX: 3, offsetY: 4)
        let content = Rect(x: 30, y: 25, width: 60, height: 30)
        let color = RGBA8(r: 230, g: 120, b: 20)
        let canvas = Canvas(width: 140, height: 100, background: .white)!
        canvas.beginLayer()
        canvas.fill(Path(rect: content), with: .solid(color))
        canvas.endLayer(shadow: shadow)

        // The expected picture: the content's alpha (255 inside the rectangle, which sits on whole
        // pixels) convolved with the Gaussian, as coverage of the shadow colour, then the content.
        let (w, h) = (140, 100)
        var alpha = [Double](repeating: 0, count: w * h)
        for y in 25..<55 { for x in 30..<90 { alpha[y * w + x] = 255 } }
        let blurred = GaussianBlurTests.trueGaussian(alpha, width: w, height: h, sigma: 6)
        var worst = 0
        for y in 0..<h {
            for x in 0..<w {
                let sx = x - 3, sy = y - 4
                let a = (0..<w).contains(sx) && (0..<h).contains(sy) ? blurred[sy * w + sx] / 255 * 128 / 255 : 0
                let expected = (255 * (1 - a)).rounded()
                if content.minX <= Double(x) && Double(x) < content.maxX && content.minY <= Double(y) && Double(y) < content.maxY {
                    XCTAssertEqual(canvas.pixmap[x, y], PremultipliedRGBA8(straight: color), "the content covers its shadow")
                    continue
                }
                let p = canvas.pixmap[x, y]
                worst = max(worst, abs(Int(p.r) - Int(expected)))
                XCTAssertEqual(p.r, p.g)
                XCTAssertEqual(p.a, 255)
            }
        }
        XCTAssertLessThanOrEqual(worst, 1, "the shadow within one level of a true Gaussian's")
        XCTAssertLessThan(canvas.pixmap[95, 40].r, 250, "the shadow shows right of the content")
        XCTAssertEqual(canvas.pixmap[5, 5], PremultipliedRGBA8(straight: .white), "and nowhere beyond its reach")
    }

    func testTheSameAlphaIsBlurredOnce() {
        let blur = GaussianBlur(sigma: 4)!
        let canvas = Canvas(width: 50, height: 50)!
        canvas.fill(Path(ellipseIn: Rect(x: 10, y: 12, width: 21, height: 17)), with: .solid(.black))
        let rect = PixelRect(minX: 10, minY: 12, maxX: 31, maxY: 29)
        let first = canvas.pixmap.bytes.withUnsafeBufferPointer { BlurredAlpha.of($0.baseAddress!, stride: 50, rect: rect, blur: blur) }
        let again = canvas.pixmap.bytes.withUnsafeBufferPointer { BlurredAlpha.of($0.baseAddress!, stride: 50, rect: rect, blur: blur) }
        XCTAssertTrue(first === again, "same alpha, same σ: the cached blur")
        let otherSigma = canvas.pixmap.bytes.withUnsafeBufferPointer {
            BlurredAlpha.of($0.baseAddress!, stride: 50, rect: rect, blur: GaussianBlur(sigma: 4.5)!)
        }
        XCTAssertFalse(first === otherSigma)
        canvas.fill(Path(rect: Rect(x: 10, y: 12, width: 1, height: 1)), with: .solid(.black))  // outside the ellipse
        let changed = canvas.pixmap.bytes.withUnsafeBufferPointer { BlurredAlpha.of($0.baseAddress!, stride: 50, rect: rect, blur: blur) }
        XCTAssertFalse(first === changed, "one pixel of alpha changed: blurred again")
    }

    func testAShadowWithoutBlurOrPartlyOffTheCanvasIsDrawnWhereItFalls() {
        let canvas = Canvas(width: 30, height: 20, background: .white)!
        canvas.beginLayer()
        canvas.fill(Path(rect: Rect(x: 20, y: 5, width: 10, height: 10)), with: .solid(.black))
        canvas.endLayer(shadow: LayerShadow(color: RGBA8(r: 255, g: 0, b: 0), sigma: 0, offsetX: -5, offsetY: 8))
        // σ = 0: the alpha itself, shifted; what falls off the canvas is lost.
        XCTAssertEqual(canvas.pixmap[16, 16], PremultipliedRGBA8(straight: RGBA8(r: 255, g: 0, b: 0)))
        XCTAssertEqual(canvas.pixmap[24, 10], PremultipliedRGBA8(straight: .black))
        XCTAssertEqual(canvas.pixmap[14, 16], PremultipliedRGBA8(straight: .white))
        // Absurd offsets and σ draw nothing and do not trap.
        canvas.beginLayer()
        canvas.fill(Path(rect: Rect(x: 2, y: 2, width: 3, height: 3)), with: .solid(.black))
        canvas.endLayer(shadow: LayerShadow(color: .black, sigma: .nan, offsetX: .infinity, offsetY: -1e300))
        XCTAssertEqual(canvas.pixmap[3, 3], PremultipliedRGBA8(straight: .black))
    }
}
