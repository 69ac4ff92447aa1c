// LayoutTests.swift: sizes and positions from SwiftUI's layout rules, computed here from those
// rules (stack spacing 8, spacers 8 minimum and no spacing beside them, padding 16, frames,
// overlay sizing, centring in the canvas).

import XCTest
@testable import FlipbookUI

final class LayoutTests: XCTestCase {
    /// The frames of the shapes drawn, in drawing order, for a view in a canvas.
    private func shapeFrames<V: View>(_ view: V, canvas: CGSize = CGSize(width: 200, height: 200)) -> [CGRect] {
        var frames: [CGRect] = []
        func walk(_ p: PlacedElement) {
            if p.element.kind is ShapeKind { frames.append(p.frame) }
            p.children.forEach(walk)
        }
        walk(Engine(view, canvasSize: canvas).placed)
        return frames
    }

    func testHStackPutsDefaultSpacingBetweenChildrenAndCentresInTheCanvas() {
        let frames = shapeFrames(HStack {
            Rectangle().frame(width: 50, height: 20)
            Rectangle().frame(width: 30, height: 40)
        })
        // 50 + 8 + 30 = 88 wide, 40 high, centred in 200 × 200: origin (56, 80).
        XCTAssertEqual(frames, [CGRect(x: 56, y: 90, width: 50, height: 20), CGRect(x: 114, y: 80, width: 30, height: 40)])
    }

    func testSpacerTakesTheRestWithNoSpacingBesideIt() {
        let frames = shapeFrames(VStack {
            Rectangle().frame(width: 10, height: 20)
            Spacer()
            Rectangle().frame(width: 10, height: 30)
        }, canvas: CGSize(width: 100, height: 200))
        XCTAssertEqual(frames, [CGRect(x: 45, y: 0, width: 10, height: 20), CGRect(x: 45, y: 170, width: 10, height: 30)])
    }

    func testFlexibleShapesShareAStackEqually() {
        let frames = shapeFrames(HStack(spacing: 0) { Rectangle(); Rectangle().frame(width: 40); Rectangle() },
                                 canvas: CGSize(width: 200, height: 50))
        XCTAssertEqual(frames.map(\.width), [80, 40, 80])
        XCTAssertEqual(frames.map(\.minX), [0, 80, 120])
    }

    func testDefaultPaddingIsSixteenOnEveryEdge() {
        let host = Engine(Rectangle().frame(width: 40, height: 20).padding(), canvasSize: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.placed.frame.size, CGSize(width: 72, height: 52))
        XCTAssertEqual(shapeFrames(Rectangle().frame(width: 40, height: 20).padding(.horizontal, 18)),
                       [CGRect(x: 80, y: 90, width: 40, height: 20)])
    }

    func testMaxWidthInfinityTakesTheProposedWidth() {
        let frames = shapeFrames(Rectangle().frame(height: 10).frame(maxWidth: .infinity), canvas: CGSize(width: 300, height: 100))
        XCTAssertEqual(frames, [CGRect(x: 0, y: 45, width: 300, height: 10)])
    }

    func testOverlayIsProposedTheModifiedViewsSizeAndCentred() {
        let frames = shapeFrames(Rectangle().frame(width: 60, height: 40).overlay(Rectangle().frame(width: 20, height: 10)))
        XCTAssertEqual(frames, [CGRect(x: 70, y: 80, width: 60, height: 40), CGRect(x: 90, y: 95, width: 20, height: 10)])
        // A background (drawn first) is proposed the modified view's size; a circle takes the square in it.
        XCTAssertEqual(shapeFrames(Rectangle().frame(width: 60, height: 40).background(Circle()))[0],
                       CGRect(x: 80, y: 80, width: 40, height: 40))
    }

    func testZStackAlignsChildrenAndTakesTheLargest() {
        let frames = shapeFrames(ZStack(alignment: .topLeading) {
            Rectangle().frame(width: 80, height: 60)
            Rectangle().frame(width: 20, height: 20)
        })
        XCTAssertEqual(frames, [CGRect(x: 60, y: 70, width: 80, height: 60), CGRect(x: 60, y: 70, width: 20, height: 20)])
    }

