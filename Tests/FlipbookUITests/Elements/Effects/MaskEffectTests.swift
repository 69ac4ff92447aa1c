// MaskEffectTests.swift: `.mask`: a view masked by a half-width rectangle keeps exactly that
// half, the mask aligned as an overlay is; the mask is never seen and takes no touches; a
// modifier can mask its content's overlay by the content itself (the shimmer pattern).

import XCTest
@testable import FlipbookUI
@testable import Raster

final class MaskEffectTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let opaqueRed = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
    private let white = PremultipliedRGBA8(straight: .white)

    /// A 20 × 10 canvas at scale 1 that the view fills.
    private func render(_ view: some View) -> Pixmap {
        Renderer(view, size: CGSize(width: 20, height: 10), scale: 1).render()!
    }

    private func assertColumns(_ pixmap: Pixmap, red columns: Range<Int>, file: StaticString = #filePath, line: UInt = #line) {
        for y in 0..<10 {
            for x in 0..<20 {
                XCTAssertEqual(pixmap[x, y], columns.contains(x) ? opaqueRed : white, "pixel \(x),\(y)", file: file, line: line)
            }
        }
    }

    func testAHalfWidthMaskKeepsExactlyThatHalf() {
        assertColumns(render(red.mask(alignment: .leading) { Color.blue.frame(width: 10) }), red: 0..<10)
        assertColumns(render(red.mask(alignment: .trailing) { Rectangle().frame(width: 10) }), red: 10..<20)
        assertColumns(render(red.mask(Rectangle().frame(width: 10))), red: 5..<15)
    }

    func testTheMaskTakesNoTouches() {
        var taps = 0
        let view = Rectangle().frame(width: 20, height: 20).onTapGesture { taps += 1 }.mask { Rectangle() }
        let host = Engine(view, canvasSize: CGSize(width: 100, height: 100))
        XCTAssertTrue(host.tap(at: CGPoint(x: 50, y: 50), time: 0))
        XCTAssertEqual(taps, 1)
    }

    func testAModifierMasksAnOverlayByItsContent() {
        // A blue overlay masked by the content: blue where the left half is drawn, nothing else.
        let pixmap = render(HStack(spacing: 0) { red.frame(width: 10); Spacer() }.modifier(Tinted()))
        XCTAssertEqual(pixmap[5, 5], PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(pixmap[15, 5], white)
    }
}

private struct Tinted: ViewModifier {
    func body(content: Content) -> some View {
        content.overlay { Color(red: 0, green: 0, blue: 1).mask { content } }
    }
}
