// TransactionTests.swift: a change's transaction as the content sees it. `.transaction(_:)` hands
// its closure the transaction (with the animation an outer `.animation(_:value:)` gave it) and
// the content's changes take what the closure made of it; `.transaction(value:_:)` only where the
// value changed; a transaction that disables animations keeps the `.animation` modifiers out,
// withTransaction's key-path form included.

import XCTest
@testable import FlipbookUI

/// A bar widened by a tap inside `withAnimation(animation)`, under `.transaction(adjust)`.
private struct Adjusted: View {
    @State var wide = false
    let animation: Animation?
    let adjust: (inout Transaction) -> Void
    var body: some View {
        Rectangle().frame(width: wide ? 80 : 40, height: 40)
            .transaction(adjust)
            .onTapGesture { withAnimation(animation) { wide.toggle() } }
    }
}

/// A bar widened by a first tap and made taller by a second, under `.transaction(value: wide)`
/// that gives the changes a 2 s animation.
private struct ValueAdjusted: View {
    @State var wide = false
    @State var tall = false
    var body: some View {
        Rectangle().frame(width: wide ? 80 : 40, height: tall ? 80 : 40)
            .transaction(value: wide) { $0.animation = .linear(duration: 2) }
            .onTapGesture { if wide { tall.toggle() } else { wide.toggle() } }
    }
}

/// A bar under `.animation(.linear(duration: 1), value: wide)` and the deprecated
/// `.animation(.linear(duration: 1))`, widened in `transaction`.
private struct Disabled: View {
    @State var wide = false
    let implicit: Bool
    let transaction: Transaction
    var body: some View {
        Group {
            if implicit {
                Rectangle().frame(width: wide ? 80 : 40, height: 40).animation(.linear(duration: 1))
            } else {
                Rectangle().frame(width: wide ? 80 : 40, height: 40).animation(.linear(duration: 1), value: wide)
            }
        }
        .onTapGesture { withTransaction(transaction) { wide.toggle() } }
    }
}

/// A bar widened under `.animation(.linear(duration: 1), value:)`, disabled by the key-path form.
private struct KeyPathDisabled: View {
    @State var wide = false
    var body: some View {
        Rectangle().frame(width: wide ? 80 : 40, height: 40)
            .animation(.linear(duration: 1), value: wide)
            .onTapGesture { withTransaction(\.disablesAnimations, true) { wide.toggle() } }
    }
}

/// A bar widened in withAnimation, and a note above it removed without animation, in one tap.
private struct WidenedAndNoteRemoved: View {
    @State var wide = false
    @State var showsNote = true
    var body: some View {
        VStack(spacing: 0) {
            if showsNote { Rectangle().fill(Color.gray).frame(width: 20, height: 20) }
            Rectangle().frame(width: wide ? 80 : 40, height: 40)
        }
        .frame(width: 200, height: 200)
        .onTapGesture {
            withAnimation(.linear(duration: 1)) { wide.toggle() }
            showsNote.toggle()
        }
    }
}

final class TransactionTests: XCTestCase {
    private let canvas = CGSize(width: 200, height: 200)
    private let center = CGPoint(x: 100, y: 100)

    private func width(after view: some View, at t: Double) -> CGFloat {
        let host = Engine(view, canvasSize: canvas)
        host.tap(at: center, time: 0)
        return host.shapeWidth(at: t)
    }

    func testTheClosuresAnimationTakesThePlaceOfTheTransactions() {
        let view = Adjusted(animation: .linear(duration: 1)) { $0.animation = .linear(duration: 2) }
        XCTAssertEqual(width(after: view, at: 0.5), 50, accuracy: 1e-9, "a quarter of the closure's 2 s, not half of withAnimation's 1 s")
    }

    func testAClosureThatRemovesTheAnimationMakesTheChangeJump() {
        XCTAssertEqual(width(after: Adjusted(animation: .linear(duration: 1)) { $0.animation = nil }, at: 0.5), 80)
    }

    func testTheClosureSeesTheTransactionsAnimation() {
        // Slows down what animates; a change that does not animate is left alone.
        let slower: (inout Transaction) -> Void = { if $0.animation != nil { $0.animation = .linear(duration: 4) } }
        XCTAssertEqual(width(after: Adjusted(animation: .linear(duration: 1), adjust: slower), at: 1), 50, accuracy: 1e-9)
        XCTAssertEqual(width(after: Adjusted(animation: nil, adjust: slower), at: 0.1), 80)
    }

    func testAClosureThatLeavesTheTransactionAloneChangesNothing() {
        XCTAssertEqual(width(after: Adjusted(animation: .linear(duration: 1)) { _ in }, at: 0.5), 60, accuracy: 1e-9)
    }

    func testTheValueFormAdjustsOnlyTheTransactionsWhereItsValueChanged() {
        let host = Engine(ValueAdjusted(), canvasSize: canvas)
        host.tap(at: center, time: 0)  // wide changes: 2 s
        XCTAssertEqual(host.shapeWidth(at: 1), 60, accuracy: 1e-9)
        host.tap(at: center, time: 3)  // tall changes, wide does not: at once
        var height: CGFloat = 0
        host.presentedTree(at: 3).forEach { p in if p.kind is ShapeKind { height = p.frame.height } }
        XCTAssertEqual(height, 80)
    }

    func testATransactionThatDisablesAnimationsKeepsTheAnimationModifiersOut() {
        var disabling = Transaction()
        disabling.disablesAnimations = true
        XCTAssertEqual(width(after: Disabled(implicit: false, transaction: disabling), at: 0.5), 80)
        XCTAssertEqual(width(after: Disabled(implicit: true, transaction: disabling), at: 0.5), 80)
        XCTAssertEqual(width(after: Disabled(implicit: false, transaction: Transaction()), at: 0.5), 60, accuracy: 1e-9, "animated when not disabled")
    }

    func testATransactionThatDisablesAnimationsStillAnimatesWithItsOwn() {
        var own = Transaction(animation: .linear(duration: 2))
        own.disablesAnimations = true
        XCTAssertEqual(width(after: Disabled(implicit: false, transaction: own), at: 0.5), 50, accuracy: 1e-9)
    }

    func testAPlainChangeInTheSameActionMovesAnAnimatedFrameOnlyWhereItChangedIt() {
        let host = Engine(WidenedAndNoteRemoved(), canvasSize: canvas)
        host.tap(at: center, time: 0)
        var bar = CGRect.zero
        host.presentedTree(at: 0.5).forEach { p in if p.kind is ShapeKind, p.frame.height == 40 { bar = p.frame } }
        XCTAssertEqual(bar.width, 60, accuracy: 1e-9, "half way through the animated widening")
        XCTAssertEqual(bar.midX, 100, accuracy: 1e-9)
        XCTAssertEqual(bar.minY, 80, accuracy: 1e-9, "centred at once, the note above it gone")
    }

    func testTheKeyPathFormOfWithTransactionSetsOneProperty() {
        XCTAssertEqual(width(after: KeyPathDisabled(), at: 0.5), 80)
    }
}
