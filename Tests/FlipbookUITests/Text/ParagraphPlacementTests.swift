// ParagraphPlacementTests.swift: where a paragraph's lines go: leading, centred or trailing in
// the paragraph's width (the widest line's), one line box below the other with the line spacing
// between, as tall as the reserved lines at least; and a Text in a view tree takes the size its
// lines need inside the width its parent proposes.

import Foundation
@testable import FlipbookUI
import Raster
import XCTest

final class ParagraphPlacementTests: XCTestCase {
    private let body = TextStyleMetrics.iOS(.body)
    private let text = "Lines of a paragraph line up with each other by the alignment asked for"

    private func layout(_ style: ParagraphStyle, width: CGFloat = 150) -> TextLayout {
        TextParagraph(ShapedText(runs: [TextRun(text, font: body)]), style: style)
            .layout(for: ProposedViewSize(width: width, height: nil))
    }

    func testAlignmentPlacesEachLineInTheWidestLinesWidth() throws {
        for (alignment, fraction) in [(0.0, 0.0), (0.5, 0.5), (1.0, 1.0)] {
            let placed = layout(ParagraphStyle(alignment: alignment))
            XCTAssertGreaterThan(placed.lines.count, 2)
            for line in placed.lines {
                XCTAssertEqual(line.frame.minX, (placed.size.width - line.frame.width) * fraction, accuracy: 1e-9)
            }
            XCTAssertTrue(placed.lines.contains { $0.frame.width == placed.size.width }, "the widest line fills the width")
        }
        // The glyphs move with their line: a short last line's ink starts where its line does.
        let shortLast = TextParagraph(ShapedText(runs: [TextRun("Wide first line here\nend", font: body)]), style: ParagraphStyle(alignment: 1))
            .layout(for: .unspecified)
        let canvas = try XCTUnwrap(Raster.Canvas(width: Int(shortLast.size.width * 2) + 4, height: Int(shortLast.size.height * 2) + 4))
        TestRendering.draw(shortLast, at: .zero, scale: 2, color: .black, on: canvas)
        let secondLine = shortLast.lines[1].frame
        let inked = (0..<canvas.pixmap.width).filter { x in
            (Int(secondLine.minY * 2)..<Int(secondLine.maxY * 2)).contains { canvas.pixmap[x, $0].a > 0 }
        }
        XCTAssertEqual(Double(try XCTUnwrap(inked.first)), Double(secondLine.minX * 2), accuracy: 3, "\"end\" starts where its line does")
        XCTAssertGreaterThan(secondLine.minX, 50)
    }

    func testLineSpacingGoesBetweenLines() {
        let plain = layout(.standard), spaced = layout(ParagraphStyle(lineSpacing: 6))
        let n = CGFloat(plain.lines.count)
        XCTAssertEqual(spaced.lines.count, plain.lines.count)
        XCTAssertEqual(spaced.size.height, plain.size.height + 6 * (n - 1), accuracy: 1e-9)
        for i in 1..<plain.lines.count {
            XCTAssertEqual(spaced.lines[i].frame.minY - spaced.lines[i - 1].frame.maxY, 6, accuracy: 1e-9)
            XCTAssertEqual(plain.lines[i].frame.minY, plain.lines[i - 1].frame.maxY, accuracy: 1e-9, "no gap by default")
            XCTAssertEqual(spaced.lines[i].baseline - spaced.lines[i - 1].baseline, plain.lines[0].frame.height + 6, accuracy: 1e-9)
        }
        XCTAssertEqual(layout(ParagraphStyle(lineSpacing: -5)).size, plain.size, "negative spacing does nothing")
    }

    func testReservedLinesMakeAShortTextTaller() {
        let lineHeight = TextLayout("x", font: body).size.height
        let short = TextParagraph(ShapedText(runs: [TextRun("One line", font: body)]), style: ParagraphStyle(lineLimit: 3, reservedLines: 3, lineSpacing: 2))
            .layout(for: ProposedViewSize(width: 300, height: nil))
        XCTAssertEqual(short.lines.count, 1)
        XCTAssertEqual(short.size.height, 3 * lineHeight + 2 * 2, accuracy: 1e-9)
    }

    func testATextInAFrameWrapsToItsWidth() throws {
        let view = VStack {
            Text(text).frame(width: 120)
            Text(text).multilineTextAlignment(.trailing).lineSpacing(4).frame(width: 120)
        }
        let tree = Engine(view, canvasSize: CGSize(width: 300, height: 400)).presentedTree(at: 0)
        var frames: [CGRect] = []
        tree.forEach { if $0.kind is TextKind { frames.append($0.frame) } }
        XCTAssertEqual(frames.count, 2)
        let expected = layout(.standard, width: 120).size
        XCTAssertEqual(frames[0].size, expected)
        XCTAssertLessThanOrEqual(frames[0].width, 120)
        XCTAssertEqual(frames[1].height, expected.height + 4 * CGFloat(layout(.standard, width: 120).lines.count - 1), accuracy: 1e-9)
    }
}
