// ProgressViewTimerIntervalTests.swift: a progress view over a time interval empties (or fills) as
// the view's clock runs through it, and shows the time left under the bar.

import XCTest
@testable import FlipbookUI

final class ProgressViewTimerIntervalTests: XCTestCase {
    /// The width of the bar's done part, and the texts shown, at each moment.
    private func bar(_ view: some View, at moments: [Double]) -> [(CGFloat, [String])] {
        let engine = Engine(view.frame(width: 200), canvasSize: CGSize(width: 300, height: 100))
        return moments.map { t in
            engine.advance(to: t)
            var widths: [CGFloat] = [], texts: [String] = []
            engine.presentedTree(at: t).forEach { p in
                if p.kind is ShapeKind { widths.append(p.frame.width) }
                if let text = p.kind as? TextKind { texts.append(text.string) }
            }
            return (widths.last ?? -1, texts)
        }
    }

    func testItEmptiesThroughTheIntervalWithTheTimeLeftBelow() {
        let start = Date()
        let shown = bar(ProgressView(timerInterval: start...start.addingTimeInterval(4)), at: [0, 1, 3, 5])
        for (s, expected) in zip(shown.map(\.0), [200, 150, 50, 0] as [CGFloat]) { XCTAssertEqual(s, expected, accuracy: 0.5) }
        XCTAssertEqual(shown.map(\.1), [["0:04"], ["0:03"], ["0:01"], ["0:00"]])
    }

    func testCountingUpItFillsAndWaitsForALaterStart() {
        let start = Date().addingTimeInterval(2)
        let view = ProgressView(timerInterval: start...start.addingTimeInterval(2), countsDown: false) { Text("Upload") }
        let shown = bar(view, at: [0, 1, 3, 4.5])
        for (s, expected) in zip(shown.map(\.0), [0, 0, 100, 200] as [CGFloat]) { XCTAssertEqual(s, expected, accuracy: 0.5) }
        XCTAssertEqual(shown[2].1, ["Upload", "0:01"])
    }

    func testARunningBarDoesNotHoldAStoryboardsWaits() throws {
        struct Rest: View {
            @State private var sets = 0
            let interval: ClosedRange<Date> = Date()...Date().addingTimeInterval(90)
            var body: some View {
                VStack {
                    ProgressView(timerInterval: interval)
                    Button("Set \(sets)") { sets += 1 }
                }
                .frame(width: 200, height: 100)
            }
        }
        let playback = try Playback({ Rest() }, size: CGSize(width: 200, height: 100), storyboard: .catalog(taps: [.tapText("Set 0")]))
        XCTAssertEqual(playback.duration, 0.8, accuracy: 1e-9, "a tap at 0.4 s and 0.4 s of rest, the bar left running")
    }
}
