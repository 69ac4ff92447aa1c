// LZWEncoderTests.swift: our LZW encoder and file writer read back by giflib's decoder, an
// independent implementation: random index streams at every minimum code size, streams long
// enough to fill the 4096-code dictionary many times, and the smallest frames; and the length of
// a stream renamed to a smaller code size, known without compressing it again.

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
                XCTAssertEqual(try GIFIndexReader.indices(of: image, width: width, height: height), indices, "\(bits) bits, \(width)×\(height)")
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
            XCTAssertEqual(try GIFIndexReader.indices(of: image, width: 500, height: 400), indices, "\(bits) bits")
        }
        // One colour throughout: the longest strings the dictionary can hold.
        let flat = [UInt8](repeating: 3, count: 1000 * 1000)
        XCTAssertEqual(try GIFIndexReader.indices(of: encoder.compress(flat), width: 1000, height: 1000), flat)
    }

    func testAStreamRenamedOneToOneHasThePredictedLength() {
        // Ten of 256 indices, in runs: the strings recur, and 3,000 pixels stay well within one
        // dictionary. Renamed to 0…9, the same strings come out at 4 bits (or fewer, for the
        // shortest streams) instead of 8.
        var random = SeededRandom(seed: 21)
        var encoder = LZWEncoder()
        let palette: [UInt8] = [3, 17, 40, 41, 99, 128, 200, 201, 250, 255]
        for count in [1, 2, 37, 3_000] {
            var indices: [UInt8] = []
            while indices.count < count {
                indices += repeatElement(palette[Int.random(in: 0..<10, using: &random)], count: Int.random(in: 1...6, using: &random))
            }
            indices.removeLast(indices.count - count)
            let global = encoder.compress(indices)
            let codes = try! XCTUnwrap(global.codeCountWithoutClear, "\(count) pixels never fill the dictionary")
            XCTAssertEqual(LZWEncoder.byteCount(ofCodes: codes, minimumCodeSize: global.minimumCodeSize), global.codes.count)
            let renamed = encoder.compress(indices.map { UInt8(palette.firstIndex(of: $0)!) })
            if count == 3_000 { XCTAssertEqual([global.minimumCodeSize, renamed.minimumCodeSize], [8, 4]) }
            XCTAssertEqual(LZWEncoder.byteCount(ofCodes: codes, minimumCodeSize: renamed.minimumCodeSize), renamed.codes.count, "\(count) pixels")
        }
        XCTAssertEqual(LZWEncoder.byteCount(ofCodes: 0, minimumCodeSize: 5), encoder.encode([], minimumCodeSize: 5).count)
        // Random indices fill the dictionary: the count no longer says how long another code size's stream is.
        let noisy = (0..<50_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        XCTAssertNil(encoder.compress(noisy).codeCountWithoutClear)
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
            XCTAssertEqual(try GIFIndexReader.indices(of: image, width: 1, height: 1), pixel, "\(bits) bits")
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

    /// A budget stops a stream only once it is longer than the budget: one byte more than it
    /// takes changes nothing, one byte fewer gives nothing.
    func testABudgetStopsOnlyStreamsLongerThanIt() {
        var random = SeededRandom(seed: 5)
        let indices = (0..<30_000).map { _ in UInt8.random(in: 0...5, using: &random) }
        var encoder = LZWEncoder()
        let full = encoder.compress(indices)
        XCTAssertEqual(encoder.compress(indices, within: full.codes.count)?.codes, full.codes)
        XCTAssertEqual(encoder.compress(indices, within: full.codes.count + 1)?.codes, full.codes)
        XCTAssertNil(encoder.compress(indices, within: full.codes.count - 1))
        XCTAssertNil(encoder.compress(indices, within: 0))
        XCTAssertEqual(encoder.compress(indices).codes, full.codes, "a stopped stream leaves the encoder as it was")
    }

    /// The encoder, with its run jumps and caches, writes exactly the stream of the textbook
    /// algorithm (GIF89a appendix F, a Dictionary of strings), on runs of every length, runs of
    /// several indices taking turns and enough of them to clear the dictionary many times.
    func testTheStreamIsTheTextbookOne() {
        var random = SeededRandom(seed: 21)
        var inputs: [[UInt8]] = [[UInt8](repeating: 3, count: 100_000), (0..<50_000).map { UInt8($0 / 997 % 4) }]
        for _ in 0..<6 {
            var indices: [UInt8] = []
            while indices.count < 60_000 {
                let index = UInt8.random(in: 0...6, using: &random)
                indices += [UInt8](repeating: index, count: Int.random(in: 1...900, using: &random))
            }
            inputs.append(indices)
        }
        var encoder = LZWEncoder()
        for (k, indices) in inputs.enumerated() {
            XCTAssertEqual(encoder.encode(indices, minimumCodeSize: 3), Self.textbookStream(indices, minimumCodeSize: 3), "input \(k)")
        }
    }

    /// LZW as GIF89a appendix F describes it, with nothing but a Dictionary of strings.
    private static func textbookStream(_ indices: [UInt8], minimumCodeSize m: Int) -> [UInt8] {
        var bytes: [UInt8] = [], pending = 0, pendingBits = 0
        func write(_ code: Int, _ width: Int) {
            pending |= code << pendingBits
            pendingBits += width
            while pendingBits >= 8 { bytes.append(UInt8(pending & 0xFF)); pending >>= 8; pendingBits -= 8 }
        }
        let clear = 1 << m, end = clear + 1
        var strings: [[UInt8]: Int] = [:], next = end + 1, width = m + 1
        write(clear, width)
        var current: [UInt8] = [indices[0]]
        func code(of string: [UInt8]) -> Int { string.count == 1 ? Int(string[0]) : strings[string]! }
        for index in indices.dropFirst() {
            let longer = current + [index]
            if longer.count == 1 || strings[longer] != nil { current = longer; continue }
            write(code(of: current), width)
            if next == 4096 {
                write(clear, width)
                strings = [:]; next = end + 1; width = m + 1
            } else {
                strings[longer] = next
                next += 1
                if next > 1 << width && width < 12 { width += 1 }
            }
            current = [index]
        }
        write(code(of: current), width)
        write(end, width)
        if pendingBits > 0 { bytes.append(UInt8(pending & 0xFF)) }
        return bytes
    }
}

