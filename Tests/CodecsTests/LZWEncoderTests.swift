// LZWEncoderTests.swift: our LZW encoder and file writer read back by giflib's decoder, an
// independent implementation: random index streams at every minimum code size, streams long
// enough to fill the 4096-code dictionary many times, and the smallest frames.

import CGIF
import XCTest
@testable import Codecs

final class LZWEncoderTests: XCTestCase {
    func testRandomStreamsOfEveryCodeSizeRoundTrip() throws {
        var random = SeededRandom(seed: 11)
        var encoder = LZWEncoder()
        for bits in 2...8 {
            for (width, height) in [(1, 1), (7, 3), (64, 40), (300, 200)] {
                let indices = (0..<width * height).map { _ in UInt8.random(in: 0...UInt8(1 << bits - 1), using: &random) }
                let image = LZWImage(minimumCodeSize: bits, codes: encoder.encode(indices, minimumCodeSize: bits))
                XCTAssertEqual(try decodedIndices(image, width: width, height: height), indices, "\(bits) bits, \(width)×\(height)")
            }
        }
    }

    func testStreamsCrossingManyDictionaryResets() throws {
        // Runs of random length make strings of every length recur; 200 000 pixels fill the
        // dictionary again and again at every code size.
        var random = SeededRandom(seed: 12)
        var encoder = LZWEncoder()
        for bits in 2...8 {
            var indices: [UInt8] = []
            while indices.count < 200_000 {
                let value = UInt8.random(in: 0...UInt8(1 << bits - 1), using: &random)
                indices += repeatElement(value, count: Int.random(in: 1...12, using: &random))
            }
            indices.removeLast(indices.count - 200_000)
            let image = LZWImage(minimumCodeSize: bits, codes: encoder.encode(indices, minimumCodeSize: bits))
            // Codes are at most 12 bits wide, so this many bytes hold over twice 4096 codes.
            XCTAssertGreaterThan(image.codes.count, 2 * 4096 * 12 / 8)
            XCTAssertEqual(try decodedIndices(image, width: 500, height: 400), indices, "\(bits) bits")
        }
        // One colour throughout: the longest strings the dictionary can hold.
        let flat = [UInt8](repeating: 3, count: 1000 * 1000)
        XCTAssertEqual(try decodedIndices(encoder.compress(flat), width: 1000, height: 1000), flat)
    }

    func testCompressUsesTheSmallestCodeSizeForTheHighestIndex() {
        var encoder = LZWEncoder()
        let cases: [(highest: UInt8, bits: Int)] = [(0, 2), (1, 2), (3, 2), (4, 3), (7, 3), (8, 4), (31, 5), (32, 6), (127, 7), (128, 8), (255, 8)]
        for (highest, bits) in cases {
            XCTAssertEqual(encoder.compress([0, highest, 1]).minimumCodeSize, bits, "highest index \(highest)")
        }
    }

    func testEmptyAndSinglePixelStreams() throws {
        var encoder = LZWEncoder()
        for bits in 2...8 {
            // Nothing: the clear code then the end code, each bits + 1 wide, least significant bit first.
            let clear = 1 << bits, end = clear + 1
            let packed = clear | end << (bits + 1), byteCount = (2 * (bits + 1) + 7) / 8
            XCTAssertEqual(encoder.encode([], minimumCodeSize: bits), (0..<byteCount).map { UInt8(packed >> (8 * $0) & 0xFF) })
            let pixel = [UInt8(1 << bits - 1)]
            let image = LZWImage(minimumCodeSize: bits, codes: encoder.encode(pixel, minimumCodeSize: bits))
            XCTAssertEqual(try decodedIndices(image, width: 1, height: 1), pixel, "\(bits) bits")
        }
    }

    func testTheEncoderIsReusableAndDeterministic() {
        var random = SeededRandom(seed: 13)
        let indices = (0..<20_000).map { _ in UInt8.random(in: 0...15, using: &random) }
        var encoder = LZWEncoder()
        let first = encoder.encode(indices, minimumCodeSize: 4)
        _ = encoder.encode(indices.reversed(), minimumCodeSize: 8)
        XCTAssertEqual(encoder.encode(indices, minimumCodeSize: 4), first)
        var fresh = LZWEncoder()
        XCTAssertEqual(fresh.encode(indices, minimumCodeSize: 4), first)
    }

    /// Writes `image` as the only frame of a GIF under a 256-entry global table and returns the
    /// indices giflib decodes.
    private func decodedIndices(_ image: LZWImage, width: Int, height: Int) throws -> [UInt8] {
        let table = ColorTable(colors: (0..<256).map { PackedColor.opaque(red: UInt32($0), green: 0, blue: 7) },
                               withTransparency: false)
        var writer = GIFFileWriter(width: width, height: height, globalTable: table, backgroundIndex: 0)
        writer.writeFrame(rect: PixelRect(x: 0, y: 0, width: width, height: height),
                          encoding: FrameEncoding(indices: [], localTable: nil, transparentIndex: nil, image: image),
                          delay: 2, disposal: .doNotDispose)
        let bytes = writer.finish()
        return try bytes.withUnsafeBufferPointer { buffer in
            var reader = MemoryReader(buffer)
            return try withUnsafeMutablePointer(to: &reader) { pointer in
                var error: Int32 = 0
                guard let gif = DGifOpen(pointer, readMemory, &error) else { throw HandMadeGIFError.giflib(error) }
                defer { DGifCloseFile(gif, nil) }
                guard DGifSlurp(gif) == GIF_OK, gif.pointee.ImageCount == 1, let raster = gif.pointee.SavedImages[0].RasterBits else {
                    throw HandMadeGIFError.giflib(gif.pointee.Error)
                }
                return Array(UnsafeBufferPointer(start: raster, count: width * height))
            }
        }
    }
}

private struct MemoryReader {
    let buffer: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }
}

private func readMemory(_ gif: UnsafeMutablePointer<GifFileType>?, _ destination: UnsafeMutablePointer<GifByteType>?,
                        _ wanted: Int32) -> Int32 {
    guard let gif, let destination else { return 0 }
    let reader = gif.pointee.UserData.assumingMemoryBound(to: MemoryReader.self)
    let count = min(Int(wanted), reader.pointee.buffer.count - reader.pointee.offset)
    guard count > 0 else { return 0 }
    destination.update(from: reader.pointee.buffer.baseAddress! + reader.pointee.offset, count: count)
    reader.pointee.offset += count
    return Int32(count)
}
