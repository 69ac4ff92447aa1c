// ColorEffectTests.swift: each colour effect on a known colour, against the value its matrix
// (swiftui-facts §10) gives, worked out by hand in the comments; amounts that change nothing draw
// without a layer; the amounts animate.

import XCTest
@testable import FlipbookUI
@testable import Raster

final class ColorEffectTests: XCTestCase {
    /// The centre pixel of a 10 × 10 point canvas at scale 1 that the view fills.
    private func pixel(_ view: some View, background: RGBA8? = .white) -> PremultipliedRGBA8 {
        Renderer(view, size: CGSize(width: 10, height: 10), scale: 1, background: background).render()![5, 5]
    }

    private func opaque(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> PremultipliedRGBA8 { PremultipliedRGBA8(r: r, g: g, b: b, a: 255) }

    private let red = Color(red: 1, green: 0, blue: 0)

    func testSaturationZeroAndFullGrayscaleGiveTheLuma() {
        // Rec. 709: 0.2126 · 255 = 54.2.
        XCTAssertEqual(pixel(red.saturation(0)), opaque(54, 54, 54))
        XCTAssertEqual(pixel(red.grayscale(1)), opaque(54, 54, 54))
        // Half way: r = 0.5 + 0.5 · 0.2126 = 0.6063 → 154.6; g = b = 0.1063 → 27.1.
        XCTAssertEqual(pixel(red.grayscale(0.5)), opaque(155, 27, 27))
        // Saturation 2 of (0.2, 0.4, 0.6), by the rows of §10 at s = 2:
        // r = 1.7872·0.2 − 0.7152·0.4 − 0.0722·0.6 = 0.0280 → 7.2;
        // g = −0.2126·0.2 + 1.2848·0.4 − 0.0722·0.6 = 0.4281 → 109.2;
        // b = −0.2126·0.2 − 0.7152·0.4 + 1.9278·0.6 = 0.8281 → 211.2.
        XCTAssertEqual(pixel(Color(red: 0.2, green: 0.4, blue: 0.6).saturation(2)), opaque(7, 109, 211))
    }

    func testBrightnessAndContrast() {
        // (51, 102, 153) + 0.2 · 255 = + 51.
        XCTAssertEqual(pixel(Color(red: 0.2, green: 0.4, blue: 0.6).brightness(0.2)), opaque(102, 153, 204))
        // 0.5 · in + 0.25: black → 63.75, white → 191.25.
        XCTAssertEqual(pixel(Color.black.contrast(0.5)), opaque(64, 64, 64))
        XCTAssertEqual(pixel(Color.white.contrast(0.5)), opaque(191, 191, 191))
    }

    func testHueRotation() {
        // 180° (c = −1, s = 0): r = 0.2126 − 0.7873 < 0 → 0; g = b = 0.2126 + 0.2126 = 0.4252 → 108.4.
        XCTAssertEqual(pixel(red.hueRotation(.degrees(180))), opaque(0, 108, 108))
        // 90° (c = 0, s = 1): r = 0.2126 − 0.2126 = 0; g = 0.2126 + 0.1430 = 0.3556 → 90.7; b = 0.2126 − 0.7873 < 0.
        XCTAssertEqual(pixel(red.hueRotation(.degrees(90))), opaque(0, 91, 0))
    }

    func testMultiplyInvertAndLuminanceToAlpha() {
        // 0.8 · (1, 0.5, 0.25) = (0.8, 0.4, 0.2) → (204, 102, 51).
        XCTAssertEqual(pixel(Color(white: 0.8).colorMultiply(Color(red: 1, green: 0.5, blue: 0.25))), opaque(204, 102, 51))
        XCTAssertEqual(pixel(Color(red: 0.2, green: 0.4, blue: 0.6).colorInvert()), opaque(204, 153, 102))
        // Black with alpha = luma of red, 54.
        XCTAssertEqual(pixel(red.luminanceToAlpha(), background: nil), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 54))
    }

    func testAmountsThatChangeNothingDrawWithoutALayer() {
        let view = red.brightness(0).contrast(1).saturation(1).grayscale(0).hueRotation(.zero).colorMultiply(.white)
        let items = Engine(view, canvasSize: CGSize(width: 10, height: 10)).displayList(at: 0, map: .identity).items
        XCTAssertEqual(items.count, 1)
        guard case .fill = items[0] else { return XCTFail("the colour drawn directly, not in a layer") }
    }

    func testBrightnessAnimatesLinearly() {
        let host = Engine(Brightening(), canvasSize: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50), time: 0)
        var shown: Double?
        host.presentedTree(at: 0.5).forEach { p in
            if let effect = p.kind as? ColorMatrixEffect, case .brightness(let b) = effect.filter { shown = b }
        }
        XCTAssertEqual(shown ?? -1, 0.5, accuracy: 1e-9)
    }
}

private struct Brightening: View {
    @State var bright = false
    var body: some View {
        Rectangle().frame(width: 40, height: 40)
            .brightness(bright ? 1 : 0)
            .animation(.linear(duration: 1), value: bright)
            .onTapGesture { bright.toggle() }
    }
}
