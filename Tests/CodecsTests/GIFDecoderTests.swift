// GIFDecoderTests.swift: the GIF decoder on files our encoder never writes (interlacing, disposal
// 2 and 3, frames hanging off the screen, missing colour tables) and on damaged input, which must
// throw a one-line CodecError and never crash.

import XCTest
@testable import Raster
@testable import Codecs

final class GIFDecoderTests: XCTestCase {
    private let colors: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
    private func color(_ index: Int) -> PremultipliedRGBA8 {
        PremultipliedRGBA8(r: colors[index].0, g: colors[index].1, b: colors[index].2, a: 255)
    }

    func testInterlacedRowsComeBackInOrder() throws {
        let indices = (0..<10).flatMap { row in [UInt8](repeating: UInt8(row % 4), count: 3) }
        let bytes = try HandMadeGIF.make(width: 3, height: 10, colors: colors,
                                         frames: [HandMadeFrame(width: 3, height: 10, indices: indices, interlaced: true)])
        let image = try GIF.decode(bytes).frames[0].image
        for row in 0..<10 { XCTAssertEqual(image[1, row], color(row % 4), "row \(row)") }
    }

    func testDisposalMethods() throws {
        let full = HandMadeFrame(width: 4, height: 4, indices: [UInt8](repeating: 0, count: 16))
        let restorePrevious = HandMadeFrame(x: 1, y: 1, width: 2, height: 2, indices: [2, 2, 2, 2], disposal: 3)
        let clear = HandMadeFrame(x: 0, y: 0, width: 2, height: 2, indices: [1, 1, 1, 1], disposal: 2)
        let nothing = HandMadeFrame(x: 3, y: 3, width: 1, height: 1, indices: [3], transparentIndex: 3)
        let gif = try GIF.decode(HandMadeGIF.make(width: 4, height: 4, colors: colors,
                                                  frames: [full, restorePrevious, nothing, clear, nothing]))
        let images = gif.frames.map(\.image)
        XCTAssertEqual(images[1][1, 1], color(2))
        XCTAssertEqual(images[2], images[0], "disposal 3 restores the screen before frame 1")
        XCTAssertEqual(images[3][0, 0], color(1))
        XCTAssertEqual(images[4][0, 0], .transparent, "disposal 2 clears to transparent")
        XCTAssertEqual(images[4][2, 2], color(0))
        XCTAssertEqual(gif.frames.map(\.disposal), [1, 3, 1, 2, 1])
        XCTAssertEqual(gif.frames.map(\.delay), [10, 10, 10, 10, 10])
        XCTAssertNil(gif.loopCount)
    }

    func testFramesOutsideTheScreenAreClipped() throws {
        let hanging = HandMadeFrame(x: 2, y: 2, width: 4, height: 4, indices: [UInt8](repeating: 1, count: 16))
        let beyond = HandMadeFrame(x: 50, y: 50, width: 2, height: 2, indices: [2, 2, 2, 2])
        let gif = try GIF.decode(HandMadeGIF.make(width: 4, height: 4, colors: colors, frames: [hanging, beyond]))
        XCTAssertEqual(gif.frames[0].image[3, 3], color(1))
        XCTAssertEqual(gif.frames[0].image[1, 1], .transparent)
        XCTAssertEqual(gif.frames[1].image, gif.frames[0].image)
        XCTAssertEqual(gif.frames[1].rect, GIFFrame.Rect(x: 50, y: 50, width: 2, height: 2))
    }

    func testMissingColourTableThrows() throws {
        var bytes = try HandMadeGIF.make(width: 2, height: 2, colors: colors,
                                         frames: [HandMadeFrame(width: 2, height: 2, indices: [0, 1, 2, 3])])
        // Drop the global colour table: clear its flag and remove its 4 × 3 bytes.
        bytes[10] &= 0x7F
        bytes.removeSubrange(13..<25)
        XCTAssertThrowsError(try GIF.decode(bytes)) { error in
            XCTAssertEqual((error as? CodecError)?.message, "corrupt GIF: frame 0 has no colour table")
        }
    }

    func testOversizedScreenThrows() throws {
        var bytes = try GIF.encode(frames: [TestImages.filled(width: 2, height: 2, .white)], fps: 1)
        bytes[6] = 0xFF; bytes[7] = 0xFF
        XCTAssertThrowsError(try GIF.decode(bytes)) { error in
            XCTAssertEqual((error as? CodecError)?.message, "unsupported GIF size 65535×2 (each side must be 1...16384)")
        }
    }

    func testNotAGIF() {
        for bytes in [[], Array("GIF8".utf8), Array("\u{89}PNG\r\n".utf8) + [0, 0, 0, 0]] as [[UInt8]] {
            XCTAssertThrowsError(try GIF.decode(bytes)) { error in
                XCTAssertEqual((error as? CodecError)?.message, "not a GIF file")
            }
        }
    }

    private func sampleGIF() throws -> [UInt8] {
        let frames = (0..<5).map { k in
            TestImages.disc(width: 40, height: 30, centerX: 10 + Double(k) * 5, centerY: 15, radius: 7,
                            RGBA8(r: 0, g: 122, b: 255), over: .transparent)
        }
        return try GIF.encode(frames: frames, fps: 10, options: GIFEncoderOptions(background: .transparent(matte: .white)))
    }

    func testEveryTruncationThrows() throws {
        let bytes = try sampleGIF()
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try GIF.decode(Array(bytes[..<length])), "prefix of \(length) bytes") { error in
                let message = (error as? CodecError)?.message ?? ""
                XCTAssertTrue(message == "not a GIF file" || message.hasPrefix("corrupt GIF: "), message)
            }
        }
    }

    func testRandomDamageNeverCrashes() throws {
        let original = try sampleGIF()
        var random = SeededRandom(seed: 42)
        var decoded = 0
        for _ in 0..<1000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                bytes[Int.random(in: 6..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            if let gif = try? GIF.decode(bytes) {
                decoded += 1
                XCTAssertFalse(gif.frames.isEmpty)
            }
        }
        XCTAssertGreaterThan(decoded, 0, "some damage (e.g. in pixel data) still decodes")
    }
}
