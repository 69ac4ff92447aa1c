// DatePickerTests.swift: a compact DatePicker writes the date and the time of its selection on
// pills after its label, in en_US and UTC, only the components it is asked for; and
// `.labelsHidden()` leaves the control alone at its own size, for date pickers and toggles.

import XCTest
import Foundation
@testable import FlipbookUI

final class DatePickerTests: XCTestCase {
    /// 2026-05-28 20:26:40 UTC.
    private let moment = Date(timeIntervalSince1970: 1_780_000_000)

    private func texts(_ view: some View) -> [String] {
        var found: [String] = []
        Engine(view, canvasSize: CGSize(width: 390, height: 100)).presentedTree(at: 0).forEach {
            if let text = $0.kind as? TextKind { found.append(text.string) }
        }
        return found
    }

    func testTheLabelThenTheDateAndTheTimeOnPills() {
        XCTAssertEqual(texts(DatePicker("Starts", selection: .constant(moment))), ["Starts", "May 28, 2026", "8:26\u{202F}PM"])
        XCTAssertEqual(texts(DatePicker("Day", selection: .constant(moment), displayedComponents: .date)), ["Day", "May 28, 2026"])
    }

    func testHiddenLabelsLeaveTheControlAloneAtItsOwnSize() {
        XCTAssertEqual(texts(DatePicker("Starts", selection: .constant(moment)).labelsHidden()), ["May 28, 2026", "8:26\u{202F}PM"])
        let toggle = Engine(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().fixedSize(), canvasSize: CGSize(width: 390, height: 100))
        XCTAssertEqual(toggle.idealSize, CGSize(width: 51, height: 31))
    }
}
