// TextLayout.swift: a paragraph's lines placed and drawn: its size, its baselines, and what to draw
// (glyph outlines as one path per style, emoji as colour bitmaps, underlines and strikethroughs),
// in points with the origin at the top-left of the text's frame and y pointing down.
// Which lines there are (breaking, truncation, shrinking) is decided by TextParagraph; this type
// places them: each line box is the largest ascent plus the largest descent (plus line gap) of
// the faces it uses (LineBreaker.box), lines stack with the paragraph's line spacing between
// them, and each sits in the paragraph's width by its alignment. The paragraph is as wide as its
// widest line.
// Line height, measured: Inter's ascent + descent is 1.2102 em (3408 of 2816 units, no line gap),
// 20.57 pt at 17 pt. SF Pro's is 1.1934 em (UIFont.lineHeight is 17.90 at 15 pt), 20.29 pt at
// 17 pt, which third-party measurements give as the height of a one-line label or Text; the 22 pt
// of Apple's type table is body's leading. Inter's own metrics are kept: 1.4 % taller than SF
// Pro's line, 6.5 % shorter than the leading; lines of a paragraph stack at that height, as
// SwiftUI's lines stack at SF's (Core Text's leading is 0 for both).
// Emoji: Noto Color Emoji's 109 px strike is drawn scaled by size / 109, its bitmap placed where
// FreeType puts it (bitmap_top above the baseline): the art is then about 1.05 em across, sitting
// on the baseline and dipping below it about as far as a descender, as emoji do in Apple's text.
// Italic from a face without one is sheared by 12°, the slant of Inter's own italics.
// Status: lines run left to right; right-to-left runs are not bidi-reordered.
// Guarantees: a lone line's width is the sum of its shaped advances; every path point is finite;
// the empty string (and any string when no font is installed) has zero size and draws nothing.

import Foundation
import Raster

/// A paragraph laid out: lines placed, glyphs and decorations ready to draw.
struct TextLayout: Sendable {
    /// An emoji: its colour bitmap at the font's strike size and the rectangle (points, in the
    /// layout's coordinates) it is to be drawn into, scaled; and the cluster it draws.
    struct ColorGlyph: Sendable {
        var pixmap: Pixmap
        var rect: CGRect
        var cluster: Int
    }

    /// Where an outline glyph went, so that a cluster can be drawn by itself (a numeric text's
    /// rolling digits): its cluster (−1: an ellipsis), its palette style, its face's glyph and
    /// the map from font units to the layout.
    struct PlacedGlyph: Sendable {
        var cluster: Int
        var style: Int
        var face: FontFace
        var glyph: UInt32
        var transform: Transform
        /// Where its pen stood along the line.
        var x: Double
    }

    /// An underline or strikethrough: a bar in a palette style, drawn in a pattern.
    struct Decoration: Sendable {
        var style: Int
        var rect: CGRect
        var pattern: Text.LineStyle.Pattern = .solid

        /// What is drawn of the bar: the pattern's dashes along it.
        var pieces: [CGRect] { pattern.pieces(of: rect) }
    }

    /// A placed line.
    struct Line: Sendable, Equatable {
        /// x: where alignment put it; width: the width it counts for (hanging spaces excluded).
        var frame: CGRect
        /// The baseline's distance from the top of the layout.
        var baseline: CGFloat
        /// What it draws, in order.
        var pieces: [Piece]

        /// Whether the line shows an ellipsis.
        var isTruncated: Bool { pieces.contains { if case .ellipsis = $0 { return true } else { return false } } }
    }

    /// What one line draws, in order: runs of clusters and ellipses.
    enum Piece: Equatable, Sendable {
        case clusters(Range<Int>)
        case ellipsis(run: Int)
    }

    /// A line's content before placement, as TextParagraph decided it.
    struct LineContent {
        var pieces: [Piece]
        /// The width it counts for.
        var width: Double
    }

