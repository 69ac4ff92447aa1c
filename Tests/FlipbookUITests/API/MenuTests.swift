// MenuTests.swift: a Menu shows its label (a title beside a symbol too); a tap opens no menu,
// but runs the primary action when there is one.

import XCTest
@testable import FlipbookUI

final class MenuTests: XCTestCase {
    private final class Log { var actions = 0 }

    func testATapRunsThePrimaryActionOnly() throws {
        let log = Log()
        let withAction = Menu { Button("Copy") { log.actions += 10 } } label: { Text("Edit") } primaryAction: { log.actions += 1 }
        let host = Engine(withAction, canvasSize: CGSize(width: 200, height: 100))
        XCTAssertNil(host.center(ofText: "Copy", at: 0), "the menu's commands are not shown")
        host.tap(at: try XCTUnwrap(host.center(ofText: "Edit", at: 0)), time: 0)
        XCTAssertEqual(log.actions, 1)

        let plain = Engine(Menu("More") { Button("Copy") { log.actions += 10 } }, canvasSize: CGSize(width: 200, height: 100))
        plain.tap(at: try XCTUnwrap(plain.center(ofText: "More", at: 0)), time: 0)
        XCTAssertEqual(log.actions, 1)
    }

    func testAMenuTitledWithASymbolShowsBoth() {
        let host = Engine(Menu("Sort", systemImage: "arrow.up") { Button("Name") {} }, canvasSize: CGSize(width: 200, height: 100))
        var symbols: [String] = []
        host.presentedTree(at: 0).forEach { p in if let s = p.kind as? SymbolKind { symbols.append(s.symbol.name) } }
        XCTAssertNotNil(host.center(ofText: "Sort", at: 0))
        XCTAssertEqual(symbols, ["arrow.up"])
    }
}
