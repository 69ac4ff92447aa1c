// ColorIndexMapTests.swift: ColorIndexMap against the Dictionary it replaces, through growth,
// overwrites and the colour 0.

import XCTest
@testable import Codecs

final class ColorIndexMapTests: XCTestCase {
    func testAgreesWithADictionary() {
        var map = ColorIndexMap(), reference: [UInt32: UInt8] = [:]
        var generator = SystemRandomNumberGenerator()
        // Colours from a small range so that many repeat and are overwritten, 0 among them.
        for step in 0..<5000 {
            let color = UInt32.random(in: 0..<3000, using: &generator) &* 0x0101_0103
            let index = UInt8(truncatingIfNeeded: step)
            map[color] = index
            reference[color] = index
        }
        XCTAssertGreaterThan(reference.count, 256, "the map grew past its first size")
        for color in reference.keys { XCTAssertEqual(map[color], reference[color], "colour \(color)") }
        for miss: UInt32 in [1, 0xFFFF_FFFF, 0x0101_0102] where reference[miss] == nil {
            XCTAssertNil(map[miss])
        }
    }

    func testTransparentBlackIsAColourLikeAnyOther() {
        var map = ColorIndexMap()
        XCTAssertNil(map[0])
        map[0] = 7
        XCTAssertEqual(map[0], 7)
        map[0] = 9
        XCTAssertEqual(map[0], 9)
    }
}
