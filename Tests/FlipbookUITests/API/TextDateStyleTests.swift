// TextDateStyleTests.swift: a date written in a text style as iOS writes it in en_US, in UTC on
// every machine.

import XCTest
@testable import FlipbookUI

final class TextDateStyleTests: XCTestCase {
    /// 9:41 on 1 January 2024, UTC: where the view's clock starts.
    private let keynote = RenderClock.startDate

    func testTimeAndDateStyles() {
        XCTAssertEqual(Text(keynote, style: .time).content, "9:41\u{202F}AM", "with iOS 17's narrow no-break space")
        XCTAssertEqual(Text(keynote, style: .date).content, "January 1, 2024")
    }

    func testAStyledDateInAnInterpolation() {
        XCTAssertEqual(Text("Updated \(keynote, style: .time)").content, "Updated 9:41\u{202F}AM")
    }
}
