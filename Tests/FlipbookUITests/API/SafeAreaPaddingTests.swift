// SafeAreaPaddingTests.swift: `.safeAreaPadding` on a scroll view is its content's margins (the
// scroll view keeps its whole width, its content starting inside it and scrolling to its edges),
// and on any other view it keeps the content in, as padding.

import XCTest
@testable import FlipbookUI

final class SafeAreaPaddingTests: XCTestCase {
    private func frames(of view: some View) -> (scroll: CGRect?, shapes: [CGRect]) {
        let engine = Engine(view, canvasSize: CGSize(width: 300, height: 100))
        var scroll: CGRect?, shapes: [CGRect] = []
        engine.presentedTree(at: 0).forEach { e in
            if e.kind is ScrollViewKind { scroll = e.frame }
            if e.kind is ShapeKind { shapes.append(e.frame) }
        }
        return (scroll, shapes)
    }

    func testOnAScrollViewItIsTheContentsMargins() throws {
        let (scroll, shapes) = frames(of: ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<4) { _ in Color.teal.frame(width: 120, height: 60) } }
        }.safeAreaPadding(.horizontal, 40))
        XCTAssertEqual(try XCTUnwrap(scroll).width, 300, "the scroll view keeps the whole width")
        XCTAssertEqual(shapes.first?.minX, 40, "the first card starts inside the margin")
        XCTAssertEqual(shapes[1].minX, 170, "the next peeks in beyond the margin")
    }

    func testOnAnyOtherViewItIsPadding() {
        let (_, shapes) = frames(of: Color.teal.frame(height: 60).safeAreaPadding(.horizontal, 40))
        XCTAssertEqual(shapes.first?.minX, 40)
        XCTAssertEqual(shapes.first?.width, 220)
    }
}
