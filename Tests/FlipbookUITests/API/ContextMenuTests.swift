// ContextMenuTests.swift: a long press opens a view's context menu (a tap does not), a command
// runs and closes it; on a list row, from anywhere on the row.

import XCTest
@testable import FlipbookUI

final class ContextMenuTests: XCTestCase {
    private final class Log { var copies = 0 }

    func testALongPressOpensTheCommandsAndACommandRunsAndCloses() throws {
        let log = Log()
        let view = VStack {
            Text("Photo").frame(width: 100, height: 60).contextMenu { Button("Copy") { log.copies += 1 } }
            Spacer()
        }
        let host = Engine(view, canvasSize: CGSize(width: 400, height: 300))
        let photo = try XCTUnwrap(host.center(ofText: "Photo", at: 0))
        host.tap(at: photo, time: 0)
        XCTAssertNil(host.center(ofText: "Copy", at: 0.5), "a tap opens nothing")
        XCTAssertTrue(host.touchDown(at: photo, time: 1))
        host.advance(to: 1.6)
        host.touchUp(at: photo, time: 1.6)
        let copy = try XCTUnwrap(host.center(ofText: "Copy", at: 2), "half a second's press opens the menu")
        XCTAssertTrue(host.tap(at: copy, time: 2))
        XCTAssertEqual(log.copies, 1)
        XCTAssertNil(host.center(ofText: "Copy", at: 3))
    }

    func testARowsContextMenuOpensFromAnywhereOnTheRow() throws {
        let list = List { Text("Photo").contextMenu { Button("Copy") {} } }.listStyle(.plain)
        let host = Engine(list, canvasSize: CGSize(width: 300, height: 300))
        let photo = try XCTUnwrap(host.center(ofText: "Photo", at: 0))
        let beside = CGPoint(x: 250, y: photo.y)
        XCTAssertTrue(host.touchDown(at: beside, time: 0), "the row's empty part takes the press")
        host.advance(to: 0.7)
        host.touchUp(at: beside, time: 0.7)
        XCTAssertNotNil(host.center(ofText: "Copy", at: 1))
    }
}
