// IdentityModifierTests.swift: `.id(_:)` makes the value the view's identity: the same value
// keeps the view and its state, a new one replaces it, fresh state and all, and the modifiers
// written around it (a transition, an onAppear) belong to the new view, as in SwiftUI.

import XCTest
@testable import FlipbookUI

private struct Counter: View {
    @State private var taps = 0
    var body: some View {
        Text("taps \(taps)").onTapGesture { taps += 1 }
    }
}

/// A counter identified by `generation`, and a square below that starts a new generation.
private struct Generations: View {
    @State var generation = 0
    @State var unrelated = 0
    var body: some View {
        VStack(spacing: 20) {
            Counter().id(generation)
            Color.red.frame(width: 20, height: 20).onTapGesture { generation += 1 }
            Color.blue.frame(width: 20 + CGFloat(unrelated), height: 20).onTapGesture { unrelated += 1 }
        }
    }
}

/// A 40 × 40 square identified by `value`, sliding in from below over 1 s.
private struct Sliding: View {
    @State var value = 0
    var body: some View {
        ZStack {
            Rectangle()
                .frame(width: 40, height: 40)
                .id(value)
                .transition(.move(edge: .bottom))
                .onTapGesture { withAnimation(.linear(duration: 1)) { value += 1 } }
        }
    }
}

/// A view that counts its appearances, identified by a generation a tap moves on.
private final class Appearances { var count = 0 }

private struct Reappearing: View {
    let appearances: Appearances
    @State var generation = 0
    var body: some View {
        ZStack {
            Rectangle()
                .frame(width: 40, height: 40)
                .id(generation)
                .onAppear { appearances.count += 1 }
                .onTapGesture { generation += 1 }
        }
    }
}

final class IdentityModifierTests: XCTestCase {
    func testTheSameIdKeepsTheStateAndANewOneStartsAfresh() {
        let engine = Engine(Generations(), canvasSize: CGSize(width: 200, height: 200))
        guard let counter = engine.center(ofText: "taps 0", at: 0) else { return XCTFail("the counter shows") }
        engine.tap(at: counter, time: 0)
        let targets = engine.tapTargets(at: 0.1)
        guard targets.count == 3 else { return XCTFail("three views take taps: \(targets)") }
        engine.tap(at: targets[2], time: 0.1)  // the blue square: the id stays
        XCTAssertNotNil(engine.center(ofText: "taps 1", at: 0.2))
        engine.tap(at: targets[1], time: 0.2)  // the red square: a new id
        XCTAssertNotNil(engine.center(ofText: "taps 0", at: 0.3))
    }

    func testTheModifiersAroundTheViewBelongToTheNewOne() {
        let engine = Engine(Sliding(), canvasSize: CGSize(width: 100, height: 100))
        engine.tap(at: CGPoint(x: 50, y: 50), time: 0)
        // Half way: the new square is half its height below its place, the old one fades.
        var offsets: [CGSize] = []
        engine.presentedTree(at: 0.5).forEach { if let o = $0.kind as? OffsetKind { offsets.append(o.offset) } }
        XCTAssertEqual(offsets, [CGSize(width: 0, height: 20), CGSize(width: 0, height: 20)])
    }

    func testAModifierWrittenAfterTheIdStartsAfreshWithANewOne() {
        let appearances = Appearances()
        let engine = Engine(Reappearing(appearances: appearances), canvasSize: CGSize(width: 100, height: 100))
        XCTAssertEqual(appearances.count, 1)
        engine.tap(at: CGPoint(x: 50, y: 50), time: 0.1)
        XCTAssertEqual(appearances.count, 2, "the new view appears: its onAppear runs")
    }
}
