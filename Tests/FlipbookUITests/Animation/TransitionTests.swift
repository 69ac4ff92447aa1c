// TransitionTests.swift: insertion and removal transitions driven by the transaction's
// animation, removed views drawn where they were until their transition ends, a transition
// that belongs to the view whatever modifiers follow it, and changes outside any animation
// applied at once.

import XCTest
@testable import FlipbookUI

private struct Appearing: View {
    @State var shown = false
    let transition: AnyTransition
    let animated: Bool
    var body: some View {
        ZStack {
            Rectangle().fill(Color.white).frame(width: 100, height: 100)
                .onTapGesture { if animated { withAnimation(.linear(duration: 1)) { shown.toggle() } } else { shown.toggle() } }
            if shown { Rectangle().frame(width: 20, height: 20).transition(transition) }
        }
    }
}

/// A square whose transition is written before other modifiers of it.
private struct ModifiedAfterTransition: View {
    @State var shown = false
    var body: some View {
        ZStack {
            Rectangle().fill(Color.white).frame(width: 100, height: 100)
                .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown {
                Rectangle().frame(width: 20, height: 20).transition(.move(edge: .leading)).padding(4).opacity(0.9)
            }
        }
    }
}

final class TransitionTests: XCTestCase {
    /// The effects wrapped around the inserted square at time t (outermost first).
    private func wrappers(_ host: Engine, at t: Double) -> [any ElementKind] {
        var kinds: [any ElementKind] = []
        func walk(_ p: PresentedElement, _ chain: [any ElementKind]) {
            if let s = p.kind as? ShapeKind, case .fill = s.drawing, p.frame.width == 20 { kinds = chain; return }
            for c in p.children { walk(c, chain + [p.kind]) }
        }
        walk(host.presentedTree(at: t), [])
        return kinds
    }

