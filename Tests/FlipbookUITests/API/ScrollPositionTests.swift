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
}
