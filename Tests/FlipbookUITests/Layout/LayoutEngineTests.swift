// LayoutEngineTests.swift: a layout pass sizes each element at most once per proposal, so
// nested stacks cost sizings linear in their size, not 3^depth (a stack asks each child for its
// smallest, largest and shared size).

import XCTest
@testable import FlipbookUI

/// Stacks nested `depth` deep, alternating axes, each with two fixed squares beside the next.
private struct NestedStacks: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Rectangle().frame(width: 10, height: 10)
        } else if depth % 2 == 0 {
            HStack { Rectangle().frame(width: 10, height: 10); NestedStacks(depth: depth - 1); Circle() }
        } else {
            VStack { Rectangle().frame(width: 10, height: 10); NestedStacks(depth: depth - 1); Circle() }
        }
    }
}

final class LayoutEngineTests: XCTestCase {
    private func sizings(depth: Int) -> (sizings: Int, elements: Int) {
        let graph = ViewGraph(rootType: NestedStacks.self)
        let elements = graph.evaluate(NestedStacks(depth: depth))
        let layout = LayoutEngine()
        _ = layout.placeRoot(elements[0], in: CGSize(width: 400, height: 400))
        func count(_ e: Element) -> Int { 1 + e.children.map(count).reduce(0, +) }
        return (layout.sizings, count(elements[0]))
    }

    func testSixDeepNestedStacksCostLinearSizing() {
        let six = sizings(depth: 6)
        // Each element is proposed a bounded number of distinct sizes (10 here: a stack child is
        // asked its smallest, largest and shared size, for the sizing and the placing proposal).
        XCTAssertLessThanOrEqual(six.sizings, 10 * six.elements, "\(six.sizings) sizings for \(six.elements) elements")
        // Twice as deep costs about twice as much, not 3^6 times as much.
        let twelve = sizings(depth: 12)
        XCTAssertLessThan(Double(twelve.sizings) / Double(twelve.elements), 1.2 * Double(six.sizings) / Double(six.elements))
    }

    func testASizeAskedTwiceIsComputedOnce() {
        let graph = ViewGraph(rootType: Rectangle.self)
        let element = graph.evaluate(Rectangle().frame(width: 10, height: 20))[0]
        let layout = LayoutEngine()
        XCTAssertEqual(layout.size(element, .unspecified), CGSize(width: 10, height: 20))
        XCTAssertEqual(layout.size(element, .unspecified), CGSize(width: 10, height: 20))
        XCTAssertEqual(layout.sizings, 2, "the frame and the rectangle, once each")
    }
}
