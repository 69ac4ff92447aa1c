// ShapedText.swift: a paragraph shaped once, whatever width it is later laid out at: its runs
// split by which face draws each character (font fallback per grapheme cluster), each face-run
// shaped by HarfBuzz (TextShaper), the glyphs grouped into clusters (the smallest pieces a line can
// be cut between), each cluster knowing whether it is white space and whether a line may break
// after it (LineBreakRules).
// Follows Core Text's model of a paragraph as SwiftUI shows it: a newline (\n, \r\n, U+2028…) is
// shaped as a space and ends its line; a character no face covers stays with the run's face,
// which draws its .notdef glyph (Inter's: a box) as Core Text does with a missing glyph. An emoji-
// presentation character (one whose first scalar defaults to emoji, or that asks for it with
// U+FE0F) goes to the emoji face when it has it.
// A run that stands for a symbol (an Image in the text) is one cluster as wide as the symbol,
// which the layout draws in place of glyphs.
// Status: right-to-left runs are shaped right to left but neither bidi-reordered nor broken in
// visual order.
// Thread safety: immutable after init, but for the ellipsis cache, which a lock guards.
// Guarantees: clusters are in the order of the text (for left-to-right text) and cover every
// glyph once; a run whose font cannot be found (no font installed) has no clusters.

import Foundation

/// A paragraph of runs, shaped.
final class ShapedText: @unchecked Sendable {
    /// The smallest piece of text a line can be cut before or after.
    struct Cluster: Sendable {
        /// The cluster's glyphs, a range of `glyphs`.
        var glyphs: Range<Int>
        var run: Int
        /// Index into `faces`.
        var face: Int
        /// Only spaces (or a newline): hangs at the end of a line, drawn as nothing.
        var isWhitespace: Bool
        var breakAfter: BreakOpportunity
        /// Outlines drawn sheared, the run asking for italic from a face without it.
        var isSlanted: Bool
        /// The text it draws, a range of `utf8`.
        var bytes: Range<Int>
        /// The symbol it draws instead of glyphs, an index into `symbols` (nil: glyphs).
        var symbol: Int? = nil
    }

    /// Truncation's "…" (U+2026) shaped in a run's face, or "..." where the face lacks it.
    struct Ellipsis: Sendable {
        var glyphs: [ShapedGlyph]
        var face: Int
        var isSlanted: Bool
    }

    let runs: [TextRun]
    /// The paragraph's text as shaped (each newline a space), UTF-8.
    let utf8: [UInt8]
    /// Every face the paragraph uses, each once.
    let faces: [FontFace]
    let glyphs: [ShapedGlyph]
    let clusters: [Cluster]
    /// The symbols of runs that draw one (TextRun.symbol), each as its run's font draws it.
    let symbols: [SymbolImage]
    /// The face of each run's font (nil when none is installed), for line boxes and ellipses.
    let primaryFaces: [Int?]
    private let runSlanted: [Bool]
    private let lock = NSLock()
    private var ellipses: [Int: Ellipsis?] = [:]

