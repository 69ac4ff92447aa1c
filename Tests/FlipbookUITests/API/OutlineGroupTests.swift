// OutlineGroupTests.swift: a tree in a list is a row per top element, collapsed; a tap on a parent
// shows its children's rows under it.

import XCTest
@testable import FlipbookUI

private struct Item: Identifiable {
    let name: String
    var children: [Item]?
    var id: String { name }
}

private let tree = [
    Item(name: "Fruit", children: [Item(name: "Apple"), Item(name: "Pear")]),
    Item(name: "Bread"),
]

final class OutlineGroupTests: XCTestCase {
    func testAParentsChildrenShowUnderItWhenExpanded() throws {
        let engine = Engine(List(tree, children: \.children) { Text($0.name) }, canvasSize: CGSize(width: 393, height: 500))
        let fruit = try XCTUnwrap(engine.center(ofText: "Fruit", at: 0))
        let bread = try XCTUnwrap(engine.center(ofText: "Bread", at: 0))
        XCTAssertNil(engine.center(ofText: "Apple", at: 0), "collapsed at first")
        XCTAssertTrue(engine.tap(at: fruit, time: 0))
        engine.advance(to: 2)
        let apple = try XCTUnwrap(engine.center(ofText: "Apple", at: 2))
        XCTAssertGreaterThan(apple.y, fruit.y)
        XCTAssertGreaterThan(try XCTUnwrap(engine.center(ofText: "Bread", at: 2)).y, apple.y, "the children come before the next element")
        XCTAssertLessThan(bread.y, try XCTUnwrap(engine.center(ofText: "Bread", at: 2)).y)
    }
}
