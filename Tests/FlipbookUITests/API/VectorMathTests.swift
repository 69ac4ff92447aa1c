// VectorMathTests.swift: angles add, subtract, scale and negate as SwiftUI's do, so a rotate
// gesture's running total (`finalAmount += currentAmount`) compiles and sums.

import XCTest
@testable import FlipbookUI

final class VectorMathTests: XCTestCase {
    func testAnglesAddAndSubtract() {
        var total = Angle.degrees(30)
        total += .degrees(15)
        XCTAssertEqual((total + .degrees(45)).degrees, 90, accuracy: 1e-9)
        total -= .degrees(5)
        XCTAssertEqual(total.degrees, 40, accuracy: 1e-9)
        XCTAssertEqual((total - .degrees(50)).degrees, -10, accuracy: 1e-9)
    }

    func testAnglesScaleNegateAndMeasure() {
        let angle = Angle.radians(.pi / 4)
        XCTAssertEqual((angle * 2).radians, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual((angle / 4).radians, .pi / 16, accuracy: 1e-12)
        XCTAssertEqual((-angle).radians, -.pi / 4, accuracy: 1e-12)
        XCTAssertEqual((-angle).magnitude, .pi / 4, accuracy: 1e-12)
    }
}
