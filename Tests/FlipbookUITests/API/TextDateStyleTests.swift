// TextDateStyleTests.swift: a date written in a text style as iOS writes it in en_US.

import XCTest
@testable import FlipbookUI

final class TextDateStyleTests: XCTestCase {
    /// 9:41 on 1 January 2024 where this machine is.
    private let keynote: Date = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar.date(from: DateComponents(year: 2024, month: 1, day: 1, hour: 9, minute: 41))!
    }()

    func testTimeAndDateStyles() {
        XCTAssertEqual(Text(keynote, style: .time).content, "9:41\u{202F}AM", "with iOS 17's narrow no-break space")
        XCTAssertEqual(Text(keynote, style: .date).content, "January 1, 2024")
    }

    func testAStyledDateInAnInterpolation() {
        XCTAssertEqual(Text("Updated \(keynote, style: .time)").content, "Updated 9:41\u{202F}AM")
    }
}
