// LazyGridTests.swift: lazy grid tracks and cells, with sizes computed here from SwiftUI's rule
// (fixed first, then each other item offered an equal part of what remains; adaptive items fit
// as many tracks of their minimum as their part holds) and the cases published from measuring
// SwiftUI: objc.io's fixed 70 + adaptive 40 in 200 pt, fatbobman's two flexible columns whose
// minimums overflow 300 pt and are laid out again in the wider size.

import XCTest
@testable import FlipbookUI

final class LazyGridTests: XCTestCase {
    private func tracks(_ items: [GridItem], _ width: CGFloat) -> [CGFloat] {
        LazyGridLayout(axis: .horizontal, items: items, alignment: HorizontalAlignment.center.key, spacing: nil).tracks(width).map(\.length)
    }

    func testFixedColumnsKeepTheirSizeAndAnAdaptiveOneFitsTwo() {
        // 200 − 70 − 8 = 122 for the adaptive item: two of 40 fit (40 + 8 + 40), three do not;
        // the two split 122 − 8: 57 each.
        XCTAssertEqual(tracks([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], 200), [70, 57, 57])
    }

    func testAdaptiveColumnsStopAtTheirMaximum() {
        // 300: five of 50 fit, each (300 − 32) / 5 = 53.6, under the 100 maximum.
        XCTAssertEqual(tracks([GridItem(.adaptive(minimum: 50, maximum: 100))], 300), Array(repeating: 53.6, count: 5))
        XCTAssertEqual(tracks([GridItem(.adaptive(minimum: 50, maximum: 52))], 300), Array(repeating: 52, count: 5))
    }

    func testFlexibleColumnsClampTheirShareInOrder() {
        // 292 shared: the first takes 146 (≥ 100), the second its minimum 180.
        XCTAssertEqual(tracks([GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], 300), [146, 180])
        // Laid out in the 334 it then takes, the first gets (334 − 8) / 2 = 163.
        XCTAssertEqual(tracks([GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], 334), [163, 180])
    }

    func testAGridOfOverflowingColumnsIsLaidOutInItsOwnWidth() {
        let frames = PlacedFrames.shapes(LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
        }.frame(width: 300), canvas: CGSize(width: 400, height: 100))
        // The grid is 146 + 8 + 180 = 334 wide, centred in the 300 frame (at x 50): from 33.
        XCTAssertEqual(frames.map(\.width), [163, 180])
        XCTAssertEqual(frames.map(\.minX), [33, 33 + 163 + 8])
    }

    func testViewsFillRowsAndSitCentredInTheirCells() {
        // Three fixed 64 columns 16 apart (224 wide) and rows 16 apart, as a PIN pad lays them out.
        let columns = Array(repeating: GridItem(.fixed(64), spacing: 16), count: 3)
        let frames = PlacedFrames.shapes(LazyVGrid(columns: columns, spacing: 16) {
            ForEach(0..<4, id: \.self) { i in Rectangle().frame(width: 40, height: i == 3 ? 40 : 64) }
        }, canvas: CGSize(width: 300, height: 300))
        // Grid: 224 × (64 + 16 + 40) = 120, centred: origin (38, 90).
        XCTAssertEqual(frames.map(\.origin), [CGPoint(x: 50, y: 90), CGPoint(x: 130, y: 90), CGPoint(x: 210, y: 90), CGPoint(x: 50, y: 170)])
    }

    func testItemAndGridAlignmentsPlaceViewsInTheirCells() {
        let frames = PlacedFrames.shapes(LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100), alignment: .bottomTrailing)],
                                                   alignment: .leading, spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 40)
        }, canvas: CGSize(width: 208, height: 40))
        XCTAssertEqual(frames, [CGRect(x: 0, y: 10, width: 20, height: 20), CGRect(x: 188, y: 0, width: 20, height: 40)])
    }

    func testAHorizontalGridFillsColumnsTopToBottom() {
        let frames = PlacedFrames.shapes(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 5) {
            ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 20, height: 10) }
        }, canvas: CGSize(width: 45, height: 68))
        // Rows 30 + 8 + 30 = 68 high; columns 20 + 5 + 20 = 45 wide.
        XCTAssertEqual(frames.map(\.origin), [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 48), CGPoint(x: 25, y: 10)])
    }

    func testANearZeroAdaptiveMinimumDoesNotRunAway() {
        XCTAssertEqual(tracks([GridItem(.adaptive(minimum: 0), spacing: 0)], 100).count, Int(LazyGridLayout.trackLimit))
        XCTAssertEqual(tracks([GridItem(.adaptive(minimum: 10))], .infinity).count, 1)
    }

    func testASectionsHeaderGoesAcrossTheGridAboveCellsOfItsOwn() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 10) {
            Section { Color.red.frame(height: 20); Color.red.frame(height: 20); Color.red.frame(height: 20) } header: {
                Color.blue.frame(height: 15)
            }
            Section { Color.green.frame(height: 20) }
        }
        let frames = PlacedFrames.shapes(grid, canvas: CGSize(width: 108, height: 200))
        // Header (108 wide, 15 tall), 10, red, red / red, 10, green in the first column.
        XCTAssertEqual(frames.map { $0.minY - frames[0].minY }, [0, 25, 25, 55, 85])
        XCTAssertEqual(frames[0].width, 108, "the header across the grid")
        XCTAssertEqual(frames[3].minX, frames[4].minX, "each section starts in the first column")
    }
}
