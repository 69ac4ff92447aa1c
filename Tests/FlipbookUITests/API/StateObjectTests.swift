// StateObjectTests.swift: a @StateObject is made once and survives its parent's re-evaluation; a
// change to one of its @Published properties re-evaluates the view, and inside withAnimation it
// animates.

import Combine
import XCTest
@testable import FlipbookUI

private final class Counter: ObservableObject {
    @Published var level = 1
    static var made = 0
    init() { Counter.made += 1 }
}

private struct CounterOwner: View {
    @StateObject private var counter = Counter()
    @State private var ownerTaps = 0
    var animated = false
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().frame(width: CGFloat(counter.level) * 10, height: 10).onTapGesture {
                if animated {
                    withAnimation(.linear(duration: 1)) { counter.level += 1 }
                } else {
                    counter.level += 1
                }
            }
            // Re-evaluates the owner: the object must not be made again.
            Rectangle().frame(width: 100 + CGFloat(ownerTaps), height: 20).onTapGesture { ownerTaps += 1 }
        }
    }
}

final class StateObjectTests: XCTestCase {
    private let canvas = CGSize(width: 200, height: 100)

    func testItIsMadeOnceAndPublishedChangesReEvaluate() {
        Counter.made = 0
        let host = Engine(CounterOwner(), canvasSize: canvas)
        XCTAssertEqual(host.firstShapeWidth(), 10)
        // The bar (10 high) sits above the 20-high owner row: together 30 high from y = 35.
        host.tap(at: CGPoint(x: 100, y: 40), time: 0)
        XCTAssertEqual(host.firstShapeWidth(), 20)
        host.tap(at: CGPoint(x: 100, y: 55), time: 0)
        host.tap(at: CGPoint(x: 100, y: 40), time: 0)
        XCTAssertEqual(host.firstShapeWidth(), 30, "the owner's re-evaluation kept the object and its level")
        XCTAssertEqual(Counter.made, 1)
    }

    func testAChangeInsideWithAnimationAnimates() {
        let host = Engine(CounterOwner(animated: true), canvasSize: canvas)
        host.tap(at: CGPoint(x: 100, y: 40), time: 0)
        XCTAssertEqual(host.firstShapeWidth(at: 0.5), 15, accuracy: 0.01)
        XCTAssertEqual(host.firstShapeWidth(at: 1), 20, accuracy: 0.01)
    }
}
