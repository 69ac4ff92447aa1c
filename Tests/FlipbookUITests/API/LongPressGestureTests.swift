// LongPressGestureTests.swift: onLongPressGesture with one trailing closure (the everyday
// spelling) fires once the touch has been held for the minimum duration, and not for a tap.

import XCTest
@testable import FlipbookUI

private final class Count { var value = 0 }

private struct Held: View {
    let fired: Count
    var body: some View {
        Rectangle()
            .frame(width: 100, height: 100)
            .onLongPressGesture(minimumDuration: 0.5) { fired.value += 1 }
    }
}

final class LongPressGestureTests: XCTestCase {
    func testFiresOnceHeldLongEnoughAndNotForATap() {
        let fired = Count()
        let engine = Engine(Held(fired: fired), canvasSize: CGSize(width: 100, height: 100))
        engine.tap(at: CGPoint(x: 50, y: 50), time: 0)
        XCTAssertEqual(fired.value, 0, "a tap is too short")
        engine.touchDown(at: CGPoint(x: 50, y: 50), time: 1)
        engine.advance(to: 1.4)
        XCTAssertEqual(fired.value, 0)
        engine.advance(to: 1.5)
        engine.touchUp(at: CGPoint(x: 50, y: 50), time: 1.6)
        XCTAssertEqual(fired.value, 1)
    }
}
