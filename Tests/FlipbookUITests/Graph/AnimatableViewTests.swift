// AnimatableViewTests.swift: an Animatable view's body is drawn from its data as the data
// animates, frame by frame; a transaction of something else while it animates (a tap's
// withAnimation, a phase animator's next phase) leaves it on its course, where the values its
// body drew were animated again from where they stood. An Animatable ViewModifier's body is
// drawn from its data the same way. Positions worked out here for linear animations.

import XCTest
@testable import FlipbookUI

/// A square 80 pt lower at t = 1.
private struct Mover: View, Animatable {
    var t: Double
    var animatableData: Double {
        get { t }
        set { t = newValue }
    }
    var body: some View { Color.blue.frame(width: 40, height: 40).offset(y: t * 80) }
}

/// A count-up label: the modifier's body writes its data as a number.
private struct Percent: ViewModifier, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    func body(content: Content) -> some View { content.overlay(Text("\(Int(value))%")) }
}

private struct CountingUp: View {
    @State private var done = false
    var body: some View {
        Circle().frame(width: 80, height: 80)
            .modifier(Percent(value: done ? 100 : 0))
            .onTapGesture { withAnimation(.linear(duration: 1)) { done = true } }
    }
}

/// The mover sliding down once a second from the start, beside a square a tap moves down in
/// half a second.
private struct Beside: View {
    @State var t = 0.0
    @State var lowered = false
    var body: some View {
        HStack(spacing: 60) {
            Color.red.frame(width: 40, height: 40).offset(y: lowered ? 80 : 0)
                .onTapGesture { withAnimation(.linear(duration: 0.5)) { lowered = true } }
            Mover(t: t)
        }
        .frame(width: 300, height: 200, alignment: .top)
        .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { t = 1 } }
    }
}

/// A keyframed square beside a phase animator, which starts a transaction every half second.
private struct KeyframesBesidePhases: View {
    var body: some View {
        HStack(spacing: 60) {
            Color.red.frame(width: 40, height: 40)
                .phaseAnimator([0.0, 80.0]) { content, y in content.offset(y: y) } animation: { _ in .linear(duration: 0.5) }
            Color.blue.frame(width: 40, height: 40)
                .keyframeAnimator(initialValue: 0.0, repeating: true) { content, y in content.offset(y: y) } keyframes: { _ in
                    KeyframeTrack {
                        LinearKeyframe(80, duration: 0.4)
                        LinearKeyframe(40, duration: 0.2)
                        LinearKeyframe(0, duration: 0.4)
                    }
                }
        }
        .frame(width: 300, height: 200, alignment: .top)
    }
}

final class AnimatableViewTests: XCTestCase {
    private let canvas = CGSize(width: 300, height: 200)

    /// The offsets drawn at time t, in tree order (the red square's, then the blue one's).
    private func offsets(_ engine: Engine, at t: Double) -> [CGFloat] {
        var found: [CGFloat] = []
        engine.presentedTree(at: t).forEach { if let o = $0.kind as? OffsetKind { found.append(o.offset.height) } }
        return found
    }

    func testAnotherChangesAnimationLeavesAnAnimatableViewOnItsCourse() throws {
        let engine = Engine(Beside(), canvasSize: canvas)
        XCTAssertTrue(engine.tap(at: CGPoint(x: 100, y: 20), time: 0.5))
        for t in [0.5, 0.55, 0.8] {
            XCTAssertEqual(try XCTUnwrap(offsets(engine, at: t).last), 80 * t, accuracy: 1e-3, "at \(t) s")
        }
        XCTAssertEqual(try XCTUnwrap(offsets(engine, at: 0.75).first), 40, accuracy: 1e-3, "the tapped square halfway down")
    }

    func testKeyframesBesideAPhaseAnimatorKeepTheirOwnCourse() throws {
        let engine = Engine(KeyframesBesidePhases(), canvasSize: canvas)
        // 0…80 over 0.4 s, back to 40 by 0.6 s, to 0 by 1 s, again and again.
        for (t, y) in [(0.2, 40.0), (0.54, 52), (0.8, 20), (1.2, 40), (1.5, 60)] {
            engine.advance(to: t)  // the phases change on the way
            XCTAssertEqual(try XCTUnwrap(offsets(engine, at: t).last), CGFloat(y), accuracy: 0.01, "at \(t) s")
        }
    }

    func testAnAnimatableModifiersBodyIsDrawnFromItsDataAsItAnimates() {
        let engine = Engine(CountingUp(), canvasSize: CGSize(width: 100, height: 100))
        engine.tap(at: CGPoint(x: 50, y: 50), time: 0)
        XCTAssertNotNil(engine.center(ofText: "0%", at: 0))
        XCTAssertNotNil(engine.center(ofText: "50%", at: 0.5), "half way through a linear second")
        XCTAssertNotNil(engine.center(ofText: "100%", at: 1))
    }
}
