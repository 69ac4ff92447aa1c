// VisualEffectTests.swift: `.visualEffect` hands its closure the view's geometry and draws the
// view with the effects the closure chains, innermost first, leaving the layout alone; the
// effects follow a frame that a transaction moves, and animate with it.

import XCTest
@testable import FlipbookUI

/// A 100 × 20 bar moved right by its own width's tenth and faded by its height in the canvas.
private struct Shifted: View {
    var body: some View {
        Rectangle()
            .frame(width: 100, height: 20)
            .visualEffect { content, proxy in
                content
                    .offset(x: proxy.size.width / 10)
                    .opacity(proxy.frame(in: .global).minY / 100)
            }
    }
}

/// Two bars in a column, the first scaled down by the effect: the second stays where it was.
private struct Column: View {
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().frame(width: 50, height: 10).visualEffect { content, _ in content.scaleEffect(0.5) }
            Rectangle().frame(width: 50, height: 10)
        }
    }
}

/// A bar whose opacity is its distance from the canvas top, moved down 40 pt by a tap in 1 s.
private struct Sliding: View {
    @State var low = false
    var body: some View {
        Rectangle()
            .frame(width: 40, height: 20)
            .visualEffect { content, proxy in content.opacity(proxy.frame(in: .global).minY / 100) }
            .offset(y: low ? 40 : 0)
            .onTapGesture { withAnimation(.linear(duration: 1)) { low.toggle() } }
    }
}

final class VisualEffectTests: XCTestCase {
    private func presented<Kind>(_ engine: Engine, at t: Double, _ kind: Kind.Type) -> [Kind] {
        var found: [Kind] = []
        engine.presentedTree(at: t).forEach { if let k = $0.kind as? Kind { found.append(k) } }
        return found
    }

    func testTheClosureReadsTheViewsGeometryAndChainsItsEffects() {
        let engine = Engine(Shifted(), canvasSize: CGSize(width: 200, height: 100))
        // The bar is 100 × 20, centred: at y = 40.
        XCTAssertEqual(presented(engine, at: 0, OffsetKind.self).map(\.offset), [CGSize(width: 10, height: 0)])
        XCTAssertEqual(presented(engine, at: 0, OpacityEffect.self).map(\.opacity), [0.4])
        // Innermost first: the offset wraps the bar, the opacity wraps the offset.
        var order: [String] = []
        engine.presentedTree(at: 0).forEach { if $0.kind is OpacityEffect { order.append("opacity") } else if $0.kind is OffsetKind { order.append("offset") } }
        XCTAssertEqual(order, ["opacity", "offset"])
    }

    func testTheLayoutIsUnchanged() {
        let engine = Engine(Column(), canvasSize: CGSize(width: 100, height: 100))
        var frames: [CGRect] = []
        engine.presentedTree(at: 0).forEach { if $0.kind is ShapeKind { frames.append($0.frame) } }
        XCTAssertEqual(frames, [CGRect(x: 25, y: 40, width: 50, height: 10), CGRect(x: 25, y: 50, width: 50, height: 10)])
        XCTAssertEqual(presented(engine, at: 0, ScaleEffect.self).map(\.scale), [CGSize(width: 0.5, height: 0.5)])
    }

    func testTheEffectsFollowAFrameATransactionMovesAndAnimateWithIt() {
        let engine = Engine(Sliding(), canvasSize: CGSize(width: 100, height: 100))
        // Laid out at y = 40: opacity 0.4; moved to 80 by the tap: 0.8, reached in 1 s.
        XCTAssertEqual(presented(engine, at: 0, OpacityEffect.self).first?.opacity ?? -1, 0.4, accuracy: 1e-9)
        engine.tap(at: CGPoint(x: 50, y: 50), time: 0)
        XCTAssertEqual(presented(engine, at: 0.5, OpacityEffect.self).first?.opacity ?? -1, 0.6, accuracy: 1e-9)
        XCTAssertEqual(presented(engine, at: 1, OpacityEffect.self).first?.opacity ?? -1, 0.8, accuracy: 1e-9)
    }
}
