// ScrollViewReaderTests.swift: `scrollTo` finds a ForEach element or an `.id` view in the layout
// and scrolls its scroll view so that the anchors meet (nil: as little as shows it), within the
// content; the offset animates in withAnimation, moves where taps land, and is clamped at the
// content's end; content scrolled out of the viewport takes no touches.

import XCTest
@testable import FlipbookUI

/// Ten 50 pt rows in a 120 pt scroll view, below a 20 pt bar of buttons that scroll.
private struct Rows: View {
    var anchor: UnitPoint? = .top
    var animated = false
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 20).onTapGesture { scroll(proxy, to: 3) }
                    Color.green.frame(width: 20, height: 20).onTapGesture { scroll(proxy, to: 9) }
                    Color.blue.frame(width: 20, height: 20).onTapGesture { scroll(proxy, to: "footer") }
                }
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<10) { i in
                            Color.gray.frame(width: 60, height: 50)
                        }
                        Color.black.frame(width: 60, height: 10).id("footer")
                    }
                }
                .frame(width: 60, height: 120)
            }
        }
    }

    private func scroll(_ proxy: ScrollViewProxy, to id: some Hashable) {
        if animated {
            withAnimation(.linear(duration: 1)) { proxy.scrollTo(id, anchor: anchor) }
        } else {
            proxy.scrollTo(id, anchor: anchor)
        }
    }
}

final class ScrollViewReaderTests: XCTestCase {
    /// The scroll view's offset as drawn at time t.
    private func offset(_ engine: Engine, at t: Double) -> CGPoint? {
        var found: CGPoint?
        engine.presentedTree(at: t).forEach { if let kind = $0.kind as? ScrollViewKind { found = kind.offset } }
        return found
    }

    // The 60 × 140 stack is centred in 100 × 200: the buttons at y 30…50, the viewport at 50…170.
    private let canvas = CGSize(width: 100, height: 200)

    func testScrollingToAnElementPutsItsTopAtTheViewportsTop() {
        let engine = Engine(Rows(), canvasSize: canvas)
        XCTAssertEqual(offset(engine, at: 0), .zero)
        XCTAssertTrue(engine.tap(at: CGPoint(x: 30, y: 40), time: 0.5))
        XCTAssertEqual(offset(engine, at: 0.5), CGPoint(x: 0, y: 150), "row 3 starts 150 pt down the content")
    }

    func testTheOffsetStaysWithinTheContent() {
        let engine = Engine(Rows(), canvasSize: canvas)
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 40), time: 0.5))
        // 510 pt of content in a 120 pt viewport scrolls 390 pt at most.
        XCTAssertEqual(offset(engine, at: 0.5), CGPoint(x: 0, y: 390))
    }

    func testAnIDModifierIsATargetToo() {
        let engine = Engine(Rows(anchor: .bottom), canvasSize: canvas)
        XCTAssertTrue(engine.tap(at: CGPoint(x: 70, y: 40), time: 0.5))
        XCTAssertEqual(offset(engine, at: 0.5), CGPoint(x: 0, y: 390))
    }

    func testWithoutAnAnchorTheLeastScrollShowsTheView() {
        let engine = Engine(Rows(anchor: nil), canvasSize: canvas)
        XCTAssertTrue(engine.tap(at: CGPoint(x: 30, y: 40), time: 0.5))
        // Row 3 ends at 200: its bottom meets the viewport's, 80 pt on.
        XCTAssertEqual(offset(engine, at: 0.5), CGPoint(x: 0, y: 80))
    }

    func testTheScrollAnimatesInItsTransaction() {
        let engine = Engine(Rows(animated: true), canvasSize: canvas)
        XCTAssertTrue(engine.tap(at: CGPoint(x: 30, y: 40), time: 0.5))
        XCTAssertEqual(offset(engine, at: 1.0)?.y ?? 0, 75, accuracy: 1e-6, "halfway through a linear second")
        XCTAssertEqual(offset(engine, at: 1.5), CGPoint(x: 0, y: 150))
    }

    func testScrolledContentIsDrawnAndTouchedWhereItMoved() {
        var tapped: [Int] = []
        let view = ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 20).onTapGesture { proxy.scrollTo(2, anchor: .top) }
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<4) { i in
                            Color.gray.frame(width: 40, height: 40).onTapGesture { tapped.append(i) }
                        }
                    }
                }
                .frame(height: 40)
            }
        }
        // The 40 × 60 stack is centred in 100 × 100: the button at y 20…40, the viewport 40…80.
        let engine = Engine(view, canvasSize: CGSize(width: 100, height: 100))
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 60), time: 0.1))
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 30), time: 0.2))
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 60), time: 0.3))
        XCTAssertEqual(tapped, [0, 2], "row 2 now lies in the viewport")
        XCTAssertTrue(engine.tap(at: CGPoint(x: 50, y: 30), time: 0.4), "rows scrolled above the viewport leave the button reachable")
        XCTAssertEqual(tapped, [0, 2])
    }

    func testAListRowIsATargetAndASymbolsNameIsNot() {
        let view = ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("Go") { proxy.scrollTo(30, anchor: .top) }
                Button("Star") { proxy.scrollTo("star", anchor: .top) }
                List(0..<40, id: \.self) { i in
                    if i == 35 { Image(systemName: "star").contentTransition(.symbolEffect(.replace)) } else { Text("Row \(i)") }
                }
                .frame(height: 200)
            }
        }
        let engine = Engine(view, canvasSize: CGSize(width: 300, height: 400))
        XCTAssertTrue(engine.tap(at: engine.center(ofText: "Star", at: 0)!, time: 0.2))
        XCTAssertEqual(offset(engine, at: 0.2), .zero, "a symbol keyed by its name is no view identity")
        XCTAssertTrue(engine.tap(at: engine.center(ofText: "Go", at: 0.2)!, time: 0.4))
        XCTAssertGreaterThan(offset(engine, at: 0.4)?.y ?? 0, 0)
    }

    func testAnOffsetPastTheEndOfShrunkContentIsDrawnAtTheEnd() throws {
        struct Shrinking: View {
            @State var count = 10
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        HStack(spacing: 0) {
                            Color.red.frame(width: 20, height: 20).onTapGesture { proxy.scrollTo(9, anchor: .bottom) }
                            Color.green.frame(width: 20, height: 20).onTapGesture { count = 4 }
                        }
                        ScrollView {
                            VStack(spacing: 0) {
                                ForEach(0..<count, id: \.self) { _ in Color.gray.frame(width: 40, height: 50) }
                            }
                        }
                        .frame(width: 40, height: 120)
                    }
                }
            }
        }
        // The 40 × 140 stack is centred in 100 × 200: the buttons at y 30…50.
        let engine = Engine(Shrinking(), canvasSize: CGSize(width: 100, height: 200))
        XCTAssertTrue(engine.tap(at: CGPoint(x: 40, y: 40), time: 0.1))
        XCTAssertEqual(offset(engine, at: 0.1), CGPoint(x: 0, y: 380))
        XCTAssertTrue(engine.tap(at: CGPoint(x: 60, y: 40), time: 0.2))
        // Four rows, 200 pt, in a 120 pt viewport: 80 pt at most.
        XCTAssertEqual(offset(engine, at: 0.2), CGPoint(x: 0, y: 80))
    }
}
