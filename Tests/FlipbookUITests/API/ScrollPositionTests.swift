// ScrollPositionTests.swift: `.scrollPosition(id:)` scrolls to the view whose identity the code
// sets (at once on the first evaluation, animated inside withAnimation), and a drag gives the
// binding the identity of the view it comes to rest on; `.defaultScrollAnchor(.bottom)` shows
// the end of the content until something scrolls it, also as the content grows.

import XCTest
@testable import FlipbookUI

private final class Selection { var id: Int? }

/// Six 100 pt cards 10 pt apart in a 100 pt wide pager whose position is `selection`.
private struct Cards: View {
    let selection: Selection
    @State private var position: Int?
    let start: Int?

    init(selection: Selection, start: Int? = nil) {
        self.selection = selection
        self.start = start
        _position = State(initialValue: start)
    }

    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<6, id: \.self) { i in Color.blue.frame(width: 100, height: 50) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $position)
            .frame(width: 100, height: 50)
            Color.red.frame(width: 100, height: 50)
                .onTapGesture { withAnimation(.linear(duration: 1)) { position = 4 } }
        }
        .onChange(of: position) { _, new in selection.id = new }
    }
}

final class ScrollPositionTests: XCTestCase {
    private let canvas = CGSize(width: 100, height: 100)

    func testSettingTheIdentityScrollsToItsViewInTheTransaction() throws {
        let selection = Selection()
        let engine = Engine(Cards(selection: selection), canvasSize: canvas)
        XCTAssertEqual(drawnScrollOffset(engine, at: 0), .zero)
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 75), time: 0.5))
        XCTAssertEqual(try XCTUnwrap(drawnScrollOffset(engine, at: 1.0)).x, 220, accuracy: 0.01, "half way to card 4 at 440")
        XCTAssertEqual(drawnScrollOffset(engine, at: 2), CGPoint(x: 440, y: 0))
    }

    func testAnIdentitySetFromTheStartShowsItsViewAtOnce() {
        let engine = Engine(Cards(selection: Selection(), start: 2), canvasSize: canvas)
        XCTAssertEqual(drawnScrollOffset(engine, at: 0), CGPoint(x: 220, y: 0))
    }

    func testATapLeavesTheBindingAlone() {
        let selection = Selection()
        let engine = Engine(Cards(selection: selection), canvasSize: canvas)
        _ = engine.tap(at: CGPoint(x: 50, y: 25), time: 0.1)
        XCTAssertNil(selection.id)
    }

    func testADragGivesTheBindingTheViewItRestsOn() {
        let selection = Selection()
        let engine = Engine(Cards(selection: selection), canvasSize: canvas)
        // 120 pt, let go still: 110 pt scrolled, card 1 (at 110) is the nearest.
        _ = drag(engine, from: CGPoint(x: 90, y: 25), by: -120, 0, at: 0.1, steps: 12, hold: true)
        XCTAssertEqual(drawnScrollOffset(engine, at: 3), CGPoint(x: 110, y: 0))
        XCTAssertEqual(selection.id, 1)
    }

    func testTheDefaultAnchorShowsTheEndUntilScrolledAlsoAsTheContentGrows() {
        struct Chat: View {
            @State private var count = 5
            var body: some View {
                VStack(spacing: 0) {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<count, id: \.self) { _ in Color.gray.frame(width: 100, height: 40) }
                        }
                    }
                    .defaultScrollAnchor(.bottom)
                    .frame(width: 100, height: 100)
                    Color.red.frame(width: 100, height: 20).onTapGesture { count += 1 }
                }
            }
        }
        let engine = Engine(Chat(), canvasSize: CGSize(width: 100, height: 120))
        XCTAssertEqual(drawnScrollOffset(engine, at: 0), CGPoint(x: 0, y: 100), "200 pt of content, its end in sight")
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 110), time: 0.5))
        XCTAssertEqual(drawnScrollOffset(engine, at: 0.5), CGPoint(x: 0, y: 140), "a new message keeps the end in sight")
        _ = drag(engine, from: CGPoint(x: 50, y: 20), by: 0, 50, at: 1, steps: 5, hold: true)
        XCTAssertEqual(drawnScrollOffset(engine, at: 3), CGPoint(x: 0, y: 100), "dragged 40 pt back from the end")
    }

    func testScrollingToTheTopLeavesTheDefaultAnchor() {
        struct Chat: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        ScrollView {
                            VStack(spacing: 0) {
                                ForEach(0..<6, id: \.self) { _ in Color.gray.frame(width: 100, height: 40) }
                            }
                        }
                        .defaultScrollAnchor(.bottom)
                        .frame(width: 100, height: 100)
                        Color.red.frame(width: 100, height: 20).onTapGesture { proxy.scrollTo(0, anchor: .top) }
                    }
                }
            }
        }
        let engine = Engine(Chat(), canvasSize: CGSize(width: 100, height: 120))
        XCTAssertEqual(drawnScrollOffset(engine, at: 0), CGPoint(x: 0, y: 140))
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 110), time: 0.5))
        XCTAssertEqual(drawnScrollOffset(engine, at: 0.5), .zero, "the stored offset was already 0")
    }
}

