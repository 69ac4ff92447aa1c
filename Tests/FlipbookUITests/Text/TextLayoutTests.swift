// TextLayoutTests.swift: what TextLayout promises: widths are HarfBuzz's advances (kerning on,
// no ligature where there is none), the line box is the face's ascent + descent, emoji fall back
// to the colour face as one bitmap the size of the font, outlines are finite and inside the line
// box, and missing glyphs, newlines and the empty string behave as documented.

import CHarfBuzz
import Foundation
@testable import FlipbookUI
@testable import Raster
import XCTest

final class TextLayoutTests: XCTestCase {
    private let body = TextStyleMetrics.iOS(.body)

    private func width(_ text: String, _ font: ResolvedFont = TextStyleMetrics.iOS(.body)) -> Double {
        Double(TextLayout(text, font: font).size.width)
    }

    // MARK: - Widths

    func testWidthIsTheSumOfHarfBuzzAdvances() throws {
        let face = try XCTUnwrap(FontLibrary.shared.textFace(.regular))
        for text in ["Check Mark", "Buy a pack of Airtags", "AVAVA To Wa"] {
            // Shaped here directly, on the whole string, with HarfBuzz's defaults.
            let buffer = hb_buffer_create()
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf8(buffer, text, -1, 0, -1)
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(face.hbFont, buffer, nil, 0)
            var count: UInt32 = 0
            let positions = try XCTUnwrap(hb_buffer_get_glyph_positions(buffer, &count))
            let units = (0..<Int(count)).reduce(0) { $0 + Int(positions[$1].x_advance) }
            XCTAssertEqual(width(text), Double(units) * 17 / face.unitsPerEm, accuracy: 1e-9, text)
        }
    }

    func testKerningTightensAV() {
        let pair = width("AV"), apart = width("A") + width("V")
        XCTAssertLessThan(pair, apart - 0.3, "Inter kerns A·V by about 0.1 em")
    }

    func testRepeatedLettersAddUp() {
        // No kerning or ligature between these: the width is exactly additive.
        XCTAssertEqual(width("HHHH"), 4 * width("H"), accuracy: 1e-9)
        XCTAssertEqual(width("mn mn"), 2 * width("mn") + width(" "), accuracy: 1e-9)
    }

    func testBoldIsWiderThanRegular() {
        let text = "Check Mark"
        XCTAssertGreaterThan(width(text, ResolvedFont(size: 17, weight: .bold)), width(text) + 0.5)
        XCTAssertGreaterThan(width(text, ResolvedFont(size: 17, weight: .semibold)), width(text))
    }

    func testWidthScalesWithSize() {
        XCTAssertEqual(width("Check Mark", ResolvedFont(size: 34)), 2 * width("Check Mark"), accuracy: 1e-9)
    }

    // MARK: - Line box

    /// SwiftUI's body line is 20.29 pt for a single line of SF Pro (UIFont.lineHeight) and 22 pt
    /// of leading between lines; Inter's ascent + descent (1.2102 em) must land in that range.
    func testBodyLineHeightIsBetweenSFProsLineAndItsLeading() {
        let layout = TextLayout("Check Mark", font: body)
        XCTAssertGreaterThanOrEqual(layout.size.height, 20)
        XCTAssertLessThanOrEqual(layout.size.height, 22)
        XCTAssertEqual(layout.size.height, layout.ascent + layout.descent, accuracy: 1e-9)
        XCTAssertEqual(layout.baseline, layout.ascent)
        XCTAssertEqual(Double(layout.ascent), 17 * 2728 / 2816, accuracy: 1e-9, "Inter's ascender")
    }

