// RefreshableTests.swift: a vertical scroll view under `.refreshable` let go pulled down 60 pt or
// more rests 60 pt down with the spinner in the gap, runs the action on the render clock, and
// springs back to the top when it returns; a shorter pull springs back without refreshing; the
// spokes show one by one while pulling; `@Environment(\.refresh)` holds the action.

import XCTest
@testable import FlipbookUI

private final class Counter { var refreshes = 0 }

private struct Feed: View {
    let counter: Counter
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { _ in Color.gray.frame(width: 100, height: 50) }
            }
        }
        .refreshable {
            try? await RenderClock.current?.sleep(seconds: 1)
            counter.refreshes += 1
        }
        .frame(width: 100, height: 200)
    }
}

final class RefreshableTests: XCTestCase {
    private let canvas = CGSize(width: 100, height: 200)

    private func spokes(_ engine: Engine, at t: Double) -> Int {
        var count = 0
        engine.presentedTree(at: t).forEach { if $0.kind is ShapeKind, $0.frame.height < 10 { count += 1 } }
        return count
    }

    func testAFarPullRefreshesAndSpringsBackWhenTheActionReturns() throws {
        let counter = Counter()
        let engine = Engine(Feed(counter: counter), canvasSize: canvas)
        // 190 pt down, 180 after the touch is taken: the rubber band shows about 66 pt.
        let lift = drag(engine, from: CGPoint(x: 50, y: 5), by: 0, 190, at: 0.1, steps: 19, hold: true)
        XCTAssertLessThan(try XCTUnwrap(drawnScrollOffset(engine, at: lift)).y, -60)
        engine.advance(to: lift + 0.9)
        XCTAssertEqual(drawnScrollOffset(engine, at: lift + 0.9)?.y ?? 0, -60, accuracy: 0.01, "resting in the gap")
        XCTAssertEqual(counter.refreshes, 0)
        engine.advance(to: lift + 1.1)
        XCTAssertEqual(counter.refreshes, 1)
        XCTAssertEqual(drawnScrollOffset(engine, at: lift + 3), .zero, "back at the top")
    }

    func testAShortPullSpringsBackWithoutRefreshing() {
        let counter = Counter()
        let engine = Engine(Feed(counter: counter), canvasSize: canvas)
        let lift = drag(engine, from: CGPoint(x: 50, y: 5), by: 0, 60, at: 0.1, steps: 6, hold: true)
        engine.advance(to: lift + 3)
        XCTAssertEqual(counter.refreshes, 0)
        XCTAssertEqual(drawnScrollOffset(engine, at: lift + 3), .zero)
    }

    func testTheSpokesShowOneByOneWhilePulling() {
        let engine = Engine(Feed(counter: Counter()), canvasSize: canvas)
        engine.touchDown(at: CGPoint(x: 50, y: 5), time: 0.1)
        engine.touchMove(to: CGPoint(x: 50, y: 15), time: 0.2)
        XCTAssertEqual(spokes(engine, at: 0.2), 0, "at rest, no indicator")
        // 60 pt past the top shows (1 − 1/(0.55·60/200 + 1))·200 ≈ 28.3 pt of the 60 pt gap:
        // three of the eight spokes.
        engine.touchMove(to: CGPoint(x: 50, y: 75), time: 0.3)
        XCTAssertEqual(spokes(engine, at: 0.3), 3)
    }

    func testTheEnvironmentHoldsTheAction() {
        var found: RefreshAction?
        struct Reader: View {
            let found: (RefreshAction?) -> Void
            @Environment(\.refresh) private var refresh
            var body: some View {
                found(refresh)
                return Color.red
            }
        }
        _ = Engine(Reader { found = $0 }.refreshable {}, canvasSize: canvas)
        XCTAssertNotNil(found)
    }
}
