// TextParagraph.swift: a Text's paragraph, shaped once, laid out for whatever size is proposed
// to it: which lines it has, which is truncated and how, how far it shrinks. Layouts are cached
// per proposal, since layout asks a text for its size several times and drawing asks again.
// Follows SwiftUI's Text as swiftui-facts-everyday.md §8 describes it: a proposed width wraps the
// text (LineBreaker) and the text is as wide as its widest line; no width (nil) keeps each
// paragraph on one line; a proposed height holds as many lines as fit in it (at least one), as
// the line limit does, and the last line shown is truncated with "…" (U+2026) at its tail, head
// or middle. With a minimumScaleFactor below 1, text that would be truncated, or would cut a word,
// or not fit the proposed height, shrinks first: to the largest scale (bisected to 1/65536) at
// which it fits, never below the factor. Apple does not document how far it searches.
// Drawing: a text is drawn laid out for the size of its frame. A frame the text chose for itself
// lays out exactly as it was sized (greedy breaking gives the same lines at the widest line's
// width). A frame it did not choose, one moving between two sizes while an animation runs, holds
// the lines its height holds at its width (a line at least half in counts), the last line taking
// the rest of the text unbroken (truncated only under a line limit): a one-line text whose width
// animates stays one line, and one growing a line shows it once its frame is half way there.
// Thread safety: the cache is guarded by a lock; layouts are values.
// Guarantees: the same proposal always gives the same layout; layout(for:) of a layout's own size
// gives that layout again.

import Foundation

/// A paragraph shaped once, laid out per proposal.
final class TextParagraph: @unchecked Sendable {
    let text: ShapedText
    let style: ParagraphStyle
    private let unitBreaker: LineBreaker
    private let lock = NSLock()
    private var layouts: [ProposedViewSize: TextLayout] = [:]
    /// Layouts kept at most; past it the cache starts again (sizes seen while frames animate
    /// would otherwise pile up).
    private static let cacheLimit = 64

    init(_ text: ShapedText, style: ParagraphStyle) {
        self.text = text
        self.style = style
        unitBreaker = LineBreaker(text)
    }

    /// The layout for a proposal: the size the text takes there, and its drawing.
    func layout(for proposal: ProposedViewSize) -> TextLayout {
        lock.lock()
        let known = layouts[proposal]
        lock.unlock()
        if let known { return known }
        let width = TextParagraph.finite(proposal.width), height = TextParagraph.finite(proposal.height)
        let breaker = breaker(fitting: width, height)
        let layout = TextLayout(lines(breaker, width: width, height: height, strict: true), breaker: breaker, style: style)
        lock.lock()
        if layouts.count >= TextParagraph.cacheLimit { layouts.removeAll() }
        layouts[proposal] = layout
        lock.unlock()
        return layout
    }

    /// The layout drawn in a frame of `size` (see the header).
    func layout(drawnIn size: CGSize) -> TextLayout {
        let chosen = layout(for: ProposedViewSize(size))
        if abs(chosen.size.width - size.width) <= 1e-6, abs(chosen.size.height - size.height) <= 1e-6 { return chosen }
        let breaker = chosen.scale == 1 ? unitBreaker : LineBreaker(text, scale: chosen.scale)
        let width = TextParagraph.finite(size.width), height = TextParagraph.finite(size.height)
        return TextLayout(lines(breaker, width: width, height: height, strict: false), breaker: breaker, style: style)
    }

    // MARK: - Shrinking

    /// The breaker at the scale the text is drawn at for this proposal.
    private func breaker(fitting width: Double?, _ height: Double?) -> LineBreaker {
        let factor = style.minimumScaleFactor
        guard factor < 1, !fits(unitBreaker, width: width, height: height) else { return unitBreaker }
        let smallest = LineBreaker(text, scale: factor)
        guard fits(smallest, width: width, height: height) else { return smallest }
        // Fitting only gets easier as the text shrinks (every line narrower and shorter), so a
        // bisection finds the largest scale that fits.
        var low = factor, high = 1.0
        for _ in 0..<16 {
            let middle = (low + high) / 2
            if fits(LineBreaker(text, scale: middle), width: width, height: height) { low = middle } else { high = middle }
        }
        return LineBreaker(text, scale: low)
    }

    /// Whether every line shows whole: no word cut, within the line limit and the height.
    private func fits(_ breaker: LineBreaker, width: Double?, height: Double?) -> Bool {
        let lines = breaker.lines(width: width)
        if lines.contains(where: \.cutsWord) { return false }
        if let limit = style.lineLimit, lines.count > limit { return false }
        if let height { return linesFitting(lines, breaker: breaker, height: height) >= lines.count }
        return true
    }

    // MARK: - Lines

    /// How many of `lines` fit one below the other in `height` (at least one).
    /// How many of the lines fit in `height` (at least one): whole, or, for drawing in a frame
    /// that moves (`halfLines`), at least half of the last (a card growing to show a second line
    /// shows it half way, not only once its spring's last fraction of a point has passed).
    private func linesFitting(_ lines: [LineBreaker.Line], breaker: LineBreaker, height: Double, halfLines: Bool = false) -> Int {
        var y = 0.0, count = 0
        for line in lines {
            let lineHeight = breaker.box(line.clusters).height * breaker.referenceSize
            y += lineHeight
            guard y - (halfLines ? lineHeight / 2 : 0) <= height + 1e-9 else { break }
            count += 1
            y += style.lineSpacing
        }
        return max(1, count)
    }

