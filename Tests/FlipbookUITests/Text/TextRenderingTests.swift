// TextRenderingTests.swift: text and symbols drawn through Raster's Canvas, checked in pixels
// (ink where letters are, none above the ascent, the emoji in colour, the checkmark centred in a
// box as the catalog draws it), and written as a preview sheet to $FLIPBOOK_PREVIEW_DIR when set,
// for a person to look at: letters upright, kerned, on one baseline, the emoji in colour.

import Foundation
@testable import FlipbookUI
@testable import Raster
import XCTest

final class TextRenderingTests: XCTestCase {
    private let scale = 2.0
    private let body = TextStyleMetrics.iOS(.body)
    /// The symbols the sheets show beside text (every symbol is on SymbolContactSheetTests' sheets).
    private let symbolNames = ["checkmark", "xmark", "play.fill", "pause.fill", "heart", "heart.fill", "star.fill",
                               "circle", "circle.fill", "checkmark.circle.fill"]

    /// Rows of the canvas that hold any ink.
    private func inkedRows(_ pixmap: Pixmap) -> [Int] {
        (0..<pixmap.height).filter { y in (0..<pixmap.width).contains { pixmap[$0, y].a > 0 } }
    }

    func testTextInkLiesBetweenTheCapLineAndTheDescender() throws {
        let layout = TextLayout("Buy a pack of Airtags", font: body)
        let canvas = try XCTUnwrap(Raster.Canvas(width: Int(layout.size.width * scale) + 2, height: Int(layout.size.height * scale) + 2))
        TestRendering.draw(layout, at: .zero, scale: scale, color: .black, on: canvas)
        let rows = inkedRows(canvas.pixmap)
        let baseline = Double(layout.baseline) * scale
        // Tallest ink: the ascenders of "b", "k", "f", "A", "t" (Inter's are a little above its caps).
        let top = try XCTUnwrap(rows.first), bottom = try XCTUnwrap(rows.last)
        XCTAssertEqual(Double(top), baseline - 17 * 0.76 * scale, accuracy: 2)
        // Lowest ink: the descenders of "y", "p", "g", above the line box's bottom.
        XCTAssertGreaterThan(Double(bottom), baseline + 3 * scale)
        XCTAssertLessThan(Double(bottom), Double(layout.size.height) * scale)
    }

    func testEmojiIsDrawnInColour() throws {
        let layout = TextLayout("😀", font: body)
        let canvas = try XCTUnwrap(Raster.Canvas(width: 48, height: 48, background: .white))
        TestRendering.draw(layout, at: CGPoint(x: 1, y: 1), scale: scale, color: .black, on: canvas)
        let colourful = (0..<48).flatMap { y in (0..<48).map { canvas.pixmap[$0, y].straight } }
            .filter { Int($0.r) - Int($0.b) > 100 }
        XCTAssertGreaterThan(colourful.count, 300, "a yellow face, not a black silhouette")
    }

    /// As in checkbox.rounded: a white checkmark centred in a 60 pt box. Its ink must sit in the
    /// middle of the box (the frame is centred, and the ink is centred in the frame vertically).
    func testCheckmarkCentredInABoxLooksCentred() throws {
        let symbol = try XCTUnwrap(SymbolCatalog.symbol(named: "checkmark", font: body))
        let canvas = try XCTUnwrap(Raster.Canvas(width: 120, height: 120))
        let origin = CGPoint(x: (60 - symbol.size.width) / 2, y: (60 - symbol.size.height) / 2)
        TestRendering.draw(symbol, at: origin, scale: scale, color: .black, on: canvas)
        let rows = inkedRows(canvas.pixmap)
        let columns = (0..<120).filter { x in (0..<120).contains { canvas.pixmap[x, $0].a > 0 } }
        let midY = Double(rows.first! + rows.last! + 1) / 2, midX = Double(columns.first! + columns.last! + 1) / 2
        XCTAssertEqual(midX, 60, accuracy: 1)
        XCTAssertEqual(midY, 60, accuracy: 1, "Inter's line box is centred on its cap band, so the ink is too")
    }