    /// Width: the widest line. Height: the lines' boxes and the spacing between them.
    let size: CGSize
    /// From the first baseline up to the top of the layout.
    let ascent: CGFloat
    /// From the first baseline down to the bottom of the first line box (positive), line gap
    /// excluded.
    let descent: CGFloat
    let lines: [Line]
    /// The minimumScaleFactor the text was shrunk by (1: not shrunk).
    let scale: Double
    /// Outlines by palette style, each one path to fill with the nonzero rule.
    private let fills: [Int: Raster.Path]
    /// Every colour glyph, in drawing order.
    let colorGlyphs: [ColorGlyph]
    let decorations: [Decoration]
    /// Every outline glyph, in drawing order.
    private let placedGlyphs: [PlacedGlyph]

    /// The first baseline's distance from the top of the layout.
    var baseline: CGFloat { ascent }
    var isTruncated: Bool { lines.contains { $0.isTruncated } }

    /// The outlines filled with palette style `style` (empty when it has none).
    func outlines(style: Int) -> Raster.Path { fills[style] ?? Raster.Path() }

    /// The outlines of `clusters` alone filled with palette style `style`.
    func outlines(style: Int, clusters: Range<Int>) -> Raster.Path {
        var builder = PathBuilder()
        for g in placedGlyphs where g.style == style && clusters.contains(g.cluster) {
            builder.append(g.face.outline(glyph: g.glyph).applying(g.transform))
        }
        return builder.path
    }

    /// Where cluster `c`'s first outline glyph is placed along its line (nil: it has none).
    func start(ofCluster c: Int) -> Double? {
        placedGlyphs.first { $0.cluster == c }.map(\.x)
    }

    /// Every outline glyph, whatever its style.
    var outlines: Raster.Path {
        var builder = PathBuilder()
        for style in fills.keys.sorted() { builder.append(fills[style]!) }
        return builder.path
    }

    /// Shapes `text` in `font` (faces of `library`) and lays it out unconstrained: one line per
    /// paragraph, as a Text proposed no width.
    init(_ text: String, font: ResolvedFont, library: FontLibrary = .shared) {
        self = TextParagraph(ShapedText(runs: [TextRun(text, font: font)], library: library), style: .standard)
            .layout(for: .unspecified)
    }

    static let empty = TextLayout(size: .zero, ascent: 0, descent: 0, lines: [], scale: 1, fills: [:], colorGlyphs: [], decorations: [],
                                  placedGlyphs: [])

    private init(size: CGSize, ascent: CGFloat, descent: CGFloat, lines: [Line], scale: Double,
                 fills: [Int: Raster.Path], colorGlyphs: [ColorGlyph], decorations: [Decoration], placedGlyphs: [PlacedGlyph]) {
        self.size = size; self.ascent = ascent; self.descent = descent; self.lines = lines
        self.scale = scale; self.fills = fills; self.colorGlyphs = colorGlyphs; self.decorations = decorations
        self.placedGlyphs = placedGlyphs
    }

    /// Tan 12°: the shear of a synthetic italic.
    private static let slant = 0.21255656167002213

