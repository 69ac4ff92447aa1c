// MenuTests.swift: a Menu shows its label (a title beside a symbol too); a tap opens its panel of
// commands below the label, lined up with its nearer edge (or runs the primary action when there
// is one); a command runs and closes the menu, a tap elsewhere only closes it; a Section's
// commands come under its title, apart from the commands beside them.

import XCTest
@testable import FlipbookUI

final class MenuTests: XCTestCase {
    private final class Log { var actions = 0 }

    func testATapWithAPrimaryActionRunsItAndOpensNothing() throws {
        let log = Log()
        let withAction = Menu { Button("Copy") { log.actions += 10 } } label: { Text("Edit") } primaryAction: { log.actions += 1 }
        let host = Engine(withAction, canvasSize: CGSize(width: 200, height: 100))
        XCTAssertNil(host.center(ofText: "Copy", at: 0), "the menu's commands are not shown")
        host.tap(at: try XCTUnwrap(host.center(ofText: "Edit", at: 0)), time: 0)
        XCTAssertEqual(log.actions, 1)
        XCTAssertNil(host.center(ofText: "Copy", at: 1))
    }

    func testATapOpensTheCommandsBelowTheLabelAndACommandRunsAndCloses() throws {
        let log = Log()
        let menu = VStack {
            Menu("More") {
                Button("Copy") { log.actions += 10 }
                Divider()
                Button("Delete", role: .destructive) { log.actions += 100 }
            }
            Spacer()
        }
        let host = Engine(menu, canvasSize: CGSize(width: 400, height: 300))
        let label = try XCTUnwrap(host.center(ofText: "More", at: 0))
        XCTAssertTrue(host.tap(at: label, time: 0))
        let copy = try XCTUnwrap(host.center(ofText: "Copy", at: 1))
        let delete = try XCTUnwrap(host.center(ofText: "Delete", at: 1))
        // The label is left of the middle: the 250 pt panel starts at its leading edge, 8 pt
        // below it; a 44 pt row, the 8 pt gap of the divider, another row.
        XCTAssertGreaterThan(copy.y, label.y + 8)
        XCTAssertEqual(delete.y - copy.y, 52, accuracy: 0.5)
        XCTAssertTrue(host.tap(at: delete, time: 1))
        XCTAssertEqual(log.actions, 100)
        XCTAssertNil(host.center(ofText: "Delete", at: 2), "the command closed the menu")
    }

    func testATapOutsideClosesTheMenuAndRunsNothing() throws {
        let log = Log()
        let host = Engine(Menu("More") { Button("Copy") { log.actions += 10 } }, canvasSize: CGSize(width: 400, height: 300))
        XCTAssertTrue(host.tap(at: try XCTUnwrap(host.center(ofText: "More", at: 0)), time: 0))
        XCTAssertNotNil(host.center(ofText: "Copy", at: 1))
        XCTAssertTrue(host.tap(at: CGPoint(x: 390, y: 290), time: 1))
        XCTAssertNil(host.center(ofText: "Copy", at: 2))
        XCTAssertEqual(log.actions, 0)
    }

    func testAMenuTitledWithASymbolShowsBoth() {
        let host = Engine(Menu("Sort", systemImage: "arrow.up") { Button("Name") {} }, canvasSize: CGSize(width: 200, height: 100))
        var symbols: [String] = []
        host.presentedTree(at: 0).forEach { p in if let s = p.kind as? SymbolKind { symbols.append(s.symbol.name) } }
        XCTAssertNotNil(host.center(ofText: "Sort", at: 0))
        XCTAssertEqual(symbols, ["arrow.up"])
    }

    func testASectionsCommandsComeUnderItsTitleApartFromTheNext() throws {
        let actions = PresentedActions(AnyView(Group {
            Section("Sort") { Button("Name") {}; Button("Date") {} }
            Section { Button("Delete", role: .destructive) {} }
            Button("Help") {}
        }))
        XCTAssertEqual(actions.all.map { $0.isHeader ? "header" : $0.isDivider ? "gap" : "command" },
                       ["header", "command", "command", "gap", "command", "gap", "command"])
        XCTAssertEqual(actions.all[4].role, .destructive)
        let menu = VStack { Menu("More") { Section("Sort") { Button("Name") {} } }; Spacer() }
        let host = Engine(menu, canvasSize: CGSize(width: 300, height: 400))
        host.tap(at: try XCTUnwrap(host.center(ofText: "More", at: 0)), time: 0)
        let title = try XCTUnwrap(host.center(ofText: "Sort", at: 1)), name = try XCTUnwrap(host.center(ofText: "Name", at: 1))
        XCTAssertLessThan(title.y, name.y, "the title over its commands")
        XCTAssertEqual(title.x - name.x, 0, accuracy: 15, "both leading")
    }
}
