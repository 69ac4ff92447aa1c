// ScrollTargetBehaviorTests.swift: where a drag comes to rest under `.scrollTargetBehavior`:
// `.paging` on the nearest page to where momentum would carry it, one page from the start at
// most; `.viewAligned` on a view of the `.scrollTargetLayout()` container, past the content
// margin; a behaviour of one's own, given the target momentum chose. Each snap starts at the
// release velocity and settles exactly on its target.

import XCTest
@testable import FlipbookUI

/// Five 200 pt pages in a 200 pt wide pager.
private struct Pager: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<5) { _ in Color.blue.frame(width: 200, height: 100) }
            }
        }
        .scrollTargetBehavior(.paging)
        .frame(width: 200, height: 100)
    }
}

/// 120 pt cards 10 pt apart behind a 20 pt margin, in a 200 pt viewport.
private struct Cards: View {
    var limit = ViewAlignedScrollTargetBehavior.LimitBehavior.automatic
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<8) { _ in Color.blue.frame(width: 120, height: 100) }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
        .frame(width: 200, height: 100)
    }
}

/// Rests on multiples of 30 pt.
private struct EveryThirtyPoints: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.x = (target.rect.origin.x / 30).rounded() * 30
    }
}

final class ScrollTargetBehaviorTests: XCTestCase {
    private let canvas = CGSize(width: 200, height: 100)

    private func rest(_ engine: Engine, after lift: Double) -> CGFloat? { drawnScrollOffset(engine, at: lift + 5)?.x }

    func testPagingRestsOnTheNearestPage() {
        let engine = Engine(Pager(), canvasSize: canvas)
        // 60 pt, let go still: 50 pt scrolled, nearer page 0.
        var lift = drag(engine, from: CGPoint(x: 150, y: 50), by: -60, 0, at: 0.1, hold: true)
        XCTAssertEqual(rest(engine, after: lift), 0)
        // 120 pt, let go still: 110 pt, nearer page 1.
        lift = drag(engine, from: CGPoint(x: 150, y: 50), by: -120, 0, at: lift + 0.5, hold: true)
        XCTAssertEqual(rest(engine, after: lift), 200)
    }

    func testAFlickTurnsOnePageAtMost() {
        let engine = Engine(Pager(), canvasSize: canvas)
        // 40 pt in 0.04 s: 1000 pt/s would carry it ~500 pt on, but it turns one page.
        let lift = drag(engine, from: CGPoint(x: 150, y: 50), by: -40, 0, at: 0.1, seconds: 0.04, steps: 4)
        XCTAssertEqual(rest(engine, after: lift), 200)
    }

    func testASnapStartsAtTheReleaseVelocity() throws {
        let engine = Engine(Pager(), canvasSize: canvas)
        let lift = drag(engine, from: CGPoint(x: 150, y: 50), by: -100, 0, at: 0.1)
        let a = try XCTUnwrap(drawnScrollOffset(engine, at: lift)).x
        let b = try XCTUnwrap(drawnScrollOffset(engine, at: lift + 0.001)).x
        XCTAssertEqual((b - a) / 0.001, 500, accuracy: 10, "moving on at the touch's 500 pt/s")
    }

    func testViewAlignedRestsOnACardBehindTheMargin() {
        let engine = Engine(Cards(), canvasSize: canvas)
        // Cards start at 0, 130, 260… in the content behind the margin.
        var lift = drag(engine, from: CGPoint(x: 150, y: 50), by: -110, 0, at: 0.1, hold: true)
        XCTAssertEqual(rest(engine, after: lift), 130)
        lift = drag(engine, from: CGPoint(x: 150, y: 50), by: -50, 0, at: lift + 0.5, hold: true)
        XCTAssertEqual(rest(engine, after: lift), 130, "40 pt on: back to the same card")
    }

    func testViewAlignedLimitsAFlickToAViewportOrToOneView() {
        // 1000 pt/s would carry it ~500 pt: limited to a viewport (200 pt) it rests on the card
        // nearest 200; by one view, on the next card.
        var engine = Engine(Cards(), canvasSize: canvas)
        var lift = drag(engine, from: CGPoint(x: 150, y: 50), by: -40, 0, at: 0.1, seconds: 0.04, steps: 4)
        XCTAssertEqual(rest(engine, after: lift), 260)
        engine = Engine(Cards(limit: .alwaysByOne), canvasSize: canvas)
        lift = drag(engine, from: CGPoint(x: 150, y: 50), by: -40, 0, at: 0.1, seconds: 0.04, steps: 4)
        XCTAssertEqual(rest(engine, after: lift), 130)
        engine = Engine(Cards(limit: .never), canvasSize: canvas)
        lift = drag(engine, from: CGPoint(x: 150, y: 50), by: -40, 0, at: 0.1, seconds: 0.04, steps: 4)
        XCTAssertEqual(rest(engine, after: lift), 520, "the card nearest where momentum ends, 30 + 500·τ")
    }

    func testABehaviourOfOnesOwnMovesTheTarget() throws {
        let view = ScrollView(.horizontal) {
            Color.blue.frame(width: 1000, height: 100)
        }
        .scrollTargetBehavior(EveryThirtyPoints())
        .frame(width: 200, height: 100)
        let engine = Engine(view, canvasSize: canvas)
        let lift = drag(engine, from: CGPoint(x: 150, y: 50), by: -100, 0, at: 0.1)
        // 90 pt dragged, then 500 pt/s of momentum: 90 + 500·τ ≈ 339.8, nearest 30 is 330.
        XCTAssertEqual(rest(engine, after: lift), 330)
    }

    func testAGlideOntoANearerTargetNeverSpeedsUp() throws {
        let engine = Engine(Pager(), canvasSize: canvas)
        // 100 pt in 0.2 s (500 pt/s), from 90: momentum would end near 340, the next page is at 200.
        let lift = drag(engine, from: CGPoint(x: 150, y: 50), by: -100, 0, at: 0.1)
        var last = try XCTUnwrap(drawnScrollOffset(engine, at: lift)).x, lastSpeed = CGFloat.infinity
        for k in 1...40 {
            let x = try XCTUnwrap(drawnScrollOffset(engine, at: lift + Double(k) * 0.02)).x
            let speed = (x - last) / 0.02
            XCTAssertLessThanOrEqual(speed, min(lastSpeed, 500) + 1e-6, "at step \(k)")
            (last, lastSpeed) = (x, speed)
        }
        XCTAssertEqual(rest(engine, after: lift), 200)
    }

}