    /// Places `contents` (one per line) measured by `breaker`, with `style`'s spacing, reserved
    /// lines and alignment.
    init(_ contents: [LineContent], breaker: LineBreaker, style: ParagraphStyle) {
        let text = breaker.text
        guard !contents.isEmpty, let reference = breaker.referenceRun else { self = .empty; return }
        let unit = breaker.referenceSize

        // Line boxes, stacked.
        var boxes: [LineBreaker.LineBox] = []
        var tops: [Double] = []
        var y = 0.0
        for (i, content) in contents.enumerated() {
            if i > 0 { y += style.lineSpacing }
            var clusters = 0..<0, ellipsisRun: Int?
            for piece in content.pieces {
                switch piece {
                case .clusters(let r): clusters = clusters.isEmpty ? r : min(clusters.lowerBound, r.lowerBound)..<max(clusters.upperBound, r.upperBound)
                case .ellipsis(let run): ellipsisRun = run
                }
            }
            let box = breaker.box(clusters, ellipsisRun: ellipsisRun)
            boxes.append(box)
            tops.append(y)
            y += box.height * unit
        }
        if style.reservedLines > contents.count, let face = text.primaryFaces[reference] {
            let m = text.faces[face].metrics
            y += Double(style.reservedLines - contents.count) * (style.lineSpacing + (m.ascent + m.descent + m.lineGap) * unit)
        }
        let width = contents.map(\.width).max() ?? 0

        // Glyphs, line by line, piece by piece.
        var ink = Ink()
        var decorations: [Decoration] = []
        var lines: [Line] = []
        for (i, content) in contents.enumerated() {
            let baseline = tops[i] + boxes[i].ascent * unit
            let shift = (width - content.width) * style.alignment
            var x = shift
            var decorated: [(run: Int, from: Double, to: Double)] = []
            for piece in content.pieces {
                switch piece {
                case .clusters(let range):
                    let g0 = breaker.glyphStart(range.lowerBound)
                    let base = x
                    // Spaces a line ends with are not underlined.
                    let visibleEnd = breaker.visibleEnd(range)
                    for c in range {
                        let cluster = text.clusters[c]
                        let run = text.runs[cluster.run]
                        let face = text.faces[cluster.face]
                        if let symbol = cluster.symbol, let g = cluster.glyphs.first {
                            ink.place(text.symbols[symbol], run: run, at: base + (breaker.pen[g] - breaker.pen[g0]), baseline: baseline,
                                      scale: breaker.scale)
                        }
                        for g in cluster.glyphs where cluster.symbol == nil {
                            let glyph = text.glyphs[g]
                            let gx = (base + (breaker.pen[g] - breaker.pen[g0])) + breaker.xOffsets[g]
                            ink.place(glyph, cluster: c, face: face, run: run, at: gx, baseline: baseline, slanted: cluster.isSlanted,
                                      scale: breaker.scale)
                        }
                        let from = base + (breaker.pen[breaker.glyphStart(c)] - breaker.pen[g0])
                        let to = base + (breaker.pen[breaker.glyphStart(c + 1)] - breaker.pen[g0])
                        if c < visibleEnd { decorated.append((cluster.run, from, to)) }
                    }
                    x = base + breaker.width(range)
                case .ellipsis(let r):
                    guard let ellipsis = text.ellipsis(forRun: r) else { continue }
                    let run = text.runs[r], face = text.faces[ellipsis.face]
                    let fontScale = Double(run.font.size) * breaker.scale / face.unitsPerEm
                    let from = x
                    for glyph in ellipsis.glyphs {
                        ink.place(glyph, cluster: -1, face: face, run: run, at: x + Double(glyph.xOffset) * fontScale, baseline: baseline,
                                  slanted: ellipsis.isSlanted, scale: breaker.scale)
                        x += Double(glyph.xAdvance) * fontScale
                    }
                    x += run.spacing * breaker.scale
                    decorated.append((r, from, x))
                }
            }
            decorations += TextLayout.decorations(decorated, text: text, baseline: baseline, scale: breaker.scale)
            lines.append(Line(frame: CGRect(x: shift, y: tops[i], width: content.width, height: boxes[i].height * unit),
                              baseline: CGFloat(baseline), pieces: content.pieces))
        }

        size = CGSize(width: width, height: y)
        ascent = CGFloat(boxes[0].ascent * unit)
        descent = CGFloat(boxes[0].descent * unit)
        self.lines = lines
        scale = breaker.scale
        fills = ink.builders.mapValues(\.path)
        colorGlyphs = ink.colorGlyphs
        placedGlyphs = ink.placed
        self.decorations = decorations
    }

    /// How far a stroked symbol's outline may stray from its stroke, in points: well under a
    /// pixel at any scale a frame is drawn at.
    static let symbolTolerance = 0.01

