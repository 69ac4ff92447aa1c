// ScrollMotionTests.swift: a drag scrolls a scroll view as UIScrollView does: the content follows
// the touch from where the scroll took it, rubber-bands past the ends and springs back; let go
// while moving, it glides on along 1 − e^(−t/τ) to v·τ further (0.998 per ms), stopping at the
// ends; a touch stops a glide where it is drawn, and presses nothing under it, and a touch that
// catches a bounce lets it come back; a finger held still lets go without speed; `.scrollDisabled`
// and a drag inside the content keep it still, as `.scrollBounceBehavior(.basedOnSize)` keeps
// content that fits; a vertical drag on a horizontal carousel scrolls the page around it, and a
// drag that starts on a button scrolls without pressing it.

import XCTest
@testable import FlipbookUI

/// Twenty 50 pt rows in a 100 × 200 viewport: the content is 1000 pt long, so it scrolls 800.
private struct Rows: View {
    var tapped: (() -> Void)? = nil
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { i in
                    Color.gray.frame(width: 100, height: 50).onTapGesture { tapped?() }
                }
            }
        }
        .frame(width: 100, height: 200)
    }
}

/// The scroll view's offset as drawn at time t (the first scroll view found, outermost first).
func drawnScrollOffset(_ engine: Engine, at t: Double) -> CGPoint? {
    var found: CGPoint?
    engine.presentedTree(at: t).forEach { if found == nil, let kind = $0.kind as? ScrollViewKind { found = kind.offset } }
    return found
}

/// A drag from `from` by (dx, dy) in `steps` moves over `seconds`, starting at `start`; with
/// `hold`, the touch rests at its end before it lifts, so it lets go without velocity.
func drag(_ engine: Engine, from: CGPoint, by dx: CGFloat, _ dy: CGFloat, at start: Double, seconds: Double = 0.2,
          steps: Int = 10, hold: Bool = false) -> Double {
    engine.touchDown(at: from, time: start)
    var end = from
    for k in 1...steps {
        end = CGPoint(x: from.x + dx * CGFloat(k) / CGFloat(steps), y: from.y + dy * CGFloat(k) / CGFloat(steps))
        engine.touchMove(to: end, time: start + seconds * Double(k) / Double(steps))
    }
    var lift = start + seconds
    if hold {
        lift += 0.1
        engine.touchMove(to: end, time: lift)
    }
    engine.touchUp(at: end, time: lift)
    return lift
}

final class ScrollMotionTests: XCTestCase {
    private let canvas = CGSize(width: 100, height: 200)
    private let tau = DecelerationCurve.timeConstant

    func testTheContentFollowsTheTouchFromWhereTheScrollTookIt() {
        let engine = Engine(Rows(), canvasSize: canvas)
        let lift = drag(engine, from: CGPoint(x: 50, y: 150), by: 0, -100, at: 0.1, hold: true)
        // The first 10 pt move took the touch; the other 90 pt moved the content.
        XCTAssertEqual(drawnScrollOffset(engine, at: lift), CGPoint(x: 0, y: 90))
        XCTAssertEqual(drawnScrollOffset(engine, at: lift + 3), CGPoint(x: 0, y: 90), "let go at rest: no glide")
    }

    func testLetGoWhileMovingItGlidesOnAlongTheDecelerationCurve() throws {
        let engine = Engine(Rows(), canvasSize: canvas)
        // 100 pt in 0.2 s: 500 pt/s when it lifts, so it glides on 500·τ ≈ 250 pt.
        let lift = drag(engine, from: CGPoint(x: 50, y: 150), by: 0, -100, at: 0.1)
        let glide = 500 * tau
        for t in [0.1, 0.5, 1.0] {
            let y = try XCTUnwrap(drawnScrollOffset(engine, at: lift + t)).y
            XCTAssertEqual(y, 90 + glide * (1 - exp(-t / tau)), accuracy: 0.01, "t = \(t)")
        }
        XCTAssertEqual(drawnScrollOffset(engine, at: lift + 10)?.y ?? 0, 90 + glide, accuracy: 1e-9)
    }