    /// The metrics the catalog's texts get, pinned so that a change of font or shaping shows.
    func testCatalogTextMetrics() {
        let bold14 = ResolvedFont(size: 14, weight: .bold)
        XCTAssertEqual(Double(TextLayout("Check Mark", font: body).size.height), 20.574, accuracy: 0.001)
        XCTAssertEqual(width("Check Mark"), 96.11, accuracy: 0.01)
        XCTAssertEqual(width("Buy a pack of Airtags"), 171.62, accuracy: 0.01)
        XCTAssertEqual(width("Buy a pack of Airtags", TextStyleMetrics.macOS(.body)), 131.24, accuracy: 0.01)
        XCTAssertEqual(width("on", bold14), 17.30, accuracy: 0.01)
        XCTAssertEqual(width("off", bold14), 19.39, accuracy: 0.01)
        XCTAssertEqual(width("test", bold14), 27.03, accuracy: 0.01)
        XCTAssertEqual(Double(TextLayout("on", font: bold14).size.height), 16.943, accuracy: 0.001)
    }

    // MARK: - Outlines

    func testOutlinesAreFiniteAndInsideTheLineBox() throws {
        for text in ["Check Mark", "Buy a pack of Airtags", "on", "off", "test", "Égypte, 123 — qgjy"] {
            let layout = TextLayout(text, font: body)
            XCTAssertTrue(layout.colorGlyphs.isEmpty, text)
            let bounds = try XCTUnwrap(layout.outlines.bounds, text)
            XCTAssertTrue(bounds.minX.isFinite && bounds.maxX.isFinite && bounds.minY.isFinite && bounds.maxY.isFinite)
            // Side bearings may let ink overhang the advance box slightly; 0.1 em is generous.
            let slack = 1.7
            XCTAssertGreaterThanOrEqual(bounds.minX, -slack, text)
            XCTAssertLessThanOrEqual(bounds.maxX, Double(layout.size.width) + slack, text)
            XCTAssertGreaterThanOrEqual(bounds.minY, -slack, text)
            XCTAssertLessThanOrEqual(bounds.maxY, Double(layout.size.height) + slack, text)
        }
    }

    func testCapitalsSitOnTheBaseline() throws {
        let layout = TextLayout("HH", font: body)
        let bounds = try XCTUnwrap(layout.outlines.bounds)
        XCTAssertEqual(bounds.maxY, Double(layout.baseline), accuracy: 1e-9, "H stands on the baseline (y down)")
        XCTAssertEqual(bounds.minY, Double(layout.baseline) - 17 * 2048 / 2816, accuracy: 1e-9, "H is Inter's cap height tall")
    }

    // MARK: - Emoji

    func testEmojiFallsBackToOneColourBitmap() throws {
        let layout = TextLayout("😀", font: body)
        XCTAssertTrue(layout.outlines.isEmpty)
        XCTAssertEqual(layout.colorGlyphs.count, 1)
        let glyph = try XCTUnwrap(layout.colorGlyphs.first)
        // 136 × 128 px at 109 px per em, drawn at 17 pt: 21.2 × 20.0 pt, art about 1.05 em.
        XCTAssertEqual(glyph.rect.width, 136 * 17 / 109, accuracy: 1e-9)
        XCTAssertEqual(glyph.rect.height, 128 * 17 / 109, accuracy: 1e-9)
        XCTAssertEqual(glyph.rect.minY, layout.baseline - 101 * 17 / 109, accuracy: 1e-9, "bitmap_top above the baseline")
        XCTAssertGreaterThan(glyph.rect.maxY, layout.baseline, "dips below the baseline")
        XCTAssertEqual(layout.size.width, glyph.rect.width, accuracy: 0.1)
        // Colour: the face is yellow (red and green high, blue low) in the middle.
        let centre = glyph.pixmap[glyph.pixmap.width / 2, glyph.pixmap.height / 3].straight
        XCTAssertGreaterThan(Int(centre.r), 200)
        XCTAssertGreaterThan(Int(centre.g), 120)
        XCTAssertLessThan(Int(centre.b), 100)
    }

