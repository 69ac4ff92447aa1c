// LineBreakerTests.swift: wrapping, checked against an oracle computed straight from HarfBuzz's
// advances: greedy lines of whole words at spaces, line widths that are the sums of their
// glyphs' advances (hanging spaces left out), a word longer than the line cut between
// characters, a break after a hyphen, none inside "-5"; no width means one line per paragraph;
// and a text laid out again at its own size keeps its lines.

import CHarfBuzz
import Foundation
@testable import FlipbookUI
import XCTest

final class LineBreakerTests: XCTestCase {
    private let body = TextStyleMetrics.iOS(.body)

    private func paragraph(_ text: String, style: ParagraphStyle = .standard) -> TextParagraph {
        TextParagraph(ShapedText(runs: [TextRun(text, font: body)]), style: style)
    }

    /// The text of each line of a layout.
    private func lineTexts(_ layout: TextLayout, _ paragraph: TextParagraph) -> [String] {
        layout.lines.map { line in
            line.pieces.map { piece -> String in
                switch piece {
                case .clusters(let r): return paragraph.text.string(of: r)
                case .ellipsis: return "…"
                }
            }.joined()
        }
    }

    // MARK: - Oracle

    /// Each byte offset's pen position in `text` shaped whole by HarfBuzz at 17 pt (Inter
    /// Regular): the sum of the advances of the glyphs before it.
    private func penPositions(_ text: String) throws -> [Double] {
        let face = try XCTUnwrap(FontLibrary.shared.textFace(.regular))
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = try XCTUnwrap(hb_buffer_get_glyph_infos(buffer, &count))
        let positions = try XCTUnwrap(hb_buffer_get_glyph_positions(buffer, &count))
        let bytes = text.utf8.count
        var pen = [Double](repeating: 0, count: bytes + 1)
        var x = 0.0, next = 0
        for i in 0..<Int(count) {
            let cluster = Int(infos[i].cluster)
            while next <= cluster { pen[next] = x; next += 1 }
            x += Double(positions[i].x_advance) * 17 / face.unitsPerEm
        }
        while next <= bytes { pen[next] = x; next += 1 }
        return pen
    }

    /// Greedy lines of whole words (split at single spaces) no wider than `width`, as texts and
    /// widths, measured with `penPositions`.
    private func oracleLines(_ text: String, width: Double) throws -> [(text: String, width: Double)] {
        let pen = try penPositions(text)
        var words: [Range<Int>] = []
        var start = 0
        for (i, byte) in text.utf8.enumerated() where byte == 0x20 {
            words.append(start..<i)
            start = i + 1
        }
        words.append(start..<text.utf8.count)
        let bytes = Array(text.utf8)
        var lines: [(String, Double)] = []
        var first = 0
        while first < words.count {
            var last = first
            while last + 1 < words.count, pen[words[last + 1].upperBound] - pen[words[first].lowerBound] <= width { last += 1 }
            let range = words[first].lowerBound..<words[last].upperBound
            lines.append((String(decoding: bytes[range], as: UTF8.self), pen[range.upperBound] - pen[range.lowerBound]))
            first = last + 1
        }
        return lines
    }

    // MARK: - Wrapping

    func testWrapsWholeWordsToTheProposedWidth() throws {
        let text = "Buy a pack of Airtags and a charger for the trip"
        let p = paragraph(text)
        for width in [65.0, 95, 120, 171.62, 200, 260] {
            let layout = p.layout(for: ProposedViewSize(width: width, height: nil))
            let expected = try oracleLines(text, width: width)
            XCTAssertEqual(lineTexts(layout, p).map { $0.trimmingCharacters(in: .whitespaces) }, expected.map(\.text), "width \(width)")
            for (line, oracle) in zip(layout.lines, expected) {
                XCTAssertEqual(Double(line.frame.width), oracle.width, accuracy: 1e-6, "width \(width): \(oracle.text)")
                XCTAssertLessThanOrEqual(Double(line.frame.width), width + 1e-9)
            }
            XCTAssertEqual(Double(layout.size.width), expected.map(\.width).max()!, accuracy: 1e-6, "the widest line")
            let lineHeight = Double(TextLayout("x", font: body).size.height)
            XCTAssertEqual(Double(layout.size.height), Double(expected.count) * lineHeight, accuracy: 1e-9)
        }
    }

    func testAWordOfferedAHairLessThanItsWidthStaysWhole() {
        let p = paragraph("Red")
        let ideal = Double(p.layout(for: .unspecified).size.width)
        XCTAssertEqual(lineTexts(p.layout(for: ProposedViewSize(width: ideal - 0.003, height: nil)), p), ["Red"])
        XCTAssertEqual(lineTexts(p.layout(for: ProposedViewSize(width: ideal - 0.5, height: nil)), p).count, 2, "half a point less wraps")
    }

