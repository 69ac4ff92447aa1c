// ObservationArmTests.swift: an @Observable object (the Observation module's macro) drives the
// views that read it: a change re-evaluates them, inside withAnimation it animates, a property no
// view read changes nothing, and one change is logged once however many evaluations read it.

import Observation
import XCTest
@testable import FlipbookUI

@Observable
private final class Volume {
    var level = 1
    var unread = 0
}

private struct VolumeBar: View {
    var volume: Volume
    var animated = false
    var body: some View {
        Rectangle().frame(width: CGFloat(volume.level) * 10, height: 10).onTapGesture {
            if animated {
                withAnimation(.linear(duration: 1)) { volume.level += 1 }
            } else {
                volume.level += 1
            }
        }
    }
}

private struct VolumeOwner: View {
    @State private var volume = Volume()
    var animated = false
    var body: some View { VolumeBar(volume: volume, animated: animated) }
}

/// Re-evaluated by each tap on its lower row, reading the volume each time.
private struct Rereader: View {
    let volume: Volume
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().frame(width: CGFloat(volume.level) * 10, height: 10)
            Rectangle().frame(width: 100 + CGFloat(taps), height: 20).onTapGesture { taps += 1 }
        }
    }
}

final class ObservationArmTests: XCTestCase {
    private let canvas = CGSize(width: 200, height: 100)

    func testAChangeReEvaluatesTheViewsThatReadIt() {
        let host = Engine(VolumeOwner(), canvasSize: canvas)
        XCTAssertEqual(host.firstShapeWidth(), 10)
        host.tap(at: CGPoint(x: 100, y: 50), time: 0)
        XCTAssertEqual(host.firstShapeWidth(), 20)
        host.tap(at: CGPoint(x: 100, y: 50), time: 0)
        XCTAssertEqual(host.firstShapeWidth(), 30)
    }

    func testAChangeInsideWithAnimationAnimates() {
        let host = Engine(VolumeOwner(animated: true), canvasSize: canvas)
        host.tap(at: CGPoint(x: 100, y: 50), time: 0)
        XCTAssertEqual(host.firstShapeWidth(at: 0.25), 12.5, accuracy: 0.01)
        XCTAssertEqual(host.firstShapeWidth(at: 1), 20, accuracy: 0.01)
    }

    func testOnlyPropertiesAViewReadCallForAnEvaluation() {
        let volume = Volume()
        let host = Engine(VolumeBar(volume: volume), canvasSize: canvas)
        volume.unread = 5
        XCTAssertFalse(host.graph.hasPendingWrites)
        volume.level = 4
        XCTAssertTrue(host.graph.hasPendingWrites)
        host.applyPendingTransactions()
        XCTAssertEqual(host.firstShapeWidth(), 40)
    }

    func testOneChangeIsLoggedOnceHoweverManyEvaluationsReadIt() {
        let volume = Volume()
        // The 10-high bar above the 20-high row: together 30 high from y = 35.
        let host = Engine(Rereader(volume: volume), canvasSize: canvas)
        for _ in 0..<3 { host.tap(at: CGPoint(x: 100, y: 55), time: 0) }
        volume.level = 2
        XCTAssertEqual(host.graph.takePendingBatches().map(\.count), [1])
    }
}