    func testTextAndEmojiMix() throws {
        let layout = TextLayout("Hi 😀!", font: body)
        XCTAssertEqual(layout.colorGlyphs.count, 1)
        XCTAssertFalse(layout.outlines.isEmpty)
        let glyph = try XCTUnwrap(layout.colorGlyphs.first)
        XCTAssertEqual(glyph.rect.minX, width("Hi "), accuracy: 1e-9, "the emoji starts where \"Hi \" ends")
        XCTAssertEqual(Double(layout.size.width), width("Hi ") + width("😀") + width("!"), accuracy: 1e-9)
    }

    func testEmojiSequencesShapeAsOneGlyph() {
        XCTAssertEqual(TextLayout("👍🏽", font: body).colorGlyphs.count, 1, "skin tone modifier")
        XCTAssertEqual(TextLayout("🇫🇷", font: body).colorGlyphs.count, 1, "flag")
        XCTAssertEqual(TextLayout("❤️", font: body).colorGlyphs.count, 1, "variation selector 16 asks for emoji")
    }

    // MARK: - Edge cases

    func testMissingGlyphDrawsTheNotdefBox() throws {
        let face = try XCTUnwrap(FontLibrary.shared.textFace(.regular))
        let layout = TextLayout("\u{10FFFD}", font: body)   // private use: no face has it
        XCTAssertTrue(layout.colorGlyphs.isEmpty)
        XCTAssertFalse(layout.outlines.isEmpty, "Inter's .notdef is a box")
        let notdef = Double(hb_font_get_glyph_h_advance(face.hbFont, 0)) * 17 / face.unitsPerEm
        XCTAssertEqual(Double(layout.size.width), notdef, accuracy: 1e-9)
        XCTAssertEqual(layout.size.height, TextLayout("x", font: body).size.height)
    }

    func testNewlinesEndLines() {
        let line = Double(TextLayout("on", font: body).size.height)
        for text in ["on\noff", "on\r\noff", "on\u{2028}off"] {
            let layout = TextLayout(text, font: body)
            XCTAssertEqual(layout.lines.count, 2, text)
            XCTAssertEqual(Double(layout.size.width), max(width("on"), width("off")), accuracy: 1e-9, text)
            XCTAssertEqual(Double(layout.size.height), 2 * line, accuracy: 1e-9, text)
        }
        XCTAssertEqual(TextLayout("on\n", font: body).lines.count, 2, "a final newline opens an empty line")
    }

    func testEmptyStringHasNoSizeAndNoDrawing() {
        let layout = TextLayout("", font: body)
        XCTAssertEqual(layout.size, .zero)
        XCTAssertTrue(layout.outlines.isEmpty)
        XCTAssertTrue(layout.colorGlyphs.isEmpty)
        XCTAssertEqual(TextLayout("x", font: ResolvedFont(size: 0)).size, .zero)
        XCTAssertEqual(TextLayout("x", font: ResolvedFont(size: .nan)).size, .zero)
    }

    func testASpaceHasWidthAndTheLineHeight() {
        let layout = TextLayout(" ", font: body)
        XCTAssertGreaterThan(layout.size.width, 0)
        XCTAssertEqual(layout.size.height, TextLayout("x", font: body).size.height)
        XCTAssertTrue(layout.outlines.isEmpty)
    }

    func testLayoutsOnManyThreadsAgree() {
        let texts = ["Check Mark", "Buy a pack of Airtags", "😀", "on", "off", "test", "Hi 😀!", "AV"]
        let library = FontLibrary(directories: FontFileIndex.standardDirectories)
        let expected = texts.map { TextLayout($0, font: body, library: library) }
        let results = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 64)
        defer { results.deallocate() }
        // A fresh library, so first-time glyph extraction itself races too.
        let fresh = FontLibrary(directories: FontFileIndex.standardDirectories)
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            let k = i % texts.count
            let layout = TextLayout(texts[k], font: body, library: fresh)
            results[i] = layout.size == expected[k].size && layout.outlines == expected[k].outlines
                && layout.colorGlyphs.map(\.rect) == expected[k].colorGlyphs.map(\.rect)
        }
        XCTAssertTrue(results.allSatisfy { $0 })
    }
}
