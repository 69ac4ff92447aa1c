// TextShaperTests.swift: the shaper draws what was typed where Inter's contextual alternates
// would draw another symbol (a multiplication sign, an arrow), as SF Pro does.

import XCTest
@testable import FlipbookUI

final class TextShaperTests: XCTestCase {
    /// The glyphs `text` shapes to with the regular text face.
    private func glyphs(_ text: String) throws -> [UInt32] {
        let face = try XCTUnwrap(FontLibrary.shared.textFace(.regular))
        let bytes = Array(text.utf8)
        return TextShaper.shape(bytes, range: 0..<bytes.count, face: face, features: .none).map(\.id)
    }

    func testAnXBetweenFiguresStaysAnX() throws {
        let x = try glyphs("x")[0]
        XCTAssertEqual(try glyphs("1920x1080")[4], x)
        XCTAssertEqual(try glyphs("2 x 3")[2], x)
    }

    func testAnArrowTypedAsTwoCharactersStaysTwo() throws {
        XCTAssertEqual(try glyphs("a -> b").count, 6)
        XCTAssertEqual(try glyphs("a -> b")[2], try glyphs("-")[0])
    }
}
