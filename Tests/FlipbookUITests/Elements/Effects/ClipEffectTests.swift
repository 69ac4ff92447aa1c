// ClipEffectTests.swift: a clip's shape animates as a drawn shape does: a corner radius part way,
// and a circle's scale in a reveal transition written as a modifier.

import XCTest
@testable import FlipbookUI

private struct Rounding: View {
    @State private var open = false
    var body: some View {
        Color.blue.frame(width: 100, height: 100)
            .clipShape(RoundedRectangle(cornerRadius: open ? 0 : 40))
            .onTapGesture { withAnimation(.linear(duration: 1)) { open = true } }
    }
}

private struct CircleReveal: ViewModifier {
    let scale: CGFloat
    func body(content: Content) -> some View { content.clipShape(Circle().scale(scale)) }
}

private struct Revealing: View {
    @State private var shown = false
    var body: some View {
        ZStack {
            Color.white.frame(width: 100, height: 100)
                .onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
            if shown {
                Color.purple.frame(width: 80, height: 80)
                    .transition(.modifier(active: CircleReveal(scale: 0), identity: CircleReveal(scale: 1)))
            }
        }
    }
}

final class ClipEffectTests: XCTestCase {
    /// The shapes the clips round the view are cut by at t.
    private func clipShapes(_ engine: Engine, at t: Double) -> [any Shape] {
        var shapes: [any Shape] = []
        engine.presentedTree(at: t).forEach { p in if let clip = p.kind as? ClipEffect { shapes.append(clip.shape.base) } }
        return shapes
    }

    func testACornerRadiusAnimatesPartWay() throws {
        let engine = Engine(Rounding(), canvasSize: CGSize(width: 100, height: 100))
        engine.tap(at: CGPoint(x: 50, y: 50), time: 0)
        let shape = try XCTUnwrap(clipShapes(engine, at: 0.5).first as? RoundedRectangle)
        XCTAssertEqual(shape.cornerSize.width, 20, accuracy: 1e-9)
    }

    func testARevealTransitionScalesItsCircleUp() throws {
        let engine = Engine(Revealing(), canvasSize: CGSize(width: 100, height: 100))
        engine.tap(at: CGPoint(x: 50, y: 50), time: 0)
        let scaled = try XCTUnwrap(clipShapes(engine, at: 0.25).first as? ScaledShape<Circle>)
        XCTAssertEqual(scaled.scale.width, 0.25, accuracy: 1e-9, "a quarter of the way")
    }
}
