// CustomAnimationTests.swift: a custom animation moves a value by the share of the move it
// returns at each moment and finishes when it returns nil; `.logicallyComplete(after:)` runs a
// completion callback waiting for logical completion then.

import XCTest
@testable import FlipbookUI

/// Quadratic ease-in over a duration.
private struct EaseInQuad: CustomAnimation {
    let duration: Double
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        let p = time / duration
        return value.scaled(by: p * p)
    }
}

private struct Sliding: View {
    @State private var moved = false
    @State private var completions: [Double] = []
    var body: some View {
        Color.blue.frame(width: 20, height: 20)
            .offset(x: moved ? 100 : 0)
            .frame(width: 200, height: 50, alignment: .leading)
            .onTapGesture {
                withAnimation(Animation(EaseInQuad(duration: 1)).logicallyComplete(after: 0.25)) { moved = true } completion: {
                    completions.append(RenderClock.current?.now ?? -1)
                }
            }
            .overlay(alignment: .trailing) { Text("\(completions.count)") }
    }
}

final class CustomAnimationTests: XCTestCase {
    private func offset(_ engine: Engine, at t: Double) -> CGFloat? {
        var found: CGFloat?
        engine.presentedTree(at: t).forEach { p in if let o = p.kind as? OffsetKind { found = o.offset.width } }
        return found
    }

    func testTheValueMovesByTheShareTheAnimationGives() throws {
        let engine = Engine(Sliding(), canvasSize: CGSize(width: 200, height: 50))
        engine.tap(at: CGPoint(x: 10, y: 25), time: 0)
        XCTAssertEqual(try XCTUnwrap(offset(engine, at: 0.5)), 25, accuracy: 1e-9, "a quarter of the move half way")
        XCTAssertEqual(try XCTUnwrap(offset(engine, at: 0.9)), 81, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(offset(engine, at: 1.2)), 100)
        let settled = try XCTUnwrap(engine.settle(horizon: 5))
        XCTAssertEqual(settled, 1, accuracy: 1.0 / 240, "finished when it first returns nil")
    }

    func testALogicallyCompleteTimeRunsTheCompletionThen() {
        XCTAssertEqual(Animation.linear(duration: 1).logicallyComplete(after: 0.25).completionDelay(.logicallyComplete), 0.25)
        XCTAssertEqual(Animation.linear(duration: 1).logicallyComplete(after: 0.25).completionDelay(.removed), 1)
        let engine = Engine(Sliding(), canvasSize: CGSize(width: 200, height: 50))
        engine.tap(at: CGPoint(x: 10, y: 25), time: 0)
        engine.advance(to: 0.2)
        XCTAssertNotNil(engine.center(ofText: "0", at: 0.2))
        engine.advance(to: 0.3)
        XCTAssertNotNil(engine.center(ofText: "1", at: 0.3))
    }
}
