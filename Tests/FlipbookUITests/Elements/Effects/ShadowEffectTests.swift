// ShadowEffectTests.swift: a shadow on a container is cast by each view drawing inside it (the
// text on a card casts its own onto the card), as in SwiftUI; behind a compositing group or a
// clip the views inside cast one shadow together. Its colour, radius and offset animate.

import XCTest
@testable import FlipbookUI
import Raster

/// A white card with a small black square on it, the shadow written on the card's container.
private struct Card: View {
    let grouped: Bool
    var body: some View {
        let card = ZStack {
            Color.black.frame(width: 4, height: 4)
        }
        .frame(width: 20, height: 20)
        .background(Color.white)
        if grouped {
            card.compositingGroup().shadow(color: .black, radius: 0, x: 3, y: 0)
        } else {
            card.shadow(color: .black, radius: 0, x: 3, y: 0)
        }
    }
}

final class ShadowEffectTests: XCTestCase {
    private func render(grouped: Bool) -> Pixmap {
        Renderer(Card(grouped: grouped), size: CGSize(width: 30, height: 20), scale: 1, background: .white).render()!
    }

    func testEachViewInAContainerCastsItsOwnShadow() {
        let pixmap = render(grouped: false)
        // The square (x 13…17) casts its shadow 3 pt to its right, onto the white card.
        XCTAssertEqual(pixmap[18, 10], PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        // And the card casts its own past its right edge (x 25…28).
        XCTAssertEqual(pixmap[26, 10], PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    func testACompositingGroupCastsOneShadow() {
        let pixmap = render(grouped: true)
        XCTAssertEqual(pixmap[18, 10], PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255), "the card stays white by the square")
        XCTAssertEqual(pixmap[26, 10], PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    }
}

/// A square whose shadow moves 10 pt down when tapped, over 1 s.
private struct Lifted: View {
    @State var lifted = false
    var body: some View {
        Color.white.frame(width: 10, height: 10)
            .shadow(color: .black, radius: 0, y: lifted ? 10 : 0)
            .onTapGesture { withAnimation(.linear(duration: 1)) { lifted = true } }
    }
}

final class ShadowAnimationTests: XCTestCase {
    func testAShadowsOffsetAnimates() throws {
        let host = Engine(Lifted(), canvasSize: CGSize(width: 30, height: 40))
        host.tap(at: CGPoint(x: 15, y: 20), time: 0)
        var shadow: ShadowEffect?
        host.presentedTree(at: 0.5).forEach { if let s = $0.kind as? ShadowEffect { shadow = s } }
        XCTAssertEqual(Double(try XCTUnwrap(shadow).y), 5, accuracy: 1e-9, "half way down")
    }
}
