// CustomLayoutTests.swift: the Layout protocol as tutorials use it, with positions computed here:
// a flow layout that wraps at the proposed width (sized and placed with the same proposal), a
// cache made once, values and priorities read from subviews, the default explicit alignment
// (subviews' guides merged where the layout put them) and spacing, HStackLayout and friends
// laying out as their stacks do, AnyLayout keeping identity so frames animate between
// layouts, and a layout's animatableData moving under an animation.

import XCTest
@testable import FlipbookUI

/// Places subviews left to right, wrapping to a new row at the proposed width; rows `gap` apart.
private struct FlowLayout: Layout {
    var gap: CGFloat = 4

    func rows(_ width: CGFloat, _ subviews: Subviews) -> [[Int]] {
        var rows: [[Int]] = [[]], x: CGFloat = 0
        for i in subviews.indices {
            let w = subviews[i].sizeThatFits(.unspecified).width
            if x > 0 && x + w > width { rows.append([]); x = 0 }
            rows[rows.count - 1].append(i)
            x += w + gap
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        var size = CGSize.zero
        for row in rows(width, subviews) {
            let sizes = row.map { subviews[$0].sizeThatFits(.unspecified) }
            size.width = max(size.width, sizes.reduce(0) { $0 + $1.width } + gap * CGFloat(max(0, row.count - 1)))
            size.height += (sizes.map(\.height).max() ?? 0) + (size.height > 0 ? gap : 0)
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(proposal.replacingUnspecifiedDimensions().width, subviews) {
            var x = bounds.minX, height: CGFloat = 0
            for i in row {
                let s = subviews[i].sizeThatFits(.unspecified)
                subviews[i].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                x += s.width + gap
                height = max(height, s.height)
            }
            y += height + gap
        }
    }
}

private struct Rank: LayoutValueKey { static let defaultValue = 0 }

/// Stacks subviews vertically in order of their Rank, counting cache builds.
private final class Counter { var caches = 0 }

private struct RankedColumn: Layout {
    let counter: Counter

    func makeCache(subviews: Subviews) -> [Int] {
        counter.caches += 1
        return subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) -> CGSize {
        cache.reduce(CGSize.zero) { s, i in
            let d = subviews[i].sizeThatFits(.unspecified)
            return CGSize(width: max(s.width, d.width), height: s.height + d.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) {
        var y = bounds.minY
        for i in cache {
            subviews[i].place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
            y += subviews[i].sizeThatFits(.unspecified).height
        }
    }
}

/// Puts each subview at an angle around a circle; the angle animates.
private struct Wheel: Layout {
    var turn: Double

    var animatableData: Double {
        get { turn }
        set { turn = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, subview) in subviews.enumerated() {
            let angle = (Double(i) / Double(subviews.count) + turn) * 2 * .pi
            subview.place(at: CGPoint(x: bounds.midX + 40 * cos(angle), y: bounds.midY + 40 * sin(angle)), anchor: .center,
                          proposal: .unspecified)
        }
    }
}

private struct Turning: View {
    @State var turned = false
    var body: some View {
        Wheel(turn: turned ? 0.25 : 0) {
            Rectangle().frame(width: 10, height: 10)
        }
        .onTapGesture { withAnimation(.linear(duration: 1)) { turned = true } }
    }
}

private struct Switching: View {
    @State var vertical = false
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        layout {
            Rectangle().frame(width: 20, height: 20)
            Rectangle().frame(width: 20, height: 20)
        }
        .onTapGesture { withAnimation(.linear(duration: 1)) { vertical = true } }
    }
}

final class CustomLayoutTests: XCTestCase {
    private func chip(_ width: CGFloat) -> some View { Rectangle().frame(width: width, height: 10) }

    func testAFlowLayoutWrapsAtTheProposedWidth() {
        let frames = PlacedFrames.shapes(FlowLayout() { chip(40); chip(40); chip(40) }.frame(width: 100), canvas: CGSize(width: 100, height: 100))
        // 40 + 4 + 40 fit in 100; the third wraps. Size 84 × 24, centred in the 100-wide frame:
        // x from 8; the stack of rows is centred vertically: y from 38.
        XCTAssertEqual(frames.map(\.origin), [CGPoint(x: 8, y: 38), CGPoint(x: 52, y: 38), CGPoint(x: 8, y: 52)])
    }

    func testValuesAndTheCacheComeFromTheSubviews() {
        let counter = Counter()
        let frames = PlacedFrames.shapes(RankedColumn(counter: counter) {
            chip(20).layoutValue(key: Rank.self, value: 2)
            chip(30).layoutValue(key: Rank.self, value: 1).padding(0)
            chip(40)
        }, canvas: CGSize(width: 100, height: 100))
        // Ordered by rank: 40 (0), 30 (1), 20 (2); centred on x 50 from y 35.
        XCTAssertEqual(frames.map(\.minY), [55, 45, 35])
        XCTAssertEqual(frames.map(\.midX), [50, 50, 50])
        XCTAssertEqual(counter.caches, 1, "one cache for the element's whole pass")
    }

    func testBuiltInStackLayoutsMatchTheirStacks() {
        let stack = PlacedFrames.shapes(HStack(alignment: .top) { chip(20); Spacer(); chip(30).frame(height: 30) }, canvas: CGSize(width: 150, height: 60))
        let layout = PlacedFrames.shapes(HStackLayout(alignment: .top) { chip(20); Spacer(); chip(30).frame(height: 30) },
                                         canvas: CGSize(width: 150, height: 60))
        XCTAssertEqual(layout, stack)
        XCTAssertEqual(PlacedFrames.shapes(VStackLayout(alignment: .leading, spacing: 2) { chip(20); chip(30) }),
                       PlacedFrames.shapes(VStack(alignment: .leading, spacing: 2) { chip(20); chip(30) }))
        XCTAssertEqual(PlacedFrames.shapes(ZStackLayout(alignment: .bottomTrailing) { chip(20); chip(30).frame(height: 30) }),
                       PlacedFrames.shapes(ZStack(alignment: .bottomTrailing) { chip(20); chip(30).frame(height: 30) }))
    }

    func testACustomLayoutHasDefaultSpacingAndMergedGuides() {
        // Next to a chip in an HStack, a flow layout is 8 pt away.
        let frames = PlacedFrames.shapes(HStack(spacing: nil) { chip(10); FlowLayout() { chip(10) } }, canvas: CGSize(width: 100, height: 100))
        XCTAssertEqual(frames[1].minX - frames[0].maxX, 8)
        // Its first text baseline is its text's, where it placed it.
        let graph = ViewGraph(rootType: Never.self)
        let element = graph.evaluate(FlowLayout() { chip(30); Text("Hi") })[0]
        let engine = LayoutEngine()
        let placed = engine.placeRoot(element, in: CGSize(width: 200, height: 100))
        let text = placed.children[1], kind = text.element.kind as! TextKind
        let baseline = engine.explicitAlignment(element, VerticalAlignment.firstTextBaseline.key, size: placed.frame.size)
        XCTAssertEqual(baseline, text.frame.minY - placed.frame.minY + kind.paragraph.layout(drawnIn: text.frame.size).baseline)
    }

    func testAnyLayoutKeepsIdentitySoTheFramesAnimate() {
        let host = Engine(Switching(), canvasSize: CGSize(width: 100, height: 100))
        func second(at t: Double) -> CGRect {
            var frames: [CGRect] = []
            host.presentedTree(at: t).forEach { if $0.kind is ShapeKind { frames.append($0.frame) } }
            return frames[1]
        }
        // Before: side by side in a 40 × 20 row at (30, 40); after: stacked in a 20 × 40 column at (40, 30).
        XCTAssertEqual(second(at: 0).origin, CGPoint(x: 50, y: 40))
        host.tap(at: CGPoint(x: 40, y: 50), time: 0)
        XCTAssertEqual(second(at: 1).origin, CGPoint(x: 40, y: 50))
        let mid = second(at: 0.5).origin
        XCTAssertEqual(mid.x, 45, accuracy: 1e-9)
        XCTAssertEqual(mid.y, 45, accuracy: 1e-9)
    }

    func testALayoutsAnimatableDataMovesUnderAnAnimation() {
        let host = Engine(Turning(), canvasSize: CGSize(width: 100, height: 100))
        func centre(at t: Double) -> CGPoint {
            var c = CGPoint.zero
            host.presentedTree(at: t).forEach { if $0.kind is ShapeKind { c = CGPoint(x: $0.frame.midX, y: $0.frame.midY) } }
            return c
        }
        XCTAssertEqual(centre(at: 0), CGPoint(x: 90, y: 50))
        host.tap(at: CGPoint(x: 90, y: 50), time: 0)
        // Half way through a linear turn of a quarter: an eighth of a circle.
        let mid = centre(at: 0.5)
        XCTAssertEqual(mid.x, 50 + 40 * cos(.pi / 4), accuracy: 1e-6)
        XCTAssertEqual(mid.y, 50 + 40 * sin(.pi / 4), accuracy: 1e-6)
        let end = centre(at: 1)
        XCTAssertEqual(end.x, 50, accuracy: 1e-6)
        XCTAssertEqual(end.y, 90, accuracy: 1e-6)
    }
}
