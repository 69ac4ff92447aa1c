// FuzzFindingsTests.swift: one test per bug that fuzzing found in the decoders (scripts/fuzz.sh
// png-decode, gif-decode), each saying how it was found; the inputs also stay in the fuzz
// targets' seed corpora, so every fuzz run replays them.

import XCTest
import Codecs

final class FuzzFindingsTests: XCTestCase {
    /// Found while checking what the gif-decode target's 2 GB memory limit would catch, by a file
    /// written for it (the fuzzer had not built one in about 300,000 executions): a 16384×16384
    /// screen with two 1×1 frames, 72 bytes, made the decoder hold over 3 GiB, every frame being
    /// a whole screen and the budget counting the frames but not the screen and its copy.
    func testTinyFileWithAHugeScreenIsRefusedBeforeAllocating() {
        var bytes = Array("GIF89a".utf8) + [0x00, 0x40, 0x00, 0x40, 0xF1, 0, 0]  // 16384×16384, 4 colours
        bytes += [0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 255]
        for x: UInt8 in [0, 1] {
            bytes += [0x21, 0xF9, 0x04, 0x00, 0x0A, 0x00, 0x00, 0x00]      // 10 cs
            bytes += [0x2C, x, 0, 0, 0, 1, 0, 1, 0, 0x00]                  // a 1×1 frame at (x, 0)
            bytes += [0x02, 0x02, 0x4C, 0x01, 0x00]                        // clear, 1, end
        }
        bytes.append(0x3B)
        XCTAssertEqual(bytes.count, 72)
        XCTAssertThrowsError(try GIF.decode(bytes)) { error in
            XCTAssertEqual((error as? CodecError)?.message, "GIF too large to decode: 2 frames of 16384×16384")
        }
    }

    /// Found by `scripts/fuzz.sh png-decode` within 462,113 executions (out of memory): a 4×2
    /// palette image, 107 bytes, whose next chunk, a zTXt, claims 2,013,331,458 bytes. libpng
    /// allocates a chunk's declared length before reading it, and took 2 GB.
    func testChunkClaimingMoreThanTheFileHoldsIsRefused() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]
        let valid = PNGBytes.file(width: 4, height: 2, bitDepth: 2, colorType: 3, chunks: [("PLTE", palette)],
                                  rows: [0, 0x1B, 0, 0xE4])
        XCTAssertNoThrow(try PNG.decode(valid))
        let iend = valid.count - 12
        let bomb = Array(valid[..<iend]) + [0x78, 0x01, 0x00, 0x02] + Array("zTXt".utf8) + [0, 0x80, 0x9B, 0x2B] + Array(valid[iend...])
        XCTAssertThrowsError(try PNG.decode(bomb)) { error in
            XCTAssertEqual((error as? CodecError)?.message, "corrupt PNG: a chunk claims 2013331458 bytes, and only 12 are left")
        }
    }
}
