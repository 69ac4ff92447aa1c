// TransitionTests.swift: insertion and removal transitions driven by the transaction's
// animation, removed views drawn where they were until their transition ends, and changes
// outside any animation applied at once.

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
        // The square's frame ends at x = 110; half way it is offset by −110 · ½.
        let offsets = wrappers(host, at: 0.5).compactMap { ($0 as? OffsetKind)?.offset }
        XCTAssertEqual(offsets.first?.width ?? 0, -55, accuracy: 1e-9)
        XCTAssertTrue(wrappers(host, at: 1).allSatisfy { !($0 is OffsetKind) })
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
}

private struct ValueAnimated: View {
    @State var wide = false
    @State var tall = false
    var body: some View {
        Rectangle().frame(width: wide ? 80 : 40, height: tall ? 80 : 40)
            .animation(.linear(duration: 1), value: wide)
            .onTapGesture { if wide { tall.toggle() } else { wide.toggle() } }
    }
}

final class ValueAnimationTests: XCTestCase {
    private func size(_ host: Engine, at t: Double) -> CGSize {
        var s = CGSize.zero
        host.presentedTree(at: t).forEach { p in if p.kind is ShapeKind { s = p.frame.size } }
        return s
    }

    func testAnimatesOnlyWhenItsValueChanged() {
        let host = Engine(ValueAnimated(), canvasSize: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100), time: 0)  // wide changes: animated
        XCTAssertEqual(size(host, at: 0.5).width, 60, accuracy: 1e-9)
        host.tap(at: CGPoint(x: 100, y: 100), time: 2)  // tall changes, wide does not: at once
        XCTAssertEqual(size(host, at: 2), CGSize(width: 80, height: 80))
    }
}

private struct Spinner: View {
    @State var spinning = false
    var body: some View {
        Rectangle().frame(width: 20, height: 20).rotationEffect(.degrees(spinning ? 360 : 0))
            .onTapGesture { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true } }
    }
}

final class StoryboardTests: XCTestCase {
    func testWaitingForAnimationsThatNeverSettleIsAnError() {
        XCTAssertThrowsError(try Playback({ Spinner() }, size: CGSize(width: 60, height: 60),
                                          storyboard: .catalog(taps: [.tap(CGPoint(x: 30, y: 30))]))) { error in
            XCTAssertTrue("\(error)".contains("never settle"))
        }
        // A fixed rest works: the spinner keeps turning (a square looks the same every 90°, so
        // compare 45° with 90°).
        let playback = try? Playback({ Spinner() }, size: CGSize(width: 60, height: 60),
                                     storyboard: Storyboard([.rest(seconds: 0.4), .tap(CGPoint(x: 30, y: 30)), .rest(seconds: 2)]))
        XCTAssertEqual(playback?.duration, 2.4)
        XCTAssertTrue(playback?.frame(at: 0.525) != playback?.frame(at: 0.65))
    }

    func testSameFrameOnlyWhileNothingMovesAndNoTapLands() throws {
        let playback = try Playback({ Spinner() }, size: CGSize(width: 60, height: 60),
                                    storyboard: Storyboard([.rest(seconds: 0.4), .tap(CGPoint(x: 30, y: 30)), .rest(seconds: 2)]))
        XCTAssertTrue(playback.showsSameFrame(at: 0.3, as: 0.1), "before the tap nothing moves")
        XCTAssertEqual(playback.frame(at: 0.3), playback.frame(at: 0.1))
        XCTAssertFalse(playback.showsSameFrame(at: 0.4, as: 0.3), "the tap lands in between")
        XCTAssertFalse(playback.showsSameFrame(at: 1.2, as: 1.1), "the spinner never settles")
        XCTAssertFalse(playback.showsSameFrame(at: 0.1, as: 0.3), "time runs forward only")

        let badge = try Playback({ Rectangle().frame(width: 10, height: 10).opacity(0.5) }, size: CGSize(width: 60, height: 60),
                                 storyboard: Storyboard([.rest(seconds: 1)]))
        XCTAssertTrue(badge.showsSameFrame(at: 1, as: 0))
    }

    func testAStoryboardTapThatReachesNothingIsAnError() {
        XCTAssertThrowsError(try Playback({ Rectangle().frame(width: 10, height: 10) }, size: CGSize(width: 60, height: 60),
                                          storyboard: Storyboard([.tap(CGPoint(x: 1, y: 1))])))
        XCTAssertThrowsError(try Playback({ Rectangle() }, size: CGSize(width: 60, height: 60), storyboard: Storyboard([.rest(seconds: -1)])))
    }
}