    func testPreviewSheet() throws {
        let lines: [(String, ResolvedFont)] = [
            ("Check Mark", body),
            ("Buy a pack of Airtags", body),
            ("Buy a pack of Airtags", TextStyleMetrics.macOS(.body)),
            ("AV To Wa Ty ffi fl → ½", body),
            ("on off test", ResolvedFont(size: 14, weight: .bold)),
            ("Hi 😀! 👍🏽 🇫🇷 ❤️", body),
            ("Égypte qgjy \u{2654} \u{10FFFD}", body),
            ("Large Title", TextStyleMetrics.iOS(.largeTitle)),
            ("Thin Light Regular Bold Black", ResolvedFont(size: 20, weight: .thin)),
            ("Thin Light Regular Bold Black", ResolvedFont(size: 20, weight: .black)),
        ]
        let symbolFonts = [body, ResolvedFont(size: 17, weight: .bold), ResolvedFont(size: 34)]
        let width = 480.0, gap = 6.0
        var height = 10.0
        for (text, font) in lines { height += Double(TextLayout(text, font: font).size.height) + gap }
        for font in symbolFonts { height += Double(TextLayout("Check", font: font).size.height) + gap }
        height += 50
        let canvas = try XCTUnwrap(Raster.Canvas(width: Int(width * scale), height: Int(height * scale), background: .white))
        var y = 10.0
        for (text, font) in lines {
            let layout = TextLayout(text, font: font)
            // The line box in light blue and the baseline in red, to see the text sit on them.
            canvas.fill(Path(rect: Rect(x: 10 * scale, y: y * scale, width: Double(layout.size.width) * scale,
                                        height: Double(layout.size.height) * scale)),
                        with: .solid(RGBA8(r: 220, g: 235, b: 255)))
            canvas.fill(Path(rect: Rect(x: 10 * scale, y: (y + Double(layout.baseline)) * scale - 0.5,
                                        width: Double(layout.size.width) * scale, height: 1)),
                        with: .solid(RGBA8(r: 255, g: 80, b: 80)))
            TestRendering.draw(layout, at: CGPoint(x: 10, y: y), scale: scale, color: .black, on: canvas)
            y += Double(layout.size.height) + gap
        }
        // Symbols: a row each at body regular, body bold and 34 pt, each frame in light blue, with
        // "Check" beside them on the same baseline; then the catalog's white-on-green checkbox.
        for font in symbolFonts {
            var x = 10.0
            for name in symbolNames {
                let symbol = try XCTUnwrap(SymbolCatalog.symbol(named: name, font: font))
                canvas.fill(Path(rect: Rect(x: x * scale, y: y * scale, width: Double(symbol.size.width) * scale,
                                            height: Double(symbol.size.height) * scale)),
                            with: .solid(RGBA8(r: 220, g: 235, b: 255)))
                TestRendering.draw(symbol, at: CGPoint(x: x, y: y), scale: scale, color: .black, on: canvas)
                x += Double(symbol.size.width) + 2
            }
            let label = TextLayout("Check", font: font)
            TestRendering.draw(label, at: CGPoint(x: x + 4, y: y), scale: scale, color: .black, on: canvas)
            y += Double(label.size.height) + gap
        }
        canvas.fill(Path(roundedRect: Rect(x: 10 * scale, y: y * scale, width: 40 * scale, height: 40 * scale),
                         cornerRadius: 8 * scale), with: .solid(RGBA8(r: 52, g: 199, b: 89)))
        let check = try XCTUnwrap(SymbolCatalog.symbol(named: "checkmark", font: body))
        TestRendering.draw(check, at: CGPoint(x: 30 - check.size.width / 2, y: y + 20 - check.size.height / 2),
                           scale: scale, color: .white, on: canvas)
        try TestRendering.preview(canvas, name: "text-symbols-sheet")
    }

    func testPreviewSymbolsLarge() throws {
        let font = ResolvedFont(size: 48)
        let symbols = try symbolNames.map { try XCTUnwrap(SymbolCatalog.symbol(named: $0, font: font)) }
        let width = symbols.reduce(20.0) { $0 + Double($1.size.width) + 4 }
        let canvas = try XCTUnwrap(Raster.Canvas(width: Int(width * scale), height: Int(80 * scale), background: .white))
        var x = 10.0
        for symbol in symbols {
            canvas.fill(Path(rect: Rect(x: x * scale, y: 10 * scale, width: Double(symbol.size.width) * scale,
                                        height: Double(symbol.size.height) * scale)),
                        with: .solid(RGBA8(r: 220, g: 235, b: 255)))
            canvas.fill(Path(rect: Rect(x: x * scale, y: (10 + Double(symbol.baseline)) * scale - 0.5,
                                        width: Double(symbol.size.width) * scale, height: 1)),
                        with: .solid(RGBA8(r: 255, g: 80, b: 80)))
            TestRendering.draw(symbol, at: CGPoint(x: x, y: 10), scale: scale, color: .black, on: canvas)
            x += Double(symbol.size.width) + 4
        }
        try TestRendering.preview(canvas, name: "symbols-48pt")
    }
}
