// AssertSnapshotTests.swift: the snapshot assertion records what is missing, passes on a match,
// fails with the actual and difference images written and named, honours precision, and fails
// loudly when it cannot compare.

import XCTest
@testable import Raster
import Codecs
import FlipbookUI
@testable import FlipbookTestSupport

final class AssertSnapshotTests: XCTestCase {
    private var failures: [String] = []
    private var directory = ""
    /// The framework reporter, put back after each test: the other test suites of this process
    /// must still fail for real.
    private var original = SnapshotReporting.report

    override func setUp() {
        failures = []
        original = SnapshotReporting.report
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)").path
        SnapshotReporting.report = { [unowned self] message, _, _ in failures.append(message) }
    }

    override func tearDown() {
        SnapshotReporting.report = original
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func square(_ color: Color, side: CGFloat = 20) -> some View { Rectangle().fill(color).frame(width: side, height: side) }

    func testRecordsWhatIsMissingThenMatches() {
        let size = CGSize(width: 40, height: 40)
        XCTAssertFalse(assertSnapshot(of: square(.blue), size: size, named: "blue", record: .missing, directory: directory))
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].contains("recorded a new reference"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/blue.png"))
        XCTAssertTrue(assertSnapshot(of: square(.blue), size: size, named: "blue", record: .missing, directory: directory))
        XCTAssertEqual(failures.count, 1)
    }

    func testRecordingEverythingWritesTheReferenceAndFails() {
        let size = CGSize(width: 40, height: 40)
        XCTAssertFalse(assertSnapshot(of: square(.blue), size: size, named: "again", record: .all, directory: directory))
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].contains("recording is on"), failures[0])
        XCTAssertTrue(assertSnapshot(of: square(.blue), size: size, named: "again", record: .never, directory: directory))
    }

    func testMismatchWritesActualAndDifferenceAndNamesThem() throws {
        let size = CGSize(width: 40, height: 40)
        assertSnapshot(of: square(.blue), size: size, named: "box", record: .all, directory: directory)
        XCTAssertFalse(assertSnapshot(of: square(.red), size: size, named: "box", record: .never, directory: directory))
        let message = try XCTUnwrap(failures.last)
        XCTAssertTrue(message.contains("1600 pixels differ"), message)  // the 20 pt square is 40 × 40 px
        let actual = try XCTUnwrap(message.components(separatedBy: "actual: ").last?.components(separatedBy: ",").first)
        XCTAssertEqual(try PNG.read(from: actual).width, 80, "the actual frame at scale 2")
        XCTAssertTrue(message.contains(".diff.png"))
    }

    func testPrecisionLetsAShareOfPixelsDiffer() {
        let size = CGSize(width: 40, height: 40)
        assertSnapshot(of: square(.blue), size: size, named: "p", record: .all, directory: directory)
        // A 1 pt larger square changes 4·20·2+4 = 164 px of 6400 px at scale 2 (2.6 %).
        XCTAssertFalse(assertSnapshot(of: square(.blue, side: 21), size: size, named: "p", record: .never, directory: directory))
        XCTAssertTrue(assertSnapshot(of: square(.blue, side: 21), size: size, named: "p", record: .never, precision: 0.95, directory: directory))
    }

    func testFailsLoudlyWhenItCannotCompare() {
        XCTAssertFalse(assertSnapshot(of: square(.blue), size: CGSize(width: 40, height: 40), named: "none", record: .never, directory: directory))
        XCTAssertTrue(failures.last?.contains("no reference") == true)
        assertSnapshot(of: square(.blue), size: CGSize(width: 40, height: 40), named: "sized", record: .all, directory: directory)
        XCTAssertFalse(assertSnapshot(of: square(.blue), size: CGSize(width: 50, height: 40), named: "sized", record: .never, directory: directory))
        XCTAssertTrue(failures.last?.contains("80×80 px, the frame 100×80 px") == true, failures.last ?? "")
        FileManager.default.createFile(atPath: directory + "/broken.png", contents: Data("not a png".utf8))
        XCTAssertFalse(assertSnapshot(of: square(.blue), size: CGSize(width: 40, height: 40), named: "broken", record: .never, directory: directory))
        XCTAssertTrue(failures.last?.contains("cannot read the reference") == true)
    }

    func testReferencesGoBesideTheTestFileByDefault() {
        let location = SnapshotLocation(file: "/src/Tests/MyTests/ButtonTests.swift", testName: "testTap()", name: "after", directory: nil)
        XCTAssertEqual(location.path, "/src/Tests/MyTests/__Snapshots__/ButtonTests/testTap.after.png")
    }
}
