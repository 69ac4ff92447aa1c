// ColorMixTests.swift: Color.mix(with:by:in:) reaches either colour at its ends, blends the stored
// components half way in the device space, goes through Oklab by default (black and white meet
// at a lighter grey than the device's), and mixes light and dark mode each with its own values.

import XCTest
@testable import FlipbookUI

final class ColorMixTests: XCTestCase {
    private func bytes(_ color: Color, _ scheme: ColorScheme = .light) -> [Int] {
        let c = color.resolved(in: scheme)
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    func testTheEndsAreTheColours() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        XCTAssertEqual(bytes(red.mix(with: blue, by: 0)), [255, 0, 0, 255])
        XCTAssertEqual(bytes(red.mix(with: blue, by: 1)), [0, 0, 255, 255])
    }

    func testDeviceMixingBlendsTheStoredComponents() {
        let mixed = Color.black.mix(with: .white, by: 0.5, in: .device)
        XCTAssertEqual(bytes(mixed), [128, 128, 128, 255])
    }

    func testPerceptualMixingGoesThroughOklab() {
        // Half way in Oklab's lightness: linear 0.125, encoded 0.389 (99 of 255).
        XCTAssertEqual(bytes(Color.black.mix(with: .white, by: 0.5)), [99, 99, 99, 255])
    }

    func testEachModeMixesItsOwnValues() {
        let mixed = Color(.systemBackground).mix(with: Color(red: 1, green: 0, blue: 0), by: 0, in: .device)
        XCTAssertEqual(bytes(mixed, .dark), [0, 0, 0, 255])
        XCTAssertEqual(bytes(mixed, .light), [255, 255, 255, 255])
    }
}
