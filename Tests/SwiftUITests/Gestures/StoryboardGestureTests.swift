// StoryboardGestureTests.swift: a storyboard's drag is a path of touch positions, one event per
// frame, that a DragGesture follows as it moves (translation = location − start); a press holds
// the touch down, so a ButtonStyle's isPressed look shows for its whole length and goes at the
// release, when the action runs.

import XCTest
import SwiftUI
@testable import FlipbookUI

private struct Draggable: View {
    @State private var offset: CGSize = .zero
    var body: some View {
        Circle().frame(width: 40, height: 40)
            .offset(offset)
            .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
            .frame(width: 300, height: 100)
    }
}

private struct Shrink: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.scaleEffect(configuration.isPressed ? 0.9 : 1)
    }
}

private struct PressMe: View {
    @State var taps = 0
    var body: some View {
        Button { taps += 1 } label: { Rectangle().frame(width: 100, height: 40).opacity(taps == 0 ? 1 : 0.5) }
            .buttonStyle(Shrink())
            .frame(width: 200, height: 100)
    }
}

final class StoryboardGestureTests: XCTestCase {
    private func first<K>(_ type: K.Type, in renderer: Renderer, at t: Double) -> K? {
        var found: K?
        renderer.engine.presentedTree(at: t).forEach { if found == nil, let k = $0.kind as? K { found = k } }
        return found
    }

    func testADragIsFollowedEventByEvent() throws {
        // From (150, 50) to (250, 50) over 0.5 s from 0.4 s: 30 moves at 60 a second.
        let playback = try Playback({ Draggable() }, size: CGSize(width: 300, height: 100),
                                    storyboard: .catalog(taps: [.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 250, y: 50), seconds: 0.5)]))
        for (t, expected) in [(0.41, 0.0), (0.66, 50.0), (0.89, 96.6667)] {
            let offset = try XCTUnwrap(first(OffsetKind.self, in: playback.renderer(at: t), at: t)).offset.width
            // The last event at or before t: at 0.89 the 29th, 100 · 29/30 along.
            XCTAssertEqual(Double(offset), expected, accuracy: 1e-3, "at t = \(t)")
        }
        let after = try XCTUnwrap(first(OffsetKind.self, in: playback.renderer(at: 1.2), at: 1.2)).offset.width
        XCTAssertEqual(after, 0, "onEnded put it back")
    }

    func testAPressShowsThePressedLookUntilItsRelease() throws {
        let playback = try Playback({ PressMe() }, size: CGSize(width: 200, height: 100),
                                    storyboard: .catalog(taps: [.press(CGPoint(x: 100, y: 50), seconds: 0.5)]))
        func scale(at t: Double) throws -> CGFloat { try XCTUnwrap(first(ScaleEffect.self, in: playback.renderer(at: t), at: t)).scale.width }
        func opacity(at t: Double) -> Double { first(OpacityEffect.self, in: playback.renderer(at: t), at: t)?.opacity ?? 1 }
        XCTAssertEqual(try scale(at: 0.3), 1)
        XCTAssertEqual(try scale(at: 0.5), 0.9, "held down from 0.4 s")
        XCTAssertEqual(try scale(at: 0.85), 0.9, "still held at 0.85 s")
        XCTAssertEqual(opacity(at: 0.85), 1, "the action waits for the release")
        XCTAssertEqual(try scale(at: 0.95), 1, "released at 0.9 s")
        XCTAssertEqual(opacity(at: 0.95), 0.5, "and the action ran")
    }
}
