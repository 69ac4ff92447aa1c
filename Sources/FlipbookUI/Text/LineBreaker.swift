// LineBreaker.swift: a shaped paragraph measured at one scale, and cut into lines of a width.
// Follows Core Text's greedy line breaking as SwiftUI shows it: each line takes as many words as
// fit (a word ends where LineBreakRules allows a break), spaces at the end of a line hang outside
// it, a newline ends its line (and a final newline opens an empty one), and a word longer than
// the line is cut between clusters, as much of it on each line as fits.
// Widths are pen positions: the running sum of HarfBuzz's advances, glyph after glyph, with the
// run's extra spacing after each cluster, so a line's width is exactly what its glyphs advance.
// Guarantees: lines cover the paragraph's clusters in order, each cluster once; with a width,
// every line's width is ≤ it unless the line is a single cluster wider than the line; breaking
// again at the widest line's width gives the same lines (greedy breaking is monotone in width).

/// A paragraph at one scale: pen positions, widths, and greedy line breaking.
struct LineBreaker {
    /// One line: a range of clusters, the part before its hanging spaces, how it ended.
    struct Line: Equatable {
        var clusters: Range<Int>
        /// The index after the line's last cluster that is not white space.
        var visibleEnd: Int
        /// The line cuts a word between clusters (the word was wider than the line).
        var cutsWord: Bool
    }

    let text: ShapedText
    /// The minimumScaleFactor in effect (1: the fonts' own sizes).
    let scale: Double
    /// The pen before each glyph, from 0 at the paragraph's start; one more entry for the end.
    let pen: [Double]
    /// Each glyph's x offset, in points.
    let xOffsets: [Double]

    init(_ text: ShapedText, scale: Double = 1) {
        self.text = text
        self.scale = scale
        var pen = [Double](repeating: 0, count: text.glyphs.count + 1)
        var xOffsets = [Double](repeating: 0, count: text.glyphs.count)
        var x = 0.0
        for cluster in text.clusters {
            let run = text.runs[cluster.run]
            let fontScale = Double(run.font.size) * scale / text.faces[cluster.face].unitsPerEm
            for g in cluster.glyphs {
                pen[g] = x
                xOffsets[g] = Double(text.glyphs[g].xOffset) * fontScale
                x += Double(text.glyphs[g].xAdvance) * fontScale
            }
            if run.spacing != 0 { x += run.spacing * scale }
        }
        pen[text.glyphs.count] = x
        self.pen = pen
        self.xOffsets = xOffsets
    }

    /// The glyph index where cluster `c` starts (the glyph count for the end).
    func glyphStart(_ c: Int) -> Int { c < text.clusters.count ? text.clusters[c].glyphs.lowerBound : text.glyphs.count }

    /// How far the clusters advance the pen.
    func width(_ clusters: Range<Int>) -> Double { pen[glyphStart(clusters.upperBound)] - pen[glyphStart(clusters.lowerBound)] }

    /// The index after the last cluster of `clusters` that is not white space.
    func visibleEnd(_ clusters: Range<Int>) -> Int {
        var end = clusters.upperBound
        while end > clusters.lowerBound, text.clusters[end - 1].isWhitespace { end -= 1 }
        return end
    }

    /// The paragraph cut into lines no wider than `width` (nil: lines end only at newlines).
    func lines(width lineWidth: Double?) -> [Line] {
        let clusters = text.clusters
        var lines: [Line] = []
        var start = 0
        while start < clusters.count {
            var end: Int?
            var i = start
            scan: while i < clusters.count {
                let breakAfter = clusters[i].breakAfter
                if breakAfter != .none || i == clusters.count - 1 {
                    let visible = visibleEnd(start..<i + 1)
                    guard fits(width(start..<visible), in: lineWidth) else { break scan }
                    end = i + 1
                    if breakAfter == .mandatory { break scan }
                }
                i += 1
            }
            if let end {
                lines.append(Line(clusters: start..<end, visibleEnd: visibleEnd(start..<end), cutsWord: false))
                start = end
            } else {
                // The first word is wider than the line: as many of its clusters as fit, at least one.
                var cut = start + 1
                while cut < clusters.count, clusters[cut - 1].breakAfter == .none, fits(width(start..<cut + 1), in: lineWidth) { cut += 1 }
                lines.append(Line(clusters: start..<cut, visibleEnd: visibleEnd(start..<cut), cutsWord: true))
                start = cut
            }
        }
        // A final newline opens an empty last line, as in Core Text.
        if let last = clusters.last, last.breakAfter == .mandatory {
            lines.append(Line(clusters: clusters.count..<clusters.count, visibleEnd: clusters.count, cutsWord: false))
        }
        return lines
    }

