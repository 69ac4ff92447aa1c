// RightToLeftLayoutTests.swift: a right-to-left layout is the left-to-right one in a mirror:
// stacks run from the right, leading alignment and leading padding are on the right, a label's
// icon is on its right and a paragraph's lines align right; what a view draws inside itself is
// not mirrored, unless it asks to be with `flipsForRightToLeftLayoutDirection(true)`.

import XCTest
@testable import FlipbookUI

final class RightToLeftLayoutTests: XCTestCase {
    private let canvas = CGSize(width: 200, height: 100)

    func testStacksAlignmentAndPaddingRunFromTheRight() {
        let row = HStack(spacing: 10) {
            Color.red.frame(width: 20, height: 20)
            Color.green.frame(width: 30, height: 20)
            Spacer()
        }
        .padding(.leading, 15)
        .frame(width: 200)
        let ltr = PlacedFrames.shapes(row, canvas: canvas)
        let rtl = PlacedFrames.shapes(row.environment(\.layoutDirection, .rightToLeft), canvas: canvas)
        XCTAssertEqual(ltr.map(\.minX), [15, 45])
        XCTAssertEqual(rtl.map(\.maxX), [185, 155], "each at the mirror image of its place")
        XCTAssertEqual(rtl.map(\.minY), ltr.map(\.minY))
    }

    func testAParagraphAlignsItsLeadingEdgeRight() throws {
        let text = Text("one two three four five six seven eight").frame(width: 120).multilineTextAlignment(.leading)
        func lineStarts(_ view: some View) throws -> [Double] {
            let engine = Engine(view, canvasSize: canvas)
            var starts: [Double] = []
            engine.presentedTree(at: 0).forEach { p in
                if let kind = p.kind as? TextKind {
                    starts = kind.paragraph.layout(drawnIn: p.frame.size).lines.map { Double($0.frame.minX) }
                }
            }
            return starts
        }
        let ltr = try lineStarts(text), rtl = try lineStarts(text.environment(\.layoutDirection, .rightToLeft))
        XCTAssertGreaterThan(ltr.count, 1)
        XCTAssertTrue(ltr.allSatisfy { $0 == 0 })
        XCTAssertTrue(zip(ltr, rtl).contains { $0 < $1 }, "a short line starts further right")
    }

    func testADrawingIsNotMirroredUnlessItAsksToBe() {
        let arrow = Image(systemName: "chevron.right").frame(width: 40, height: 40)
        func scales(_ view: some View) -> [CGFloat] {
            var found: [CGFloat] = []
            Engine(view, canvasSize: canvas).presentedTree(at: 0).forEach { p in
                if let effect = p.kind as? ScaleEffect { found.append(effect.scale.width) }
            }
            return found
        }
        XCTAssertEqual(scales(arrow.flipsForRightToLeftLayoutDirection(true)), [1])
        XCTAssertEqual(scales(arrow.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft)), [-1])
        XCTAssertEqual(scales(arrow.flipsForRightToLeftLayoutDirection(false).environment(\.layoutDirection, .rightToLeft)), [1])
    }
}
