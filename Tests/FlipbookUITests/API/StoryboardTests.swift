// StoryboardTests.swift: waiting for a storyboard's next step leaves what repeats forever running,
// and what is still going 10 s on; storyboards that cannot be played are refused with a clear
// error; and Playback knows when a frame repeats the one before, and its duplicates play the
// same timeline.

import XCTest
@testable import FlipbookUI

private struct Spinner: View {
    @State var spinning = false
    var body: some View {
        Rectangle().frame(width: 20, height: 20).rotationEffect(.degrees(spinning ? 360 : 0))
            .onTapGesture { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true } }
    }
}

/// A square that, once tapped, ticks a repeating clock work forever.
private struct Ticker: View {
    @State var ticks = 0
    var body: some View {
        Rectangle().frame(width: 20 + CGFloat(ticks % 2), height: 20)
            .onTapGesture { _ = RenderClock.current?.scheduleRepeating(every: 0.5) { _ in ticks += 1 } }
    }
}

/// A timer that ticks for ever from the start, and a tap that widens the square 2 s later.
private struct ClockAndDelayedChange: View {
    @State var ticks = 0
    @State var wide = false
    var body: some View {
        Rectangle().frame(width: wide ? 30 : 20, height: 20 + CGFloat(ticks % 2))
            .onAppear { _ = RenderClock.current?.scheduleRepeating(every: 0.5) { _ in ticks += 1 } }
            .onTapGesture { RenderClock.current?.schedule(after: 2) { wide = true } }
    }
}

/// A square that, once tapped, schedules work that schedules itself again, without end.
private struct Rescheduler: View {
    @State var ticks = 0
    var body: some View {
        Rectangle().frame(width: 20 + CGFloat(ticks % 2), height: 20)
            .onTapGesture { again() }
    }

    private func again() {
        RenderClock.current?.schedule(after: 0.5) {
            ticks += 1
            again()
        }
    }
}

/// A square that follows a drag's translation.
private struct Dragged: View {
    @State var dx: CGFloat = 0
    var body: some View {
        Rectangle().frame(width: 20, height: 20).offset(x: dx)
            .gesture(DragGesture(minimumDistance: 0).onChanged { dx = $0.translation.width })
            .frame(width: 300, height: 40, alignment: .leading)
    }
}

