// AnimationCompletionTests.swift: when an animation meets a completion criterion, and
// withAnimation's completion runs then, on the view's clock.

import XCTest
@testable import FlipbookUI

private struct CompletingToggle: View {
    @State var on = false
    @State var done = false
    var body: some View {
        Rectangle().frame(width: done ? 50 : (on ? 20 : 10), height: 10)
            .frame(width: 100, height: 100)
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation(.easeIn(duration: 0.5).delay(0.25)) { on = true } completion: { done = true }
            }
    }
}

final class AnimationCompletionTests: XCTestCase {
    func testCurvesCompleteWhenTheirTimeIsOver() {
        XCTAssertEqual(Animation.easeInOut(duration: 0.4).completionDelay(.logicallyComplete), 0.4)
        XCTAssertEqual(Animation.linear(duration: 1).delay(0.5).speed(2).completionDelay(.removed), 0.75)
        XCTAssertEqual(Animation.linear(duration: 1).repeatCount(3).completionDelay(.removed), 3)
        XCTAssertNil(Animation.linear(duration: 1).repeatForever().completionDelay(.logicallyComplete))
    }

    func testSpringsCompleteLogicallyAtTheirResponseAndAreRemovedOnceSettled() {
        let spring = Animation.spring(response: 0.4, dampingFraction: 0.6)
        XCTAssertEqual(spring.completionDelay(.logicallyComplete), 0.4)
        let settled = try! XCTUnwrap(spring.completionDelay(.removed))
        XCTAssertEqual(settled, AnimationTiming(spring, magnitude: 1).duration)
        XCTAssertGreaterThan(settled, 0.4)
    }

    func testTheCompletionRunsOnTheClockWhenTheAnimationCompletes() {
        let engine = Engine(CompletingToggle(), canvasSize: CGSize(width: 100, height: 100))
        engine.tap(at: CGPoint(x: 50, y: 50), time: 1)
        XCTAssertLessThan(engine.shapeWidth(at: 1.7), 20.0001)
        XCTAssertEqual(engine.shapeWidth(at: 1.75), 50, "completed 0.75 s after the change, the delay included")
    }
}
