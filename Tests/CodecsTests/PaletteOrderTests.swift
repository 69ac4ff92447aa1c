// PaletteOrderTests.swift: each frame's transparent index, kept low so that the per-frame LZW
// code size can be small.

import XCTest
import Raster
@testable import Codecs

final class PaletteOrderTests: XCTestCase {
    private func gray(_ level: Int) -> UInt32 { PackedColor.opaque(red: UInt32(level), green: UInt32(level), blue: UInt32(level)) }

    private func frame(_ pixels: [UInt32]) -> PlannedFrame {
        PlannedFrame(rect: PixelRect(x: 0, y: 0, width: pixels.count, height: 1), pixels: pixels, delay: 2, disposal: .doNotDispose)
    }

    func testFramesDeclareTheLowestIndexTheyDoNotDrawTransparent() {
        // A table with a transparent slot (index 100): the frame still picks index 1.
        let table = ColorTable(colors: (0..<100).map(gray), withTransparency: true)
        var mapper = PaletteMapper(table: table, dither: false)
        let choices = mapper.choices(for: frame([PackedColor.transparent, gray(0), gray(2), PackedColor.kept(gray(5))]))
        XCTAssertEqual(choices.transparentIndex, 1)
        XCTAssertEqual(choices.ownColors, [1, 0, 2, 5])
        XCTAssertEqual(choices.transparentWhereKept, [1, 0, 2, 1])
    }
}
