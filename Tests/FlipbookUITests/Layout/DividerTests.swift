// DividerTests.swift: a Divider is one device pixel thick (1 pt at accessibility sizes) in the
// separator colour of the colour scheme, horizontal in a VStack or alone and vertical in an
// HStack, as long as proposed (swiftui-facts-everyday §3).

import XCTest
@testable import FlipbookUI

final class DividerTests: XCTestCase {
    func testInAVStackItIsAHorizontalHairline() {
        let frames = PlacedFrames.shapes(VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Divider()
        }.frame(width: 100), canvas: CGSize(width: 100, height: 100))
        // The stack is 100 × 10.5, its origin rounded to (0, 45): the line spans the width below the square.
        XCTAssertEqual(frames[1], CGRect(x: 0, y: 55, width: 100, height: 0.5))
    }

    func testInAnHStackItIsVerticalAndAsTallAsProposed() {
        let frames = PlacedFrames.shapes(HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Divider()
        }.frame(height: 30), canvas: CGSize(width: 100, height: 100))
        XCTAssertEqual(frames[1].size, CGSize(width: 0.5, height: 30))
    }

    func testAloneItIsHorizontal() {
        XCTAssertEqual(PlacedFrames.shapes(Divider(), canvas: CGSize(width: 80, height: 20)), [CGRect(x: 0, y: 10, width: 80, height: 0.5)])
    }

    func testThicknessFollowsTheDisplayScaleAndAccessibilitySizes() {
        let third = PlacedFrames.shapes(Divider().environment(\.displayScale, 3), canvas: CGSize(width: 80, height: 20))
        XCTAssertEqual(third[0].height, 1.0 / 3.0, accuracy: 1e-12)
        let large = PlacedFrames.shapes(Divider().environment(\.dynamicTypeSize, .accessibility2), canvas: CGSize(width: 80, height: 20))
        XCTAssertEqual(large[0].height, 1)
    }

    func testColourFollowsTheColourScheme() {
        func colour(_ scheme: ColorScheme) -> Color? {
            let graph = ViewGraph(rootType: Never.self)
            var found: Color?
            func walk(_ e: Element) {
                if let shape = e.kind as? ShapeKind, case .color(let c) = shape.style { found = c }
                e.children.forEach(walk)
            }
            graph.evaluate(Divider().environment(\.colorScheme, scheme)).forEach(walk)
            return found
        }
        XCTAssertEqual(colour(.light), Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29))
        XCTAssertEqual(colour(.dark), Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6))
    }
}
