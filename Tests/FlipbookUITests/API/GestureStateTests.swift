// GestureStateTests.swift: a @GestureState that a drag's `updating` writes moves the view with
// every move of the touch, and goes back to its initial value when the touch lifts, with the
// reset transaction's animation.

import XCTest
@testable import FlipbookUI

private struct Puck: View {
    @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) private var drag: CGSize = .zero
    var body: some View {
        Circle().frame(width: 40, height: 40)
            .offset(drag)
            .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
            .frame(width: 200, height: 200)
    }
}

final class GestureStateTests: XCTestCase {
    private func offset(_ engine: Engine, at t: Double) -> CGSize? {
        var found: CGSize?
        engine.presentedTree(at: t).forEach { if found == nil, let kind = $0.kind as? OffsetKind { found = kind.offset } }
        return found
    }

    func testTheViewFollowsTheDragAndSpringsBackWithTheResetTransaction() throws {
        let engine = Engine(Puck(), canvasSize: CGSize(width: 200, height: 200))
        engine.touchDown(at: CGPoint(x: 100, y: 100), time: 0.1)
        engine.touchMove(to: CGPoint(x: 130, y: 110), time: 0.2)
        XCTAssertEqual(offset(engine, at: 0.2), CGSize(width: 30, height: 10))
        engine.touchMove(to: CGPoint(x: 160, y: 140), time: 0.3)
        XCTAssertEqual(offset(engine, at: 0.3), CGSize(width: 60, height: 40))
        engine.touchUp(at: CGPoint(x: 160, y: 140), time: 0.3)
        XCTAssertEqual(try XCTUnwrap(offset(engine, at: 0.8)).width, 30, accuracy: 1e-9, "half way back")
        XCTAssertEqual(offset(engine, at: 1.5), .zero)
    }
}
