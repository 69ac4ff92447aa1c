// TapCountTests.swift: a double tap written before a single tap on a view has the taps: two taps
// in quick succession are the double tap alone, and one tap is the single tap once the double
// tap's next tap has not come in time (0.35 s); written the other way round, the single tap
// takes every tap.

import XCTest
@testable import FlipbookUI

private final class TapLog { var entries: [String] = [] }

private struct DoubleThenSingle: View {
    let log: TapLog
    let doubleFirst: Bool
    var body: some View {
        if doubleFirst {
            Color.yellow.frame(width: 80, height: 80)
                .onTapGesture(count: 2) { log.entries.append("double") }
                .onTapGesture { log.entries.append("single") }
        } else {
            Color.yellow.frame(width: 80, height: 80)
                .onTapGesture { log.entries.append("single") }
                .onTapGesture(count: 2) { log.entries.append("double") }
        }
    }
}

final class TapCountTests: XCTestCase {
    private let center = CGPoint(x: 50, y: 50)

    private func host(_ log: TapLog, doubleFirst: Bool = true) -> Engine {
        Engine(DoubleThenSingle(log: log, doubleFirst: doubleFirst), canvasSize: CGSize(width: 100, height: 100))
    }

    func testTwoQuickTapsAreTheDoubleTapAlone() {
        let log = TapLog(), engine = host(log)
        engine.tap(at: center, time: 0)
        engine.tap(at: center, time: 0.2)
        engine.advance(to: 1)
        XCTAssertEqual(log.entries, ["double"])
    }

    func testOneTapIsTheSingleTapOnceTheDoubleTapsTimeHasPassed() {
        let log = TapLog(), engine = host(log)
        engine.tap(at: center, time: 0)
        engine.advance(to: 0.3)
        XCTAssertEqual(log.entries, [], "still waiting for a second tap")
        engine.advance(to: 0.36)
        XCTAssertEqual(log.entries, ["single"])
    }

    func testASingleTapWrittenFirstTakesEveryTap() {
        let log = TapLog(), engine = host(log, doubleFirst: false)
        engine.tap(at: center, time: 0)
        engine.tap(at: center, time: 0.2)
        XCTAssertEqual(log.entries, ["single", "single"])
    }
}