    func testMoveFromTheLeadingEdgeHalfWay() {
        let host = Engine(Appearing(transition: .move(edge: .leading), animated: true), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        // By its own size toward the edge (swiftui-facts-everyday §7): half way, −20 · ½.
        let offsets = wrappers(host, at: 0.5).compactMap { ($0 as? OffsetKind)?.offset }
        XCTAssertEqual(offsets.first?.width ?? 0, -10, accuracy: 1e-9)
        XCTAssertTrue(wrappers(host, at: 1).allSatisfy { !($0 is OffsetKind) })
    }

    func testATransitionIsTheViewsWhateverModifiersFollowIt() {
        let host = Engine(ModifiedAfterTransition(), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        // The padded square (28 pt) moves half its width in from the leading edge, not fades.
        let offsets = wrappers(host, at: 0.5).compactMap { ($0 as? OffsetKind)?.offset }
        XCTAssertEqual(offsets.first?.width ?? 0, -14, accuracy: 1e-9)
    }

    func testScaleAndOpacityCombined() {
        let host = Engine(Appearing(transition: AnyTransition.scale.combined(with: .opacity), animated: true),
                            canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        let kinds = wrappers(host, at: 0.25)
        var scale: CGFloat?, opacity: Double?
        for k in kinds {
            if let s = k as? ScaleEffect { scale = s.scale.width }
            if let o = k as? OpacityEffect { opacity = o.opacity }
        }
        XCTAssertEqual(Double(scale ?? 0), 0.25, accuracy: 1e-9)
        XCTAssertEqual(opacity ?? 0, 0.25, accuracy: 1e-9)
    }

    func testBlurReplaceFadesInFromBlurredAndSmall() {
        let host = Engine(Appearing(transition: .blurReplace, animated: true), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        let halfway = wrappers(host, at: 0.5)
        XCTAssertEqual(halfway.compactMap { ($0 as? OpacityEffect)?.opacity }.first ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertEqual(halfway.compactMap { ($0 as? ScaleEffect)?.scale.width }.first ?? 0, 0.9, accuracy: 1e-9)
        XCTAssertEqual(halfway.compactMap { ($0 as? BlurEffect)?.radius }.first ?? 0, 5, accuracy: 1e-9)
        XCTAssertTrue(wrappers(host, at: 1).allSatisfy { !($0 is BlurEffect) }, "in place once inserted")
    }

    func testRemovedViewKeepsDrawingUntilItsTransitionEnds() {
        let host = Engine(Appearing(transition: .opacity, animated: true), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        host.tap(at: CGPoint(x: 50, y: 50), time: 2)  // hide it again
        let fading = wrappers(host, at: 2.75).compactMap { ($0 as? OpacityEffect)?.opacity }
        XCTAssertEqual(fading.first ?? -1, 0.25, accuracy: 1e-9, "a ghost at three quarters of its removal")
        XCTAssertTrue(wrappers(host, at: 3.01).isEmpty, "gone once the transition ended")
        XCTAssertEqual(host.settledTime, 3)
    }

    func testChangesOutsideAnAnimationApplyAtOnce() {
        let host = Engine(Appearing(transition: .opacity, animated: false), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0.4)
        XCTAssertFalse(wrappers(host, at: 0.4).isEmpty, "the square is there at once")
        XCTAssertEqual(host.settledTime, 0.4, "nothing animates")
        XCTAssertTrue(wrappers(host, at: 0.4).allSatisfy { !($0 is OpacityEffect) })
    }

    func testPushInsertsFromItsEdgeFadingInAndRemovesTowardTheOppositeFadingOut() {
        let host = Engine(Appearing(transition: .push(from: .bottom), animated: true), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        let entering = wrappers(host, at: 0.25)
        XCTAssertEqual(entering.compactMap { ($0 as? OffsetKind)?.offset.height }.first ?? 0, 15, accuracy: 1e-9, "from below: 20 · ¾")
        XCTAssertEqual(entering.compactMap { ($0 as? OpacityEffect)?.opacity }.first ?? 0, 0.25, accuracy: 1e-9)
        host.tap(at: CGPoint(x: 50, y: 50), time: 2)
        let leaving = wrappers(host, at: 2.25)
        XCTAssertEqual(leaving.compactMap { ($0 as? OffsetKind)?.offset.height }.first ?? 0, -5, accuracy: 1e-9, "toward the top: −20 · ¼")
        XCTAssertEqual(leaving.compactMap { ($0 as? OpacityEffect)?.opacity }.first ?? 0, 0.75, accuracy: 1e-9)
    }

    func testATransitionsOwnAnimationPlaysEvenInAChangeWithout() {
        let host = Engine(Appearing(transition: AnyTransition.opacity.animation(.linear(duration: 2)), animated: false),
                          canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        XCTAssertEqual(wrappers(host, at: 0.5).compactMap { ($0 as? OpacityEffect)?.opacity }.first ?? -1, 0.25, accuracy: 1e-9)
        XCTAssertEqual(host.settledTime, 2)
    }

    /// iOS 17's Transition protocol: combined, with an animation of its own, and its static
    /// members (`.scale(0.5, anchor: .top)`) are drawn as the AnyTransitions they stand for.
    func testTransitionProtocolCombinatorsAndMembers() {
        let combined = AnyTransition(MoveTransition(edge: .leading).combined(with: .opacity).animation(.linear(duration: 2)))
        let host = Engine(Appearing(transition: combined, animated: false), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)
        let kinds = wrappers(host, at: 1)  // half way through its own two seconds
        XCTAssertEqual(kinds.compactMap { ($0 as? OffsetKind)?.offset.width }.first ?? 0, -10, accuracy: 1e-9)
        XCTAssertEqual(kinds.compactMap { ($0 as? OpacityEffect)?.opacity }.first ?? -1, 0.5, accuracy: 1e-9)

        let scaled = Engine(Appearing(transition: AnyTransition(.scale(0.5, anchor: .top) as ScaleTransition), animated: true),
                            canvasSize: CGSize(width: 200, height: 200))
        scaled.tap(at: CGPoint(x: 100, y: 100), time: 0)
        let scale = wrappers(scaled, at: 0.5).compactMap { ($0 as? ScaleEffect)?.scale.width }.first
        XCTAssertEqual(Double(scale ?? 0), 0.75, accuracy: 1e-9, "from 0.5 half way to 1")
    }
}
