// TextTruncationTests.swift: what a paragraph shows when it has more lines than it may: under a
// line limit, or a proposed height, the last line shown ends (tail), starts (head) or breaks
// (middle) with "…", keeping as much text as fits; a newline ends a truncated tail; with a
// minimumScaleFactor the text first shrinks, as far as it must and no further than the factor.

import Foundation
@testable import FlipbookUI
import XCTest

final class TextTruncationTests: XCTestCase {
    private let body = TextStyleMetrics.iOS(.body)
    private let sentence = "A footnote that is far too long to fit on the single line it is allowed to use"

    private func paragraph(_ text: String, _ style: ParagraphStyle) -> TextParagraph {
        TextParagraph(ShapedText(runs: [TextRun(text, font: body)]), style: style)
    }

    private func width(_ text: String) -> Double { Double(TextLayout(text, font: body).size.width) }

    /// The line's pieces as text, "…" for the ellipsis.
    private func text(of line: TextLayout.Line, in p: TextParagraph) -> String {
        line.pieces.map { piece -> String in
            switch piece {
            case .clusters(let r): return p.text.string(of: r)
            case .ellipsis: return "…"
            }
        }.joined()
    }

    func testTailKeepsTheLongestStartThatFitsWithTheEllipsis() throws {
        let p = paragraph(sentence, ParagraphStyle(lineLimit: 1))
        let limit = 200.0
        let layout = p.layout(for: ProposedViewSize(width: limit, height: nil))
        XCTAssertEqual(layout.lines.count, 1)
        let shown = text(of: layout.lines[0], in: p)
        XCTAssertTrue(shown.hasSuffix("…"), shown)
        let kept = String(shown.dropLast())
        XCTAssertTrue(sentence.hasPrefix(kept))
        XCTAssertLessThanOrEqual(Double(layout.size.width), limit)
        // Shaped within the sentence, the last kept letter keeps its kerning with the next one.
        XCTAssertEqual(Double(layout.size.width), width(kept) + width("…"), accuracy: 0.2)
        // One more character would not have fitted.
        let longer = String(sentence.prefix(kept.count + 1))
        XCTAssertGreaterThan(width(longer) + width("…"), limit, longer)
    }

    func testHeadAndMiddleKeepTheEndAndBothEnds() {
        let limit = 160.0
        let head = paragraph(sentence, ParagraphStyle(lineLimit: 1, truncation: .head))
        let headLine = head.layout(for: ProposedViewSize(width: limit, height: nil)).lines[0]
        let headText = text(of: headLine, in: head)
        XCTAssertTrue(headText.hasPrefix("…"))
        XCTAssertTrue(sentence.hasSuffix(String(headText.dropFirst())), headText)
        XCTAssertLessThanOrEqual(Double(headLine.frame.width), limit)

        let middle = paragraph(sentence, ParagraphStyle(lineLimit: 1, truncation: .middle))
        let middleLine = middle.layout(for: ProposedViewSize(width: limit, height: nil)).lines[0]
        let parts = text(of: middleLine, in: middle).components(separatedBy: "…")
        XCTAssertEqual(parts.count, 2)
        XCTAssertTrue(sentence.hasPrefix(parts[0]) && sentence.hasSuffix(parts[1]), "\(parts)")
        XCTAssertGreaterThan(parts[0].count, 5)
        XCTAssertGreaterThan(parts[1].count, 5)
        XCTAssertLessThanOrEqual(Double(middleLine.frame.width), limit)
    }

    func testALineLimitTruncatesTheLastLineShown() {
        let p = paragraph(sentence, ParagraphStyle(lineLimit: 2))
        let layout = p.layout(for: ProposedViewSize(width: 150, height: nil))
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertFalse(layout.lines[0].isTruncated)
        XCTAssertTrue(layout.lines[1].isTruncated)
        let unlimited = paragraph(sentence, .standard).layout(for: ProposedViewSize(width: 150, height: nil))
        XCTAssertGreaterThan(unlimited.lines.count, 2)
        XCTAssertEqual(layout.lines[0], unlimited.lines[0], "lines before the last are the same")
    }

    func testAProposedHeightHoldsWholeLinesOnly() {
        let lineHeight = TextLayout("x", font: body).size.height
        let p = paragraph(sentence, .standard)
        let layout = p.layout(for: ProposedViewSize(width: 150, height: lineHeight * 2.5))
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertEqual(layout.size.height, lineHeight * 2, accuracy: 1e-9)
        // Less than a line still shows one.
        XCTAssertEqual(p.layout(for: ProposedViewSize(width: 150, height: 3)).lines.count, 1)
    }

    func testANewlineEndsATruncatedTail() {
        let p = paragraph("First line\nSecond line", ParagraphStyle(lineLimit: 1))
        let layout = p.layout(for: .unspecified)
        XCTAssertEqual(text(of: layout.lines[0], in: p), "First line…")
    }

    func testMinimumScaleFactorShrinksJustEnough() throws {
        let text = "Buy a pack of Airtags"
        let natural = width(text)
        let p = paragraph(text, ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.5))
        let layout = p.layout(for: ProposedViewSize(width: natural * 0.8, height: nil))
        XCTAssertFalse(layout.isTruncated)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertEqual(layout.scale, 0.8, accuracy: 0.001, "widths scale with the font size")
        XCTAssertLessThanOrEqual(Double(layout.size.width), natural * 0.8 + 1e-9)
        let lineHeight = Double(TextLayout(text, font: body).size.height)
        XCTAssertEqual(Double(layout.size.height), lineHeight * layout.scale, accuracy: 1e-6)
        // Room enough: no shrinking.
        XCTAssertEqual(p.layout(for: ProposedViewSize(width: natural + 1, height: nil)).scale, 1)
    }

    func testMinimumScaleFactorStopsAtTheFactorThenTruncates() {
        let text = "Buy a pack of Airtags"
        let p = paragraph(text, ParagraphStyle(lineLimit: 1, minimumScaleFactor: 0.9))
        let layout = p.layout(for: ProposedViewSize(width: width(text) * 0.5, height: nil))
        XCTAssertEqual(layout.scale, 0.9)
        XCTAssertTrue(layout.isTruncated)
    }

    func testShrinkingWithoutALineLimitAvoidsCuttingAWord() {
        let word = "Incomprehensibilities"
        let p = paragraph(word, ParagraphStyle(minimumScaleFactor: 0.5))
        let layout = p.layout(for: ProposedViewSize(width: width(word) * 0.7, height: nil))
        XCTAssertEqual(layout.lines.count, 1, "shrunk rather than cut")
        XCTAssertEqual(layout.scale, 0.7, accuracy: 0.001)
    }
}
