// ScrollTargetsTests.swift: content margins pad a scroll view's content (not that of the scroll
// views inside it), and `.scrollTransition` gives each view the phase its place in the viewport
// gives it, at rest and in each frame of an animated scroll: identity inside, the trailing phase
// past the end, and for a view the edge cuts, effects blended by its way to the threshold,
// paced by the configuration's curve.

import XCTest
@testable import FlipbookUI

private struct Row: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3) { _ in
                    Rectangle().frame(width: 100, height: 20)
                        .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                }
            }
        }
        .frame(width: 150, height: 20)
    }
}

/// A row of two views 100 wide in a viewport 75 wide: the first inside, a quarter of the second.
private struct QuarterShown: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 50, height: 20)
                    .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                Rectangle().frame(width: 100, height: 20)
                    .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
            }
        }
        .frame(width: 75, height: 20)
    }
}

/// Thirty rows 50 tall in a viewport 200 tall, scrolled to row 20 in two seconds as it appears.
private struct Jumping: View {
    @State private var position: Int? = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { _ in
                    Rectangle().frame(height: 50)
                        .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $position)
        .frame(width: 100, height: 200)
        .onAppear { withAnimation(.linear(duration: 2)) { position = 20 } }
    }
}

final class ScrollTargetsTests: XCTestCase {
    func testContentMarginsPadTheContentOfTheScrollView() {
        let view = ScrollView { Rectangle().frame(width: 10, height: 10) }.contentMargins(.horizontal, 20).frame(width: 100, height: 100)
        var frames: [CGRect] = []
        Engine(view, canvasSize: CGSize(width: 100, height: 100)).presentedTree(at: 0).forEach { if $0.kind is ShapeKind { frames.append($0.frame) } }
        XCTAssertEqual(frames.first?.minY, 0)
        XCTAssertEqual(frames.first?.midX ?? 0, 50, accuracy: 1e-9, "centred across between equal margins")
    }

    func testEachViewTakesThePhaseOfItsPlaceInTheViewport() {
        var opacities: [Double] = []
        Engine(Row(), canvasSize: CGSize(width: 150, height: 20)).presentedTree(at: 0).forEach {
            if let o = $0.kind as? OpacityEffect { opacities.append(o.opacity) }
        }
        // Inside: 1; half past the end: half way to 0; wholly past it: 0.
        XCTAssertEqual(opacities, [1, 0.5, 0])
    }

    func testMarginsForSomeEdgesKeepThoseForTheOthers() {
        let view = ScrollView { Rectangle().frame(width: 10, height: 10) }
            .contentMargins(.vertical, 8).contentMargins(.horizontal, 20).frame(width: 100, height: 100)
        var frames: [CGRect] = []
        Engine(view, canvasSize: CGSize(width: 100, height: 100)).presentedTree(at: 0).forEach { if $0.kind is ShapeKind { frames.append($0.frame) } }
        XCTAssertEqual(frames.first?.minY, 8, "the vertical margin, kept beside the horizontal one")
    }

    func testARowWhollyInsideTheViewportWhileItScrollsIsInTheIdentityPhase() {
        // Half way through a two-second scroll to row 20, the rows then inside the viewport are
        // shown and those outside it are not, as each frame's place gives: not the phases of
        // where the scroll ends, animated there.
        let engine = Engine(Jumping(), canvasSize: CGSize(width: 100, height: 200))
        let tree = engine.presentedTree(at: 1)
        var offset = CGFloat.nan
        var rows: [(frame: CGRect, opacity: Double)] = []
        tree.forEach { element in
            if let scroll = element.kind as? ScrollViewKind { offset = scroll.offset.y }
            if let o = element.kind as? OpacityEffect { rows.append((element.frame, o.opacity)) }
        }
        XCTAssertGreaterThan(offset, 300)
        XCTAssertLessThan(offset, 700)
        let inside = rows.filter { $0.frame.minY - offset >= 0 && $0.frame.maxY - offset <= 200 }
        let outside = rows.filter { $0.frame.maxY - offset <= 0 || $0.frame.minY - offset >= 200 }
        XCTAssertGreaterThanOrEqual(inside.count, 3)
        XCTAssertEqual(Set(inside.map(\.opacity)), [1])
        XCTAssertEqual(Set(outside.map(\.opacity)), [0])
    }

    func testInteractiveBlendingIsPacedByItsCurveUpToItsThreshold() {
        let viewport = 0.0...100.0
        // A quarter of the view inside: a quarter of the way to the default threshold, all of it.
        XCTAssertEqual(ScrollTransitionConfiguration.interactive.progress(view: -75...25, viewport: viewport), 0.25)
        XCTAssertEqual(ScrollTransitionConfiguration.interactive.threshold(.visible(0.5)).progress(view: -75...25, viewport: viewport), 0.5)
        XCTAssertEqual(ScrollTransitionConfiguration.interactive.threshold(.hidden).progress(view: -75...25, viewport: viewport), 1)
        // Centred: the view's centre at the viewport's is the threshold; touching the edge, hidden.
        let centred = ScrollTransitionConfiguration.interactive.threshold(.centered)
        XCTAssertEqual(centred.progress(view: 40...60, viewport: viewport), 1)
        XCTAssertEqual(centred.progress(view: 100...120, viewport: viewport), 0)
        XCTAssertEqual(centred.progress(view: 70...90, viewport: viewport), 0.5)
        // Inset: the viewport 10 narrower at each end for the share inside.
        XCTAssertEqual(ScrollTransitionConfiguration.interactive.threshold(.visible.inset(by: 10)).progress(view: 80...100, viewport: viewport), 0.5)

        var opacities: [Double] = []
        Engine(QuarterShown(), canvasSize: CGSize(width: 100, height: 20)).presentedTree(at: 0).forEach {
            if let o = $0.kind as? OpacityEffect { opacities.append(o.opacity) }
        }
        XCTAssertEqual(opacities.count, 2)
        XCTAssertEqual(opacities[0], 1)
        XCTAssertEqual(opacities[1], UnitCurve.easeInOut.value(at: 0.25), accuracy: 1e-12, "ease-in-out by default, not linear")
    }
}
