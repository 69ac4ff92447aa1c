// FontLibrary.swift: the faces text and symbols are drawn with, found once on disk and shared by
// every layout.
// Follows the pinned decision "system font": Inter (Debian fonts-inter) stands in for SF Pro, one
// static file per weight; DejaVu Sans (fonts-dejavu-core) when Inter is not installed; emoji from
// Noto Color Emoji (fonts-noto-color-emoji). Inter 4 in Debian ships nine static .otf weights;
// a variable-only Inter is not used (it would need variation coordinates) and falls back to DejaVu.
// Thread safety: the face cache is guarded by a lock; faces themselves are thread-safe (FontFace).
// Guarantees: each file is loaded at most once per library; a weight whose file is missing gets
// the nearest weight the family has (the heavier one on a tie).

import Foundation

/// The font files Flipbook draws text with, loaded on first use and kept.
final class FontLibrary: @unchecked Sendable {
    /// The library over the standard font directories, used by default everywhere.
    static let shared = FontLibrary(directories: FontFileIndex.standardDirectories)

    private let files: FontFileIndex
    private let freeType: FreeTypeLibrary?
    private let lock = NSLock()
    /// By path; a nil entry remembers a file that failed to load.
    private var faces: [String: FontFace?] = [:]

    /// A library over the font files in `directories` (searched in order).
    init(directories: [String]) {
        files = FontFileIndex(directories: directories)
        freeType = FreeTypeLibrary()
    }

    /// The face that draws text of `weight`: Inter's file for that weight (or Inter's nearest),
    /// else DejaVu Sans's nearest (Regular or Bold); nil when neither family is installed.
    func textFace(_ weight: FontWeight) -> FontFace? {
        interFace(weight) ?? dejaVuFace(weight)
    }

    /// Faces tried, in order, for a character the text face has no glyph for: DejaVu Sans (wider
    /// coverage than Inter, e.g. arrows and math), then Noto Color Emoji.
    func fallbackFaces(_ weight: FontWeight) -> [FontFace] {
        var chain: [FontFace] = []
        if let primary = textFace(weight), let dejaVu = dejaVuFace(weight), dejaVu !== primary {
            chain.append(dejaVu)
        }
        if let emoji = emojiFace { chain.append(emoji) }
        return chain
    }

    /// Noto Color Emoji, nil when it is not installed.
    var emojiFace: FontFace? { face(named: "NotoColorEmoji.ttf") }

    /// The text face's vertical metrics for `weight`; Inter's design proportions when no font file
    /// is installed at all.
    func metrics(_ weight: FontWeight) -> FontMetrics {
        textFace(weight)?.metrics ?? .interDesign
    }

    // MARK: - Choosing files

    private func interFace(_ weight: FontWeight) -> FontFace? {
        for candidate in FontLibrary.byCloseness(to: weight, among: FontWeight.allCases) {
            let style = candidate.interStyleName
            if let face = face(named: "Inter-\(style).otf") ?? face(named: "Inter-\(style).ttf") { return face }
        }
        return nil
    }

    private func dejaVuFace(_ weight: FontWeight) -> FontFace? {
        for candidate in FontLibrary.byCloseness(to: weight, among: [.regular, .bold]) {
            if let face = face(named: candidate == .bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf") { return face }
        }
        return nil
    }

    /// `weights` sorted by distance from `target`, heavier first among equals.
    private static func byCloseness(to target: FontWeight, among weights: [FontWeight]) -> [FontWeight] {
        weights.sorted { a, b in
            let da = abs(a.rawValue - target.rawValue), db = abs(b.rawValue - target.rawValue)
            return da != db ? da < db : a > b
        }
    }

    /// The loaded face of the file called `name`, loading it on first use.
    private func face(named name: String) -> FontFace? {
        guard let path = files.path(named: name), let freeType else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let known = faces[path] { return known }
        let face = FontFace(path: path, freeType: freeType)
        faces[path] = face
        return face
    }
}