    func testAGlideStopsAtTheEndOfTheContent() {
        let engine = Engine(Rows(), canvasSize: canvas)
        // 2000 pt/s would glide 1000 pt, past the 800 pt end.
        let lift = drag(engine, from: CGPoint(x: 50, y: 190), by: 0, -180, at: 0.1, seconds: 0.09, steps: 9)
        XCTAssertEqual(drawnScrollOffset(engine, at: lift + 5), CGPoint(x: 0, y: 800))
    }

    func testPastTheTopTheContentRubberBandsAndSpringsBack() throws {
        let engine = Engine(Rows(), canvasSize: canvas)
        let lift = drag(engine, from: CGPoint(x: 50, y: 20), by: 0, 110, at: 0.1, steps: 11, hold: true)
        // 100 pt past the top of a 200 pt viewport shows (1 − 1/(0.55·100/200 + 1))·200.
        let stretch: CGFloat = 0.55 * 100 / 200
        let banded: CGFloat = (1 - 1 / (stretch + 1)) * 200
        let y = try XCTUnwrap(drawnScrollOffset(engine, at: lift)).y
        XCTAssertEqual(y, -banded, accuracy: 1e-9)
        XCTAssertEqual(drawnScrollOffset(engine, at: lift + 3), .zero, "sprung back to the top")
    }

    func testATouchStopsAGlideWhereItIsDrawn() throws {
        let engine = Engine(Rows(), canvasSize: canvas)
        let lift = drag(engine, from: CGPoint(x: 50, y: 150), by: 0, -100, at: 0.1)
        let caught = try XCTUnwrap(drawnScrollOffset(engine, at: lift + 0.3))
        engine.touchDown(at: CGPoint(x: 50, y: 100), time: lift + 0.3)
        engine.touchUp(at: CGPoint(x: 50, y: 100), time: lift + 0.3)
        XCTAssertEqual(drawnScrollOffset(engine, at: lift + 3), caught)
    }

