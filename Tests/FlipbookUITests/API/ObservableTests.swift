// ObservableTests.swift: an @Observable object (the Observation module's macro) drives the views
// that read it: a change re-evaluates them, inside withAnimation it animates, @Bindable writes
// through, `.environment(object)` hands it down to `@Environment(Object.self)`, and a property
// no view read changes nothing.

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

private struct BindableStepper: View {
    @Bindable var volume: Volume
    var body: some View { StepField(level: $volume.level) }
}

private struct StepField: View {
    @Binding var level: Int
    var body: some View { Rectangle().frame(width: 200, height: 20).onTapGesture { level += 2 } }
}

private struct EnvironmentBar: View {
    @Environment(Volume.self) private var volume
    var body: some View { Rectangle().frame(width: CGFloat(volume.level) * 10, height: 10) }
}

private struct OptionalEnvironmentBar: View {
    @Environment(Volume.self) private var volume: Volume?
    var body: some View { Rectangle().frame(width: volume == nil ? 7 : 70, height: 10) }
}

private struct EnvironmentOwner: View {
    @State private var volume = Volume()
    var body: some View {
        VStack(spacing: 0) {
            EnvironmentBar()
            BindableStepper(volume: volume)
        }
        .environment(volume)
    }
}

final class ObservableTests: XCTestCase {
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

    func testEnvironmentObjectFollowsChangesMadeThroughABindable() {
        let host = Engine(EnvironmentOwner(), canvasSize: canvas)
        XCTAssertEqual(host.firstShapeWidth(), 10)
        // The 10-high bar above the 20-high field: together 30 high from y = 35.
        host.tap(at: CGPoint(x: 100, y: 55), time: 0)
        XCTAssertEqual(host.firstShapeWidth(), 30)
    }

    func testAnOptionalEnvironmentObjectIsNilWithoutAnAncestorsObject() {
        XCTAssertEqual(Engine(OptionalEnvironmentBar(), canvasSize: canvas).firstShapeWidth(), 7)
        let handed = OptionalEnvironmentBar().environment(Volume())
        XCTAssertEqual(Engine(handed, canvasSize: canvas).firstShapeWidth(), 70)
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

    func testOneChangeIsLoggedOnceHoweverManyFramesWereDrawnSince() {
        let volume = Volume()
        let host = Engine(VolumeBar(volume: volume), canvasSize: canvas)
        for frame in 0..<3 { _ = host.presentedTree(at: Double(frame) / 60) }
        volume.level = 2
        XCTAssertEqual(host.graph.takePendingBatches().map(\.count), [1])
    }
}