    func testNoProposedWidthIsOneLine() {
        let text = "Buy a pack of Airtags and a charger for the trip"
        for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: .infinity, height: nil)] {
            let layout = paragraph(text).layout(for: proposal)
            XCTAssertEqual(layout.lines.count, 1)
            XCTAssertEqual(layout.size, TextLayout(text, font: body).size)
        }
    }

    func testSpacesAtABreakHang() throws {
        let pen = try penPositions("Hello world")
        // Room for "Hello " and a little more, not for "Hello w".
        let layout = paragraph("Hello world").layout(for: ProposedViewSize(width: pen[7] - 0.5, height: nil))
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertEqual(Double(layout.lines[0].frame.width), pen[5], accuracy: 1e-9, "the space after Hello does not count")
    }

    func testAWordLongerThanTheLineIsCutBetweenCharacters() throws {
        let word = "Pneumonoultramicroscopic"
        let pen = try penPositions(word)
        let width = 60.0
        let p = paragraph(word)
        let layout = p.layout(for: ProposedViewSize(width: width, height: nil))
        let texts = lineTexts(layout, p)
        XCTAssertEqual(texts.joined(), word)
        XCTAssertGreaterThan(texts.count, 2)
        // Each piece is as long as fits: one more character would not.
        var start = 0
        for (text, line) in zip(texts, layout.lines) {
            let end = start + text.utf8.count
            XCTAssertLessThanOrEqual(Double(line.frame.width), width)
            if end < word.utf8.count { XCTAssertGreaterThan(pen[end + 1] - pen[start], width, text) }
            start = end
        }
    }

    func testALineMayBreakAfterAHyphenButNotBeforeADigit() throws {
        let pen = try penPositions("state-of-the-art design")
        let p = paragraph("state-of-the-art design")
        // "state-of-the-" is 13 bytes: room for it, not for "state-of-the-art".
        let layout = p.layout(for: ProposedViewSize(width: pen[13] + 1, height: nil))
        XCTAssertEqual(lineTexts(layout, p).first, "state-of-the-")
        let opportunities = LineBreakRules.opportunities(Array("a -5 x-y"))
        XCTAssertEqual(opportunities[2], .none, "no break between - and 5")
        XCTAssertEqual(opportunities[6], .allowed, "a break after the hyphen of x-y")
        XCTAssertEqual(LineBreakRules.opportunities(Array("日本語")), [.allowed, .allowed, .allowed], "ideographs break anywhere")
        XCTAssertEqual(LineBreakRules.opportunities(Array("a\u{00A0}b")), [.none, .none, .allowed], "no break at a no-break space")
    }

    func testLayingOutAgainAtItsOwnSizeKeepsTheLines() {
        let p = paragraph("The quick brown fox jumps over the lazy dog, then naps in the sun for a while.")
        for width in stride(from: 40.0, through: 400, by: 13) {
            let layout = p.layout(for: ProposedViewSize(width: width, height: nil))
            let again = p.layout(for: ProposedViewSize(layout.size))
            XCTAssertEqual(again.lines, layout.lines, "width \(width)")
            XCTAssertEqual(again.size, layout.size)
        }
    }

    func testATextDrawnInAFrameItDidNotChooseKeepsItsLineUnbroken() {
        // A one-line text whose frame animates from a narrower size: it stays one line, whole.
        let p = paragraph("off")
        let natural = p.layout(for: .unspecified).size
        let moving = p.layout(drawnIn: CGSize(width: natural.width - 3, height: natural.height))
        XCTAssertEqual(moving.lines.count, 1)
        XCTAssertFalse(moving.isTruncated)
        XCTAssertEqual(moving.lines[0].frame.width, natural.width, accuracy: 1e-9)
        // A frame it chose draws exactly the layout sized for it.
        XCTAssertEqual(p.layout(drawnIn: natural).lines, p.layout(for: .unspecified).lines)
    }

    func testATextGrowingALineShowsItOnceItsFrameIsHalfWayThere() {
        let p = paragraph("Expanded card with more text inside")
        let width = p.layout(for: .unspecified).size.width * 0.6
        let twoLines = p.layout(for: ProposedViewSize(width: width, height: nil))
        XCTAssertEqual(twoLines.lines.count, 2)
        let lineHeight = twoLines.size.height / 2
        // A spring's tail a hair short of two lines: two lines, as at rest.
        XCTAssertEqual(p.layout(drawnIn: CGSize(width: width, height: twoLines.size.height - 0.01)).lines.count, 2)
        XCTAssertEqual(p.layout(drawnIn: CGSize(width: width, height: lineHeight * 1.6)).lines.count, 2)
        XCTAssertEqual(p.layout(drawnIn: CGSize(width: width, height: lineHeight * 1.4)).lines.count, 1, "less than half the second line")
    }
}
