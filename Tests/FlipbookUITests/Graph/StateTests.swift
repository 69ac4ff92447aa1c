// StateTests.swift: @State lives with its view's structural identity: it survives the parent
// re-creating the view value, resets when the view leaves (another branch of an if), and a tap
// that changes it re-evaluates what depends on it; a binding writes through to it (animated when
// made with `.animation(_:)`); writes of transactions that apply alike are replayed together.

import XCTest
@testable import FlipbookUI

private struct Counter: View {
    @State var count = 0
    var body: some View {
        Rectangle().frame(width: 10 + CGFloat(count) * 10, height: 10).onTapGesture { count += 1 }
    }
}

private struct Switcher: View {
    @State var showCounter = true
    var body: some View {
        VStack(spacing: 0) {
            if showCounter { Counter() } else { Rectangle().frame(width: 5, height: 5) }
            Rectangle().frame(width: 100, height: 20).onTapGesture { showCounter.toggle() }
        }
    }
}

private struct BindingParent: View {
    @State var on = false
    var body: some View { BindingChild(on: $on) }
}

private struct BindingChild: View {
    @Binding var on: Bool
    var body: some View {
        Rectangle().frame(width: on ? 80 : 40, height: 10).onTapGesture { on.toggle() }
    }
}

private struct AnimatedBindingParent: View {
    @State var on = false
    var body: some View { BindingChild(on: $on.animation(.linear(duration: 1))) }
}

final class StateTests: XCTestCase {
    private func firstShapeWidth(_ host: Engine) -> CGFloat {
        func find(_ p: PlacedElement) -> CGFloat? {
            if p.element.kind is ShapeKind { return p.frame.width }
            return p.children.lazy.compactMap(find).first
        }
        return find(host.placed) ?? -1
    }

    func testStateSurvivesReEvaluationAndTapsUpdateIt() {
        let host = Engine(Counter(), canvasSize: CGSize(width: 200, height: 100))
        XCTAssertEqual(firstShapeWidth(host), 10)
        XCTAssertTrue(host.tap(at: CGPoint(x: 100, y: 50), time: 0))
        XCTAssertEqual(firstShapeWidth(host), 20)
        host.tap(at: CGPoint(x: 100, y: 50), time: 0)
        XCTAssertEqual(firstShapeWidth(host), 30)
    }

    func testStateResetsWhenItsViewLeavesAndComesBack() {
        let host = Engine(Switcher(), canvasSize: CGSize(width: 200, height: 100))
        // Counter (10 × 10) above the 100 × 20 switch bar: together 30 high, from y = 35.
        host.tap(at: CGPoint(x: 100, y: 40), time: 0)
        XCTAssertEqual(firstShapeWidth(host), 20)
        host.tap(at: CGPoint(x: 100, y: 55), time: 0)  // hide the counter
        XCTAssertEqual(firstShapeWidth(host), 5)
        host.tap(at: CGPoint(x: 100, y: 50), time: 0)  // show it again: a new view, new state
        XCTAssertEqual(firstShapeWidth(host), 10)
    }

    func testBindingWritesThroughToTheOwner() {
        let host = Engine(BindingParent(), canvasSize: CGSize(width: 200, height: 100))
        XCTAssertEqual(firstShapeWidth(host), 40)
        host.tap(at: CGPoint(x: 100, y: 50), time: 0)
        XCTAssertEqual(firstShapeWidth(host), 80)
    }

    func testAnAnimatedBindingsWritesAnimate() {
        let host = Engine(AnimatedBindingParent(), canvasSize: CGSize(width: 200, height: 100))
        host.tap(at: CGPoint(x: 100, y: 50), time: 0)
        XCTAssertEqual(host.shapeWidth(at: 0.5), 60, accuracy: 1e-9, "half way through the binding's 1 s animation")
        XCTAssertEqual(host.shapeWidth(at: 1), 80)
    }

    func testConstantBindingIgnoresWrites() {
        let b = Binding.constant(3)
        b.wrappedValue = 4
        XCTAssertEqual(b.wrappedValue, 3)
    }

    func testWritesOfTransactionsThatApplyAlikeAreReplayedTogether() {
        // A hundred views each animating in their onAppear: one change, evaluated once, not a
        // hundred; a change under another animation stays apart, in its order.
        let graph = ViewGraph(rootType: Counter.self)
        func write() { graph.log(StateWrite(transaction: Transaction.current, apply: {})) }
        for _ in 0..<100 {
            withAnimation(.easeOut(duration: 1.2)) { write() }
        }
        withAnimation(.spring()) { write() }
        withAnimation(.easeOut(duration: 1.2)) { write() }
        XCTAssertEqual(graph.takePendingBatches().map(\.count), [100, 1, 1])
        XCTAssertTrue(Transaction(animation: .linear).applies(like: Transaction(animation: .linear)))
        var disabling = Transaction(animation: .linear)
        disabling.disablesAnimations = true
        XCTAssertFalse(disabling.applies(like: Transaction(animation: .linear)))
    }

    func testWithAnimationMarksItsTransaction() {
        var seen: Animation?
        withAnimation(.easeIn(duration: 0.8)) { seen = Transaction.current.animation }
        XCTAssertEqual(seen, .easeIn(duration: 0.8))
        XCTAssertNil(Transaction.current.animation)
    }
}
