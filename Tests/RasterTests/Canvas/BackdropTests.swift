// BackdropTests.swift: a material's backdrop: what is drawn under a path comes out blurred inside
// the path and untouched outside it; a uniform colour blurs to itself, at the canvas's edge too;
// and what an open layer holds is blurred with what lies under it.

import XCTest
@testable import Raster

final class BackdropTests: XCTestCase {
    private let red = RGBA8(r: 255, g: 0, b: 0), blue = RGBA8(r: 0, g: 0, b: 255)

    /// A 60 × 40 canvas, red on the left half and blue on the right.
    private func halves() -> Canvas {
        let canvas = Canvas(width: 60, height: 40, background: red)!
        canvas.fill(Path(rect: Rect(x: 30, y: 0, width: 30, height: 40)), with: .solid(blue))
        return canvas
    }

    func testInsideThePathTheBackdropIsBlurredAndOutsideItIsKept() {
        let canvas = halves()
        canvas.blurBackdrop(under: Path(rect: Rect(x: 10, y: 10, width: 40, height: 20)), projection: .identity, sigma: 4)
        let p = canvas.pixmap
        XCTAssertEqual(Double(p[29, 20].r), 128, accuracy: 12, "beside the border, half of each")
        XCTAssertGreaterThan(p[29, 20].b, 100)
        XCTAssertEqual(p[29, 5], PremultipliedRGBA8(straight: red), "outside the path, as it was")
        XCTAssertEqual(p[12, 20], PremultipliedRGBA8(straight: red), "far from the border, red blurs to red")
    }

    func testAUniformBackdropAtTheCanvasEdgeBlursToItself() {
        let canvas = Canvas(width: 40, height: 40, background: blue)!
        canvas.blurBackdrop(under: Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), projection: .identity, sigma: 6)
        XCTAssertEqual(canvas.pixmap[0, 0], PremultipliedRGBA8(straight: blue))
    }

    func testAnOpenLayersPixelsAreBlurredWithWhatLiesUnderIt() {
        let canvas = halves()
        canvas.beginLayer()
        canvas.blurBackdrop(under: Path(rect: Rect(x: 10, y: 10, width: 40, height: 20)), projection: .identity, sigma: 4)
        canvas.endLayer()
        XCTAssertGreaterThan(canvas.pixmap[29, 20].b, 100, "the bottom layer's blue, blurred from inside the layer")
    }

    func testSigmaIsInThePathsUnits() {
        let canvas = halves()
        // Half the scale, twice the σ: the same blur in device pixels as σ = 4 at scale 1.
        let half = ProjectiveTransform(rows: [[0.5, 0, 0], [0, 0.5, 0], [0, 0, 1]])
        canvas.blurBackdrop(under: Path(rect: Rect(x: 20, y: 20, width: 80, height: 40)), projection: half, sigma: 8)
        let reference = halves()
        reference.blurBackdrop(under: Path(rect: Rect(x: 10, y: 10, width: 40, height: 20)), projection: .identity, sigma: 4)
        XCTAssertEqual(canvas.pixmap, reference.pixmap)
    }
}
