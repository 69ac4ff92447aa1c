// ButtonBorderShapeTests.swift: a ButtonBorderShape is a shape: filled, inset or clipped to, it
// draws as a bordered button's background would: `.buttonBorder` (automatic) takes the
// `.buttonBorderShape` set around it, and its default radius is the control size's.

import XCTest
@testable import FlipbookUI
import Raster

final class ButtonBorderShapeTests: XCTestCase {
    private func pixels(_ view: some View) -> Pixmap {
        Renderer(view, size: CGSize(width: 40, height: 20), scale: 1, background: nil).render()!
    }

    func testTheShapesDrawAsTheirKinds() {
        let capsule = pixels(ButtonBorderShape.capsule.fill(.red))
        XCTAssertEqual(capsule[1, 1].a, 0, "a capsule's corner is clear")
        XCTAssertEqual(capsule[20, 1].a, 255)
        let square = pixels(ButtonBorderShape.roundedRectangle(radius: 0).fill(.red))
        XCTAssertEqual(square[0, 0].a, 255)
        let inset = ButtonBorderShape.capsule.inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(inset.boundingRect, CGRect(x: 5, y: 5, width: 30, height: 10))
    }

    func testButtonBorderTakesTheEnvironmentsShapeAndRadius() {
        let plain = pixels(Color.red.clipShape(.buttonBorder))
        XCTAssertEqual(plain[0, 0].a, 0, "the corner rounded")
        XCTAssertEqual(plain[2, 2].a, 255, "by the regular size's 6 pt radius")
        let capsule = pixels(Color.red.clipShape(.buttonBorder).buttonBorderShape(.capsule))
        XCTAssertLessThan(capsule[2, 2].a, 128, "the capsule set around it")
        let large = pixels(Color.red.clipShape(.buttonBorder).controlSize(.large))
        XCTAssertLessThan(large[2, 2].a, 128, "the large size's 12 pt radius")
    }
}
