// RenderClockTests.swift: time-based code in views runs on the storyboard's clock: onAppear
// starts animations at t = 0, DispatchQueue.asyncAfter staggers steps, timers repeat until
// invalidated, tasks sleep storyboard time, timer publishers feed onReceive — the same on every
// run, and "settled" waits for scheduled work as it waits for animations.

import XCTest
import SwiftUI
@testable import FlipbookUI

final class RenderClockTests: XCTestCase {
    private func widths(_ renderer: Renderer, at t: Double) -> [CGFloat] {
        _ = renderer.render(at: t)
        var result: [CGFloat] = []
        renderer.engine.presentedTree(at: t).forEach { if $0.kind is ShapeKind { result.append($0.frame.height > 15 ? 1 : 0) } }
        return result
    }


    func testAsyncAfterStaggersStepsOnTheStoryboardClock() {
        let renderer = Renderer(Staggered(), size: CGSize(width: 100, height: 60))
        XCTAssertEqual(widths(renderer, at: 0.15), [0, 0, 0])
        XCTAssertEqual(widths(renderer, at: 0.35), [1, 0, 0], "the first step at 0.2 s, animated over 0.1 s")
        XCTAssertEqual(widths(renderer, at: 0.75), [1, 1, 1])
    }

    func testRepeatingTimerFiresUntilInvalidated() throws {
        let renderer = Renderer(Countdown(), size: CGSize(width: 100, height: 60))
        XCTAssertEqual(firstShape(renderer, at: 0.4)?.frame.width, 31)
        XCTAssertEqual(firstShape(renderer, at: 1.0)?.frame.width, 11, "fired at 0.5 s and 1.0 s")
        XCTAssertEqual(firstShape(renderer, at: 3.0)?.frame.width, 1, "and at 1.5 s, then invalidated")
        XCTAssertFalse(renderer.engine.clock.hasRepeatingWork)
        XCTAssertEqual(renderer.engine.settle(), 1.5)
    }

    func testTaskSleepsStoryboardTime() {
        let renderer = Renderer(Sleeper(), size: CGSize(width: 100, height: 60))
        XCTAssertEqual(firstShape(renderer, at: 0.69)?.frame.width, 20)
        XCTAssertEqual(firstShape(renderer, at: 0.70)?.frame.width, 40)
    }

    func testATaskInAMainActorModelRunsThereOnTheStoryboardClock() {
        let renderer = Renderer(SteppingBar(), size: CGSize(width: 100, height: 60))
        XCTAssertEqual(firstShape(renderer, at: 0.3)?.frame.width, 11)
        XCTAssertEqual(firstShape(renderer, at: 0.6)?.frame.width, 21)
        XCTAssertEqual(firstShape(renderer, at: 1.1)?.frame.width, 41)
    }

    func testWorkAModelSchedulesAsTheRootViewIsMadeRunsOnTheViewsClock() {
        // As a runner makes its root: at the clock's start, the engine then taking that clock.
        let renderer = Renderer(erasing: RenderClock.atStart { LoadingPanel() }, size: CGSize(width: 100, height: 60))
        XCTAssertEqual(firstShape(renderer, at: 0.9)?.frame.width, 10)
        XCTAssertEqual(firstShape(renderer, at: 1.1)?.frame.width, 30, "loaded at 1 s")
    }

    func testSleepsInALoopEndOnTheFramesTheirSumNames() {
        // 0.4 + 0.4 + 0.4 is 1.2000000000000002 in doubles: the third tick belongs to the frame at 1.2 s.
        let renderer = Renderer(SleepingCounter(), size: CGSize(width: 100, height: 60))
        XCTAssertEqual(firstShape(renderer, at: 1.2)?.frame.width, 13)
        XCTAssertEqual(firstShape(renderer, at: 36.0 / 30)?.frame.width, 13, "the 36th frame at 30 fps")
    }

    func testTimerPublisherFeedsOnReceive() {
        let renderer = Renderer(Ticker(), size: CGSize(width: 100, height: 60))
        XCTAssertEqual(firstShape(renderer, at: 1.1)?.frame.width, 14, "ticks at 0.25, 0.5, 0.75, 1.0 s")
        XCTAssertNil(renderer.engine.settle(), "a timer that never stops never settles")
    }

    func testATimerPublisherSubscribedToTicksOnAfterTheViewValueHoldingItIsGone() throws {
        // The clock's ticks make the parent build new stopwatch values, with new publishers;
        // the subscription is to the first, which must go on ticking.
        let engine = Engine(StopwatchUnderAParent(), canvasSize: CGSize(width: 200, height: 200))
        engine.tap(at: try XCTUnwrap(engine.center(ofText: "Start", at: 0)), time: 0.4)
        engine.advance(to: 1.45)
        XCTAssertNotNil(engine.center(ofText: "10", at: 1.45), "ten ticks from 0.5 s to 1.4 s")
    }

    func testAnimationStartedInOnAppearBeginsAtZero() throws {
        let renderer = Renderer(Spinner(), size: CGSize(width: 100, height: 60))
        let rotation = { (t: Double) -> Double in
            _ = renderer.render(at: t)
            var angle = -1.0
            renderer.engine.presentedTree(at: t).forEach { if let r = $0.kind as? RotationEffect { angle = r.angle.degrees } }
            return angle
        }
        XCTAssertEqual(rotation(0), 0, accuracy: 1e-9, "the first frame shows the old value")
        XCTAssertEqual(rotation(0.25), 90, accuracy: 1e-6)
        XCTAssertEqual(rotation(1.5), 180, accuracy: 1e-6, "the second pass starts again from 0°")
        XCTAssertNil(renderer.engine.settle())
    }

    func testPlaybackWaitsForScheduledWorkWhenSettling() throws {
        let playback = try Playback({ Staggered() }, size: CGSize(width: 100, height: 60),
                                    storyboard: Storyboard([.waitUntilSettled, .rest(seconds: 0.1)]))
        XCTAssertEqual(playback.duration, 0.8, accuracy: 1e-9, "the last step at 0.6 s animates until 0.7 s; then a rest")
        XCTAssertEqual(playback.frame(at: 0.7), playback.frame(at: 0.7))
    }

    func testSettlingFollowsARepeatingTimerUntilItInvalidatesItself() throws {
        // The timer is still running when the storyboard starts to wait: settling follows it.
        let playback = try Playback({ Countdown() }, size: CGSize(width: 100, height: 60),
                                    storyboard: Storyboard([.waitUntilSettled, .rest(seconds: 0.1)]))
        XCTAssertEqual(playback.duration, 1.6, accuracy: 1e-9, "the last tick at 1.5 s invalidates the timer; then a rest")
    }
}
