// FrameEncodingTests.swift: the per-frame choice of how to write the same pixels: what kept pixels
// become (transparent, own colour, or a mix) and whether a local colour table pays for itself,
// decided by measured compressed size.

import XCTest
@testable import Raster
@testable import Codecs

final class FrameEncodingTests: XCTestCase {
    /// 200 opaque greys and the transparent index: an 8-bit global table.
    private let table = ColorTable(colors: (0..<200).map { PackedColor.opaque(red: UInt32($0), green: UInt32($0), blue: UInt32($0)) },
                                   withTransparency: true)
    private let transparent: UInt8 = 200

    private func cheapest(_ hidden: [UInt8], _ own: [UInt8], disposal: PlannedFrame.Disposal = .doNotDispose) -> FrameEncoding {
        var chooser = FrameEncodingChooser(table: table)
        return chooser.cheapest(IndexChoices(transparentWhereKept: hidden, ownColors: own, transparentIndex: 200), disposal: disposal)
    }

    /// The colour (nil: transparent) each of the `count` pixels of `encoding` shows, as giflib
    /// decodes them.
    private func shown(_ encoding: FrameEncoding, count: Int) throws -> [UInt32?] {
        let colors = encoding.localTable?.colors ?? table.colors
        return try GIFIndexReader.indices(of: encoding.image, width: count, height: 1).map {
            Int($0) == encoding.transparentIndex ? nil : colors[Int($0)]
        }
    }

    func testAFrameOfFourColoursGetsASmallLocalTable() throws {
        var random = SeededRandom(seed: 1)
        let indices = (0..<32 * 32).map { _ in [UInt8(3), 50, 120, 199].randomElement(using: &random)! }
        let encoding = cheapest(indices, indices)
        let local = try XCTUnwrap(encoding.localTable)
        XCTAssertEqual(local.colors, [3, 50, 120, 199].map { table.colors[$0] }, "the used entries, in global order")
        XCTAssertEqual(local.bitsPerPixel, 2)
        XCTAssertNil(encoding.transparentIndex)
        XCTAssertEqual(try shown(encoding, count: indices.count), indices.map { table.colors[Int($0)] })
    }

    func testNoLocalTablesUnderAGlobalGreyRamp() throws {
        // Pillow would show the local indices as the greys 0...3 of the global table.
        let ramp = ColorTable(colors: (0..<256).map { PackedColor.opaque(red: UInt32($0), green: UInt32($0), blue: UInt32($0)) },
                              withTransparency: false)
        var chooser = FrameEncodingChooser(table: ramp)
        let indices = (0..<32 * 32).map { UInt8(200 + $0 % 4) }
        let encoding = chooser.cheapest(IndexChoices(transparentWhereKept: indices, ownColors: indices, transparentIndex: nil), disposal: .doNotDispose)
        XCTAssertNil(encoding.localTable)
    }

    func testAFrameOfManyColoursKeepsTheGlobalTable() throws {
        let indices = (0..<40 * 40).map { UInt8($0 * 7 % 200) }
        let encoding = cheapest(indices, indices)
        XCTAssertNil(encoding.localTable)
        XCTAssertEqual(try shown(encoding, count: indices.count), indices.map { table.colors[Int($0)] })
    }

    func testTransparentKeptPixelsWinWhereTheirColoursAreNoisy() throws {
        // Everything but one row is kept; its own colours are noise, so writing it transparent wins.
        var random = SeededRandom(seed: 2)
        let own = (0..<48 * 48).map { _ in UInt8.random(in: 0..<200, using: &random) }
        let hidden = own.indices.map { $0 < 48 ? own[$0] : transparent }
        let encoding = cheapest(hidden, own)
        XCTAssertEqual(try shown(encoding, count: hidden.count), hidden.map { $0 == transparent ? nil : table.colors[Int($0)] })
    }

    func testOwnColoursWinWhereKeptPixelsAreScattered() throws {
        // A flat frame in which a random half of the pixels are kept: transparent would make noise.
        var random = SeededRandom(seed: 3)
        let own = [UInt8](repeating: 42, count: 48 * 48)
        let hidden = own.map { Bool.random(using: &random) ? transparent : $0 }
        let encoding = cheapest(hidden, own)
        XCTAssertEqual(try shown(encoding, count: own.count), own.map { table.colors[Int($0)] })
    }

    func testFramesClearedAfterwardsDeclareATransparentIndex() throws {
        // Pillow clears a disposal-2 frame to the opaque background colour unless it declares one.
        let many = (0..<40 * 40).map { UInt8($0 * 7 % 200) }, few = [UInt8](repeating: 150, count: 32 * 32)
        XCTAssertNil(cheapest(many, many).transparentIndex, "nothing transparent, nothing cleared")
        XCTAssertEqual(cheapest(many, many, disposal: .restoreToBackground).transparentIndex, 200)
        let local = cheapest(few, few, disposal: .restoreToBackground)
        XCTAssertEqual(local.localTable?.colors, [table.colors[150]])
        XCTAssertEqual(local.transparentIndex, 1, "the local table's transparent slot")
        XCTAssertEqual(try shown(local, count: few.count), few.map { table.colors[Int($0)] })
    }

    func testAnimationWithLocalTablesDecodesExactly() throws {
        // 150 colours in the first frame, then a small square of two colours moving over it.
        var background = Pixmap(width: 60, height: 30)!
        for y in 0..<30 {
            for x in 0..<60 { background[x, y] = PremultipliedRGBA8(r: UInt8(x * 4), g: UInt8(y / 12 * 100), b: 90, a: 255) }
        }
        let frames = (0..<4).map { k -> Pixmap in
            var frame = background
            TestImages.fill(&frame, x: 5 + k * 9, y: 8, width: 10, height: 10, RGBA8(r: 255, g: 59, b: 48))
            TestImages.fill(&frame, x: 8 + k * 9, y: 11, width: 4, height: 4, .white)
            return frame
        }
        let gif = try GIF.decode(GIF.encode(frames: frames, fps: 10))
        XCTAssertEqual(gif.frames.map(\.image), frames)
    }
}
