// ScrollTargetsTests.swift: content margins pad a scroll view's content (not that of the scroll
// views inside it), and `.scrollTransition` gives each view the phase its place in the viewport
// gives it at rest: identity inside, the trailing phase past the end, and for a view the edge
// cuts, effects blended by the share of it outside.

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
}
