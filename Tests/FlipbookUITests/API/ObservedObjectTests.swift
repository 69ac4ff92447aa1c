// ObservedObjectTests.swift: an ObservableObject drives its views as @State does: a @StateObject
// is made once and survives its parent's re-evaluation, a change to a @Published property
// re-evaluates every view following the object (@ObservedObject, @EnvironmentObject), a change
// inside withAnimation animates, bindings write through, and a view that leaves stops following.

import Combine
import XCTest
@testable import FlipbookUI

private final class Meter: ObservableObject {
    @Published var level = 1
    static var made = 0
    init() { Meter.made += 1 }
}

/// A bar 10 pt wide for each level; a tap raises the level, inside withAnimation when asked.
private struct MeterBar: View {
    @ObservedObject var meter: Meter
    var animated = false
    var body: some View {
        Rectangle().frame(width: CGFloat(meter.level) * 10, height: 10).onTapGesture {
            if animated {
                withAnimation(.linear(duration: 1)) { meter.level += 1 }
            } else {
                meter.level += 1
            }
        }
    }
}

private struct MeterOwner: View {
    @StateObject private var meter = Meter()
    @State private var parentTaps = 0
    var animated = false
    var body: some View {
        VStack(spacing: 0) {
            MeterBar(meter: meter, animated: animated)
            // Re-evaluates the owner: the object must not be made again.
            Rectangle().frame(width: 100 + CGFloat(parentTaps), height: 20).onTapGesture { parentTaps += 1 }
        }
    }
}

private struct EnvironmentBar: View {
    @EnvironmentObject var meter: Meter
    var body: some View { Rectangle().frame(width: CGFloat(meter.level) * 10, height: 10) }
}

private struct BindingStepper: View {
    @Binding var level: Int
    var body: some View { Rectangle().frame(width: 200, height: 20).onTapGesture { level += 2 } }
}

private struct EnvironmentOwner: View {
    @StateObject private var meter = Meter()
    var body: some View {
        VStack(spacing: 0) {
            EnvironmentBar()
            BindingStepper(level: $meter.level)
        }
        .environmentObject(meter)
    }
}

private struct Dropper: View {
    let meter: Meter
    @State private var shown = true
    var body: some View {
        VStack(spacing: 0) {
            if shown { MeterBar(meter: meter) }
            Rectangle().frame(width: 100, height: 20).onTapGesture { shown = false }
        }
    }
}

final class ObservedObjectTests: XCTestCase {
    private let canvas = CGSize(width: 200, height: 100)

    func testStateObjectIsMadeOnceAndPublishedChangesReEvaluate() {
        Meter.made = 0
        let host = Engine(MeterOwner(), canvasSize: canvas)
        XCTAssertEqual(host.firstShapeWidth(), 10)
        // The bar (10 high) sits above the 20-high owner row: together 30 high from y = 35.
        host.tap(at: CGPoint(x: 100, y: 40), time: 0)
        XCTAssertEqual(host.firstShapeWidth(), 20)
        host.tap(at: CGPoint(x: 100, y: 55), time: 0)
        host.tap(at: CGPoint(x: 100, y: 40), time: 0)
        XCTAssertEqual(host.firstShapeWidth(), 30, "the owner's re-evaluation kept the object and its level")
        XCTAssertEqual(Meter.made, 1)
    }

    func testAChangeInsideWithAnimationAnimates() {
        let host = Engine(MeterOwner(animated: true), canvasSize: canvas)
        host.tap(at: CGPoint(x: 100, y: 40), time: 0)
        XCTAssertEqual(host.firstShapeWidth(at: 0.5), 15, accuracy: 0.01)
        XCTAssertEqual(host.firstShapeWidth(at: 1), 20, accuracy: 0.01)
    }

    func testEnvironmentObjectFollowsChangesMadeThroughABinding() {
        let host = Engine(EnvironmentOwner(), canvasSize: canvas)
        XCTAssertEqual(host.firstShapeWidth(), 10)
        host.tap(at: CGPoint(x: 100, y: 55), time: 0)
        XCTAssertEqual(host.firstShapeWidth(), 30)
    }

    func testAChangeFromOutsideAnyEventReachesTheView() {
        let meter = Meter()
        let host = Engine(MeterBar(meter: meter), canvasSize: canvas)
        meter.level = 4
        host.applyPendingTransactions()
        XCTAssertEqual(host.firstShapeWidth(), 40)
    }

    func testAViewThatLeftNoLongerFollowsTheObject() {
        let meter = Meter()
        let host = Engine(Dropper(meter: meter), canvasSize: canvas)
        host.tap(at: CGPoint(x: 100, y: 55), time: 0)
        XCTAssertEqual(host.firstShapeWidth(), 100, "only the 100-wide row is left")
        meter.level = 3
        XCTAssertFalse(host.graph.hasPendingWrites)
    }
}
