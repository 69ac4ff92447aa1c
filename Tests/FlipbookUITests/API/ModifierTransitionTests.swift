// ModifierTransitionTests.swift: transitions written as modifiers. `AnyTransition.modifier(active:
// identity:)` draws the view in the active modifier's effects when absent and the identity's at
// rest, part way between them as the transition runs (each value moved by its progress); a
// `Transition` (iOS 17) enters from its body at `.willAppear` and leaves to it at
// `.didDisappear`; the named ones (MoveTransition…) are AnyTransition's own. Values worked out
// here for a linear second.

import XCTest
@testable import FlipbookUI

/// Drops in from 80 pt above, fading in.
private struct Drop: ViewModifier {
    let y: CGFloat
    func body(content: Content) -> some View {
        content.offset(y: y).opacity(y == 0 ? 1 : 0)
    }
}

/// Turns in from a quarter turn, fading in; turns back out the same way.
private struct RotatingFade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .rotationEffect(.degrees(phase.value * 90))
    }
}

/// A square shown or hidden by a tap on the button above it, over a linear second.
private struct Toggled: View {
    let transition: AnyTransition
    @State var shows = false
    var body: some View {
        VStack {
            Color.black.frame(width: 40, height: 20).onTapGesture { withAnimation(.linear(duration: 1)) { shows.toggle() } }
            ZStack {
                if shows { Color.orange.frame(width: 40, height: 40).transition(transition) }
            }
            .frame(width: 100, height: 100)
        }
    }
}

final class ModifierTransitionTests: XCTestCase {
    private let canvas = CGSize(width: 200, height: 200)

    /// The effects drawn round the square at time t (none when it is not drawn).
    private func effects(_ engine: Engine, at t: Double) -> (offset: CGSize?, opacity: Double?, angle: Double?) {
        var offset: CGSize?, opacity: Double?, angle: Double?
        engine.presentedTree(at: t).forEach { p in
            if let o = p.kind as? OffsetKind { offset = o.offset }
            if let o = p.kind as? OpacityEffect { opacity = o.opacity }
            if let r = p.kind as? RotationEffect { angle = r.angle.degrees }
        }
        return (offset, opacity, angle)
    }

    /// The 128 pt tall stack is centred: the button at y 36…56.
    private func tapButton(_ engine: Engine, at t: Double) {
        XCTAssertTrue(engine.tap(at: CGPoint(x: 100, y: 46), time: t))
    }

    func testAModifierTransitionMovesFromTheActiveModifiersEffectsToTheIdentitys() throws {
        let engine = Engine(Toggled(transition: .modifier(active: Drop(y: -80), identity: Drop(y: 0))), canvasSize: canvas)
        tapButton(engine, at: 0.1)
        let half = effects(engine, at: 0.6)
        XCTAssertEqual(try XCTUnwrap(half.offset).height, -40, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(half.opacity), 0.5, accuracy: 1e-9)
        let rest = effects(engine, at: 2)
        XCTAssertEqual(rest.offset?.height ?? 0, 0, accuracy: 1e-9)
        XCTAssertEqual(rest.opacity ?? 1, 1, accuracy: 1e-9)
        // Leaving: a quarter of the way back to the active end.
        tapButton(engine, at: 2)
        XCTAssertEqual(try XCTUnwrap(effects(engine, at: 2.25).offset).height, -20, accuracy: 1e-9)
    }

    func testATransitionEntersFromWillAppearAndLeavesToDidDisappear() throws {
        let engine = Engine(Toggled(transition: AnyTransition(RotatingFade())), canvasSize: canvas)
        tapButton(engine, at: 0.1)
        let entering = effects(engine, at: 0.35)
        XCTAssertEqual(try XCTUnwrap(entering.angle), -67.5, accuracy: 1e-9, "a quarter of the way from −90°")
        XCTAssertEqual(try XCTUnwrap(entering.opacity), 0.25, accuracy: 1e-9)
        tapButton(engine, at: 2)
        let leaving = effects(engine, at: 2.75)
        XCTAssertEqual(try XCTUnwrap(leaving.angle), 67.5, accuracy: 1e-9, "three quarters of the way to +90°")
        XCTAssertEqual(try XCTUnwrap(leaving.opacity), 0.25, accuracy: 1e-9)
        XCTAssertNil(effects(engine, at: 4).angle, "gone")
    }

    func testTheNamedTransitionsAreAnyTransitionsOwn() throws {
        let moving = Engine(Toggled(transition: AnyTransition(MoveTransition(edge: .top))), canvasSize: canvas)
        tapButton(moving, at: 0.1)
        XCTAssertEqual(try XCTUnwrap(effects(moving, at: 0.6).offset).height, -20, accuracy: 1e-9, "half of its 40 pt up")
        let fading = Engine(Toggled(transition: AnyTransition(OpacityTransition())), canvasSize: canvas)
        tapButton(fading, at: 0.1)
        XCTAssertEqual(try XCTUnwrap(effects(fading, at: 0.35).opacity), 0.25, accuracy: 1e-9)
    }

    func testTheTransitionModifierTakesATransitionDirectly() throws {
        let view = Color.orange.frame(width: 40, height: 40).transition(RotatingFade())
        XCTAssertNotNil(Engine(view, canvasSize: canvas).presentedTree(at: 0))
    }
}
