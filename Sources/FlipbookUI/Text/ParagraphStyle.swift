// ParagraphStyle.swift: how a paragraph is fitted into the space proposed to it: line limit,
// truncation, alignment of its lines, extra space between them, how far it may shrink.
// Follows swiftui-facts-everyday.md §8: no line limit, tail truncation, leading alignment, no
// line spacing and no shrinking by default.
// Guarantees: lineLimit is nil or ≥ 1; reservedLines ≥ 0; lineSpacing ≥ 0 and finite;
// minimumScaleFactor is in (0, 1]; alignment is 0 (leading), 0.5 (centre) or 1 (trailing).

/// Where truncation puts the ellipsis.
enum TextTruncation: Hashable, Sendable { case head, tail, middle }

/// A paragraph's fitting rules, resolved from the environment.
struct ParagraphStyle: Hashable, Sendable {
    private(set) var lineLimit: Int?
    /// Lines the text is at least as tall as, however few it has (`lineLimit(_:reservesSpace:)`).
    private(set) var reservedLines: Int
    /// Where each line sits in the paragraph's width, as a fraction of the space left over.
    var alignment: Double
    private(set) var lineSpacing: Double
    var truncation: TextTruncation
    private(set) var minimumScaleFactor: Double

    init(lineLimit: Int? = nil, reservedLines: Int = 0, alignment: Double = 0, lineSpacing: Double = 0,
         truncation: TextTruncation = .tail, minimumScaleFactor: Double = 1) {
        self.lineLimit = lineLimit.map { max(1, $0) }
        self.reservedLines = max(0, reservedLines)
        self.alignment = alignment
        // NSParagraphStyle.lineSpacing is "always nonnegative": a negative value does nothing.
        self.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
        self.truncation = truncation
        self.minimumScaleFactor = minimumScaleFactor.isFinite && minimumScaleFactor > 0 ? min(1, minimumScaleFactor) : 1
    }

    static let standard = ParagraphStyle()
}
