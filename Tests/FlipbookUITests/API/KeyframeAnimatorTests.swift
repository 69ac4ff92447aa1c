// KeyframeAnimatorTests.swift: a keyframe animator shows its content with the timeline's value at
// each moment: repeating (a period a recording loops on), once, or once per trigger change.

import XCTest
@testable import FlipbookUI

private struct Breathing: View {
    var repeating = true
    var body: some View {
        Rectangle()
            .keyframeAnimator(initialValue: 10.0, repeating: repeating) { content, width in
                content.frame(width: width, height: 10)
            } keyframes: { _ in
                LinearKeyframe(30.0, duration: 1)
                LinearKeyframe(10.0, duration: 1)
            }
    }
}

private struct Nudged: View {
    @State var taps = 0
    var body: some View {
        Rectangle()
            .keyframeAnimator(initialValue: 10.0, trigger: taps) { content, width in
                content.frame(width: width, height: 10)
            } keyframes: { start in
                MoveKeyframe(start + 5)
                LinearKeyframe(start + 20, duration: 1)
            }
            .frame(width: 200, height: 200)
            .contentShape(Rectangle())
            .onTapGesture { taps += 1 }
    }
}

final class KeyframeAnimatorTests: XCTestCase {
    func testRepeatingKeyframesPlayAgainAndAgain() {
        let engine = Engine(Breathing(), canvasSize: CGSize(width: 100, height: 100))
        for (t, w) in [(0.0, 10.0), (0.5, 20), (1, 30), (1.5, 20), (2.5, 20), (3.25, 25)] {
            XCTAssertEqual(engine.shapeWidth(at: t), w, accuracy: 1e-4, "at \(t) s")
        }
        XCTAssertEqual(engine.repeatingPeriods, [2])
    }

    func testKeyframesNotRepeatingShowTheirStart() {
        let engine = Engine(Breathing(repeating: false), canvasSize: CGSize(width: 100, height: 100))
        XCTAssertEqual(engine.shapeWidth(at: 0.5), 10, accuracy: 1e-4)
        XCTAssertEqual(engine.settle(), 0, "nothing moves")
    }

    func testATriggerPlaysTheKeyframesFromWhereTheLastRunEnded() {
        let engine = Engine(Nudged(), canvasSize: CGSize(width: 200, height: 200))
        XCTAssertEqual(engine.shapeWidth(at: 1), 10, "the initial value until the trigger changes, the leading move not applied")
        engine.tap(at: CGPoint(x: 100, y: 100), time: 1)
        XCTAssertEqual(engine.shapeWidth(at: 1.5), 22.5, accuracy: 1e-4, "from the move to 15, halfway to 30")
        XCTAssertEqual(engine.shapeWidth(at: 3), 30, accuracy: 1e-4)
        engine.tap(at: CGPoint(x: 100, y: 100), time: 3)
        XCTAssertEqual(engine.shapeWidth(at: 3.5), 42.5, accuracy: 1e-4)
    }
}