    func testADragThatStartsOnAButtonScrollsWithoutPressingIt() {
        var taps = 0
        let engine = Engine(Rows { taps += 1 }, canvasSize: canvas)
        _ = drag(engine, from: CGPoint(x: 50, y: 150), by: 0, -60, at: 0.1, steps: 6, hold: true)
        XCTAssertEqual(taps, 0)
        XCTAssertEqual(drawnScrollOffset(engine, at: 1)?.y, 50)
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 100), time: 1))
        XCTAssertEqual(taps, 1, "a tap still reaches the row")
    }

    func testScrollDisabledKeepsItStill() {
        let engine = Engine(Rows().scrollDisabled(true), canvasSize: canvas)
        _ = drag(engine, from: CGPoint(x: 50, y: 150), by: 0, -100, at: 0.1)
        XCTAssertEqual(drawnScrollOffset(engine, at: 3), .zero)
    }

    func testBasedOnSizeContentThatFitsStaysStillAndLongContentStillScrolls() throws {
        /// Three rows that fit the viewport.
        let short = ScrollView { VStack(spacing: 0) { ForEach(0..<3) { _ in Color.gray.frame(width: 100, height: 50) } } }
            .frame(width: 100, height: 200)
        func pull(_ view: some View) -> CGFloat? {
            let engine = Engine(view, canvasSize: canvas)
            let lift = drag(engine, from: CGPoint(x: 50, y: 20), by: 0, 100, at: 0.1, hold: true)
            return drawnScrollOffset(engine, at: lift)?.y
        }
        XCTAssertLessThan(try XCTUnwrap(pull(short)), -10, "by default it bounces")
        XCTAssertEqual(pull(short.scrollBounceBehavior(.basedOnSize)), 0)
        XCTAssertLessThan(try XCTUnwrap(pull(short.scrollBounceBehavior(.basedOnSize, axes: .horizontal))), -10, "another axis")
        XCTAssertLessThan(try XCTUnwrap(pull(Rows().scrollBounceBehavior(.basedOnSize))), -10, "content that scrolls bounces")
    }

    func testADragGestureInsideTheContentTakesTheTouchFirst() {
        var moved: CGFloat = 0
        let view = ScrollView {
            Color.gray.frame(width: 100, height: 400)
                .gesture(DragGesture().onChanged { moved = $0.translation.height })
        }
        .frame(width: 100, height: 200)
        let engine = Engine(view, canvasSize: canvas)
        _ = drag(engine, from: CGPoint(x: 50, y: 150), by: 0, -100, at: 0.1)
        XCTAssertEqual(moved, -100)
        XCTAssertEqual(drawnScrollOffset(engine, at: 3), .zero)
    }

    func testAVerticalDragOnAHorizontalCarouselScrollsThePage() throws {
        let view = ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { ForEach(0..<5) { _ in Color.blue.frame(width: 100, height: 100) } }
                }
                Color.gray.frame(width: 100, height: 400)
            }
        }
        .frame(width: 100, height: 200)
        let engine = Engine(view, canvasSize: canvas)
        var lift = drag(engine, from: CGPoint(x: 50, y: 80), by: 0, -60, at: 0.1, steps: 6, hold: true)
        XCTAssertEqual(drawnScrollOffset(engine, at: lift), CGPoint(x: 0, y: 50), "the page scrolled")
        lift = drag(engine, from: CGPoint(x: 90, y: 30), by: -60, 0, at: lift + 0.5, steps: 6, hold: true)
        var inner: CGPoint?
        engine.presentedTree(at: lift).forEach { if let kind = $0.kind as? ScrollViewKind, kind.axes == .horizontal { inner = kind.offset } }
        XCTAssertEqual(try XCTUnwrap(inner), CGPoint(x: 50, y: 0), "the carousel scrolled")
        XCTAssertEqual(drawnScrollOffset(engine, at: lift)?.y, 50, "the page did not")
    }

    func testPastTheEndTheContentRubberBandsToo() throws {
        let engine = Engine(Rows(), canvasSize: canvas)
        // Flicked to the end first, then pulled 100 pt further up.
        var lift = drag(engine, from: CGPoint(x: 50, y: 190), by: 0, -180, at: 0.1, seconds: 0.09, steps: 9)
        lift = drag(engine, from: CGPoint(x: 50, y: 150), by: 0, -110, at: lift + 5, steps: 11, hold: true)
        let stretch: CGFloat = 0.55 * 100 / 200
        let banded: CGFloat = (1 - 1 / (stretch + 1)) * 200
        XCTAssertEqual(try XCTUnwrap(drawnScrollOffset(engine, at: lift)).y, 800 + banded, accuracy: 1e-9)
        XCTAssertEqual(drawnScrollOffset(engine, at: lift + 3), CGPoint(x: 0, y: 800), "sprung back to the end")
    }

    func testATouchThatStopsAGlidePressesNothing() {
        var taps = 0
        let engine = Engine(Rows { taps += 1 }, canvasSize: canvas)
        let lift = drag(engine, from: CGPoint(x: 50, y: 150), by: 0, -100, at: 0.1)
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 100), time: lift + 0.2))
        XCTAssertEqual(taps, 0, "the tap only stopped the glide")
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 100), time: lift + 1))
        XCTAssertEqual(taps, 1, "at rest, a tap reaches the row")
    }

    func testATouchThatCatchesABounceLetsItComeBack() {
        let engine = Engine(Rows(), canvasSize: canvas)
        let lift = drag(engine, from: CGPoint(x: 50, y: 20), by: 0, 110, at: 0.1, steps: 11, hold: true)
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 100), time: lift + 0.1))
        XCTAssertEqual(drawnScrollOffset(engine, at: lift + 3), .zero)
    }

    func testAFingerHeldStillLetsGoWithoutSpeed() {
        let engine = Engine(Rows(), canvasSize: canvas)
        engine.touchDown(at: CGPoint(x: 50, y: 150), time: 0.1)
        for k in 1...10 { engine.touchMove(to: CGPoint(x: 50, y: 150 - 10 * CGFloat(k)), time: 0.1 + 0.02 * Double(k)) }
        engine.touchUp(at: CGPoint(x: 50, y: 50), time: 1)
        XCTAssertEqual(drawnScrollOffset(engine, at: 4), CGPoint(x: 0, y: 90))
    }

}
