// AlignmentGuideTests.swift: SwiftUI's alignment guides, with positions computed here from its
// rules: custom AlignmentIDs with their default values (Apple's "first third" example),
// `.alignmentGuide` overriding one guide and reading the others, a stack as large as its
// children's union on the guide, custom guides carried out of a nested stack (the mean of its
// children's explicit values), ZStack and frame alignment, and text baselines in an HStack.

import XCTest
@testable import FlipbookUI

private enum FirstThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

private extension VerticalAlignment {
    static let firstThird = VerticalAlignment(FirstThird.self)
}

private enum MidAccount: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.center] }
}

private extension HorizontalAlignment {
    static let midAccount = HorizontalAlignment(MidAccount.self)
}

final class AlignmentGuideTests: XCTestCase {
    func testACustomGuideLinesChildrenUpAtItsDefaultValue() {
        // Guides at 20, 40 and 30: the line is 40 below the union's top; the union reaches
        // max(40, 80, 60) = 80 below it, so the stack is 120 high.
        let frames = PlacedFrames.shapes(HStack(alignment: .firstThird, spacing: 1) {
            Rectangle().frame(width: 10, height: 60)
            Rectangle().frame(width: 10, height: 120)
            Rectangle().frame(width: 10, height: 90)
        }, canvas: CGSize(width: 100, height: 200))
        // The stack (32 × 120) is centred in 100 × 200: origin (34, 40).
        XCTAssertEqual(frames.map(\.minY), [60, 40, 50])
        XCTAssertEqual(frames.map(\.minX), [34, 45, 56])
    }

    func testAlignmentGuideOverridesOneGuideFromTheViewsDimensions() {
        // The third set aligns its first-third guide at two thirds of its height (60): the
        // line is 60 below the union's top, which reaches 60 + 80 = 140.
        let frames = PlacedFrames.shapes(HStack(alignment: .firstThird, spacing: 0) {
            Rectangle().frame(width: 10, height: 60)
            Rectangle().frame(width: 10, height: 120)
            Rectangle().frame(width: 10, height: 90).alignmentGuide(.firstThird) { d in 2 * d.height / 3 }
        }, canvas: CGSize(width: 100, height: 200))
        XCTAssertEqual(PlacedFrames.root(HStack(alignment: .firstThird, spacing: 0) {
            Rectangle().frame(width: 10, height: 120)
            Rectangle().frame(width: 10, height: 90).alignmentGuide(.firstThird) { d in 2 * d.height / 3 }
        }, canvas: CGSize(width: 100, height: 200)).height, 140)
        // Union: line at max(20, 40, 60) = 60; reaches max(40, 80, 30) = 80 below: 140 high, top at 30.
        XCTAssertEqual(frames.map(\.minY), [30 + 40, 30 + 20, 30 + 0])
    }

    func testAVStackMovesAChildByItsLeadingGuide() {
        // The second child's leading guide is its trailing edge: its trailing edge goes on the
        // others' leading edges, and the stack's union spans 40 + 30 = 70.
        let frames = PlacedFrames.shapes(VStack(alignment: .leading, spacing: 0) {
            Rectangle().frame(width: 30, height: 10)
            Rectangle().frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
        })
        XCTAssertEqual(frames.map(\.minX), [65 + 40, 65])
        XCTAssertEqual(frames.map(\.width), [30, 40])
    }

    func testACustomGuideComesOutOfANestedStack() {
        // The inner VStack passes on its second child's explicit value (that child's centre, 20,
        // at x 0 in the stack), and the outer VStack lines it up with the other row's centre.
        let frames = PlacedFrames.shapes(VStack(alignment: .midAccount, spacing: 0) {
            Rectangle().frame(width: 100, height: 10)
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 60, height: 10)
                Rectangle().frame(width: 40, height: 10).alignmentGuide(.midAccount) { d in d[HorizontalAlignment.center] }
            }
        }, canvas: CGSize(width: 200, height: 100))
        // Guides: 50 (row) and 20 (inner stack): line at 50; the union reaches max(50, 60 − 20)
        // = 50 past it, 100 wide, centred: x 50.
        XCTAssertEqual(frames.map(\.minX), [50, 80, 80])
    }

    func testTheMeanOfSeveralExplicitValuesIsTheStacksValue() {
        let engine = LayoutEngine()
        let graph = ViewGraph(rootType: Never.self)
        let stack = graph.evaluate(VStack(alignment: .leading, spacing: 0) {
            Rectangle().frame(width: 10, height: 10).alignmentGuide(.midAccount) { _ in 2 }
            Rectangle().frame(width: 10, height: 10).alignmentGuide(.midAccount) { _ in 6 }
        })[0]
        let size = engine.size(stack, .unspecified)
        XCTAssertEqual(engine.explicitAlignment(stack, HorizontalAlignment.midAccount.key, size: size), 4)
        XCTAssertNil(engine.explicitAlignment(stack, HorizontalAlignment.leading.key, size: size), "edge guides are the stack's own")
    }

    func testZStackAndFrameUseExplicitGuides() {
        let z = PlacedFrames.shapes(ZStack(alignment: .topLeading) {
            Rectangle().frame(width: 60, height: 60)
            Rectangle().frame(width: 20, height: 20).alignmentGuide(.leading) { _ in -10 }.alignmentGuide(.top) { _ in -5 }
        })
        // The small square sits 10 right of and 5 below the big one's corner; the union is 60 × 60.
        XCTAssertEqual(z, [CGRect(x: 70, y: 70, width: 60, height: 60), CGRect(x: 80, y: 75, width: 20, height: 20)])
        let framed = PlacedFrames.shapes(Rectangle().frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 5 }
            .frame(width: 100, height: 100, alignment: .leading))
        XCTAssertEqual(framed, [CGRect(x: 45, y: 90, width: 20, height: 20)])
    }

    func testTextsOfDifferentSizesShareTheirFirstBaseline() throws {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.system(size: 40))
            Text("small").font(.system(size: 12))
            Rectangle().frame(width: 10, height: 10)
        }
        let graph = ViewGraph(rootType: Never.self)
        let stack = graph.evaluate(view)[0]
        let engine = LayoutEngine()
        let placed = engine.placeRoot(stack, in: CGSize(width: 300, height: 200))
        let texts = placed.children.prefix(2).map { p -> CGFloat in
            let text = p.element.kind as! TextKind
            return p.frame.minY + text.paragraph.layout(drawnIn: p.frame.size).baseline
        }
        XCTAssertEqual(texts[0], texts[1], accuracy: 1e-9, "both baselines on one line")
        // A view without text aligns its bottom on the baseline.
        XCTAssertEqual(placed.children[2].frame.maxY, texts[0], accuracy: 1e-9)
        // The smaller text is not at the bottom: the bigger one's descent hangs below the line.
        XCTAssertLessThan(placed.children[1].frame.maxY, placed.children[0].frame.maxY)
    }

    func testLastTextBaselineFollowsTheLastLine() {
        let view = HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("one\ntwo").font(.system(size: 20))
            Rectangle().frame(width: 10, height: 10)
        }
        let graph = ViewGraph(rootType: Never.self)
        let placed = LayoutEngine().placeRoot(graph.evaluate(view)[0], in: CGSize(width: 300, height: 200))
        let text = placed.children[0], kind = text.element.kind as! TextKind
        let last = kind.paragraph.layout(drawnIn: text.frame.size).lines.last!.baseline
        XCTAssertEqual(placed.children[1].frame.maxY, text.frame.minY + last, accuracy: 1e-9)
    }
}
