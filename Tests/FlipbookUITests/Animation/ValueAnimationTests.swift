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

/// A bar shown or hidden by a tap on the row below it, under `.animation(.linear(duration: 1), value: shown)`,
/// and a second row whose taps change something else.
private struct Disclosure: View {
    @State var shown = true
    @State var other = 0
    var body: some View {
        VStack(spacing: 0) {
            if shown { Rectangle().frame(width: 50, height: 10) }
            Rectangle().frame(width: 100, height: 20).onTapGesture { shown.toggle() }
            Rectangle().frame(width: 100 + CGFloat(other), height: 20).onTapGesture { other += 1 }
        }
        .frame(height: 60, alignment: .top)
        .animation(.linear(duration: 1), value: shown)
    }
}

/// An animatable view's width, changed inside withAnimation(.linear(duration: 1)) under
/// `.animation(.linear(duration: 2), value: wide)`.
private struct AnimatableBar: View, Animatable {
    var width: CGFloat
    var animatableData: CGFloat {
        get { width }
        set { width = newValue }
    }
    var body: some View { Rectangle().frame(width: width, height: 10) }
}

private struct AnimatableOwner: View {
    @State var wide = false
    var body: some View {
        AnimatableBar(width: wide ? 80 : 40)
            .animation(.linear(duration: 2), value: wide)
            .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
    }
}

/// An inner `.animation(_:)` under an outer `.animation(_:value:)` whose value changes.
private struct Nested: View {
    @State var wide = false
    var body: some View {
        Rectangle().frame(width: wide ? 80 : 40, height: 10)
            .animation(.linear(duration: 4))
            .animation(.linear(duration: 1), value: wide)
            .onTapGesture { wide.toggle() }
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

    func testAViewRemovedWhereTheValueChangedLeavesUnderItsAnimation() {
        // The rows stack from the top of a 60-high frame centred in 200: y = 70 down to 130.
        let host = Engine(Disclosure(), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 115), time: 0)  // something else first
        host.tap(at: CGPoint(x: 100, y: 85), time: 1)  // hide the bar: it fades out over 1 s
        var opacities: [Double] = []
        host.presentedTree(at: 1.5).forEach { p in if let o = p.kind as? OpacityEffect { opacities.append(o.opacity) } }
        XCTAssertEqual(opacities.first ?? -1, 0.5, accuracy: 1e-9)
    }

    func testAnAnimatableViewsDataTakesTheAnimationOfItsValue() {
        let host = Engine(AnimatableOwner(), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        XCTAssertEqual(host.shapeWidth(at: 1), 60, accuracy: 1e-9, "half of the 2 s animation, not the end of withAnimation's 1 s")
    }

    func testAnInnerAnimationWinsOverAnOuterValuesAnimation() {
        let host = Engine(Nested(), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        XCTAssertEqual(size(host, at: 1).width, 50, accuracy: 1e-9, "a quarter of the inner 4 s animation")
    }
}
