// SymbolContactSheetTests.swift: every symbol on sheets for a person to look at, written to
// $FLIPBOOK_PREVIEW_DIR when set: each symbol at 17 pt regular between letters of Inter 17 pt on
// one baseline (to judge size, weight and centring against text), then at thin and bold, the
// same symbol at 48 pt (to judge its drawing), and its name. Skipped unless the variable is set
// (SymbolDesignTests checks every symbol's ink); when drawn, every symbol must have ink in its
// frame.

import Foundation
@testable import FlipbookUI
import Raster
import XCTest

final class SymbolContactSheetTests: XCTestCase {
    private let scale = 3.0

    func testContactSheet() throws {
        guard ProcessInfo.processInfo.environment["FLIPBOOK_PREVIEW_DIR"]?.isEmpty == false else {
            throw XCTSkip("set FLIPBOOK_PREVIEW_DIR to write the contact sheets")
        }
        // Pages of 18 symbols, small enough to look at one at a time.
        let columns = 6, rows = 3, cellWidth = 120.0, cellHeight = 110.0
        let pages = stride(from: 0, to: SymbolCatalog.names.count, by: columns * rows).map {
            Array(SymbolCatalog.names[$0..<min($0 + columns * rows, SymbolCatalog.names.count)])
        }
        for (page, names) in pages.enumerated() {
            let canvas = try XCTUnwrap(Raster.Canvas(width: Int(Double(columns) * cellWidth * scale),
                                              height: Int(Double(rows) * cellHeight * scale), background: .white))
            try draw(names, columns: columns, cell: CGSize(width: cellWidth, height: cellHeight), on: canvas)
            try TestRendering.preview(canvas, name: "symbols-contact-sheet-\(page + 1)")
        }
    }

    private func draw(_ names: [String], columns: Int, cell: CGSize, on canvas: Raster.Canvas) throws {
        let body = TextStyleMetrics.iOS(.body), big = ResolvedFont(size: 48), caption = ResolvedFont(size: 9)
        let cellWidth = Double(cell.width), cellHeight = Double(cell.height)
        let frameColour = RGBA8(r: 225, g: 238, b: 255)
        for (i, name) in names.enumerated() {
            let x = Double(i % columns) * cellWidth + 6, y = Double(i / columns) * cellHeight + 4
            // "H" symbol "x" at 17 pt on one baseline.
            let symbol = try XCTUnwrap(SymbolCatalog.symbol(named: name, font: body), name)
            let before = TextLayout("H", font: body), after = TextLayout("x", font: body)
            TestRendering.draw(before, at: CGPoint(x: x, y: y), scale: scale, color: .black, on: canvas)
            let sx = x + Double(before.size.width) + 2
            canvas.fill(Path(rect: Rect(x: sx * scale, y: y * scale, width: Double(symbol.size.width) * scale,
                                        height: Double(symbol.size.height) * scale)), with: .solid(frameColour))
            TestRendering.draw(symbol, at: CGPoint(x: sx, y: y), scale: scale, color: .black, on: canvas)
            TestRendering.draw(after, at: CGPoint(x: sx + Double(symbol.size.width) + 2, y: y), scale: scale, color: .black, on: canvas)
            // Then at thin and bold, to see the pen follow the weight.
            var wx = sx + Double(symbol.size.width + after.size.width) + 8
            for weight in [FontWeight.thin, .bold] {
                let weighted = try XCTUnwrap(SymbolCatalog.symbol(named: name, font: ResolvedFont(size: 17, weight: weight)), name)
                TestRendering.draw(weighted, at: CGPoint(x: wx, y: y), scale: scale, color: .black, on: canvas)
                wx += Double(weighted.size.width) + 2
            }
            XCTAssertTrue(hasInk(canvas.pixmap, in: Rect(x: sx * scale, y: y * scale, width: Double(symbol.size.width) * scale,
                                                          height: Double(symbol.size.height) * scale)), name)
            // The same at 48 pt, and the name.
            let large = try XCTUnwrap(SymbolCatalog.symbol(named: name, font: big), name)
            canvas.fill(Path(rect: Rect(x: x * scale, y: (y + 24) * scale, width: Double(large.size.width) * scale,
                                        height: Double(large.size.height) * scale)), with: .solid(frameColour))
            TestRendering.draw(large, at: CGPoint(x: x, y: y + 24), scale: scale, color: .black, on: canvas)
            TestRendering.draw(TextLayout(name, font: caption), at: CGPoint(x: x, y: y + 24 + Double(large.size.height)),
                               scale: scale, color: RGBA8(r: 90, g: 90, b: 90), on: canvas)
        }
    }

    /// Whether any pixel inside `rect` (pixels) is darker than the frame's tint.
    private func hasInk(_ pixmap: Pixmap, in rect: Rect) -> Bool {
        for y in Int(rect.minY)..<min(Int(rect.maxY), pixmap.height) {
            for x in Int(rect.minX)..<min(Int(rect.maxX), pixmap.width) where pixmap[x, y].straight.r < 128 {
                return true
            }
        }
        return false
    }
}
