// PNGTests.swift: the PNG codec: exact round trips (premultiplied → straight → premultiplied is
// lossless for every valid pixel), the chunks we promise to write, decoding formats we never write,
// and damaged input that must throw rather than crash.

import XCTest
@testable import Raster
@testable import Codecs

final class PNGTests: XCTestCase {
    /// Every valid premultiplied (colour, alpha) pair, one per pixel.
    private func everyPremultipliedPixel() -> Pixmap {
        var pixmap = Pixmap(width: 256, height: 129)!
        var i = 0
        for alpha in 0...255 {
            for value in 0...alpha {
                pixmap[i % 256, i / 256] = PremultipliedRGBA8(r: UInt8(value), g: UInt8(alpha - value),
                                                             b: UInt8(value / 2), a: UInt8(alpha))
                i += 1
            }
        }
        return pixmap
    }

    func testRoundTripIsExactForEveryPremultipliedPixel() throws {
        // Unpremultiplying rounds to the nearest straight value s = round(255·c/a); premultiplying
        // back gives round(s·a/255), which is within a/510 ≤ ½ of c, hence exactly c.
        let pixmap = everyPremultipliedPixel()
        XCTAssertEqual(try PNG.decode(PNG.encode(pixmap)), pixmap)
    }

    func testStraightColoursSurviveWhereAlphaAllows() throws {
        // Straight colours are what the file stores; at alpha 255 they come back unchanged, at low
        // alpha they come back as premultiplication quantizes them (the same as Pixmap does).
        let colors = [RGBA8(r: 12, g: 200, b: 99), RGBA8(r: 255, g: 128, b: 1, a: 128),
                      RGBA8(r: 201, g: 3, b: 77, a: 3), RGBA8(r: 9, g: 9, b: 9, a: 0)]
        let straight = colors.flatMap { [$0.r, $0.g, $0.b, $0.a] }
        let pixmap = Pixmap(width: 4, height: 1, straightBytes: straight)!
        let decoded = try PNG.decode(PNG.encode(pixmap))
        XCTAssertEqual(decoded.straightBytes, pixmap.straightBytes)
        XCTAssertEqual(Array(decoded.straightBytes[0..<4]), [12, 200, 99, 255])
    }

    func testWritesRGBA8WithSRGBChunk() throws {
        let bytes = try PNG.encode(TestImages.filled(width: 3, height: 2, .white))
        XCTAssertEqual(Array(bytes[0..<8]), PNGBytes.signature)
        XCTAssertEqual(Array(bytes[12..<16]), Array("IHDR".utf8))
        XCTAssertEqual(bytes[24], 8, "bit depth")
        XCTAssertEqual(bytes[25], 6, "colour type RGBA")
        let sRGB: [UInt8] = [0, 0, 0, 1] + Array("sRGB".utf8) + [0]  // length 1, perceptual intent
        XCTAssertNotNil(find(sRGB, in: bytes), "sRGB chunk with perceptual intent")
    }

    func testDecodesPaletteWithTransparency() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 0, 255, 10, 20, 30]
        let bytes = PNGBytes.file(width: 3, height: 1, bitDepth: 8, colorType: 3,
                                  chunks: [("PLTE", palette), ("tRNS", [255, 128])],
                                  rows: [0, 0, 1, 2])
        let pixmap = try PNG.decode(bytes)
        XCTAssertEqual(pixmap[0, 0], PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(pixmap[1, 0], PremultipliedRGBA8(straight: RGBA8(r: 0, g: 0, b: 255, a: 128)))
        XCTAssertEqual(pixmap[2, 0], PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 255))
    }

    func testDecodes16BitGrayAlphaAsSRGB() throws {
        // 0x8080 is 128/255 exactly; it must come back as 128, not gamma-converted from linear.
        let row: [UInt8] = [0, 0x80, 0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00]
        let pixmap = try PNG.decode(PNGBytes.file(width: 2, height: 1, bitDepth: 16, colorType: 4, rows: row))
        XCTAssertEqual(pixmap[0, 0], PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 255))
        XCTAssertEqual(pixmap[1, 0], PremultipliedRGBA8.transparent)
    }

    func testRefusesImagesOverTheMaximumSide() {
        let bytes = PNGBytes.file(width: Pixmap.maximumSide + 1, height: 1, bitDepth: 8, colorType: 0, rows: [0, 0])
        XCTAssertThrowsError(try PNG.decode(bytes)) { error in
            XCTAssertEqual((error as? CodecError)?.message, "PNG too large: 16385×1 (at most 16384 pixels a side)")
        }
    }

    func testNotAPNG() {
        XCTAssertThrowsError(try PNG.decode(Array("GIF89a and more".utf8))) { error in
            XCTAssertEqual((error as? CodecError)?.message, "not a PNG file")
        }
        XCTAssertThrowsError(try PNG.decode([]))
    }

    func testEveryTruncationThrows() throws {
        let bytes = try PNG.encode(everyPremultipliedPixel())
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)) {
            XCTAssertThrowsError(try PNG.decode(Array(bytes[..<length])), "prefix of \(length) bytes")
        }
    }

    func testCorruptDataThrowsWithLibpngsMessage() throws {
        var bytes = try PNG.encode(TestImages.gradient(width: 64, height: 64))
        let idat = try XCTUnwrap(find(Array("IDAT".utf8), in: bytes))
        bytes[idat + 20] ^= 0xFF
        XCTAssertThrowsError(try PNG.decode(bytes)) { error in
            let message = (error as? CodecError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("corrupt PNG: "), message)
            XCTAssertFalse(message.contains("\n"))
        }
    }

    func testRandomDamageNeverCrashes() throws {
        let original = try PNG.encode(TestImages.gradient(width: 40, height: 30))
        var random = SeededRandom(seed: 7)
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                bytes[Int.random(in: 8..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            _ = try? PNG.decode(bytes)
        }
    }

    func testFileRoundTripAndReadErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }

        let pixmap = TestImages.disc(width: 20, height: 20, centerX: 10, centerY: 10, radius: 7,
                                     RGBA8(r: 0, g: 122, b: 255), over: .transparent)
        try PNG.write(pixmap, to: directory + "/disc.png")
        XCTAssertEqual(try PNG.read(from: directory + "/disc.png"), pixmap)

        XCTAssertThrowsError(try PNG.read(from: directory + "/missing.png")) { error in
            XCTAssertEqual((error as? CodecError)?.message, "cannot read \(directory)/missing.png: No such file or directory")
        }
        try AtomicFile.write(Array("hello".utf8), to: directory + "/text.png")
        XCTAssertThrowsError(try PNG.read(from: directory + "/text.png")) { error in
            XCTAssertEqual((error as? CodecError)?.message, "\(directory)/text.png: not a PNG file")
        }
    }
}

/// Index of the first occurrence of `needle` in `haystack`.
func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    return (0...haystack.count - needle.count).first { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
}
