// SwipeActionsTests.swift: a row's swipe actions are hidden at rest; a drag towards them slides
// the row with the touch and, let go past half their width, the row springs open showing them
// (the first outermost); short of it, it springs shut; a tap on one runs it and closes the row; a
// vertical drag on a row scrolls the list instead.

import XCTest
@testable import FlipbookUI

private final class Log { var actions: [String] = [] }

private struct Row: View {
    let log: Log
    var body: some View {
        Text("Marcus")
            .frame(maxWidth: .infinity, alignment: .leading)
            .swipeActions {
                Button("Delete", role: .destructive) { log.actions.append("delete") }
                Button("Pin") { log.actions.append("pin") }
            }
            .frame(width: 300, height: 40)
    }
}

final class SwipeActionsTests: XCTestCase {
    private let canvas = CGSize(width: 300, height: 100)

    private func drag(_ engine: Engine, by dx: CGFloat, at start: Double, from x: CGFloat = 250) {
        engine.touchDown(at: CGPoint(x: x, y: 50), time: start)
        for k in 1...10 { engine.touchMove(to: CGPoint(x: x + dx * CGFloat(k) / 10, y: 50), time: start + 0.02 * Double(k)) }
        engine.touchUp(at: CGPoint(x: x + dx, y: 50), time: start + 0.2)
    }

    func testADragPastHalfOpensTheRowAndAButtonRunsAndCloses() throws {
        let log = Log()
        let engine = Engine(Row(log: log), canvasSize: canvas)
        XCTAssertNil(engine.center(ofText: "Delete", at: 0), "hidden at rest")
        drag(engine, by: -100, at: 0.1)
        let delete = try XCTUnwrap(engine.center(ofText: "Delete", at: 2))
        let pin = try XCTUnwrap(engine.center(ofText: "Pin", at: 2))
        // Open 148 pt: Delete at the edge, the outer 74 pt; Pin beside it.
        XCTAssertEqual(delete.x, 300 + ListMetrics.rowInset - 37, accuracy: 0.5)
        XCTAssertEqual(pin.x, 300 + ListMetrics.rowInset - 111, accuracy: 0.5)
        XCTAssertTrue(engine.tap(at: pin, time: 2))
        XCTAssertEqual(log.actions, ["pin"])
        XCTAssertNil(engine.center(ofText: "Pin", at: 4), "the row closed")
    }

    func testAShortDragSpringsShut() {
        let engine = Engine(Row(log: Log()), canvasSize: canvas)
        drag(engine, by: -50, at: 0.1)
        XCTAssertNil(engine.center(ofText: "Delete", at: 2))
    }

    func testASwipeFromTheCellsEdgeBeyondTheRowOpensIt() {
        // The 300 pt row fills the canvas; the cell's trailing inset lies past it, at 300…316.
        let engine = Engine(Row(log: Log()).padding(.horizontal, 20), canvasSize: CGSize(width: 340, height: 100))
        drag(engine, by: -120, at: 0.1, from: 332)
        XCTAssertNotNil(engine.center(ofText: "Delete", at: 2))
    }

    func testAnIconOnlyButtonIsFoundByItsTitle() {
        let view = Text("Marcus").frame(maxWidth: .infinity, alignment: .leading)
            .swipeActions { Button {} label: { Label("Pin", systemImage: "star") } }
            .frame(width: 300, height: 40)
        let engine = Engine(view, canvasSize: canvas)
        drag(engine, by: -100, at: 0.1)
        XCTAssertNotNil(engine.center(ofText: "Pin", at: 2), "the icon is labelled by the title it hides")
    }

    func testAVerticalDragOnARowScrollsTheList() {
        let list = List(0..<20, id: \.self) { i in
            Text("Row \(i)").swipeActions { Button("Delete", role: .destructive) {} }
        }
        .frame(width: 300, height: 300)
        let engine = Engine(list, canvasSize: CGSize(width: 300, height: 300))
        _ = FlipbookUITests.drag(engine, from: CGPoint(x: 150, y: 250), by: 0, -100, at: 0.1, hold: true)
        XCTAssertEqual(drawnScrollOffset(engine, at: 1)?.y, 90)
        XCTAssertNil(engine.center(ofText: "Delete", at: 1), "no row opened")
    }

