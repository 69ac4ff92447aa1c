// ClockText.swift: a piece of text that tells time relative to now, so that it changes as the
// view's clock runs: a date as a timer, a relative or an offset (`Text(_:style:)`), or a timer over
// an interval (`Text(timerInterval:)`). What it reads at a moment is worked out from times on the
// view's clock (seconds), to which the driving view (ClockDrivenText) maps its dates when it
// appears; the piece changes only on whole seconds counted from one of them.
// Judgement, no source: a count towards a later date shows the seconds left rounded up (a
// 20-second countdown reads 0:20 for its whole first second and 0:01 for its last, then 0:00),
// a count from an earlier date the seconds passed rounded down; relative and offset texts use
// en_US's abbreviated units, the two largest ("1 min, 5 sec").

import Foundation

struct ClockText: Equatable {
    enum Reading: Equatable {
        /// `.timer`: the time to or from the date, "4:05" or "1:02:03".
        case timer
        /// `.relative`: the same in words, "1 min, 5 sec".
        case relative
        /// `.offset`: signed, "+20 sec" for a later date, "-20 sec" for an earlier one.
        case offset
        /// `Text(timerInterval:)`: a timer that runs only within the interval.
        case interval(countsDown: Bool, showsHours: Bool, isPaused: Bool)
    }

    var reading: Reading
    /// The date (`.timer`, `.relative`, `.offset`), or the interval's bounds and the moment it is
    /// paused at, if it is.
    var dates: [Date]

    /// Seconds rounding forgives where a whole second falls: a tick scheduled for one is at most
    /// a few nanoseconds off it.
    private static let slack = 1e-6

    /// What the piece reads at `now`, with `dates` mapped to `times` on the same clock.
    func string(times: [Double], now: Double) -> String {
        switch reading {
        case .timer, .relative, .offset:
            let delta = now - times[0]
            let seconds = Self.wholeSeconds(delta)
            switch reading {
            case .timer: return Self.timerString(seconds, showsHours: true)
            case .relative: return Self.words(seconds)
            default: return (delta < -Self.slack ? "+" : "-") + Self.words(seconds)
            }
        case .interval(let countsDown, let showsHours, let isPaused):
            let lower = times[0], upper = max(times[0], times[1])
            let t = min(max(isPaused ? times[2] : now, lower), upper)
            let seconds = countsDown ? Self.wholeSeconds(t - upper) : Self.wholeSeconds(t - lower)
            return Self.timerString(seconds, showsHours: showsHours)
        }
    }

    /// The next time after `now` at which the piece reads differently (nil: never again).
    func nextChange(times: [Double], after now: Double) -> Double? {
        switch reading {
        case .timer, .relative, .offset:
            return Self.nextWholeSecond(from: times[0], after: now)
        case .interval(let countsDown, _, let isPaused):
            let lower = times[0], upper = max(times[0], times[1])
            guard !isPaused else { return nil }
            let next = Self.nextWholeSecond(from: countsDown ? upper : lower, after: max(now, lower))
            return next < upper - Self.slack ? next : (now < upper - Self.slack ? upper : nil)
        }
    }

    /// Whole seconds in `delta`: rounded down when it has passed (delta ≥ 0), up when it is to come.
    private static func wholeSeconds(_ delta: Double) -> Int {
        guard delta.isFinite else { return 0 }
        let magnitude = min(abs(delta), 9e15)
        return Int(delta >= -slack ? (magnitude + slack).rounded(.down) : (magnitude - slack).rounded(.up))
    }

    /// The first time after `now` a whole number of seconds from `origin`.
    private static func nextWholeSecond(from origin: Double, after now: Double) -> Double {
        origin + ((now - origin) + slack).rounded(.down) + 1
    }

    /// "m:ss", or "h:mm:ss" from an hour on when `showsHours` (else the minutes go on counting).
    static func timerString(_ seconds: Int, showsHours: Bool) -> String {
        let s = seconds % 60
        let minutes = seconds / 60
        func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        guard showsHours, minutes >= 60 else { return "\(minutes):\(twoDigits(s))" }
        return "\(minutes / 60):\(twoDigits(minutes % 60)):\(twoDigits(s))"
    }

    /// The two largest units of `seconds` in en_US's abbreviated words: "20 sec", "1 min, 5 sec",
    /// "2 hr, 3 min", "3 days, 4 hr".
    static func words(_ seconds: Int) -> String {
        let units: [(size: Int, name: (Int) -> String)] = [
            (86_400, { $0 == 1 ? "day" : "days" }), (3_600, { _ in "hr" }), (60, { _ in "min" }), (1, { _ in "sec" }),
        ]
        var rest = seconds, parts: [String] = []
        for unit in units where parts.count < 2 {
            let count = rest / unit.size
            rest -= count * unit.size
            // The second unit is the one right below the first, and only when it is not zero.
            if count > 0 { parts.append("\(count) \(unit.name(count))") } else if !parts.isEmpty { break }
        }
        return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
    }
}
