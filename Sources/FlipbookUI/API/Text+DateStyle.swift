// Text+DateStyle.swift: `Text(date, style:)` and `"\(date, style:)"`, a date shown as iOS shows it
// in the en_US locale of an iPhone preview, in UTC: the time zone of the view's clock, whose
// dates start at 09:41 UTC, so that a clock reads 9:41 AM on every machine. Only the styles that show a fixed moment
// exist: `.relative`, `.offset` and `.timer` count on their own as time passes, which a text here
// does not, so they are not provided rather than shown frozen.

extension Text {
    /// How a date is written.
    public struct DateStyle: Equatable, Sendable {
        let format: Date.FormatStyle

        private init(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) {
            format = .inClockTimeZone(date: date, time: time)
        }

        /// The time, "9:41 AM".
        public static let time = DateStyle(date: .omitted, time: .shortened)
        /// The date, "January 1, 2024".
        public static let date = DateStyle(date: .long, time: .omitted)
    }

    /// A date written in `style`.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: LocalizedStringKey.format(date, style.format))
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
        Date.FormatStyle(date: date, time: time, timeZone: TimeZone(identifier: "UTC") ?? .current)
    }
}
