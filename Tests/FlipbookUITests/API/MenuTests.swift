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

    func testAPickerInASectionOfAMenuIsItsOptions() throws {
        let menu = Menu("Options") {
            Section("Sort by") {
                Picker("Sort", selection: .constant("Date")) { Text("Date").tag("Date"); Text("Title").tag("Title") }
            }
        }
        let host = Engine(VStack { menu; Spacer() }, canvasSize: CGSize(width: 400, height: 400))
        XCTAssertTrue(host.tap(at: try XCTUnwrap(host.center(ofText: "Options", at: 0)), time: 0))
        let date = try XCTUnwrap(host.center(ofText: "Date", at: 1)), title = try XCTUnwrap(host.center(ofText: "Title", at: 1))
        XCTAssertEqual(title.y - date.y, 44.5, accuracy: 0.5, "an option a row, not a picker's button")
        XCTAssertNil(host.center(ofText: "Sort", at: 1), "no nested picker")
        XCTAssertNotNil(host.center(ofText: "Sort by", at: 1))
    }

    func testAPickerAndAToggleInAMenuAreRowsOfIt() throws {
        struct Sorting: View {
            @State var order = "Date"
            @State var ascending = false
            var body: some View {
                VStack {
                    Menu("Options") {
                        Picker("Sort", selection: $order) { Text("Date").tag("Date"); Text("Title").tag("Title") }
                        Toggle("Ascending", isOn: $ascending)
                    }
                    Text("\(order) \(ascending ? "up" : "down")")
                    Spacer()
                }
            }
        }
        let host = Engine(Sorting(), canvasSize: CGSize(width: 400, height: 400))
        XCTAssertTrue(host.tap(at: try XCTUnwrap(host.center(ofText: "Options", at: 0)), time: 0))
        let date = try XCTUnwrap(host.center(ofText: "Date", at: 1)), title = try XCTUnwrap(host.center(ofText: "Title", at: 1))
        let ascending = try XCTUnwrap(host.center(ofText: "Ascending", at: 1))
        XCTAssertEqual(title.y - date.y, 44.5, accuracy: 0.5, "an option a row, a hairline apart")
        XCTAssertGreaterThan(ascending.y - title.y, 44.5, "the toggle stands apart from the options")
        var checkmarks: [CGRect] = []
        host.presentedTree(at: 1).forEach { p in
            if let symbol = p.kind as? SymbolKind, symbol.symbol.name == "checkmark" { checkmarks.append(p.frame) }
        }
        XCTAssertEqual(checkmarks.count, 3, "room for a checkmark on every row")
        XCTAssertLessThan(try XCTUnwrap(checkmarks.first).maxX, date.x, "the checkmark comes before the title")
        XCTAssertTrue(host.tap(at: title, time: 1))
        host.advance(to: 2)
        XCTAssertNotNil(host.center(ofText: "Title down", at: 2))
        XCTAssertTrue(host.tap(at: try XCTUnwrap(host.center(ofText: "Options", at: 2)), time: 2))
        XCTAssertTrue(host.tap(at: try XCTUnwrap(host.center(ofText: "Ascending", at: 3)), time: 3))
        host.advance(to: 4)
        XCTAssertNotNil(host.center(ofText: "Title up", at: 4))
    }
}