final class StoryboardTests: XCTestCase {
    func testEveryFrameOfADragShowsTheMoveDueAtItsTime() throws {
        // 150 pt in 0.5 s at 60 moves a second, from the catalog's first step (0.4 s): 5 pt a frame
        // at 60 frames a second, each move due at a frame's time (both rounded, each its own way).
        let playback = try Playback({ Dragged() }, size: CGSize(width: 300, height: 40), scale: 1,
                                    storyboard: .catalog(taps: [.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 160, y: 20), seconds: 0.5)],
                                                         touchEventsPerSecond: 60))
        var lefts: [Int] = []
        for n in 25...53 {
            let frame = try XCTUnwrap(playback.frame(at: Double(n) / 60))
            lefts.append((0..<300).first { frame[$0, 20].r < 128 } ?? -1)
        }
        XCTAssertEqual(zip(lefts, lefts.dropFirst()).map { $1 - $0 }, Array(repeating: 5, count: 28), "\(lefts)")
    }

    func testAPressIsAKeyMomentAFrameBeforeItsFingerLifts() throws {
        // Pressed at the catalog's first step (0.4 s) for 0.5 s at 50 events a second: held until
        // 0.9 s, its last held frame at 0.88 s, a key time between the start and the settling.
        let playback = try Playback({ Dragged() }, size: CGSize(width: 300, height: 40), scale: 1,
                                    storyboard: .catalog(taps: [.press(CGPoint(x: 10, y: 20), seconds: 0.5)], touchEventsPerSecond: 50))
        XCTAssertEqual(playback.keyTimes.count, 3, "\(playback.keyTimes)")
        XCTAssertEqual(playback.keyTimes[1], 0.88, accuracy: 1e-9)
    }

    func testWaitingLeavesAnimationsThatRepeatForeverRunning() throws {
        // Tapped at 0.4 s: nothing but the spin animates, so the wait ends at once and the
        // catalog's last rest (0.4 s) follows, while the spinner keeps turning.
        let playback = try Playback({ Spinner() }, size: CGSize(width: 60, height: 60),
                                    storyboard: .catalog(taps: [.tap(CGPoint(x: 30, y: 30))]))
        XCTAssertEqual(playback.duration, 0.8, accuracy: 1e-9)
        XCTAssertTrue(playback.frame(at: 0.525) != playback.frame(at: 0.65))
    }

    func testWaitingLeavesATimerThatNeverStopsTicking() throws {
        // The timer is followed for 10 s, found still running, and left ticking beside the
        // steps: the wait ends at the tap, and the ticks go on.
        let playback = try Playback({ Ticker() }, size: CGSize(width: 60, height: 60),
                                    storyboard: .catalog(taps: [.tap(CGPoint(x: 30, y: 30))]))
        XCTAssertEqual(playback.duration, 0.8, accuracy: 1e-9)
        XCTAssertTrue(playback.frame(at: 0.95) != playback.frame(at: 1.45), "a tick at 0.9 s, another at 1.4 s")
    }

    func testBesideATimerTheWaitStillFollowsWorkThatRunsOnce() throws {
        // The clock never stops, so the wait leaves it ticking, but follows the change due 2 s
        // after the tap: tapped at 0.4 s, changed at 2.4 s, then the last 0.4 s rest.
        let playback = try Playback({ ClockAndDelayedChange() }, size: CGSize(width: 60, height: 60),
                                    storyboard: .catalog(taps: [.tap(CGPoint(x: 30, y: 30))]))
        XCTAssertEqual(playback.duration, 2.8, accuracy: 1e-9)
    }

    func testWaitingFollowsWorkThatReschedulesItselfForTenSecondsThenLeavesItRunning() throws {
        // A task's loop (work scheduled once, again and again) is followed for 10 s.
        let playback = try Playback({ Rescheduler() }, size: CGSize(width: 60, height: 60),
                                    storyboard: .catalog(taps: [.tap(CGPoint(x: 30, y: 30))]))
        XCTAssertEqual(playback.duration, 10.8, accuracy: 1e-9)
    }

    func testAWaitEndsAtTheHorizonWhileALongAnimationRuns() throws {
        // A 60 s animation started by the tap: the wait after it is 10 s, not a minute.
        struct Slow: View {
            @State var wide = false
            var body: some View {
                Rectangle().frame(width: wide ? 50 : 20, height: 20)
                    .onTapGesture { withAnimation(.linear(duration: 60)) { wide = true } }
            }
        }
        let playback = try Playback({ Slow() }, size: CGSize(width: 60, height: 60),
                                    storyboard: .catalog(taps: [.tap(CGPoint(x: 30, y: 30))]))
        XCTAssertEqual(playback.duration, 0.4 + 10 + 0.4, accuracy: 1e-9)
    }

    func testNothingIsPlayedPastTheLengthAskedFor() throws {
        var storyboard = Storyboard([.rest(seconds: 1), .tap(CGPoint(x: 30, y: 30)), .rest(seconds: 1)])
        storyboard.length = 0.5
        let playback = try Playback({ Spinner() }, size: CGSize(width: 60, height: 60), storyboard: storyboard)
        XCTAssertTrue(playback.events.isEmpty, "the tap at 1 s, past 0.5 s, is not played")
        XCTAssertEqual(playback.duration, 0.5)
    }

    func testAFixedRestLetsARepeatingAnimationRun() {
        // The spinner keeps turning (a square looks the same every 90°, so compare 45° with 90°).
        let playback = try? Playback({ Spinner() }, size: CGSize(width: 60, height: 60),
                                     storyboard: Storyboard([.rest(seconds: 0.4), .tap(CGPoint(x: 30, y: 30)), .rest(seconds: 2)]))
        XCTAssertEqual(playback?.duration, 2.4)
        XCTAssertTrue(playback?.frame(at: 0.525) != playback?.frame(at: 0.65))
    }

    func testSameFrameOnlyWhileNothingMovesAndNoTapLands() throws {
        let playback = try Playback({ Spinner() }, size: CGSize(width: 60, height: 60),
                                    storyboard: Storyboard([.rest(seconds: 0.4), .tap(CGPoint(x: 30, y: 30)), .rest(seconds: 2)]))
        XCTAssertTrue(playback.showsSameFrame(at: 0.3, as: 0.1), "before the tap nothing moves")
        XCTAssertEqual(playback.frame(at: 0.3), playback.frame(at: 0.1))
        XCTAssertFalse(playback.showsSameFrame(at: 0.4, as: 0.3), "the tap lands in between")
        XCTAssertFalse(playback.showsSameFrame(at: 1.2, as: 1.1), "the spinner never settles")
        XCTAssertFalse(playback.showsSameFrame(at: 0.1, as: 0.3), "time runs forward only")

        let badge = try Playback({ Rectangle().frame(width: 10, height: 10).opacity(0.5) }, size: CGSize(width: 60, height: 60),
                                 storyboard: Storyboard([.rest(seconds: 1)]))
        XCTAssertTrue(badge.showsSameFrame(at: 1, as: 0))
    }

    func testADuplicateShowsTheSameTimelineFromItsOwnStart() throws {
        let playback = try Playback({ Spinner() }, size: CGSize(width: 60, height: 60),
                                    storyboard: Storyboard([.rest(seconds: 0.4), .tap(CGPoint(x: 30, y: 30)), .rest(seconds: 1)]))
        // The original has moved on past the tap; the duplicate starts before it all the same.
        let late = playback.frame(at: 1.2)
        let duplicate = playback.duplicate()
        XCTAssertEqual(duplicate.events, playback.events)
        XCTAssertEqual(duplicate.duration, playback.duration)
        XCTAssertEqual(duplicate.keyTimes, playback.keyTimes)
        XCTAssertEqual(duplicate.frame(at: 0.2), playback.frame(at: 0.2))
        XCTAssertEqual(duplicate.frame(at: 0.525), playback.frame(at: 0.525))
        XCTAssertNotEqual(duplicate.frame(at: 0.525), duplicate.frame(at: 0.2), "the tap reached the duplicate's view")
        XCTAssertEqual(duplicate.frame(at: 1.2), late)
    }

    func testATapFlipbookChoseThatFindsNothingIsNotMade() throws {
        // The first tap hides the only button; the second has nothing to tap, and is left out.
        struct Vanishing: View {
            @State private var shown = true
            var body: some View {
                Button("Hide") { shown = false }.opacity(shown ? 1 : 0).frame(width: 60, height: 60)
            }
        }
        let playback = try Playback({ Vanishing() }, size: CGSize(width: 60, height: 60),
                                    storyboard: .catalog(taps: [.tapFirstTarget, .tapFirstTarget]))
        XCTAssertGreaterThan(playback.duration, 0)
    }

    func testAStoryboardTapThatReachesNothingIsIgnoredAndOneOffTheCanvasIsAnError() throws {
        // Empty space: the tap changes nothing, as a finger there would, and is named.
        let missed = try Playback({ Rectangle().frame(width: 10, height: 10) }, size: CGSize(width: 60, height: 60),
                                  storyboard: Storyboard([.tap(CGPoint(x: 1, y: 1))]))
        XCTAssertEqual(missed.ignoredSteps, [.init(description: "--tap 1,1 at 0 s", reachedAView: false)])
        XCTAssertThrowsError(try Playback({ Rectangle() }, size: CGSize(width: 60, height: 60), storyboard: Storyboard([.tap(CGPoint(x: 61, y: 1))])))
        XCTAssertThrowsError(try Playback({ Rectangle() }, size: CGSize(width: 60, height: 60), storyboard: Storyboard([.rest(seconds: -1)])))
    }

    func testMessagesGiveTimesToTheMillisecondWithoutFloatNoise() {
        XCTAssertEqual(StoryboardError.seconds(0.4 + 0.8), "1.2", "1.2000000000000002")
        XCTAssertEqual(StoryboardError.seconds(2.939), "2.939")
        XCTAssertEqual(StoryboardError.seconds(3), "3")
        XCTAssertEqual(StoryboardError.seconds(0.05), "0.05")
        XCTAssertEqual(StoryboardError.seconds(10.0004), "10")
    }

    /// A square that turns red on a double tap only.
    private struct Liking: View {
        let log: LikeLog
        var body: some View {
            Rectangle().frame(width: 40, height: 40)
                .onTapGesture(count: 2) { log.likes += 1 }
        }
    }

    private final class LikeLog { var likes = 0 }

    func testADoubleTapStepTapsTwiceWithinTheDoubleTapInterval() throws {
        let log = LikeLog()
        let center = CGPoint(x: 30, y: 30)
        _ = try Playback({ Liking(log: log) }, size: CGSize(width: 60, height: 60), storyboard: .catalog(taps: [.doubleTap(center)]))
        XCTAssertGreaterThan(log.likes, 0, "the double tap was recognized")
        let taps = LikeLog()
        _ = try Playback({ Liking(log: taps) }, size: CGSize(width: 60, height: 60), storyboard: .catalog(taps: [.tap(center), .tap(center)]))
        XCTAssertEqual(taps.likes, 0, "two taps in the catalog's rhythm are too far apart")
        XCTAssertLessThan(Storyboard.doubleTapGap, 0.35)
    }
}

