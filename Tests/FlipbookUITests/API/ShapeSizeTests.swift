// ShapeSizeTests.swift: a sized shape makes its path in a rect of its own size at the top-left of
// the frame (or at an anchor of it), drawn so while the view keeps its laid-out size.

import XCTest
@testable import FlipbookUI
import Raster

final class ShapeSizeTests: XCTestCase {
    func testThePathIsMadeInARectOfTheSizeAtTheFramesCorner() {
        let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(Rectangle().size(width: 30, height: 10).path(in: frame).boundingRect, CGRect(x: 10, y: 20, width: 30, height: 10))
        XCTAssertEqual(Circle().size(CGSize(width: 20, height: 20)).path(in: frame).boundingRect, CGRect(x: 10, y: 20, width: 20, height: 20))
        XCTAssertEqual(Rectangle().size(width: 30, height: 10, anchor: .bottomTrailing).path(in: frame).boundingRect,
                       CGRect(x: 80, y: 60, width: 30, height: 10))
    }

    func testTheViewKeepsItsSizeAndDrawsTheSizedShape() {
        let image = Renderer(Rectangle().size(width: 10, height: 10).fill(Color(red: 0, green: 0, blue: 1)).border(.red),
                             size: CGSize(width: 40, height: 40), scale: 1, background: nil).render()!
        XCTAssertEqual(image[5, 5].straight, RGBA8(r: 0, g: 0, b: 255, a: 255), "the 10 pt square at the corner")
        XCTAssertEqual(image[20, 20].a, 0, "nothing beyond it")
        XCTAssertEqual(image[39, 20].a, 255, "the border is around the whole 40 pt view")
    }
}
