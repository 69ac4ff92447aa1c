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

/// iOS 17's Transaction completions: added to a transaction run by withTransaction, or by a
/// `.transaction` closure, they run once its animation completes.
private struct TransactionCompletions: View {
    let inClosure: Bool
    @State private var on = false
    @State private var done = 0
    var body: some View {
        Rectangle().frame(width: done > 0 ? CGFloat(40 + 10 * done) : (on ? 20 : 10), height: 10)
            .transaction { transaction in
                // Only for the animated change: the completion's own change runs this again.
                if inClosure, transaction.animation != nil { transaction.addAnimationCompletion { done += 1 } }
            }
            .frame(width: 100, height: 100)
            .contentShape(Rectangle())
            .onTapGesture {
                var transaction = Transaction(animation: .linear(duration: 0.5))
                if !inClosure { transaction.addAnimationCompletion { done += 1 } }
                withTransaction(transaction) { on = true }
            }
    }
}

final class TransactionCompletionTests: XCTestCase {
    func testACompletionAddedToTheTransactionRunsWhenItsAnimationEnds() {
        for inClosure in [false, true] {
            let engine = Engine(TransactionCompletions(inClosure: inClosure), canvasSize: CGSize(width: 100, height: 100))
            engine.tap(at: CGPoint(x: 50, y: 50), time: 1)
            XCTAssertLessThan(engine.shapeWidth(at: 1.45), 20.0001, "in the closure: \(inClosure)")
            XCTAssertEqual(engine.shapeWidth(at: 1.55), 50, "once, 0.5 s after the change (in the closure: \(inClosure))")
        }
    }

    func testACustomKeyCarriesItsValueToTheTransactionClosures() {
        struct Emphasis: TransactionKey { static let defaultValue = false }
        var transaction = Transaction()
        XCTAssertFalse(transaction[Emphasis.self])
        transaction[Emphasis.self] = true
        XCTAssertTrue(transaction[Emphasis.self])
    }
}
