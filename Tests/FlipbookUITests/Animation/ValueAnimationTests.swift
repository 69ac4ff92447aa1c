// ValueAnimationTests.swift: `.animation(_:value:)` animates only the transactions in which its
// value changed; other changes apply at once. Where its value changed, its animation takes the
// place of withAnimation's (nil: none), as SwiftUI's animation modifier sets the transaction's.

import XCTest
@testable import FlipbookUI

private struct ValueAnimated: View {
    @State var wide = false
    @State var tall = false
    var body: some View {
        Rectangle().frame(width: wide ? 80 : 40, height: tall ? 80 : 40)
            .animation(.linear(duration: 1), value: wide)
            .onTapGesture { if wide { tall.toggle() } else { wide.toggle() } }
    }
}

/// A bar widened inside withAnimation(.linear(duration: 1)), under `.animation(animation, value:)`.
private struct ExplicitlyAnimated: View {
    @State var wide = false
    let animation: Animation?
    var body: some View {
        Rectangle().frame(width: wide ? 80 : 40, height: 40)
            .animation(animation, value: wide)
            .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
    }
}

final class ValueAnimationTests: XCTestCase {
    private func size(_ host: Engine, at t: Double) -> CGSize {
        var s = CGSize.zero
        host.presentedTree(at: t).forEach { p in if p.kind is ShapeKind { s = p.frame.size } }
        return s
    }

    func testAnimatesOnlyWhenItsValueChanged() {
        let host = Engine(ValueAnimated(), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)  // wide changes: animated
        XCTAssertEqual(size(host, at: 0.5).width, 60, accuracy: 1e-9)
        host.tap(at: CGPoint(x: 100, y: 100), time: 2)  // tall changes, wide does not: at once
        XCTAssertEqual(size(host, at: 2), CGSize(width: 80, height: 80))
    }

    func testItsAnimationTakesThePlaceOfWithAnimations() {
        let host = Engine(ExplicitlyAnimated(animation: .linear(duration: 2)), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        XCTAssertEqual(size(host, at: 0.5).width, 50, accuracy: 1e-9, "a quarter of the 2 s animation, not half of withAnimation's 1 s")
    }

    func testANilAnimationKeepsAChangeFromAnimatingInsideWithAnimation() {
        let host = Engine(ExplicitlyAnimated(animation: nil), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        XCTAssertEqual(size(host, at: 0.5).width, 80)
    }
}
