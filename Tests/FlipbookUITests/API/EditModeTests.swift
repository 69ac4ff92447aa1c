// EditModeTests.swift: an EditButton turns its tree's edit mode on and off; in edit mode a row
// with onDelete shows a minus, whose tap shows a Delete button that deletes the row, and a row
// with onMove shows its handle.

import XCTest
@testable import FlipbookUI

private struct Fruit: View {
    @State var fruits = ["Apple", "Banana", "Cherry"]
    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits, id: \.self) { Text($0) }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            }
            .toolbar { EditButton() }
        }
    }
}

final class EditModeTests: XCTestCase {
    private func symbols(_ engine: Engine, at t: Double) -> [String] {
        var names: [String] = []
        engine.presentedTree(at: t).forEach { p in if let symbol = p.kind as? SymbolKind { names.append(symbol.symbol.name) } }
        return names
    }

    func testEditButtonShowsTheRowsControlsAndAMinusThenDeleteDeletes() throws {
        let engine = Engine(Fruit(), canvasSize: CGSize(width: 393, height: 600))
        XCTAssertTrue(symbols(engine, at: 0).isEmpty, "no minus and no handle outside edit mode")
        engine.tap(at: try XCTUnwrap(engine.center(ofText: "Edit", at: 0)), time: 0.5)
        XCTAssertNotNil(engine.center(ofText: "Done", at: 1.5))
        XCTAssertEqual(symbols(engine, at: 1.5).filter { $0 == "minus.circle.fill" }.count, 3)
        XCTAssertEqual(symbols(engine, at: 1.5).filter { $0 == "line.3.horizontal" }.count, 3)
        let banana = try XCTUnwrap(engine.center(ofText: "Banana", at: 1.5))
        engine.tap(at: CGPoint(x: banana.x - 45, y: banana.y), time: 2)
        engine.tap(at: try XCTUnwrap(engine.center(ofText: "Delete", at: 3)), time: 3)
        XCTAssertNil(engine.center(ofText: "Banana", at: 5))
        XCTAssertNotNil(engine.center(ofText: "Cherry", at: 5))
        engine.tap(at: try XCTUnwrap(engine.center(ofText: "Done", at: 5)), time: 5)
        XCTAssertNotNil(engine.center(ofText: "Edit", at: 6))
    }

    func testARowWhoseDeleteIsDisabledShowsNoMinusAndNoDeleteSwipe() throws {
        let list = NavigationStack {
            List {
                ForEach(["Apple", "Banana"], id: \.self) { Text($0).deleteDisabled($0 == "Apple") }
                    .onDelete { _ in }
            }
            .toolbar { EditButton() }
        }
        let engine = Engine(list, canvasSize: CGSize(width: 393, height: 600))
        let apple = try XCTUnwrap(engine.center(ofText: "Apple", at: 0))
        _ = FlipbookUITests.drag(engine, from: CGPoint(x: 360, y: apple.y), by: -150, 0, at: 0.1, hold: true)
        XCTAssertNil(engine.center(ofText: "Delete", at: 1), "no Delete swipe")
        engine.tap(at: try XCTUnwrap(engine.center(ofText: "Edit", at: 2)), time: 2)
        XCTAssertEqual(symbols(engine, at: 3).filter { $0 == "minus.circle.fill" }.count, 1, "a minus by Banana alone")
    }
}
