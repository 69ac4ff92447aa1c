// TwoFingerGesturesTests.swift: a pinch or a rotation waits for a second finger, which one touch
// never brings: a drag beside it takes the touch, and the pinch's actions never run.

import XCTest
@testable import FlipbookUI

private final class Log { var events: [String] = [] }

private struct Photo: View {
    let log: Log
    var body: some View {
        Rectangle().frame(width: 100, height: 100)
            .gesture(MagnifyGesture().onChanged { _ in log.events.append("magnify") }
                .simultaneously(with: RotateGesture().onChanged { _ in log.events.append("rotate") }))
            .gesture(MagnificationGesture().onEnded { _ in log.events.append("pinch") })
            .simultaneousGesture(DragGesture().onEnded { _ in log.events.append("drag") })
    }
}

final class TwoFingerGesturesTests: XCTestCase {
    func testOneFingerNeverPinchesAndADragBesideTakesTheTouch() {
        let log = Log()
        let engine = Engine(Photo(log: log), canvasSize: CGSize(width: 200, height: 200))
        _ = drag(engine, from: CGPoint(x: 100, y: 100), by: 40, 30, at: 0.1)
        XCTAssertEqual(log.events, ["drag"])
    }
}