    /// What the placed glyphs draw, gathered line by line.
    private struct Ink {
        var builders: [Int: PathBuilder] = [:]
        var colorGlyphs: [ColorGlyph] = []
        var placed: [PlacedGlyph] = []

        /// Adds one glyph of `cluster`: its outline to its run's style, or its colour bitmap.
        mutating func place(_ glyph: ShapedGlyph, cluster: Int, face: FontFace, run: TextRun, at x: Double, baseline: Double,
                            slanted: Bool, scale: Double) {
            let pointSize = Double(run.font.size) * scale
            let fontScale = pointSize / face.unitsPerEm
            var y = baseline - Double(glyph.yOffset) * fontScale
            if run.baselineOffset != 0 { y -= run.baselineOffset * scale }
            if let strike = face.strikePixelsPerEm {
                guard let bitmap = face.colorBitmap(glyph: glyph.id) else { return }
                let s = pointSize / strike
                let rect = CGRect(x: x + Double(bitmap.left) * s, y: y - Double(bitmap.top) * s,
                                  width: Double(bitmap.pixmap.width) * s, height: Double(bitmap.pixmap.height) * s)
                colorGlyphs.append(ColorGlyph(pixmap: bitmap.pixmap, rect: rect, cluster: cluster))
                return
            }
            let outline = face.outline(glyph: glyph.id)
            guard !outline.isEmpty else { return }
            let shear = slanted ? -TextLayout.slant * fontScale : 0
            let transform = Transform(a: fontScale, b: 0, c: shear, d: fontScale, tx: x, ty: y)
            builders[run.style, default: PathBuilder()].append(outline.applying(transform))
            placed.append(PlacedGlyph(cluster: cluster, style: run.style, face: face, glyph: glyph.id, transform: transform, x: x))
        }

        /// Adds a symbol in the line, its frame's left edge at x and its baseline on the line's,
        /// painted with the run's style as a glyph is (a stroked symbol as its stroke's outline).
        mutating func place(_ symbol: SymbolImage, run: TextRun, at x: Double, baseline: Double, scale: Double) {
            let y = baseline - run.baselineOffset * scale - Double(symbol.baseline) * scale
            let shape = symbol.stroke.map { symbol.path.strokeOutline($0, tolerance: TextLayout.symbolTolerance) } ?? symbol.path
            builders[run.style, default: PathBuilder()].append(shape.applying(Transform(a: scale, b: 0, c: 0, d: scale, tx: x, ty: y)))
        }
    }

    /// Underline and strikethrough bars under the drawn stretches of each decorated run,
    /// consecutive stretches of one run joined, at the run's face's stroke positions.
    private static func decorations(_ stretches: [(run: Int, from: Double, to: Double)], text: ShapedText,
                                    baseline: Double, scale: Double) -> [Decoration] {
        var joined: [(run: Int, from: Double, to: Double)] = []
        for s in stretches {
            if let last = joined.last, last.run == s.run { joined[joined.count - 1].to = s.to } else { joined.append(s) }
        }
        var result: [Decoration] = []
        for s in joined {
            let run = text.runs[s.run]
            guard run.underline != nil || run.strikethrough != nil, let face = text.primaryFaces[s.run] else { continue }
            let em = Double(run.font.size) * scale
            let metrics = text.faces[face].decorations
            let y = baseline - run.baselineOffset * scale
            func bar(center: Double, thickness: Double) -> CGRect {
                CGRect(x: s.from, y: y - center * em - thickness * em / 2, width: s.to - s.from, height: thickness * em)
            }
            if let line = run.underline {
                result.append(Decoration(style: line.style, rect: bar(center: metrics.underlineCenter, thickness: metrics.underlineThickness),
                                         pattern: line.pattern))
            }
            if let line = run.strikethrough {
                result.append(Decoration(style: line.style, rect: bar(center: metrics.strikeoutCenter, thickness: metrics.strikeoutThickness),
                                         pattern: line.pattern))
            }
        }
        return result
    }
}
