// GIFStreamingTests.swift: the encoder as a stream: what it holds per frame while it waits for the
// palette (packed changed rectangles only, so memory follows what changes, not the frame count
// times the canvas), and GIFFrameBatch, whose frames compressed on several threads in any order
// make the same file, byte for byte, as `finish()`.

import XCTest
import Dispatch
@testable import Raster
@testable import Codecs

final class GIFStreamingTests: XCTestCase {
    /// A 200×120 flat screen with an 8×8 square moving one pixel a frame, over a gradient band
    /// of more than 256 colours (the quantized path, which plans twice).
    private func frame(_ k: Int) -> Pixmap {
        var pixmap = TestImages.filled(width: 200, height: 120, RGBA8(r: 242, g: 242, b: 247))
        for y in 100..<120 {
            for x in 0..<200 { pixmap[x, y] = PremultipliedRGBA8(r: UInt8(x), g: UInt8(y), b: 200, a: 255) }
        }
        TestImages.fill(&pixmap, x: 10 + k, y: 40, width: 8, height: 8, RGBA8(r: 0, g: 122, b: 255))
        return pixmap
    }

    func testHeldBytesFollowWhatChangesNotTheCanvas() throws {
        let encoder = try GIFEncoder(width: 200, height: 120)
        for k in 0..<150 { try encoder.addFrame(frame(k), until: Double(k + 1) / 25) }
        // Frame 0 is the whole screen; each later one a 9×8 rectangle. One frame's pixels are
        // 96 000 bytes: the encoder holds less than half of that for all 150 frames together.
        let held = encoder.storedByteCount
        XCTAssertLessThan(held, 96_000 / 2, "\(held) bytes for 150 frames")
        let first = PixelRunCoder.encode(encoder.prepare(frame(0)).pixels, width: 200).count
        XCTAssertLessThanOrEqual((held - first) / 149, 9 * 8 * 4, "a later frame costs at most its rectangle's pixels")
        let gif = try GIF.decode(try encoder.finish())
        XCTAssertEqual(gif.frames.count, 150)
    }

    func testFramesCompressedInParallelMakeTheSameFile() throws {
        for options in [GIFEncoderOptions(), GIFEncoderOptions(background: .transparent(matte: .white), dither: true)] {
            func encoder() throws -> GIFEncoder {
                let encoder = try GIFEncoder(width: 200, height: 120, options: options)
                for k in stride(from: 0, to: 45, by: 3) { try encoder.addFrame(frame(k), until: Double(k + 3) / 50) }
                return encoder
            }
            let serial = try encoder().finish()
            let batch = try encoder().finishPlanning()
            let compressed = UnsafeMutableBufferPointer<[UInt8]>.allocate(capacity: batch.count)
            compressed.initialize(repeating: [])
            defer { compressed.deinitialize(); compressed.deallocate() }
            // Last frame first, on as many threads as Dispatch gives.
            DispatchQueue.concurrentPerform(iterations: batch.count) { k in
                compressed[batch.count - 1 - k] = batch.encodeFrame(batch.count - 1 - k)
            }
            XCTAssertEqual(batch.file(Array(compressed)), serial, "\(options)")
        }
    }
}
