// ColorPickerTests.swift: a colour picker is its label, and at the trailing edge a well with the
// selected colour in its middle.

import XCTest
@testable import FlipbookUI

final class ColorPickerTests: XCTestCase {
    func testTheWellShowsTheSelectedColourAtTheTrailingEdge() throws {
        let picker = ColorPicker("Accent", selection: .constant(Color(red: 0, green: 0.5, blue: 1))).frame(width: 200, height: 40)
        let engine = Engine(picker, canvasSize: CGSize(width: 200, height: 40))
        XCTAssertLessThan(try XCTUnwrap(engine.center(ofText: "Accent", at: 0)).x, 60)
        let pixels = try XCTUnwrap(Renderer(picker, size: CGSize(width: 200, height: 40), scale: 1).render(at: 0))
        let middle = pixels[200 - 14, 20]
        XCTAssertEqual([middle.r, middle.g, middle.b], [0, 128, 255])
    }
}
