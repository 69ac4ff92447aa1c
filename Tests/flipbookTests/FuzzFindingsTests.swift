// FuzzFindingsTests.swift: one test per bug that fuzzing found in the command line's parsers
// (scripts/fuzz.sh options, color-argument), each saying how it was found; the inputs also stay in
// the fuzz targets' seed corpora, so every fuzz run replays them.

import XCTest
@testable import flipbook
import Raster

final class FuzzFindingsTests: XCTestCase {
    /// Found by `scripts/fuzz.sh options` within 627 executions: the arguments
    /// ["benchat", "o", "--s--all\nen", "--joebs"]. Errors quote options back as given, so a
    /// newline inside one split the "flipbook: error: …" line in two.
    func testOptionNameWithANewlineGivesAOneLineError() throws {
        XCTAssertThrowsError(try Options(["benchat", "o", "--s--all\nen", "--joebs"])) { error in
            XCTAssertEqual((error as? CLIError)?.message, "unknown option --s--all en")
        }
    }

    /// Found by `scripts/fuzz.sh color-argument` within 42 executions: the bytes 23 84 01 04 0A 31 61 ("#", a stray UTF-8
    /// byte, two control characters, a newline, "1a").
    /// The rejected text, newline and all, went into the error.
    func testColourWithANewlineGivesAOneLineError() {
        XCTAssertThrowsError(try ColorArgument.parse("#\u{1}\u{4}\n1a")) { error in
            let message = (error as? CLIError)?.message ?? ""
            XCTAssertFalse(message.contains(where: \.isNewline), message)
            XCTAssertTrue(message.hasSuffix("not '#\u{1}\u{4} 1a'"), message)
        }
    }

    /// Found by `scripts/fuzz.sh color-argument` within 8,778 executions: "+aB31c" was taken for
    /// #0AB31C. The digits went to UInt32(_:radix:), which also reads a sign; "#-00000" was black.
    func testSignedHexIsNotAColour() {
        for text in ["+aB31c", "#+aB31c", "#-00000", "-0000000"] {
            XCTAssertThrowsError(try ColorArgument.parse(text), text)
        }
        XCTAssertEqual(try ColorArgument.parse("aB31cF"), RGBA8(r: 0xAB, g: 0x31, b: 0xCF))
    }

    /// Found by `scripts/fuzz.sh storyboard-options` within 4,559 executions: --max-memory ".2"
    /// (a fifth of a byte) was accepted as a limit of 0 bytes, which refuses every render.
    func testAMemoryLimitBelowAMebibyteIsAUsageError() throws {
        for text in [".2", "0", "1023K", "-4G"] {
            XCTAssertThrowsError(try MemoryLimit(parsing: text), text) { error in
                XCTAssertEqual((error as? CLIError)?.exitCode, 2, text)
            }
        }
        XCTAssertEqual(try MemoryLimit(parsing: "1M").bytes, 1 << 20)
        XCTAssertEqual(try MemoryLimit(parsing: "1.5GiB").bytes, 3 << 29)
        XCTAssertEqual(try MemoryLimit(parsing: "3000000").bytes, 3_000_000)
    }
}
