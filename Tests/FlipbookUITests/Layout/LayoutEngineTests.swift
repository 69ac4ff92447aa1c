// LayoutEngineTests.swift: a layout pass sizes each element at most once per proposal, so
// nested stacks cost sizings linear in their size, not 3^depth (a stack asks each child for its
// smallest, largest and shared size); and an element placed at the size it chose arranges its
// children as it did for the proposal it chose it for.

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

    func testAStackPlacedAtTheSizeItChoseSharesItOutAsWhenSized() {
        // Sized for the canvas's 300 pt, the row is as wide as a 44 pt "48" and its label. Laid
        // out anew from that width, the less flexible number would be offered half of it, less
        // than it needs, and cut to "…".
        let row = VStack {
            HStack(spacing: 8) {
                Text("48").font(.system(size: 44, weight: .bold))
                Text("stories")
            }
        }
        let engine = Engine(row, canvasSize: CGSize(width: 300, height: 200))
        var widths: [String: CGFloat] = [:]
        engine.presentedTree(at: 0).forEach { if let text = $0.kind as? TextKind { widths[text.string] = $0.frame.width } }
        let ideal = Engine(Text("48").font(.system(size: 44, weight: .bold)), canvasSize: CGSize(width: 300, height: 200)).idealSize.width
        XCTAssertEqual(widths["48"] ?? 0, ideal, accuracy: 1e-9)
    }
}
