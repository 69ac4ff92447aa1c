// PaletteMapperTests.swift: a frame's indices and a run's table colours, taken a run of one value
// at a time, are the ones the mapper gives each pixel on its own, with and without dithering.

import XCTest
@testable import Raster
@testable import Codecs

final class PaletteMapperTests: XCTestCase {
    func testRunsMapAsEachOfTheirPixelsDoes() throws {
        var random = SeededRandom(seed: 8)
        let palette: [UInt32] = (0..<12).map { (k: Int) -> UInt32 in
            PackedColor.opaque(red: UInt32(k * 20), green: UInt32(255 - k * 20), blue: UInt32(k * 7))
        }
        let table = ColorTable(colors: palette, withTransparency: true)
        for dither in [false, true] {
            for _ in 0..<20 {
                let rect = PixelRect(x: Int.random(in: 0...5, using: &random), y: Int.random(in: 0...5, using: &random),
                                     width: Int.random(in: 1...23, using: &random), height: Int.random(in: 1...6, using: &random))
                // Runs of table colours, colours between them, kept colours and transparency.
                var pixels: [UInt32] = []
                while pixels.count < rect.width * rect.height {
                    let tableColor = palette.randomElement(using: &random)!
                    let otherColor = PackedColor.opaque(red: UInt32.random(in: 0...255, using: &random),
                                                        green: UInt32.random(in: 0...255, using: &random),
                                                        blue: UInt32.random(in: 0...255, using: &random))
                    let kinds: [UInt32] = [tableColor, otherColor, PackedColor.kept(tableColor), PackedColor.transparent]
                    let value = kinds.randomElement(using: &random)!
                    pixels += Array(repeating: value, count: Int.random(in: 1...9, using: &random))
                }
                pixels.removeLast(pixels.count - rect.width * rect.height)
                let frame = PlannedFrame(rect: rect, pixels: pixels, delay: 4, disposal: .doNotDispose)
                var mapper = PaletteMapper(table: table, dither: dither)
                let choices = mapper.choices(for: frame)
                // Each pixel alone, through a mapper of its own that has seen nothing else.
                var single = PaletteMapper(table: table, dither: dither)
                for (i, pixel) in pixels.enumerated() where pixel != PackedColor.transparent {
                    let x = rect.x + i % rect.width, y = rect.y + i / rect.width
                    let index = palette.firstIndex(of: single.mappedColor(of: PackedColor.color(of: pixel), x: x, y: y))!
                    XCTAssertEqual(Int(choices.ownColors[i]), index, "dither \(dither), pixel \(i) of \(rect)")
                    if PackedColor.isOpaque(pixel) { XCTAssertEqual(choices.transparentWhereKept[i], choices.ownColors[i]) }
                }
                let transparent = try XCTUnwrap(choices.transparentIndex)
                for (i, pixel) in pixels.enumerated() where !PackedColor.isOpaque(pixel) {
                    XCTAssertEqual(Int(choices.transparentWhereKept[i]), transparent)
                }
            }
        }
    }

    func testARunMapsAsEachOfItsPixelsDoes() {
        let palette: [UInt32] = (0..<8).map { (k: Int) -> UInt32 in PackedColor.opaque(red: UInt32(k * 36), green: 90, blue: UInt32(255 - k * 36)) }
        let table = ColorTable(colors: palette, withTransparency: false)
        for dither in [false, true] {
            for color in [palette[3], PackedColor.opaque(red: 100, green: 91, blue: 140)] {
                var runs = PaletteMapper(table: table, dither: dither), single = PaletteMapper(table: table, dither: dither)
                var mapped = [UInt32](repeating: 0, count: 11)
                mapped.withUnsafeMutableBufferPointer { runs.mapRun(of: color, x: 3, y: 5, count: 11, into: $0.baseAddress!) }
                XCTAssertEqual(mapped, (0..<11).map { single.mappedColor(of: color, x: 3 + $0, y: 5) }, "dither \(dither)")
            }
        }
    }
}
