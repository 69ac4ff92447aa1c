// ScopedAnimationTests.swift: `.animation(_:body:)` animates the modifiers its body applies with
// its animation, in a change without an animation or with another (a withAnimation's), and not
// the content they apply to.

import XCTest
@testable import FlipbookUI

private struct Fading: View {
    @State var on = false
    var withinAnimation: Animation? = nil
    var body: some View {
        Rectangle()
            .frame(width: on ? 80 : 40, height: 10)
            .animation(.linear(duration: 1)) { content in
                content.opacity(on ? 1 : 0)
            }
            .frame(width: 100, height: 100)
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(withinAnimation) { on.toggle() } }
    }
}

final class ScopedAnimationTests: XCTestCase {
    func testTheBodysModifiersAnimateAndTheContentDoesNot() {
        let engine = Engine(Fading(), canvasSize: CGSize(width: 100, height: 100))
        engine.tap(at: CGPoint(x: 50, y: 50), time: 0)
        var opacity = -1.0, width: CGFloat = -1
        engine.presentedTree(at: 0.5).forEach { p in
            if let fade = p.kind as? OpacityEffect { opacity = fade.opacity }
            if p.kind is ShapeKind { width = p.frame.width }
        }
        XCTAssertEqual(opacity, 0.5, accuracy: 1e-9, "the opacity, halfway through its animation")
        XCTAssertEqual(width, 80, "the content's own change, at once")
    }

    func testTheBodysAnimationTakesPrecedenceOverTheTransactions() {
        let engine = Engine(Fading(withinAnimation: .easeIn(duration: 1)), canvasSize: CGSize(width: 100, height: 100))
        engine.tap(at: CGPoint(x: 50, y: 50), time: 0)
        var opacity = -1.0
        engine.presentedTree(at: 0.5).forEach { p in if let fade = p.kind as? OpacityEffect { opacity = fade.opacity } }
        XCTAssertEqual(opacity, 0.5, accuracy: 1e-9, "linear, not the withAnimation's ease-in")
    }
}
