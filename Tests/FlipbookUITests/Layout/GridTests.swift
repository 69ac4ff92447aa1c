// GridTests.swift: Grid by SwiftUI's documented rules, positions computed here: columns as wide
// as their widest cell and rows as tall as their tallest, 8 pt apart by default; spanning cells;
// a view outside a GridRow spanning the grid (a flexible one widening it, unless its axes are
// unsized); column, row and anchor alignment; a row aligned on text baselines; a GridRow
// outside a Grid behaving as a Group; and texts that keep their whole width where the grid is
// placed in a frame rounded to the pixel grid.

import XCTest
@testable import FlipbookUI

final class GridTests: XCTestCase {
    private func box(_ w: CGFloat, _ h: CGFloat) -> some View { Rectangle().frame(width: w, height: h) }

    func testColumnsTakeTheirWidestCellAndRowsTheirTallest() {
        let frames = PlacedFrames.shapes(Grid {
            GridRow { box(20, 10); box(40, 10) }
            GridRow { box(30, 20); box(10, 10) }
        }, canvas: CGSize(width: 178, height: 138))
        // Columns 30 and 40, rows 10 and 20, 8 apart: 78 × 38, centred at (50, 50); cells centred.
        XCTAssertEqual(frames, [CGRect(x: 55, y: 50, width: 20, height: 10), CGRect(x: 88, y: 50, width: 40, height: 10),
                                CGRect(x: 50, y: 68, width: 30, height: 20), CGRect(x: 103, y: 73, width: 10, height: 10)])
    }

    func testACellSpansColumnsAndOtherViewsSpanTheGrid() {
        let frames = PlacedFrames.shapes(Grid(horizontalSpacing: 4, verticalSpacing: 0) {
            GridRow { box(20, 10); box(20, 10); box(20, 10) }
            GridRow { box(30, 10).gridCellColumns(2); box(20, 10) }
            box(50, 10)
        }, canvas: CGSize(width: 68, height: 30))
        // Three 20-wide columns 4 apart: 68. The spanning cell is centred in 44, the last row's view in 68.
        XCTAssertEqual(frames.map(\.minX), [0, 24, 48, 7, 48, 9])
        XCTAssertEqual(frames.map(\.minY), [0, 0, 0, 10, 10, 20])
    }

    func testAFlexibleViewSpanningTheGridWidensItUnlessUnsized() {
        let wide = PlacedFrames.shapes(Grid {
            GridRow { box(20, 10); box(20, 10) }
            Color.red.frame(height: 2)
        }, canvas: CGSize(width: 200, height: 100))
        // The colour makes both columns flexible: each takes (200 − 8) / 2 = 96.
        XCTAssertEqual(wide.map(\.midX), [48, 152, 100])
        XCTAssertEqual(wide[2].width, 200)
        let unsized = PlacedFrames.shapes(Grid {
            GridRow { box(20, 10); box(20, 10) }
            Color.red.frame(height: 2).gridCellUnsizedAxes(.horizontal)
        }, canvas: CGSize(width: 200, height: 100))
        XCTAssertEqual(unsized[2].width, 48, "offered the width the cells give the grid")
        XCTAssertEqual(unsized.map(\.minX), [76, 104, 76])
    }

    func testAFlexibleCellAcrossColumnsLeavesTheirOwnCellsWhole() throws {
        let grid = Grid {
            GridRow { Text("Christopher"); Text("7"); Text("8"); Text("21") }
            GridRow { Color.orange.frame(height: 20).gridCellColumns(3); Text("x") }
        }
        let engine = Engine(grid.frame(width: 300), canvasSize: CGSize(width: 300, height: 100))
        let name = try XCTUnwrap(engine.center(ofText: "Christopher", at: 0))
        let seven = try XCTUnwrap(engine.center(ofText: "7", at: 0))
        XCTAssertEqual(name.y, seven.y, accuracy: 0.5, "one line, not wrapped")
        let colour = try XCTUnwrap(PlacedFrames.shapes(grid.frame(width: 300), canvas: CGSize(width: 300, height: 100)).first)
        XCTAssertEqual(colour.minX, 0, accuracy: 1e-9, "the grid takes the width the colour wants")
        XCTAssertGreaterThan(colour.width, 240, "the colour takes the spare width of its three columns")
    }

