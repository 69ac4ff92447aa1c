// StepperFormatTests.swift: a stepper made with a format style is its label and its segments,
// which step the value.

import XCTest
@testable import FlipbookUI

final class StepperFormatTests: XCTestCase {
    func testAStepperWithAFormatIsALabelAndItsSegments() {
        var price = 5.0
        let stepper = Stepper("Price", value: Binding(get: { price }, set: { price = $0 }), step: 0.5, format: .currency(code: "USD"))
        let engine = Engine(stepper.frame(width: 300), canvasSize: CGSize(width: 300, height: 60))
        XCTAssertNotNil(engine.center(ofText: "Price", at: 0))
        XCTAssertTrue(engine.tap(at: CGPoint(x: 300 - 24, y: 30), time: 0.5), "the + segment")
        XCTAssertEqual(price, 5.5)
    }
}
