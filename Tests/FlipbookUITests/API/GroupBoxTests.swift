// GroupBoxTests.swift: a group box sets its label (given first or last) above its content, 16 pt
// in from the edges of a panel as wide as it is offered.

import XCTest
@testable import FlipbookUI

final class GroupBoxTests: XCTestCase {
    func testTheLabelSitsAboveTheContentInsideThePanel() throws {
        let host = Engine(GroupBox("Title") { Text("Body") }.frame(width: 200), canvasSize: CGSize(width: 300, height: 200))
        var texts: [String: CGRect] = [:]
        var panel: CGRect?
        host.presentedTree(at: 0).forEach { p in
            if let text = p.kind as? TextKind { texts[text.string] = p.frame }
            if panel == nil, p.kind is ShapeKind { panel = p.frame }
        }
        let title = try XCTUnwrap(texts["Title"]), body = try XCTUnwrap(texts["Body"]), box = try XCTUnwrap(panel)
        XCTAssertEqual(box.width, 200, accuracy: 0.01)
        XCTAssertEqual(title.minX - box.minX, 16, accuracy: 0.01)
        XCTAssertEqual(title.minY - box.minY, 16, accuracy: 0.01)
        XCTAssertEqual(body.minY - title.maxY, 8, accuracy: 0.01)
    }

    func testTheLabelFirstFormShowsTheSameBox() {
        let host = Engine(GroupBox(label: Text("Title")) { Text("Body") }, canvasSize: CGSize(width: 300, height: 200))
        let title = host.center(ofText: "Title", at: 0), body = host.center(ofText: "Body", at: 0)
        XCTAssertLessThan(title?.y ?? .infinity, body?.y ?? -.infinity)
    }
}
