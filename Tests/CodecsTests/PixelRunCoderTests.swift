// PixelRunCoderTests.swift: the packing of planned frames (PixelRunCoder, StoredFrame): exact
// round trips on seeded-random pixels made of runs, repeated rows and noise, at every width from
// one pixel up, and the sizes that make keeping every frame affordable.

import XCTest
@testable import Codecs

final class PixelRunCoderTests: XCTestCase {
    /// Rows of runs, copies of the row above and noise, over a few packed values of every kind.
    private func pixels(count: Int, width: Int, using random: inout SeededRandom) -> [UInt32] {
        let palette: [UInt32] = [0, 0xFF00_0000, 0xFF12_3456, PackedColor.kept(0xFF12_3456), 0x01FF_FFFF, 0xFFFF_FFFF]
        var out: [UInt32] = []
        while out.count < count {
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                out += [UInt32](repeating: palette.randomElement(using: &random)!, count: Int.random(in: 1...300, using: &random))
            case 1 where out.count >= width:
                for _ in 0..<Int.random(in: 1...(2 * width), using: &random) { out.append(out[out.count - width]) }
            default:
                for _ in 0..<Int.random(in: 1...20, using: &random) { out.append(UInt32.random(in: 0...UInt32.max, using: &random)) }
            }
        }
        return Array(out.prefix(count))
    }

    func testRoundTripsExactly() {
        var random = SeededRandom(seed: 7)
        for width in [1, 2, 3, 17, 64, 400] {
            for rows in [1, 2, 9] {
                let original = pixels(count: width * rows, width: width, using: &random)
                let packed = PixelRunCoder.encode(original, width: width)
                XCTAssertEqual(PixelRunCoder.decode(packed, count: original.count, width: width), original, "\(width)×\(rows)")
            }
        }
    }

    func testFlatAndRepeatingFramesPackToAFewBytes() {
        // A 400×300 card: a flat background, a bar, and a vertical gradient (rows repeat across).
        let width = 400
        var frame: [UInt32] = []
        for y in 0..<300 {
            for x in 0..<width {
                if x >= 40 && x < 360 && y >= 100 && y < 140 {
                    frame.append(PackedColor.opaque(red: 0, green: 122, blue: 255))
                } else if y >= 200 {
                    frame.append(PackedColor.opaque(red: UInt32(y - 200), green: 10, blue: 20))
                } else {
                    frame.append(PackedColor.kept(0xFFFF_FFFF))
                }
            }
        }
        let packed = PixelRunCoder.encode(frame, width: width)
        XCTAssertLessThan(packed.count, 1_200, "480 KB of pixels")
        XCTAssertEqual(PixelRunCoder.decode(packed, count: frame.count, width: width), frame)
    }

    func testStoredFramesGiveBackThePlannedFrame() {
        var random = SeededRandom(seed: 12)
        let frame = PlannedFrame(rect: PixelRect(x: 3, y: 5, width: 31, height: 7),
                                 pixels: pixels(count: 31 * 7, width: 31, using: &random), delay: 4, disposal: .restoreToBackground)
        let stored = StoredFrame(frame).planned
        XCTAssertEqual(stored.rect, frame.rect)
        XCTAssertEqual(stored.pixels, frame.pixels)
        XCTAssertEqual(stored.delay, 4)
        XCTAssertEqual(stored.disposal, .restoreToBackground)
    }
}
