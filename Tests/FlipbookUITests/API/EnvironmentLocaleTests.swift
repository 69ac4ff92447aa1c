// EnvironmentLocaleTests.swift: a view reads the locale, calendar and time zone every text is
// formatted in (US English, Gregorian, UTC), and the iOS 13 presentation mode beside isPresented.

import XCTest
@testable import FlipbookUI

private struct Reader: View {
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        Text("\(locale.identifier) \(calendar.identifier == .gregorian ? "gregorian" : "other") \(timeZone.secondsFromGMT()) \(presentationMode.wrappedValue.isPresented)")
    }
}

final class EnvironmentLocaleTests: XCTestCase {
    func testAViewReadsTheLocaleCalendarAndTimeZoneTextIsFormattedIn() {
        let engine = Engine(Reader(), canvasSize: CGSize(width: 400, height: 100))
        XCTAssertNotNil(engine.center(ofText: "en_US gregorian 0 false", at: 0))
    }

    func testTheCalendarCountsDaysInUTC() {
        let values = EnvironmentValues()
        // 2024-01-01 09:41 UTC, the render clock's start: a Monday, whatever zone the machine is in.
        XCTAssertEqual(values.calendar.component(.weekday, from: RenderClock.startDate), 2)
        XCTAssertEqual(values.calendar.component(.hour, from: RenderClock.startDate), 9)
    }
}