    func testAShortRowInAListSlidesWholeFromTheCellsEdge() throws {
        // A row that is just a short Text: the swipe starts at the cell's trailing edge, far
        // right of the text, and the text slides with it.
        let list = List(["One", "Two"], id: \.self) { item in
            Text(item).swipeActions { Button("Delete", role: .destructive) {} }
        }
        let engine = Engine(list.frame(width: 393, height: 300), canvasSize: CGSize(width: 393, height: 300))
        let two = try XCTUnwrap(engine.center(ofText: "Two", at: 0))
        _ = FlipbookUITests.drag(engine, from: CGPoint(x: 360, y: two.y), by: -150, 0, at: 0.1, hold: true)
        XCTAssertLessThan(try XCTUnwrap(engine.center(ofText: "Two", at: 0.5)).x, two.x - 100, "slid with the touch")
        XCTAssertEqual(try XCTUnwrap(engine.center(ofText: "Delete", at: 2)).x, 393 - 16 - 37, accuracy: 0.5,
                       "at the card's trailing edge")
    }

    func testOnDeleteIsADeleteSwipeActionGivenTheRowsOffset() throws {
        final class Deleted { var offsets: [IndexSet] = [] }
        let deleted = Deleted()
        let list = List { ForEach(["One", "Two", "Three"], id: \.self) { Text($0) }.onDelete { deleted.offsets.append($0) } }
        let engine = Engine(list.frame(width: 393, height: 300), canvasSize: CGSize(width: 393, height: 300))
        let two = try XCTUnwrap(engine.center(ofText: "Two", at: 0))
        _ = FlipbookUITests.drag(engine, from: CGPoint(x: 360, y: two.y), by: -150, 0, at: 0.1, hold: true)
        XCTAssertTrue(engine.tap(at: try XCTUnwrap(engine.center(ofText: "Delete", at: 2)), time: 2))
        XCTAssertEqual(deleted.offsets, [IndexSet(integer: 1)])
    }

    func testTheActionsFillTheCellsHeight() throws {
        let list = List { Text("One").swipeActions { Button("Delete", role: .destructive) {} } }.listStyle(.plain)
        let engine = Engine(list.frame(width: 300, height: 200), canvasSize: CGSize(width: 300, height: 200))
        _ = FlipbookUITests.drag(engine, from: CGPoint(x: 250, y: 22), by: -150, 0, at: 0.1, hold: true)
        let delete = try XCTUnwrap(engine.center(ofText: "Delete", at: 2))
        var button: CGRect?
        engine.presentedTree(at: 2).forEach { p in
            if p.kind is GestureKind, p.frame.width < 100, p.frame.contains(delete) { button = p.frame }
        }
        // The row's 44 pt, not its text's height less the row's vertical insets.
        XCTAssertEqual(try XCTUnwrap(button).height, ListMetrics.minimumRowHeight, accuracy: 0.01)
    }

    func testOfTwoSetsADragLeftOpensTheTrailingOneAndADragRightTheLeadingOne() {
        let row = Text("Marcus").frame(maxWidth: .infinity, alignment: .leading)
            .swipeActions(edge: .leading) { Button("Pin") {} }
            .swipeActions(edge: .trailing) { Button("Delete", role: .destructive) {} }
            .frame(width: 300, height: 40)
        let left = Engine(row, canvasSize: canvas)
        drag(left, by: -120, at: 0.1)
        XCTAssertNotNil(left.center(ofText: "Delete", at: 2), "the outer, trailing set opened")
        XCTAssertNil(left.center(ofText: "Pin", at: 2))
        let right = Engine(row, canvasSize: canvas)
        drag(right, by: 120, at: 0.1, from: 50)
        XCTAssertNotNil(right.center(ofText: "Pin", at: 2), "the inner, leading set opened")
        XCTAssertNil(right.center(ofText: "Delete", at: 2))
    }
}
