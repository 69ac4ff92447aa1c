// BindableTests.swift: @Bindable makes bindings to an @Observable object's properties, whose
// writes reach the object and every view that reads it.

import Observation
import XCTest
@testable import FlipbookUI

@Observable
private final class Volume {
    var level = 1
}

private struct StepField: View {
    @Binding var level: Int
    var body: some View { Rectangle().frame(width: 200, height: 20).onTapGesture { level += 2 } }
}

private struct VolumeEditor: View {
    @Bindable var volume: Volume
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().frame(width: CGFloat(volume.level) * 10, height: 10)
            StepField(level: $volume.level)
        }
    }
}

final class BindableTests: XCTestCase {
    func testABindingWritesThroughToTheObject() {
        let volume = Volume()
        let host = Engine(VolumeEditor(volume: volume), canvasSize: CGSize(width: 200, height: 100))
        // The 10-high bar above the 20-high field: together 30 high from y = 35.
        host.tap(at: CGPoint(x: 100, y: 55), time: 0)
        XCTAssertEqual(volume.level, 3)
        XCTAssertEqual(host.firstShapeWidth(), 30)
    }
}
