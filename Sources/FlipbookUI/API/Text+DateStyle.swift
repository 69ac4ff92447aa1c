// Text+DateStyle.swift: `Text(date, style:)` and `"\(date, style:)"`, a date shown as iOS shows it
// in the en_US locale of an iPhone preview, in UTC: the time zone of the view's clock, whose
// dates start at 09:41 UTC, so that a clock reads 9:41 AM on every machine. `.timer`,
// `.relative` and `.offset` count on their own as the view's clock runs (ClockText), as does
// `Text(timerInterval:)`.

import Foundation

extension Text {
    /// How a date is written.
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            /// A fixed moment, in this format.
            case moment(Date.FormatStyle)
            /// Time to or from now, which changes as the clock runs.
            case counting(ClockText.Reading)
        }

        let kind: Kind

        private init(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) {
            kind = .moment(.inClockTimeZone(date: date, time: time))
        }

        private init(counting reading: ClockText.Reading) { kind = .counting(reading) }

        /// The time, "9:41 AM".
        public static let time = DateStyle(date: .omitted, time: .shortened)
        /// The date, "January 1, 2024".
        public static let date = DateStyle(date: .long, time: .omitted)
        /// A timer counting to or from the date, "0:42" or "1:02:03".
        public static let timer = DateStyle(counting: .timer)
        /// The time to or from the date in words, "1 min, 5 sec".
        public static let relative = DateStyle(counting: .relative)
        /// The time from now to the date, signed, "+20 sec" or "-1 min, 5 sec".
        public static let offset = DateStyle(counting: .offset)
    }

    /// A date written in `style`.
    public init(_ date: Date, style: DateStyle) {
        switch style.kind {
        case .moment(let format):
            self.init(verbatim: LocalizedStringKey.format(date, format))
        case .counting(let reading):
            self.init(counting: ClockText(reading: reading, dates: [date]))
        }
    }

    /// A timer over `timerInterval`: the time left in it (`countsDown`) or gone by, held at
    /// `pauseTime` when one is given, "0:00" past its end.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let reading = ClockText.Reading.interval(countsDown: countsDown, showsHours: showsHours, isPaused: pauseTime != nil)
        let bounds = [timerInterval.lowerBound, timerInterval.upperBound]
        self.init(counting: ClockText(reading: reading, dates: bounds + (pauseTime.map { [$0] } ?? [])))
    }

    /// A text of one counting piece, reading what it reads now until its view appears.
    private init(counting clock: ClockText) {
        let now = Date()
        let times = clock.dates.map { $0.timeIntervalSince(now) }
        var segment = TextSegment(clock.string(times: times, now: 0))
        segment.clock = clock
        self.init(verbatim: "")
        segments = [segment]
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A date written in `style`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendInterpolation(Text(date, style: style))
    }
}

extension Date.FormatStyle {
    /// A date format in the time zone of the view's clock (UTC), as every date a view shows is
    /// written (`Text(date, style:)`, a DatePicker).
    static func inClockTimeZone(date: DateStyle, time: TimeStyle) -> Date.FormatStyle {
        Date.FormatStyle(date: date, time: time, timeZone: clockTimeZone)
    }

    /// The time zone of the view's clock: UTC, on every machine.
    static let clockTimeZone = TimeZone(identifier: "UTC") ?? .current
}
