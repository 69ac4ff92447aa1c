// CatalogRestingStatesTests.swift: every catalog control, played through its own storyboard,
// drawn at rest before its first tap and once that tap's animations settled, at scale 2, against
// golden/controls/<id>.<before|after>.png (exact bytes). FLIPBOOK_RECORD=1 records them anew
// (assertSnapshot's record modes); look at each one before committing it.

import XCTest
@testable import Raster
import FlipbookTestSupport
import FlipbookUI
import Gallery

final class CatalogRestingStatesTests: XCTestCase {
    private let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("golden/controls")

    func testEveryControlAtRestBeforeAndAfterItsTap() throws {
        XCTAssertEqual(Catalog.entries.count, 11)
        for entry in Catalog.entries {
            // The storyboard's first tap lands at 0.4 s; its second key time is the moment
            // everything that tap started has settled.
            let playback = try Playback(entry.view, size: entry.canvas, storyboard: entry.storyboard)
            XCTAssertEqual(playback.taps.first?.time, 0.4, entry.id)
            try check(playback.frame(at: 0), named: "\(entry.id).before")
            let settled = try XCTUnwrap(playback.keyTimes.dropFirst().first, entry.id)
            try check(playback.frame(at: settled), named: "\(entry.id).after")
        }
    }

    private func check(_ frame: Pixmap?, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        assertSnapshot(of: try XCTUnwrap(frame), named: name, directory: goldenDirectory.path, file: file, line: line)
    }
}