    /// Shapes `runs` with the faces of `library`.
    init(runs: [TextRun], library: FontLibrary = .shared) {
        self.runs = runs
        var faces: [FontFace] = []
        func index(of face: FontFace) -> Int {
            if let i = faces.firstIndex(where: { $0 === face }) { return i }
            faces.append(face)
            return faces.count - 1
        }

        // The paragraph as shaped: each newline becomes one space, and must break after it.
        var characters: [Character] = []
        var characterRuns: [Int] = []
        var shapedBytes: [UInt8] = []
        var characterStarts: [Int] = []
        for (r, run) in runs.enumerated() {
            for c in run.string {
                characters.append(c)
                characterRuns.append(r)
                characterStarts.append(shapedBytes.count)
                shapedBytes += c.isNewline ? [0x20] : Array(c.utf8)
            }
        }
        let opportunities = LineBreakRules.opportunities(characters)
        // By UTF-8 offset: the opportunity after the character ending there, and whether a
        // character starts there, and is white space.
        var breakAt = [BreakOpportunity](repeating: .none, count: shapedBytes.count + 1)
        var startsCharacter = [Bool](repeating: false, count: shapedBytes.count + 1)
        var startsSpace = [Bool](repeating: false, count: shapedBytes.count + 1)
        for i in characters.indices {
            let end = i + 1 < characters.count ? characterStarts[i + 1] : shapedBytes.count
            breakAt[end] = opportunities[i]
            startsCharacter[characterStarts[i]] = true
            startsSpace[characterStarts[i]] = characters[i].isNewline || LineBreakRules.isBreakingSpace(characters[i])
        }

        var glyphs: [ShapedGlyph] = []
        var clusters: [Cluster] = []
        var symbols: [SymbolImage] = []
        var primaryFaces: [Int?] = []
        var runSlanted: [Bool] = []
        var characterIndex = 0
        for (r, run) in runs.enumerated() {
            let count = run.string.count
            defer { characterIndex += count }
            guard run.font.size > 0, run.font.size.isFinite, let (primary, slanted) = library.textFace(for: run.font) else {
                primaryFaces.append(nil)
                runSlanted.append(false)
                continue
            }
            primaryFaces.append(index(of: primary))
            runSlanted.append(slanted)
            guard count > 0 else { continue }
            let runEnd = characterIndex + count < characters.count ? characterStarts[characterIndex + count] : shapedBytes.count
            if let name = run.symbol {
                // One cluster as wide as the symbol's frame, its glyph standing for the drawing.
                guard let symbol = SymbolCatalog.symbol(named: name, font: run.font, library: library) else {
                    if !name.isEmpty { UnknownNameLog.symbols.report(name) }
                    continue
                }
                let start = characterStarts[characterIndex]
                let advance = Double(symbol.size.width) / Double(run.font.size) * primary.unitsPerEm
                glyphs.append(ShapedGlyph(id: 0, cluster: start, xAdvance: Int32(advance.rounded()), xOffset: 0, yOffset: 0))
                clusters.append(Cluster(glyphs: glyphs.count - 1..<glyphs.count, run: r, face: index(of: primary), isWhitespace: false,
                                        breakAfter: breakAt[runEnd], isSlanted: false, bytes: start..<runEnd, symbol: symbols.count))
                symbols.append(symbol)
                continue
            }
            for faceRun in FaceRun.split(characters[characterIndex..<characterIndex + count],
                                         starts: characterStarts[characterIndex..<characterIndex + count], end: runEnd,
                                         primary: primary,
                                         fallback: { library.face(drawing: $0, asEmoji: $1, font: run.font, primary: primary) }) {
                let shaped = TextShaper.shape(shapedBytes, range: faceRun.utf8Range, face: faceRun.face, features: run.features)
                let faceIndex = index(of: faceRun.face)
                let slant = slanted && faceRun.face === primary
                // A cluster ends where the next larger cluster starts, or where the face-run ends.
                let starts = Set(shaped.map(\.cluster)).sorted()
                var endOf: [Int: Int] = [:]
                for (k, start) in starts.enumerated() { endOf[start] = k + 1 < starts.count ? starts[k + 1] : faceRun.utf8Range.upperBound }
                var i = 0
                while i < shaped.count {
                    var j = i + 1
                    while j < shaped.count, shaped[j].cluster == shaped[i].cluster { j += 1 }
                    let bytes = shaped[i].cluster..<endOf[shaped[i].cluster]!
                    let characterBytes = bytes.filter { startsCharacter[$0] }
                    let isWhitespace = !characterBytes.isEmpty && characterBytes.allSatisfy { startsSpace[$0] }
                    clusters.append(Cluster(glyphs: glyphs.count + i..<glyphs.count + j, run: r, face: faceIndex,
                                            isWhitespace: isWhitespace, breakAfter: breakAt[bytes.upperBound], isSlanted: slant,
                                            bytes: bytes))
                    i = j
                }
                glyphs += shaped
            }
        }
        self.utf8 = shapedBytes
        self.faces = faces
        self.glyphs = glyphs
        self.clusters = clusters
        self.symbols = symbols
        self.primaryFaces = primaryFaces
        self.runSlanted = runSlanted
    }

    /// The text cluster `i` draws (a newline as the space it is shaped as).
    func string(ofCluster i: Int) -> String {
        String(decoding: utf8[clusters[i].bytes], as: UTF8.self)
    }

    /// The run's "…", shaped once on first use; nil when the run has no face.
    func ellipsis(forRun run: Int) -> Ellipsis? {
        lock.lock()
        defer { lock.unlock() }
        if let known = ellipses[run] { return known }
        var result: Ellipsis?
        if let face = primaryFaces[run] {
            let text = faces[face].glyph(for: "\u{2026}") != nil ? "\u{2026}" : "..."
            let bytes = Array(text.utf8)
            result = Ellipsis(glyphs: TextShaper.shape(bytes, range: 0..<bytes.count, face: faces[face], features: runs[run].features),
                              face: face, isSlanted: runSlanted[run])
        }
        ellipses[run] = result
        return result
    }
}

// MARK: - FaceRun

/// A stretch of a run (UTF-8 byte range) drawn with one face.
private struct FaceRun {
    var face: FontFace
    var utf8Range: Range<Int>

    /// Splits a run's characters by which face draws each grapheme cluster: an emoji-presentation
    /// character goes to the emoji face when it has it; otherwise `primary` when it covers the
    /// whole cluster, else the `fallback` face that does; a cluster no face covers stays with
    /// `primary`. The fallback is asked only for what `primary` cannot draw, and opens each
    /// face only as its search reaches it (FontLibrary): a script's face is loaded by the first
    /// line that needs it, not by the first line of text.
    static func split(_ characters: ArraySlice<Character>, starts: ArraySlice<Int>, end: Int, primary: FontFace,
                      fallback: (_ character: Character, _ asEmoji: Bool) -> FontFace?) -> [FaceRun] {
        var runs: [FaceRun] = []
        for (character, start) in zip(characters, starts) {
            let asEmoji = wantsEmoji(character)
            let face = character.isNewline || (!asEmoji && primary.covers(character)) ? primary : fallback(character, asEmoji) ?? primary
            if runs.last?.face !== face { runs.append(FaceRun(face: face, utf8Range: start..<start)) }
        }
        for k in runs.indices {
            runs[k].utf8Range = runs[k].utf8Range.lowerBound..<(k + 1 < runs.count ? runs[k + 1].utf8Range.lowerBound : end)
        }
        return runs
    }

    /// Whether the character asks to be drawn as an emoji (VS16, or emoji presentation without VS15).
    private static func wantsEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        return scalars.contains("\u{FE0F}") || (scalars.first!.properties.isEmojiPresentation && !scalars.contains("\u{FE0E}"))
    }
}