    func testColumnRowAndAnchorAlignments() {
        let frames = PlacedFrames.shapes(Grid(alignment: .bottomTrailing, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .top) { box(10, 10).gridColumnAlignment(.leading); box(40, 40) }
            GridRow { box(40, 40); box(10, 10) }
            GridRow { box(10, 10); box(10, 10).gridCellAnchor(.center) }
        }, canvas: CGSize(width: 80, height: 90))
        // Columns 40 + 40, rows 40, 40, 10. Column 0 is leading; the grid is bottom-trailing.
        XCTAssertEqual(frames.map(\.origin), [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0),
                                              CGPoint(x: 0, y: 40), CGPoint(x: 70, y: 70),
                                              CGPoint(x: 0, y: 80), CGPoint(x: 55, y: 80)])
    }

    func testARowAlignedOnTextBaselinesSharesOneBaseline() {
        let graph = ViewGraph(rootType: Never.self)
        let grid = graph.evaluate(Grid(alignment: .leadingFirstTextBaseline) {
            GridRow { Text("Big").font(.system(size: 30)); Text("small").font(.system(size: 11)) }
        })[0]
        let placed = LayoutEngine().placeRoot(grid, in: CGSize(width: 300, height: 100))
        let baselines = placed.children[0].children.map { p -> CGFloat in
            p.frame.minY + (p.element.kind as! TextKind).paragraph.layout(drawnIn: p.frame.size).baseline
        }
        XCTAssertEqual(baselines[0], baselines[1], accuracy: 1e-9)
    }

    /// GridLayout, as a Layout value and inside AnyLayout, lays out as Grid does; switched to a
    /// stack layout, its rows are groups again.
    func testGridLayoutLaysOutAsGridAlsoThroughAnyLayout() {
        let expected = PlacedFrames.shapes(Grid {
            GridRow { box(20, 10); box(40, 10) }
            GridRow { box(30, 20); box(10, 10) }
        }, canvas: CGSize(width: 178, height: 138))
        let layout = GridLayout()
        XCTAssertEqual(PlacedFrames.shapes(layout {
            GridRow { box(20, 10); box(40, 10) }
            GridRow { box(30, 20); box(10, 10) }
        }, canvas: CGSize(width: 178, height: 138)), expected)
        let erased = AnyLayout(GridLayout())
        XCTAssertEqual(PlacedFrames.shapes(erased {
            GridRow { box(20, 10); box(40, 10) }
            GridRow { box(30, 20); box(10, 10) }
        }, canvas: CGSize(width: 178, height: 138)), expected)
        let stack = AnyLayout(VStackLayout(spacing: 0))
        XCTAssertEqual(PlacedFrames.shapes(stack { GridRow { box(20, 10); box(30, 10) } }),
                       PlacedFrames.shapes(VStack(spacing: 0) { box(20, 10); box(30, 10) }))
    }

    func testAGridRowOutsideAGridIsAGroup() {
        XCTAssertEqual(PlacedFrames.shapes(VStack(spacing: 0) { GridRow { box(20, 10); box(30, 10) } }),
                       PlacedFrames.shapes(VStack(spacing: 0) { box(20, 10); box(30, 10) }))
    }

    func testTheWidestTextOfAColumnIsNotCutWhereTheGridIsPlaced() {
        let view = Grid(alignment: .leading, horizontalSpacing: 16) {
            GridRow { Text("Layout"); Text("Column").bold() }
            GridRow { Text("Toolbar"); Text("120 pt") }
        }
        .frame(width: 328)
        var texts = 0
        Engine(view, canvasSize: CGSize(width: 360, height: 100)).presentedTree(at: 0).forEach { p in
            guard let text = p.kind as? TextKind else { return }
            texts += 1
            XCTAssertGreaterThanOrEqual(p.frame.width, text.paragraph.layout(for: .unspecified).size.width - 1e-9, text.string)
        }
        XCTAssertEqual(texts, 4)
    }
}
