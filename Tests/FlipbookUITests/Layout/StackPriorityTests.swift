// StackPriorityTests.swift: how stacks share space, with sizes computed here from SwiftUI's
// rules: higher layout priorities are offered what remains less the minimums of the lower ones,
// a Spacer has the lowest priority and grows only along its stack's axis, and the priority is
// a trait that modifiers pass on.

import XCTest
@testable import FlipbookUI

final class StackPriorityTests: XCTestCase {
    /// A bar that can be 10…100 wide.
    private func bar() -> some View { Rectangle().frame(minWidth: 10, maxWidth: 100).frame(height: 10) }

    func testEqualPrioritiesShareEqually() {
        let widths = PlacedFrames.shapes(HStack(spacing: 0) { bar(); bar() }, canvas: CGSize(width: 150, height: 50)).map(\.width)
        XCTAssertEqual(widths, [75, 75])
    }

    func testTheHigherPriorityIsOfferedTheRestLessTheOthersMinimum() {
        // 150 − 10 (the other's minimum) = 140 offered, 100 taken; the other gets 50.
        let widths = PlacedFrames.shapes(HStack(spacing: 0) { bar(); bar().layoutPriority(1) }, canvas: CGSize(width: 150, height: 50)).map(\.width)
        XCTAssertEqual(widths, [50, 100])
    }

    func testPriorityPassesThroughModifiers() {
        let widths = PlacedFrames.shapes(HStack(spacing: 0) { bar(); bar().layoutPriority(1).padding(0).opacity(1) },
                                         canvas: CGSize(width: 150, height: 50)).map(\.width)
        XCTAssertEqual(widths, [50, 100])
    }

    func testANegativePriorityTakesWhatIsLeft() {
        let widths = PlacedFrames.shapes(HStack(spacing: 0) { bar().layoutPriority(-1); bar(); bar() },
                                         canvas: CGSize(width: 150, height: 50)).map(\.width)
        // The two at 0 share 150 − 10 = 140: 70 each; the last takes the 10 left.
        XCTAssertEqual(widths, [10, 70, 70])
    }

    func testASpacerLeavesTheRestToItsNeighbours() {
        // The rectangle at priority 0 is offered 150 − 8 (the spacer's minimum), capped at 100.
        let frames = PlacedFrames.shapes(HStack(spacing: 0) { bar(); Spacer() }, canvas: CGSize(width: 150, height: 50))
        XCTAssertEqual(frames.map(\.width), [100])
        XCTAssertEqual(frames[0].minX, 0)
    }

    func testASpacerInAStackTakesNoCrossSpace() {
        // A VStack of a 10-wide square and a spacer is 10 wide: the spacer grows only downwards.
        let root = PlacedFrames.root(VStack { Rectangle().frame(width: 10, height: 10); Spacer() }, canvas: CGSize(width: 200, height: 100))
        XCTAssertEqual(root, CGRect(x: 95, y: 0, width: 10, height: 100))
        // Outside a stack it grows both ways.
        XCTAssertEqual(PlacedFrames.root(Spacer(), canvas: CGSize(width: 200, height: 100)).size, CGSize(width: 200, height: 100))
        // A ZStack is not a stack with an axis.
        XCTAssertEqual(PlacedFrames.root(HStack { ZStack { Spacer() } }, canvas: CGSize(width: 200, height: 100)).size,
                       CGSize(width: 200, height: 100))
    }

    func testAFramedSpacerKeepsNoSpacingBesideIt() {
        let frames = PlacedFrames.shapes(HStack {
            Rectangle().frame(width: 10, height: 10)
            Spacer().frame(width: 20)
            Rectangle().frame(width: 10, height: 10)
        }, canvas: CGSize(width: 100, height: 50))
        XCTAssertEqual(frames.map(\.minX), [30, 60])
    }

    func testIgnoringTheSafeAreaChangesNothingOnACanvas() {
        let plain = PlacedFrames.shapes(Rectangle().frame(width: 40, height: 20))
        XCTAssertEqual(PlacedFrames.shapes(Rectangle().frame(width: 40, height: 20).ignoresSafeArea()), plain)
        XCTAssertEqual(PlacedFrames.shapes(Rectangle().frame(width: 40, height: 20).ignoresSafeArea(.container, edges: .top)), plain)
        XCTAssertEqual(PlacedFrames.shapes(Rectangle().frame(width: 40, height: 20).edgesIgnoringSafeArea(.all)), plain)
    }
}
