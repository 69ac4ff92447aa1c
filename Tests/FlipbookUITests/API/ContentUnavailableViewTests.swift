// ContentUnavailableViewTests.swift: the empty state stacks its symbol, title and description in
// the middle of the space offered; `.search` names what was searched for.

import XCTest
@testable import FlipbookUI

final class ContentUnavailableViewTests: XCTestCase {
    private let canvas = CGSize(width: 300, height: 300)

    func testTheSymbolTitleAndDescriptionStackInTheMiddle() throws {
        let host = Engine(ContentUnavailableView("Nothing", systemImage: "tray", description: Text("Empty")), canvasSize: canvas)
        var symbol: CGRect?
        host.presentedTree(at: 0).forEach { p in if p.kind is SymbolKind { symbol = p.frame } }
        let title = try XCTUnwrap(host.center(ofText: "Nothing", at: 0)), description = try XCTUnwrap(host.center(ofText: "Empty", at: 0))
        let icon = try XCTUnwrap(symbol)
        XCTAssertEqual(title.x, 150, accuracy: 0.5)
        XCTAssertEqual(description.x, 150, accuracy: 0.5)
        XCTAssertLessThan(icon.maxY, title.y)
        XCTAssertLessThan(title.y, description.y)
        XCTAssertEqual((icon.minY + description.y) / 2, 150, accuracy: 30, "the stack is about the middle")
    }

    func testTheSearchStateNamesTheSearch() {
        let host = Engine(ContentUnavailableView.search(text: "cats"), canvasSize: canvas)
        XCTAssertNotNil(host.center(ofText: "No Results for \u{201C}cats\u{201D}", at: 0))
    }
}
