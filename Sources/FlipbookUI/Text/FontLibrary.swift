// FontLibrary.swift: the faces text and symbols are drawn with, found once on disk and shared by
// every layout.
// Follows the pinned decision "system font": Inter (Debian fonts-inter) stands in for SF Pro, one
// static file per weight and slant; DejaVu Sans (fonts-dejavu-core) when Inter is not installed;
// emoji from Noto Color Emoji (fonts-noto-color-emoji); other scripts from Noto Sans's faces
// (fonts-noto-core, fonts-noto-cjk); the other designs' families are listed in FontFamily. Inter 4 in Debian ships nine static .otf weights, each with its italic; a
// variable-only Inter is not used (it would need variation coordinates) and falls back to DejaVu.
// Thread safety: the face cache is guarded by a lock; faces themselves are thread-safe (FontFace).
// Guarantees: each file is loaded at most once per library; a weight whose file is missing gets
// the nearest weight the family has (the heavier one on a tie); italic text gets the family's
// italic face when it has one, else its upright face marked for a synthetic slant.

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

    /// The face that draws upright text of `weight` in the default design: Inter's file for that
    /// weight (or Inter's nearest), else DejaVu Sans's nearest (Regular or Bold); nil when neither
    /// family is installed.
    func textFace(_ weight: FontWeight) -> FontFace? {
        textFace(for: ResolvedFont(size: 1, weight: weight))?.face
    }

    /// The face that draws `font`: the first family of its design (FontFamily.candidates) with
    /// any file installed, at the nearest weight; italic from the family's italic files, else
    /// from its upright face with `slanted` set, for the caller to shear.
    func textFace(for font: ResolvedFont) -> (face: FontFace, slanted: Bool)? {
        for family in FontFamily.candidates(for: font.design) {
            if font.isItalic, let italic = face(in: family, weight: font.weight, italic: true) { return (italic, false) }
            if let upright = face(in: family, weight: font.weight, italic: false) { return (upright, font.isItalic) }
        }
        return nil
    }

    /// Faces tried after `primary` for a character it lacks: Inter (for another design's
    /// family), DejaVu Sans (wider coverage than Inter, e.g. arrows and math), Noto Sans's faces
    /// for the scripts neither has (Devanagari, Thai, Korean, Chinese, Japanese…: iOS has a font
    /// for each, and without one a line of them was a row of empty boxes), then Noto Color Emoji;
    /// not `primary` again. Lazy: a face is opened only when a search reaches it, so an arrow
    /// that DejaVu draws opens no script's face.
    func fallbackFaces(for font: ResolvedFont, primary: FontFace) -> some Collection<FontFace> {
        let families = [FontFamily.inter, FontFamily.dejaVuSans] + FontFamily.scriptFallbacks
        let faces: [() -> FontFace?] = families.map { family in { self.face(in: family, weight: font.weight, italic: false) } }
            + [{ self.emojiFace }]
        return faces.lazy.compactMap { $0() }.filter { $0 !== primary }
    }

    /// The face that draws `character` in `font` when `primary` does not, or when the character
    /// asks to be an emoji (`asEmoji`) and the emoji face has it; nil when no face has it.
    func face(drawing character: Character, asEmoji: Bool, font: ResolvedFont, primary: FontFace) -> FontFace? {
        if asEmoji, let emoji = emojiFace, emoji.covers(character) { return emoji }
        if primary.covers(character) { return primary }
        return fallbackFaces(for: font, primary: primary).first { $0.covers(character) }
    }

    /// Noto Color Emoji, nil when it is not installed.
    var emojiFace: FontFace? { face(named: "NotoColorEmoji.ttf") }

    /// The text face's vertical metrics for `weight`; Inter's design proportions when no font file
    /// is installed at all.
    func metrics(_ weight: FontWeight) -> FontMetrics {
        textFace(weight)?.metrics ?? .interDesign
    }

    // MARK: - Choosing files

    /// The family's file for the weight nearest `weight`, upright or italic; nil when the family
    /// has no such file installed.
    private func face(in family: FontFamily, weight: FontWeight, italic: Bool) -> FontFace? {
        for candidate in FontLibrary.byCloseness(to: weight, among: family.weights) {
            for name in family.fileNames(candidate, italic) {
                if let face = face(named: name) { return face }
            }
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
