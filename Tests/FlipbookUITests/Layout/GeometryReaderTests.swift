// GeometryReaderTests.swift: GeometryReader takes what it is offered, builds its content from
// that size during layout, places it at its top-leading corner, keeps the content's state, and
// reports its frame in its own, the canvas's and named coordinate spaces, where the effects
// around it draw it (its size stays the laid-out one), and a named space's bounds in its own.

import XCTest
@testable import FlipbookUI

private struct Bar: View {
    @State var progress = 0.25
    var body: some View {
        GeometryReader { proxy in
            Rectangle().frame(width: proxy.size.width * progress, height: 10)
                .onTapGesture { progress = 0.75 }
        }
        .frame(width: 200, height: 20)
    }
}

private final class Seen { var frames: [CGRect] = []; var bounds: [CGRect?] = [] }

private struct Reporter: View {
    let seen: Seen
    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            GeometryReader { proxy in
                let _ = seen.frames = [proxy.frame(in: .local), proxy.frame(in: .global), proxy.frame(in: .named("card"))]
                let _ = seen.bounds = [proxy.bounds(of: .named("card")), proxy.bounds(of: .named("nowhere"))]
                Color.red
            }
            .frame(width: 50, height: 40)
        }
        .coordinateSpace(name: "card")
    }
}

/// A 40 × 20 reader under an offset and a scale, inside a named space that is itself offset.
private struct MovedReporter: View {
    let seen: Seen
    var body: some View {
        VStack {
            GeometryReader { proxy in
                let _ = seen.frames = [proxy.frame(in: .local), proxy.frame(in: .global), proxy.frame(in: .named("outer"))]
                Color.red
            }
            .frame(width: 40, height: 20)
            .scaleEffect(2)
            .offset(x: 10, y: -5)
        }
        .coordinateSpace(name: "outer")
        .offset(y: 30)
    }
}

final class GeometryReaderTests: XCTestCase {
    private func shapes(_ engine: Engine) -> [CGRect] {
        var frames: [CGRect] = []
        engine.presentedTree(at: engine.time).forEach { if $0.kind is ShapeKind { frames.append($0.frame) } }
        return frames
    }

    func testContentIsBuiltFromTheOfferedSizeAtTheTopLeading() {
        let engine = Engine(Bar(), canvasSize: CGSize(width: 300, height: 100))
        // The reader is 200 × 20 centred in 300 × 100: at (50, 40).
        XCTAssertEqual(shapes(engine), [CGRect(x: 50, y: 40, width: 50, height: 10)])
        XCTAssertTrue(engine.tap(at: CGPoint(x: 60, y: 45), time: 0.1))
        XCTAssertEqual(shapes(engine), [CGRect(x: 50, y: 40, width: 150, height: 10)], "state inside the content lives on")
    }

    func testUnspecifiedDimensionsAreZero() {
        let engine = Engine(GeometryReader { _ in Color.red }.fixedSize(), canvasSize: CGSize(width: 100, height: 100))
        XCTAssertEqual(engine.idealSize, .zero)
    }

    func testFrameInLocalGlobalAndNamedSpaces() {
        let seen = Seen()
        _ = Engine(Reporter(seen: seen), canvasSize: CGSize(width: 100, height: 100))
        // The VStack takes the width (the clear colour is flexible) and 70 pt: at (0, 15); the
        // reader is centred in it, 30 pt below its top.
        XCTAssertEqual(seen.frames, [CGRect(x: 0, y: 0, width: 50, height: 40), CGRect(x: 25, y: 45, width: 50, height: 40),
                                     CGRect(x: 25, y: 30, width: 50, height: 40)])
        // The stack, 100 × 70, seen from the reader: 25 pt left of it and 30 pt above it.
        XCTAssertEqual(seen.bounds, [CGRect(x: -25, y: -30, width: 100, height: 70), nil])
    }

    func testTheBoundsOfTheScrollViewAroundAreItsViewport() throws {
        var bounds: CGRect?? = .none
        _ = Engine(ScrollView {
            Color.clear.frame(height: 50)
            GeometryReader { proxy in
                let _ = bounds = .some(proxy.bounds(of: .scrollView))
                Color.red
            }
            .frame(width: 40, height: 40)
        }
        .frame(width: 100, height: 200), canvasSize: CGSize(width: 100, height: 200))
        // The reader stands 50 pt down the viewport and 30 pt in from its leading edge.
        XCTAssertEqual(try XCTUnwrap(bounds), CGRect(x: -30, y: -58, width: 100, height: 200))
    }

    func testTheGlobalFrameIsWhereTheEffectsAroundDrawTheReader() {
        let seen = Seen()
        _ = Engine(MovedReporter(seen: seen), canvasSize: CGSize(width: 100, height: 100))
        // Laid out at (30, 40), 40 × 20; doubled about its centre (50, 50), moved by (10, −5),
        // then the whole stack by 30 down. The named space is the stack, moved by 30 itself.
        XCTAssertEqual(seen.frames, [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 20, y: 55, width: 80, height: 40),
                                     CGRect(x: -10, y: -15, width: 80, height: 40)])
    }
}
