// ParagraphSnapshotTests.swift: paragraphs as everyday SwiftUI code writes them, drawn whole and
// compared exactly with golden/text/<test>.png through assertSnapshot (FLIPBOOK_RECORD=missing
// records a missing one, and fails; look at it before committing it): a card with a title, a
// wrapped body paragraph and a truncated footnote; lines truncated at the tail, head and middle,
// shrunk to fit, limited to two lines, tabular digits; and runs of their own weight and colour
// centred, the serif, monospaced and italic faces, underline and strikethrough.

import FlipbookTestSupport
import Foundation
@testable import FlipbookUI
import XCTest

private struct ArticleCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Flipbook").font(.title2).bold()
            Text("Text wraps at word boundaries within the width it is proposed, each line as wide as its words, the paragraph as wide as its widest line.")
                .font(.body)
                .foregroundColor(.secondary)
            Text("A footnote that is far too long to fit on the single line it is allowed to use.")
                .font(.footnote)
                .lineLimit(1)
        }
        .padding(16)
        .frame(width: 300)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color(white: 0.95)))
    }
}

private struct StyledParagraphs: View {
    var body: some View {
        VStack(spacing: 12) {
            (Text("Runs ") + Text("keep").bold() + Text(" their own ") + Text("colour").foregroundColor(.orange).italic()
                + Text(" in one paragraph, wrapped and centred."))
                .multilineTextAlignment(.center)
            Text("Serif: the quick brown fox jumps over the lazy dog.").font(.system(.body, design: .serif))
            Text("Mono: let total = 1_234.50").font(.system(size: 15, design: .monospaced))
            Text("Italic, underlined, struck").italic().underline().strikethrough(color: .red)
        }
        .frame(width: 280)
        .padding(12)
    }
}

private struct FittingParagraphs: View {
    private let long = "Every line that does not fit ends in an ellipsis somewhere"
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(long).lineLimit(1)
            Text(long).lineLimit(1).truncationMode(.head)
            Text(long).lineLimit(1).truncationMode(.middle)
            Text(long).lineLimit(1).minimumScaleFactor(0.5)
            Text(long + ", or in two lines 🎉 with an emoji").lineLimit(2).lineSpacing(4)
            Text("1111.11 km").monospacedDigit()
            Text("8888.88 km").monospacedDigit()
        }
        .frame(width: 220)
        .padding(10)
    }
}

final class ParagraphSnapshotTests: XCTestCase {
    private let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("golden/text").path

    func testArticleCard() {
        assertSnapshot(of: ArticleCard(), size: CGSize(width: 340, height: 220), directory: goldenDirectory)
    }

    func testFittingParagraphs() {
        assertSnapshot(of: FittingParagraphs(), size: CGSize(width: 260, height: 240), directory: goldenDirectory)
    }

    func testStyledParagraphs() {
        assertSnapshot(of: StyledParagraphs(), size: CGSize(width: 320, height: 260), directory: goldenDirectory)
    }
}
