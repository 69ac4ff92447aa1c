// TimelineViewTests.swift: a timeline view builds its content for its schedule's dates on the
// view's clock: every frame, on a grid of dates, or at the dates given.

import XCTest
@testable import FlipbookUI

private struct DateBar<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    var body: some View {
        TimelineView(schedule) { context in
            // 10 points wide at the clock's start, one more per second since.
            Rectangle().frame(width: 10 + context.date.timeIntervalSince(RenderClock.startDate), height: 10)
        }
    }
}

final class TimelineViewTests: XCTestCase {
    private func seconds<S: TimelineSchedule>(_ schedule: S, at times: [Double]) -> [Double] {
        let engine = Engine(DateBar(schedule: schedule), canvasSize: CGSize(width: 100, height: 100))
        return times.map { Double(engine.shapeWidth(at: $0)) - 10 }
    }

    func testTheAnimationScheduleShowsEveryFramesOwnDate() {
        let shown = seconds(.animation, at: [0, 0.25, 1.5, 7.02])
        for (s, t) in zip(shown, [0, 0.25, 1.5, 7.02]) { XCTAssertEqual(s, t, accuracy: 1.0 / 1024, "at \(t) s") }
    }

    func testAPausedScheduleHoldsTheDateItAppearedAt() {
        XCTAssertEqual(seconds(.animation(paused: true), at: [0, 2]), [0, 0])
    }

    func testAPeriodicScheduleShowsTheLastDateOfItsGrid() {
        let schedule = PeriodicTimelineSchedule.periodic(from: RenderClock.startDate.addingTimeInterval(0.5), by: 2)
        XCTAssertEqual(seconds(schedule, at: [0, 0.4, 0.6, 2.4, 2.6]), [-1.5, -1.5, 0.5, 0.5, 2.5])
    }

    func testExplicitDatesAreShownAtTheirTimes() {
        let dates = [1.0, 3.0].map { RenderClock.startDate.addingTimeInterval($0) }
        XCTAssertEqual(seconds(.explicit(dates), at: [0, 1, 2, 3.5]), [0, 1, 1, 3])
    }
    func testDatesMadeFromTheWallClocksPresentCountFromTheViewsAppearance() {
        XCTAssertEqual(seconds(.periodic(from: .now, by: 1), at: [0, 0.5, 1.2, 3.9]), [0, 0, 1, 3])
        XCTAssertEqual(seconds(.explicit([Date.now.addingTimeInterval(2)]), at: [0, 2.5]), [0, 2])
    }
    func testAPausedScheduleWithAnIntervalHoldsToo() {
        XCTAssertEqual(seconds(.animation(minimumInterval: 0.5, paused: true), at: [0, 2]), [0, 0])
    }

    func testWallClockDatesKeepTheirSpacing() {
        let now = Date.now
        let dates = [0.5, 1, 1.5].map { now.addingTimeInterval($0) }
        XCTAssertEqual(seconds(.explicit(dates), at: [0.6, 1.1, 1.6]), [0.5, 1, 1.5])
    }

    func testDatesMadeFromTheViewsClockKeepTheirDistanceToTheMillisecond() {
        // In a runner Date() reads the view's clock, so a date made from it is exact.
        let inRunner = RenderClock.startDate.addingTimeInterval(2)
        XCTAssertEqual(clockTime(of: inRunner.addingTimeInterval(0.3), appearedAt: 2, wallClockThen: inRunner), 2.3, accuracy: 1e-9)
        // Read from the wall clock, it is kept to the quarter second its reading drifts within.
        let wall = Date.now
        XCTAssertEqual(clockTime(of: wall.addingTimeInterval(0.3), appearedAt: 2, wallClockThen: wall), 2.25)
    }
}
