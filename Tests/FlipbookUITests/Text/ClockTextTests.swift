// ClockTextTests.swift: what a counting piece of text reads at a moment, and when it next changes.

import XCTest
@testable import FlipbookUI

final class ClockTextTests: XCTestCase {
    private func reads(_ reading: ClockText.Reading, times: [Double], at moments: [Double]) -> [String] {
        let clock = ClockText(reading: reading, dates: times.map { RenderClock.startDate.addingTimeInterval($0) })
        return moments.map { clock.string(times: times, now: $0) }
    }

    func testATimerCountsWholeSecondsFromAnEarlierDateAndRoundsUpToALaterOne() {
        XCTAssertEqual(reads(.timer, times: [0], at: [0, 0.99, 1, 61.5, 3_723]), ["0:00", "0:00", "0:01", "1:01", "1:02:03"])
        XCTAssertEqual(reads(.timer, times: [20], at: [0, 0.5, 19.2, 20, 21]), ["0:20", "0:20", "0:01", "0:00", "0:01"])
    }

    func testRelativeAndOffsetUseTheTwoLargestAbbreviatedUnits() {
        XCTAssertEqual(reads(.relative, times: [0], at: [0, 20, 65, 3_600, 3_720, 90_000]),
                       ["0 sec", "20 sec", "1 min, 5 sec", "1 hr", "1 hr, 2 min", "1 day, 1 hr"])
        XCTAssertEqual(reads(.offset, times: [30], at: [0, 40]), ["+30 sec", "-10 sec"])
    }

    func testAnIntervalTimerRunsOnlyWithinItsInterval() {
        let down = ClockText.Reading.interval(countsDown: true, showsHours: true, isPaused: false)
        XCTAssertEqual(reads(down, times: [10, 100], at: [0, 10, 10.5, 99.5, 200]), ["1:30", "1:30", "1:30", "0:01", "0:00"])
        let up = ClockText.Reading.interval(countsDown: false, showsHours: false, isPaused: false)
        XCTAssertEqual(reads(up, times: [0, 5_000], at: [4_530]), ["75:30"], "minutes go on counting without hours")
        let paused = ClockText.Reading.interval(countsDown: true, showsHours: true, isPaused: true)
        XCTAssertEqual(reads(paused, times: [0, 60, 15], at: [0, 30]), ["0:45", "0:45"])
    }

    func testItChangesOnWholeSecondsFromItsDate() {
        let clock = ClockText(reading: .timer, dates: [RenderClock.startDate])
        XCTAssertEqual(clock.nextChange(times: [0.25], after: 0), 0.25, "0:01 to its date, then 0:00")
        XCTAssertEqual(clock.nextChange(times: [0.25], after: 0.25), 1.25)
        let interval = ClockText(reading: .interval(countsDown: true, showsHours: true, isPaused: false), dates: [])
        XCTAssertEqual(interval.nextChange(times: [10, 12.5], after: 0), 10.5, "the first whole second before the end, inside")
        XCTAssertNil(interval.nextChange(times: [10, 12.5], after: 12.5))
        let paused = ClockText(reading: .interval(countsDown: true, showsHours: true, isPaused: true), dates: [])
        XCTAssertNil(paused.nextChange(times: [0, 10, 5], after: 0))
    }
}
