// PhaseAnimatorTests.swift: phaseAnimator cycles without a trigger and plays once per trigger
// change, each step animated with the animation of the phase it goes into and lasting until that
// animation is logically complete; the cycle is a repeating period a recording can loop on.

import XCTest
@testable import FlipbookUI

private struct CyclingBar: View {
    var body: some View {
        Rectangle()
            .phaseAnimator([10.0, 20.0, 40.0]) { content, width in
                content.frame(width: width, height: 10)
            } animation: { width in
                // Into 40: two seconds; the others one.
                .linear(duration: width == 40 ? 2 : 1)
            }
    }
}

private struct TriggeredBar: View {
    @State var taps = 0
    var body: some View {
        PhaseAnimator([10.0, 30.0], trigger: taps) { width in
            Rectangle().frame(width: width, height: 10)
        } animation: { _ in .linear(duration: 1) }
        .frame(width: 200, height: 200)
        .contentShape(Rectangle())
        .onTapGesture { taps += 1 }
    }
}

private struct EmptyPhases: View {
    var body: some View {
        Rectangle().phaseAnimator([Double]()) { content, width in content.frame(width: width) }
    }
}

final class PhaseAnimatorTests: XCTestCase {
    func testCyclesThroughThePhasesAndBackToTheFirst() {
        let engine = Engine(CyclingBar(), canvasSize: CGSize(width: 100, height: 100))
        // Into 20 over [0, 1], into 40 over [1, 3], into 10 over [3, 4], then again.
        let expected: [(Double, CGFloat)] = [(0, 10), (0.5, 15), (1, 20), (2, 30), (3, 40), (3.5, 25), (4, 10), (4.5, 15), (7.5, 25)]
        for (t, w) in expected { XCTAssertEqual(engine.shapeWidth(at: t), w, accuracy: 1e-6, "at \(t) s") }
    }

    func testTheCycleIsARepeatingPeriod() {
        let engine = Engine(CyclingBar(), canvasSize: CGSize(width: 100, height: 100))
        XCTAssertEqual(engine.repeatingPeriods, [4, 4, 4])
    }

    func testATriggerPlaysThePhasesOnceAndComesBack() {
        let engine = Engine(TriggeredBar(), canvasSize: CGSize(width: 200, height: 200))
        XCTAssertEqual(engine.shapeWidth(at: 1), 10, "rests in the first phase until the trigger changes")
        engine.tap(at: CGPoint(x: 100, y: 100), time: 1)
        XCTAssertEqual(engine.shapeWidth(at: 1.5), 20, accuracy: 1e-6)
        XCTAssertEqual(engine.shapeWidth(at: 2.5), 20, accuracy: 1e-6)
        XCTAssertEqual(engine.shapeWidth(at: 3), 10, accuracy: 1e-6)
        XCTAssertEqual(engine.shapeWidth(at: 6), 10, accuracy: 1e-6, "one run, then rest")
        XCTAssertEqual(engine.settle(), 3, "nothing left to run after the run")
    }

    func testATriggerDuringARunMovesOnAtOnce() {
        let engine = Engine(TriggeredBar(), canvasSize: CGSize(width: 200, height: 200))
        engine.tap(at: CGPoint(x: 100, y: 100), time: 0)
        engine.tap(at: CGPoint(x: 100, y: 100), time: 0.5)  // on its way to 30: back to 10 now
        XCTAssertEqual(engine.shapeWidth(at: 1.5), 10, accuracy: 1e-6)
        XCTAssertEqual(engine.shapeWidth(at: 3), 10, accuracy: 1e-6, "and the run is over")
    }

    func testNoPhasesShowNothing() {
        let engine = Engine(EmptyPhases(), canvasSize: CGSize(width: 100, height: 100))
        XCTAssertEqual(engine.shapeWidth(at: 0), -1)
    }
}
