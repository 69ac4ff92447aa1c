// AnimationStoreTests.swift: the store forgets the views that leave: a spinner replaced by what
// it waited for no longer repeats, so the view settles; and a view that leaves and comes back,
// again and again, leaves nothing behind.

import XCTest
@testable import FlipbookUI

/// A spinner while "loading" (0.6 s on the view's clock), then the result.
private struct Loading: View {
    @State private var loading = true
    var body: some View {
        Group {
            if loading { ProgressView() } else { Text("Done") }
        }
        .onAppear {
            RenderClock.current?.schedule(after: 0.6) { loading = false }
        }
    }
}

/// A square that leaves and comes back, tap after tap.
private struct Toggling: View {
    @State private var shown = true
    var body: some View {
        ZStack {
            Color.white.frame(width: 200, height: 200)
                .onTapGesture { shown.toggle() }
            if shown { Rectangle().frame(width: 20, height: 20).offset(x: 10).opacity(0.5) }
        }
    }
}

final class AnimationStoreTests: XCTestCase {
    func testASpinnerThatLeavesNoLongerKeepsTheViewFromSettling() throws {
        let engine = Engine(Loading(), canvasSize: CGSize(width: 100, height: 100))
        XCTAssertEqual(engine.repeatingPeriods, [1], "the spinner turns while loading")
        let settled = try XCTUnwrap(engine.settle(horizon: 10), "it settles once the result replaces the spinner")
        XCTAssertEqual(settled, 0.6, accuracy: 1e-9)
        XCTAssertEqual(engine.repeatingPeriods, [])
    }

    func testAViewThatComesBackAgainAndAgainTakesNoMoreRoom() {
        let engine = Engine(Toggling(), canvasSize: CGSize(width: 200, height: 200))
        func roundTrips(_ n: Int) {
            for _ in 0..<n {
                engine.tap(at: CGPoint(x: 5, y: 5), time: engine.time + 1)
                engine.tap(at: CGPoint(x: 5, y: 5), time: engine.time + 1)
            }
        }
        roundTrips(1)
        let afterOne = engine.store.tracks.count
        roundTrips(10)
        XCTAssertEqual(engine.store.tracks.count, afterOne, "a view that comes back is a new view; the one that left is forgotten")
    }
}
