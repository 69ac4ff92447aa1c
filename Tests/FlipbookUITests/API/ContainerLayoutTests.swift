// ContainerLayoutTests.swift: `.containerRelativeFrame` takes its length from the innermost
// scroll view's viewport (across it, the height or width the scroll view was offered), else the canvas (whole, or a span of columns with spacing), and
// `.safeAreaInset` sets its content along the edge and lays the view out in the rest.

import XCTest
@testable import FlipbookUI

final class ContainerLayoutTests: XCTestCase {
    private func shapeFrames(_ view: some View, canvas: CGSize) -> [CGRect] {
        var frames: [CGRect] = []
        Engine(view, canvasSize: canvas).presentedTree(at: 0).forEach { if $0.kind is ShapeKind { frames.append($0.frame) } }
        return frames
    }

    func testTheLengthIsTheScrollViewportsAlongItsAxes() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Rectangle().frame(height: 20).containerRelativeFrame(.horizontal)
                Rectangle().frame(height: 20).containerRelativeFrame(.horizontal)
            }
        }
        .frame(width: 120, height: 50)
        let frames = shapeFrames(view, canvas: CGSize(width: 300, height: 300))
        XCTAssertEqual(frames.map(\.width), [120, 120], "each page one viewport wide")
        XCTAssertEqual(frames.map(\.height), [20, 20], "across, the content's own")
    }

    func testAcrossAScrollViewTheLengthIsTheHeightItWasOffered() {
        // A horizontal scroll view is as tall as its content; the content's height is half of
        // the 200 pt offered, not half of the scroll view's resulting height.
        let view = ScrollView(.horizontal) {
            Rectangle().frame(width: 50).containerRelativeFrame(.vertical) { height, _ in height / 2 }
        }
        .frame(width: 300, height: 200)
        XCTAssertEqual(shapeFrames(view, canvas: CGSize(width: 300, height: 200)).first?.height, 100)
    }

    func testWithoutAScrollViewTheContainerIsTheCanvas() {
        let frames = shapeFrames(Rectangle().frame(height: 10).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10),
                                 canvas: CGSize(width: 310, height: 100))
        // (310 − 2 × 10) / 3 × 2 + 10 = 203.33…
        XCTAssertEqual(frames.first?.width ?? 0, (310 - 20) / 3 * 2 + 10, accuracy: 1e-9)
    }

    func testASafeAreaInsetTakesItsRoomFromTheView() {
        let view = Color.red.safeAreaInset(edge: .bottom) { Rectangle().frame(height: 30) }
        let frames = shapeFrames(view, canvas: CGSize(width: 100, height: 200))
        XCTAssertEqual(frames.last, CGRect(x: 0, y: 170, width: 100, height: 30), "the inset along the bottom edge")
    }
}
