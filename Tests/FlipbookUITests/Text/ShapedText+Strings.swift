// ShapedText+Strings.swift: reads back the text of a range of clusters, so tests can say which
// words a line holds.

@testable import FlipbookUI

extension ShapedText {
    /// The text of a range of clusters (of left-to-right text), as shaped.
    func string(of range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let start = glyphs[clusters[range.lowerBound].glyphs.lowerBound].cluster
        let end = range.upperBound < clusters.count ? glyphs[clusters[range.upperBound].glyphs.lowerBound].cluster : utf8.count
        return String(decoding: utf8[start..<max(start, end)], as: UTF8.self)
    }
}