    /// The width a line reports: its clusters up to its hanging spaces; the paragraph's last line
    /// keeps its trailing spaces where they fit (a lone line is as wide as all it advances).
    /// A line that fits only by the slack reports the line's width, no more.
    func reportedWidth(_ line: Line, lineWidth: Double?) -> Double {
        var visible = width(line.clusters.lowerBound..<line.visibleEnd)
        if let lineWidth, visible > lineWidth, !line.cutsWord, fits(visible, in: lineWidth) { visible = lineWidth }
        guard line.clusters.upperBound == text.clusters.count, text.clusters.last?.breakAfter != .mandatory else { return visible }
        let full = width(line.clusters)
        guard let lineWidth else { return full }
        return min(full, max(visible, lineWidth))
    }

    // MARK: - Line boxes

    /// A line box in units of the reference size (`referenceSize`): the largest ascent, descent
    /// and line gap of the faces drawing the line, each run's own face always counting, scaled
    /// by the run's size against the reference and moved by its baseline offset.
    struct LineBox {
        var ascent: Double
        var descent: Double
        var lineGap: Double
        var height: Double { ascent + descent + lineGap }
    }

    /// The run whose size the line boxes are measured against: the first with a face.
    var referenceRun: Int? { text.primaryFaces.firstIndex { $0 != nil } }

    /// Points per reference unit: the reference run's size at this scale.
    var referenceSize: Double { referenceRun.map { Double(text.runs[$0].font.size) * scale } ?? 0 }

    /// The box of a line drawing `clusters` (and an ellipsis in `ellipsisRun`); an empty line
    /// takes the run of the cluster before it.
    func box(_ clusters: Range<Int>, ellipsisRun: Int? = nil) -> LineBox {
        guard let reference = referenceRun else { return LineBox(ascent: 0, descent: 0, lineGap: 0) }
        var box: LineBox?
        func include(face: Int, run: Int) {
            let metrics = text.faces[face].metrics
            let runSize = Double(text.runs[run].font.size)
            let k = runSize / Double(text.runs[reference].font.size)
            let offset = text.runs[run].baselineOffset * scale
            var ascent = metrics.ascent * k, descent = metrics.descent * k
            if offset > 0 { ascent += offset / referenceSize }
            if offset < 0 { descent -= offset / referenceSize }
            let gap = metrics.lineGap * k
            if let b = box {
                box = LineBox(ascent: max(b.ascent, ascent), descent: max(b.descent, descent), lineGap: max(b.lineGap, gap))
            } else {
                box = LineBox(ascent: ascent, descent: descent, lineGap: gap)
            }
        }
        var runs: [Int] = []
        for c in clusters where !runs.contains(text.clusters[c].run) { runs.append(text.clusters[c].run) }
        if let ellipsisRun, !runs.contains(ellipsisRun) { runs.append(ellipsisRun) }
        if runs.isEmpty { runs = [clusters.lowerBound > 0 ? text.clusters[clusters.lowerBound - 1].run : reference] }
        // The runs' own faces first (the text face always counts), then the faces drawing them.
        for run in runs { if let face = text.primaryFaces[run] { include(face: face, run: run) } }
        for c in clusters { include(face: text.clusters[c].face, run: text.clusters[c].run) }
        if let ellipsisRun, let ellipsis = text.ellipsis(forRun: ellipsisRun) { include(face: ellipsis.face, run: ellipsisRun) }
        return box ?? LineBox(ascent: 0, descent: 0, lineGap: 0)
    }

    /// Whether a width fits in a line: with a hundredth of a point of slack, so that a line laid
    /// out again at its own width keeps its words, and so does a line offered a hair less (a
    /// spring's tail a few thousandths short of a label's width, where SwiftUI, which lays views
    /// out on the pixel grid, keeps the label whole; it flickered to "R…").
    func fits(_ w: Double, in lineWidth: Double?) -> Bool {
        guard let lineWidth else { return true }
        return w <= lineWidth + Self.slack
    }

    static let slack = 0.01
}
