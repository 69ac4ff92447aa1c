// EnvironmentValues+Locale.swift: the locale, calendar and time zone a view reads to format
// what it shows itself (`date.formatted(.dateTime.locale(locale))`, a calendar's weekday
// names): the ones Flipbook draws every text in, US English on the Gregorian calendar in UTC, the
// same on every machine. Read-only: Flipbook has one locale, so setting another in the
// environment would change nothing drawn.

import Foundation

extension EnvironmentValues {
    /// US English: the locale of every text Flipbook formats.
    public var locale: Locale { LocalizedStringKey.locale }

    /// The Gregorian calendar in the environment's locale and time zone.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }

    /// UTC: the zone a date is shown in, wherever Flipbook runs.
    public var timeZone: TimeZone { Date.FormatStyle.clockTimeZone }
}
