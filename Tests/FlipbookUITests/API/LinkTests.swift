// LinkTests.swift: a Link shows its title in the tint and a ShareLink "Share" beside the share
// symbol; a tap on either opens nothing and changes nothing.

import Foundation
import XCTest
@testable import FlipbookUI

final class LinkTests: XCTestCase {
    private let canvas = CGSize(width: 200, height: 100)

    func testALinkShowsItsTitleInTheTintAndATapChangesNothing() throws {
        let host = Engine(Link("Docs", destination: URL(string: "https://example.com")!), canvasSize: canvas)
        var color: Color?
        host.presentedTree(at: 0).forEach { p in if let text = p.kind as? TextKind, case .color(let c)? = text.styles.first { color = c } }
        XCTAssertEqual(color, Color.accentColor.resolved(in: .light))
        XCTAssertTrue(host.tap(at: try XCTUnwrap(host.center(ofText: "Docs", at: 0)), time: 0))
        XCTAssertFalse(host.graph.hasPendingWrites)
    }

    func testAShareLinkShowsShareBesideTheShareSymbol() {
        let host = Engine(ShareLink(item: "hello"), canvasSize: canvas)
        var symbols: [String] = []
        host.presentedTree(at: 0).forEach { p in if let s = p.kind as? SymbolKind { symbols.append(s.symbol.name) } }
        XCTAssertNotNil(host.center(ofText: "Share", at: 0))
        XCTAssertEqual(symbols, ["square.and.arrow.up"])
    }

    func testAShareLinkTakesAPlainStringTitle() {
        let title = "Send"
        XCTAssertNotNil(Engine(ShareLink(title, item: "hello"), canvasSize: canvas).center(ofText: "Send", at: 0))
    }
}