    /// The lines shown: broken at `width`, as many as the line limit and `height` allow, the
    /// last of them truncated if text is left over (strict), or, for a frame the text did not
    /// choose, holding the rest of the text unless a line limit truncates it.
    private func lines(_ breaker: LineBreaker, width: Double?, height: Double?, strict: Bool) -> [TextLayout.LineContent] {
        let lines = breaker.lines(width: width)
        var shown = style.lineLimit ?? lines.count
        if let height { shown = min(shown, linesFitting(lines, breaker: breaker, height: height, halfLines: !strict)) }
        var contents = lines.prefix(shown).map { line in
            // Hanging spaces are not drawn (the paragraph's last line keeps its own).
            let end = line.clusters.upperBound == text.clusters.count ? line.clusters.upperBound : line.visibleEnd
            return TextLayout.LineContent(pieces: [.clusters(line.clusters.lowerBound..<end)],
                                          width: breaker.reportedWidth(line, lineWidth: width))
        }
        guard shown < lines.count else { return contents }
        let rest = lines[shown - 1].clusters.lowerBound..<text.clusters.count
        contents[shown - 1] = strict || style.lineLimit != nil
            ? truncated(rest, breaker: breaker, width: width)
            : TextLayout.LineContent(pieces: [.clusters(rest)], width: breaker.width(rest.lowerBound..<breaker.visibleEnd(rest)))
        return contents
    }

    // MARK: - Truncation

    /// `clusters` (the rest of the text) as one line of at most `width`, cut where the style
    /// says and marked with "…": the tail keeps the text up to its first newline.
    private func truncated(_ clusters: Range<Int>, breaker: LineBreaker, width: Double?) -> TextLayout.LineContent {
        let all = text.clusters
        var firstLine = clusters
        if let newline = clusters.first(where: { all[$0].breakAfter == .mandatory }) { firstLine = clusters.lowerBound..<newline }
        let limit = width ?? .infinity
        func ellipsisWidth(_ run: Int) -> Double {
            guard let e = text.ellipsis(forRun: run) else { return 0 }
            let fontScale = Double(text.runs[run].font.size) * breaker.scale / text.faces[e.face].unitsPerEm
            return e.glyphs.reduce(0) { $0 + Double($1.xAdvance) * fontScale } + text.runs[run].spacing * breaker.scale
        }
        func trimmed(_ r: Range<Int>) -> Range<Int> { r.lowerBound..<breaker.visibleEnd(r) }
        func leadingTrimmed(_ r: Range<Int>) -> Range<Int> {
            var start = r.lowerBound
            while start < r.upperBound, all[start].isWhitespace { start += 1 }
            return start..<r.upperBound
        }

        switch style.truncation {
        case .tail:
            // The longest start of the line that fits with the ellipsis after it.
            var end = firstLine.upperBound
            while end > firstLine.lowerBound {
                let kept = trimmed(firstLine.lowerBound..<end)
                let run = kept.isEmpty ? all[firstLine.lowerBound].run : all[kept.upperBound - 1].run
                if breaker.fits(breaker.width(kept) + ellipsisWidth(run), in: limit) {
                    return TextLayout.LineContent(pieces: [.clusters(kept), .ellipsis(run: run)], width: breaker.width(kept) + ellipsisWidth(run))
                }
                end -= 1
            }
            let run = all[clusters.lowerBound].run
            return TextLayout.LineContent(pieces: [.ellipsis(run: run)], width: ellipsisWidth(run))
        case .head:
            // The longest end of the text that fits with the ellipsis before it.
            let whole = trimmed(clusters)
            var start = whole.lowerBound
            while start < whole.upperBound {
                let kept = leadingTrimmed(start..<whole.upperBound)
                let run = all[kept.isEmpty ? whole.upperBound - 1 : kept.lowerBound].run
                if breaker.fits(breaker.width(kept) + ellipsisWidth(run), in: limit) {
                    return TextLayout.LineContent(pieces: [.ellipsis(run: run), .clusters(kept)], width: ellipsisWidth(run) + breaker.width(kept))
                }
                start += 1
            }
            let run = all[max(whole.lowerBound, whole.upperBound - 1)].run
            return TextLayout.LineContent(pieces: [.ellipsis(run: run)], width: ellipsisWidth(run))
        case .middle:
            // Half the room for the start, the rest for the end, any room left to the start.
            let whole = trimmed(clusters)
            let run = all[whole.lowerBound].run
            let room = limit - ellipsisWidth(run)
            var prefixEnd = whole.lowerBound
            while prefixEnd < whole.upperBound, breaker.width(whole.lowerBound..<prefixEnd + 1) <= room / 2 + 1e-9 { prefixEnd += 1 }
            var suffixStart = whole.upperBound
            while suffixStart > prefixEnd,
                  breaker.width(whole.lowerBound..<prefixEnd) + breaker.width(suffixStart - 1..<whole.upperBound) <= room + 1e-9 {
                suffixStart -= 1
            }
            while prefixEnd < suffixStart,
                  breaker.width(whole.lowerBound..<prefixEnd + 1) + breaker.width(suffixStart..<whole.upperBound) <= room + 1e-9 {
                prefixEnd += 1
            }
            let head = trimmed(whole.lowerBound..<prefixEnd), tail = leadingTrimmed(suffixStart..<whole.upperBound)
            return TextLayout.LineContent(pieces: [.clusters(head), .ellipsis(run: run), .clusters(tail)],
                                          width: breaker.width(head) + ellipsisWidth(run) + breaker.width(tail))
        }
    }

    /// A proposed dimension the text can use: nil for none or an infinite one.
    private static func finite(_ value: CGFloat?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return max(0, Double(value))
    }
}
