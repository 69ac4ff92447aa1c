// Text+DateStyle.swift: `Text(date, style:)` and `"\(date, style:)"`, a date shown as iOS shows it
// in the en_US locale of an iPhone preview (through Foundation's date format style, in the
// machine's time zone, as `Text(_:format:)` formats). Only the styles that show a fixed moment
// exist: `.relative`, `.offset` and `.timer` count on their own as time passes, which a text here
// does not, so they are not provided rather than shown frozen.

extension Text {
    /// How a date is written.
    public struct DateStyle: Equatable, Sendable {
        let format: Date.FormatStyle

        /// The time, "9:41 AM".
        public static let time = DateStyle(format: Date.FormatStyle(date: .omitted, time: .shortened))
        /// The date, "January 1, 2024".
        public static let date = DateStyle(format: Date.FormatStyle(date: .long, time: .omitted))
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
