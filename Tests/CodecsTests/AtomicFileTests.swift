// AtomicFileTests.swift: AtomicFile leaves either the complete file or nothing, and names the
// path and the reason when it fails.

import XCTest
@testable import Codecs

final class AtomicFileTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: directory)
    }

    func testSuccessLeavesExactlyTheFile() throws {
        let path = directory + "/out.bin"
        try AtomicFile.write([1, 2, 3], to: path)
        try AtomicFile.write(Array(repeating: 7, count: 100_000), to: path)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["out.bin"])
        XCTAssertEqual(try FileBytes.read(path), Array(repeating: 7, count: 100_000))
    }

    func testMissingDirectoryThrowsAndLeavesNothing() throws {
        let path = directory + "/missing/out.png"
        XCTAssertThrowsError(try AtomicFile.write([1, 2, 3], to: path)) { error in
            XCTAssertEqual((error as? CodecError)?.message, "cannot write \(path): No such file or directory")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), [])
    }

    func testFailedRenameRemovesTheTemporaryFile() throws {
        // A directory in the way makes the final rename fail after the bytes were written.
        let path = directory + "/taken"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write([1, 2, 3], to: path)) { error in
            XCTAssertEqual((error as? CodecError)?.message, "cannot write \(path): Is a directory")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["taken"])
    }

    func testRelativePathInCurrentDirectory() throws {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try AtomicFile.write([42], to: "plain.bin")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["plain.bin"])
    }
}