/// iOS 18's ScrollPosition: to an edge, a point or an identity when the code asks; after a drag,
/// positioned by the user with the identity of the view it rests on.
final class ScrollPositionValueTests: XCTestCase {
    private struct Feed: View {
        @State var position = ScrollPosition(idType: Int.self)
        let report: (ScrollPosition) -> Void
        var body: some View {
            VStack(spacing: 0) {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<10, id: \.self) { _ in Color.gray.frame(width: 100, height: 50) }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition($position)
                .frame(width: 100, height: 100)
                HStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 20).onTapGesture { position.scrollTo(edge: .bottom) }
                    Color.green.frame(width: 20, height: 20).onTapGesture { position.scrollTo(y: 120) }
                    Color.blue.frame(width: 20, height: 20).onTapGesture { withAnimation(.linear(duration: 1)) { position.scrollTo(id: 3) } }
                    Color.yellow.frame(width: 20, height: 20).onTapGesture { position.scrollTo(id: 6, anchor: .bottom) }
                    Color.black.frame(width: 20, height: 20).onTapGesture { position.scrollTo(edge: .top) }
                }
            }
            .onChange(of: position) { _, new in report(new) }
        }
    }

    func testTheCodeScrollsToAnEdgeAPointOrAView() {
        let engine = Engine(Feed { _ in }, canvasSize: CGSize(width: 100, height: 120))
        XCTAssertTrue(engine.tap(at: CGPoint(x: 10, y: 110), time: 0.1))
        XCTAssertEqual(drawnScrollOffset(engine, at: 0.1), CGPoint(x: 0, y: 400), "the bottom: 500 − 100")
        XCTAssertTrue(engine.tap(at: CGPoint(x: 30, y: 110), time: 0.2))
        XCTAssertEqual(drawnScrollOffset(engine, at: 0.2), CGPoint(x: 0, y: 120))
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 110), time: 0.3))
        XCTAssertEqual(drawnScrollOffset(engine, at: 0.8), CGPoint(x: 0, y: 135), "half way from 120 to row 3 at 150")
        XCTAssertEqual(drawnScrollOffset(engine, at: 2), CGPoint(x: 0, y: 150))
        XCTAssertTrue(engine.tap(at: CGPoint(x: 90, y: 110), time: 2))
        XCTAssertEqual(drawnScrollOffset(engine, at: 2), .zero)
        XCTAssertTrue(engine.tap(at: CGPoint(x: 70, y: 110), time: 2.5))
        XCTAssertEqual(drawnScrollOffset(engine, at: 2.5), CGPoint(x: 0, y: 250), "row 6's bottom at the viewport's: 350 − 100")
    }

    func testADragLeavesItPositionedByTheUserOnAView() {
        var last: ScrollPosition?
        let engine = Engine(Feed { last = $0 }, canvasSize: CGSize(width: 100, height: 120))
        _ = drag(engine, from: CGPoint(x: 50, y: 90), by: 0, -80, at: 0.1, steps: 8, hold: true)
        XCTAssertEqual(last?.isPositionedByUser, true)
        XCTAssertEqual(last?.viewID(type: Int.self), 1, "70 pt down: row 1 at 50 is the nearest")
        XCTAssertNil(last?.edge)
        // Asking for the top again after the drag scrolls back.
        XCTAssertTrue(engine.tap(at: CGPoint(x: 90, y: 110), time: 1))
        XCTAssertEqual(drawnScrollOffset(engine, at: 1), .zero)
    }
}
