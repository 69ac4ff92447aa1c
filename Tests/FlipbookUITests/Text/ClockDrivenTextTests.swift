// ClockDrivenTextTests.swift: a text that counts shows, at each moment of the view's clock, what
// it reads then, wherever its dates were made (on the view's clock or the wall clock).

import XCTest
@testable import FlipbookUI

private struct Countdown: View {
    let end = Date().addingTimeInterval(5)
    var body: some View {
        VStack {
            Text(end, style: .timer)
            Text("Ends \(end, style: .relative) from now").bold()
        }
    }
}

final class ClockDrivenTextTests: XCTestCase {
    private func strings(_ engine: Engine, at t: Double) -> [String] {
        engine.advance(to: t)
        var found: [String] = []
        engine.presentedTree(at: t).forEach { p in if let text = p.kind as? TextKind { found.append(text.string) } }
        return found
    }

    func testATimerMadeFromTheWallClockCountsOnTheViewsClock() {
        let engine = Engine(Countdown(), canvasSize: CGSize(width: 300, height: 100))
        XCTAssertEqual(strings(engine, at: 0), ["0:05", "Ends 5 sec from now"])
        XCTAssertEqual(strings(engine, at: 2.5), ["0:03", "Ends 3 sec from now"])
        XCTAssertEqual(strings(engine, at: 4.2), ["0:01", "Ends 1 sec from now"])
        XCTAssertEqual(strings(engine, at: 7), ["0:02", "Ends 2 sec from now"], "past its date, it counts up")
    }

    func testTheCountingPieceTakesTheStyleOfTheTextRoundIt() throws {
        let engine = Engine(Countdown(), canvasSize: CGSize(width: 300, height: 100))
        engine.advance(to: 1)
        var bold: TextKind?
        engine.presentedTree(at: 1).forEach { p in if let text = p.kind as? TextKind, text.string.hasPrefix("Ends") { bold = text } }
        let runs = try XCTUnwrap(bold).paragraph.text.runs
        XCTAssertFalse(runs.isEmpty)
        for run in runs { XCTAssertEqual(run.font.weight, .bold, "the counting piece takes the bold set on the text round it") }
    }

    func testATickingTimerDoesNotHoldAStoryboardsWaits() throws {
        struct Stopwatch: View {
            @State private var start = Date()
            @State private var laps = 0
            var body: some View {
                VStack {
                    Text(start, style: .timer)
                    Button("Lap \(laps)") { laps += 1 }
                }
                .frame(width: 200, height: 100)
            }
        }
        let playback = try Playback({ Stopwatch() }, size: CGSize(width: 200, height: 100),
                                    storyboard: .catalog(taps: [.tapText("Lap 0")]))
        XCTAssertEqual(playback.duration, 0.8, accuracy: 1e-9, "a tap at 0.4 s, nothing to settle, 0.4 s of rest")
    }
}
