// ObservedObjectTests.swift: an @ObservedObject handed in by the parent drives the view: a change
// to a @Published property, from an event or from outside any, re-evaluates it; a view that
// left the tree no longer follows the object.

import Combine
import XCTest
@testable import FlipbookUI

private final class Meter: ObservableObject {
    @Published var level = 1
}

private struct MeterBar: View {
    @ObservedObject var meter: Meter
    var body: some View { Rectangle().frame(width: CGFloat(meter.level) * 10, height: 10) }
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
        meter.level = 2
        XCTAssertTrue(host.graph.hasPendingWrites, "followed while shown")
        host.applyPendingTransactions()
        host.tap(at: CGPoint(x: 100, y: 55), time: 0)
        XCTAssertEqual(host.firstShapeWidth(), 100, "only the 100-wide row is left")
        meter.level = 3
        XCTAssertFalse(host.graph.hasPendingWrites)
    }
}
