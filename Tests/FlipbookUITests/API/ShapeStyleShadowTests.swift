// ShapeStyleShadowTests.swift: a style with a shadow draws the style under it with the shadow: a
// drop shadow beside a filled shape and a text, an inner one cast inside a shape by what lies
// outside it.

import XCTest
@testable import FlipbookUI

final class ShapeStyleShadowTests: XCTestCase {
    private func render(_ view: some View) throws -> Raster.Pixmap {
        try XCTUnwrap(Renderer(view.frame(width: 100, height: 100), size: CGSize(width: 100, height: 100), scale: 1).render(at: 0))
    }

    func testADropShadowFallsBesideTheShapeInItsOffset() throws {
        let pixels = try render(Rectangle().fill(Color.white.shadow(.drop(color: .black, radius: 2, x: 0, y: 8))).frame(width: 40, height: 40))
        XCTAssertEqual(pixels[50, 50].r, 255, "the shape in the style under the shadow")
        XCTAssertLessThan(pixels[50, 74].r, 128, "the shadow below it, moved down 8 pt")
        XCTAssertEqual(pixels[50, 24].r, 255, "none above it")
    }

    func testAnInnerShadowDarkensTheInsideAlongTheEdge() throws {
        let pixels = try render(Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 3))).frame(width: 60, height: 60))
        XCTAssertLessThan(pixels[20, 50].r, 160, "dark just inside the edge")
        XCTAssertGreaterThan(pixels[50, 50].r, 250, "white in the middle")
        XCTAssertEqual(pixels[10, 50].r, 255, "nothing outside")
    }

    func testAnInnerShadowIsCastByWhatLiesOutsideTheShape() throws {
        // Moved 10 pt right and down with no blur: a solid 10 pt band along the top and left.
        let band = try render(Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, x: 10, y: 10))).frame(width: 60, height: 60))
        XCTAssertEqual(band[25, 50].r, 0, "the left band")
        XCTAssertEqual(band[50, 25].r, 0, "the top band")
        XCTAssertEqual(band[50, 50].r, 255, "the middle")
        XCTAssertEqual(band[75, 50].r, 255, "the right edge casts nothing inward")
        // Blurred and not moved: half dark right at a straight edge, as a blurred half-plane is.
        let soft = try render(Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 8))).frame(width: 60, height: 60))
        XCTAssertEqual(Double(soft[20, 50].r), 127.5, accuracy: 20)
    }

    func testTheStaticShadowStyleIsTheForegroundStylesWithTheShadow() throws {
        let pixels = try render(Rectangle().fill(.shadow(.inner(color: .black, radius: 3))).foregroundStyle(Color.white).frame(width: 60, height: 60))
        XCTAssertLessThan(pixels[20, 50].r, 160, "dark just inside the edge")
        XCTAssertGreaterThan(pixels[50, 50].r, 250, "the foreground style, white, in the middle")
    }

    func testATextsStyleCarriesItsShadow() throws {
        let plain = try render(Text("Hi").font(.system(size: 40)).foregroundStyle(Color.white))
        let shadowed = try render(Text("Hi").font(.system(size: 40)).foregroundStyle(Color.white.shadow(.drop(color: .black, radius: 1, x: 3, y: 3))))
        XCTAssertNotEqual(plain, shadowed)
        XCTAssertLessThan((0..<100).map { shadowed[$0, 60].r }.min() ?? 255, 128, "a dark shadow where white text on white shows nothing")
    }
}