    func testCircleAsksForASquare() {
        XCTAssertEqual(Circle().sizeThatFits(ProposedViewSize(width: 80, height: 30)), CGSize(width: 30, height: 30))
        XCTAssertEqual(Rectangle().sizeThatFits(.unspecified), CGSize(width: 10, height: 10))
    }

    func testFixedFrameCentresASmallerChild() {
        // A circle in a 100 × 60 frame is a 60 × 60 square in its middle.
        XCTAssertEqual(shapeFrames(Circle().frame(width: 100, height: 60)), [CGRect(x: 70, y: 70, width: 60, height: 60)])
    }

    func testPositionCentresTheChildAtAPointOfTheProposedSpace() {
        XCTAssertEqual(shapeFrames(Rectangle().frame(width: 20, height: 10).position(x: 30, y: 40)),
                       [CGRect(x: 20, y: 35, width: 20, height: 10)])
    }

    func testOffsetMovesTheDrawingNotTheLayout() {
        let host = Engine(HStack(spacing: 0) { Rectangle().frame(width: 20, height: 20).offset(x: 100); Rectangle().frame(width: 20, height: 20) },
                            canvasSize: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.placed.frame.width, 40, "the offset takes no space")
    }

    func testAspectRatioFitsAndFills() {
        XCTAssertEqual(shapeFrames(Rectangle().aspectRatio(2, contentMode: .fit), canvas: CGSize(width: 200, height: 50)),
                       [CGRect(x: 50, y: 0, width: 100, height: 50)])
        XCTAssertEqual(shapeFrames(Rectangle().aspectRatio(2, contentMode: .fill), canvas: CGSize(width: 200, height: 50)),
                       [CGRect(x: 0, y: -25, width: 200, height: 100)])
    }

    func testAShapeInAStackOfOpenBreadthTakesTheBreadthTheStackTook() {
        // An HStack under fixedSize(vertical) is as tall as its tallest child; a rule in it runs
        // that full height, not its ideal 10 pt.
        let row = HStack(spacing: 0) {
            Color.clear.frame(width: 20, height: 44)
            Rectangle().frame(width: 1)
            Color.clear.frame(width: 20, height: 30)
        }
        .fixedSize(horizontal: false, vertical: true)
        XCTAssertEqual(shapeFrames(row, canvas: CGSize(width: 200, height: 200)).map(\.height), [44, 44, 30])
    }

    func testAspectRatioTakesTheOpenSideFromTheOneGiven() {
        // A scroll view proposes its width and no height: a square as wide as it, in either mode.
        XCTAssertEqual(shapeFrames(ScrollView { Rectangle().aspectRatio(1, contentMode: .fit) }, canvas: CGSize(width: 120, height: 300)),
                       [CGRect(x: 0, y: 0, width: 120, height: 120)])
        XCTAssertEqual(shapeFrames(ScrollView { Rectangle().aspectRatio(2, contentMode: .fill) }, canvas: CGSize(width: 120, height: 300)),
                       [CGRect(x: 0, y: 0, width: 120, height: 60)])
        // A horizontal one proposes its height: as wide as the ratio makes it.
        XCTAssertEqual(shapeFrames(ScrollView(.horizontal) { Rectangle().aspectRatio(0.5, contentMode: .fit) }, canvas: CGSize(width: 300, height: 80)),
                       [CGRect(x: 0, y: 0, width: 40, height: 80)])
        // A grid's cells, each a square as wide as its column.
        let grid = ScrollView {
            LazyVGrid(columns: [GridItem(spacing: 0), GridItem(spacing: 0)], spacing: 0) {
                ForEach(0..<4, id: \.self) { _ in Rectangle().aspectRatio(1, contentMode: .fit) }
            }
        }
        XCTAssertEqual(shapeFrames(grid, canvas: CGSize(width: 100, height: 300)).map(\.size), Array(repeating: CGSize(width: 50, height: 50), count: 4))
    }

    func testFixedSizeAsksForTheIdealSize() {
        // A shape's ideal size is 10 × 10: fixedSize ignores the 200 pt proposal.
        XCTAssertEqual(shapeFrames(Rectangle().fixedSize()), [CGRect(x: 95, y: 95, width: 10, height: 10)])
        XCTAssertEqual(shapeFrames(Rectangle().fixedSize(horizontal: true, vertical: false), canvas: CGSize(width: 200, height: 100)),
                       [CGRect(x: 95, y: 0, width: 10, height: 100)])
    }
}
