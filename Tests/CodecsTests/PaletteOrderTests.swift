// PaletteOrderTests.swift: the global table's order and each frame's transparent index, which
// together keep frames' indices low, and the per-frame LZW code size that turns low indices into
// fewer bytes.

import XCTest
@testable import Raster
@testable import Codecs

final class PaletteOrderTests: XCTestCase {
    private func gray(_ level: Int) -> UInt32 { PackedColor.opaque(red: UInt32(level), green: UInt32(level), blue: UInt32(level)) }

    private func frame(_ pixels: [UInt32]) -> PlannedFrame {
        PlannedFrame(rect: PixelRect(x: 0, y: 0, width: pixels.count, height: 1), pixels: pixels, delay: 2, disposal: .doNotDispose)
    }

    func testColoursOfSmallFramesComeFirst() {
        let table = ColorTable(colors: (0..<10).map(gray), withTransparency: false)
        let frames = [frame((0..<10).map(gray))]                    // the first frame draws everything
            + (0..<3).map { _ in frame([gray(7), gray(8), PackedColor.kept(gray(1))]) }
            + [frame([gray(2), gray(7), gray(8)])]
        let ordered = PaletteOrder.ordered(table, drawnColors: frames.map(\.drawnColors))
        // 7 and 8 are drawn by every frame, then 2 by two; colours only the first frame draws
        // follow by value, except that ties send the greater value to the end.
        XCTAssertEqual(ordered.colors, [7, 8, 2, 0, 1, 3, 4, 5, 6, 9].map(gray))
        XCTAssertNil(ordered.transparentIndex)
        XCTAssertEqual(PaletteOrder.ordered(table, drawnColors: frames.map(\.drawnColors)), ordered, "deterministic")
    }

    func testTheTransparentSlotStaysLastAndUnusedColoursGoLast() {
        let table = ColorTable(colors: (0..<5).map(gray), withTransparency: true)
        let ordered = PaletteOrder.ordered(table, drawnColors: [frame([gray(3), PackedColor.transparent, gray(1)]), frame([gray(3)])].map(\.drawnColors))
        XCTAssertEqual(ordered.colors, [3, 1, 0, 2, 4].map(gray))
        XCTAssertEqual(ordered.transparentIndex, 5)
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

    func testSmallFramesAreWrittenWithSmallCodeSizes() throws {
        // 150 colours, then a square that turns red, green, blue: one colour per later frame.
        var background = Pixmap(width: 60, height: 30)!
        for y in 0..<30 {
            for x in 0..<60 { background[x, y] = PremultipliedRGBA8(r: UInt8(x * 4), g: UInt8(y / 12 * 100), b: 90, a: 255) }
        }
        let colours = [RGBA8(r: 255, g: 0, b: 0), RGBA8(r: 0, g: 255, b: 0), RGBA8(r: 0, g: 0, b: 255), RGBA8(r: 255, g: 0, b: 0)]
        let frames = [background] + colours.map { colour -> Pixmap in
            var frame = background
            TestImages.fill(&frame, x: 20, y: 10, width: 12, height: 9, colour)
            return frame
        }
        let bytes = try GIF.encode(frames: frames, fps: 10)
        XCTAssertEqual(try GIF.decode(bytes).frames.map(\.image), frames)
        XCTAssertEqual(codeSizes(in: bytes), [8, 2, 2, 2, 2])
    }

    /// The LZW minimum code size of every image in a GIF we wrote.
    private func codeSizes(in bytes: [UInt8]) -> [Int] {
        var sizes: [Int] = []
        var at = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        func skipSubBlocks() {
            while bytes[at] != 0 { at += Int(bytes[at]) + 1 }
            at += 1
        }
        while bytes[at] != 0x3B {
            if bytes[at] == 0x21 {
                at += 2
                skipSubBlocks()
            } else {
                let flags = bytes[at + 9]
                at += 10 + (flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0)
                sizes.append(Int(bytes[at]))
                at += 1
                skipSubBlocks()
            }
        }
        return sizes
    }
}
