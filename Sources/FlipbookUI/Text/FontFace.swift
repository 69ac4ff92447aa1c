// FontFace.swift: one font file, loaded once: a HarfBuzz font for shaping and a FreeType face for
// glyph outlines and colour bitmaps, with the glyphs it has produced cached.
// Thread safety, the choice made here: shaping goes through HarfBuzz's own OpenType functions on an
// immutable hb_font_t (made from the file's bytes, not from the FT_Face), which HarfBuzz documents
// as safe to share between threads, so shaping takes no lock. FT_Face is not thread-safe, so every
// FreeType call on it (outline extraction, bitmap loading) and the glyph caches are serialized by
// one lock per face; each glyph is extracted once, so frames rendered in parallel contend only
// while a glyph is first seen.
// Decoration metrics follow the OpenType tables: the underline from `post` (underlinePosition read
// as the stroke's centre, as FreeType documents it), the strikeout from OS/2 (yStrikeoutPosition,
// the stroke's top).
// Guarantees: outlines are in font units with y pointing down and the baseline at y = 0; colour
// bitmaps are premultiplied RGBA at the face's strike size; decoration thicknesses are > 0.

// Implementation-only: users' files compile against this module without the C headers.
@_implementationOnly import CFreeType
@_implementationOnly import CHarfBuzz
import Foundation
import Raster

/// A loaded font file, safe to use from several threads.
final class FontFace: @unchecked Sendable {
    /// A colour glyph bitmap at the strike's size, placed as FreeType places it.
    struct ColorBitmap: Sendable {
        var pixmap: Pixmap
        /// From the pen position to the bitmap's left edge, in strike pixels.
        var left: Int
        /// From the baseline up to the bitmap's top edge, in strike pixels.
        var top: Int
    }

    let path: String
    /// Font units per em, the unit of `hbFont`'s positions and of `outline(glyph:)`.
    let unitsPerEm: Double
    let metrics: FontMetrics
    /// Where underlines and strikeouts go, in ems.
    let decorations: DecorationMetrics
    /// Whether the file is an italic or oblique face (FreeType's style flags).
    let isItalic: Bool
    /// Pixels per em of the bitmap strike for colour bitmap fonts (Noto Color Emoji: 109); nil for
    /// outline fonts.
    let strikePixelsPerEm: Double?
    /// Immutable after init; positions come out in font units (the scale is the em).
    let hbFont: OpaquePointer

    private let freeType: FreeTypeLibrary
    private let ftFace: FT_Face
    private let lock = NSLock()
    private var outlines: [UInt32: Raster.Path] = [:]
    private var bitmaps: [UInt32: ColorBitmap?] = [:]

    /// Loads face 0 of the file; nil when FreeType or HarfBuzz cannot read it.
    init?(path: String, freeType: FreeTypeLibrary) {
        guard let ftFace = freeType.newFace(path: path) else { return nil }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            freeType.doneFace(ftFace)
            return nil
        }
        let hbFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        let upem = hb_face_get_upem(hbFace)
        guard let hbFace, upem > 0, let font = hb_font_create(hbFace) else {
            hb_face_destroy(hbFace)
            freeType.doneFace(ftFace)
            return nil
        }
        hb_face_destroy(hbFace)
        hb_font_make_immutable(font)

        self.path = path
        self.freeType = freeType
        self.ftFace = ftFace
        self.hbFont = font
        unitsPerEm = Double(upem)

        // Bitmap-only colour fonts (CBDT) have fixed strikes and no outlines: select the largest
        // strike once, since downscaling keeps more detail than upscaling.
        let flags = ftFace.pointee.face_flags
        if flags & Int(FT_FACE_FLAG_SCALABLE) == 0, ftFace.pointee.num_fixed_sizes > 0,
           let sizes = ftFace.pointee.available_sizes {
            let count = Int(ftFace.pointee.num_fixed_sizes)
            let best = (0..<count).max { sizes[$0].y_ppem < sizes[$1].y_ppem }!
            FT_Select_Size(ftFace, Int32(best))
            strikePixelsPerEm = Double(sizes[best].y_ppem) / 64
        } else {
            strikePixelsPerEm = nil
        }

        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        let em = Double(upem)
        let ascent = max(0, Double(extents.ascender) / em)
        // The cap height is read off "H" itself: OS/2's sCapHeight is missing in older fonts
        // (DejaVu Sans has an OS/2 table of version 1, without it). Bitmap faces only ever draw
        // emoji, whose cap height nothing asks for: the ascent stands in.
        var capHeight = ascent
        var h: hb_codepoint_t = 0
        if strikePixelsPerEm == nil, hb_font_get_nominal_glyph(font, 0x48, &h) != 0,
           let bounds = FreeTypeGlyphs.outline(ftFace, glyph: h).bounds {
            capHeight = max(0, -bounds.minY / em)
        }
        metrics = FontMetrics(ascent: ascent, descent: max(0, -Double(extents.descender) / em),
                              lineGap: max(0, Double(extents.line_gap) / em), capHeight: capHeight)
        decorations = DecorationMetrics(hb_font_get_face(font), unitsPerEm: em, capHeight: capHeight)
        isItalic = ftFace.pointee.style_flags & Int(FT_STYLE_FLAG_ITALIC) != 0
    }

    deinit {
        hb_font_destroy(hbFont)
        freeType.doneFace(ftFace)
    }

    /// Whether the face draws with colour bitmaps rather than outlines.
    var isColorBitmapFace: Bool { strikePixelsPerEm != nil }

    /// The glyph the font's cmap gives a scalar, nil when it has none.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// Whether the face has a glyph for every scalar of the character that needs one (joiners,
    /// variation selectors and other default-ignorable scalars draw nothing, so they do not count).
    func covers(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.isVariationSelector
                || glyph(for: scalar) != nil
        }
    }

    /// How far the glyph moves the pen, in font units.
    func advance(glyph: UInt32) -> Double {
        Double(hb_font_get_glyph_h_advance(hbFont, glyph))
    }

    /// The glyph's outline in font units, y down, origin at the pen position on the baseline.
    /// Empty for glyphs without one (spaces, bitmap glyphs).
    func outline(glyph: UInt32) -> Raster.Path {
        lock.lock()
        defer { lock.unlock() }
        if let cached = outlines[glyph] { return cached }
        let path = FreeTypeGlyphs.outline(ftFace, glyph: glyph)
        outlines[glyph] = path
        return path
    }

    /// The glyph's colour bitmap at the strike size; nil for outline faces and glyphs without one.
    func colorBitmap(glyph: UInt32) -> ColorBitmap? {
        guard isColorBitmapFace else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let cached = bitmaps[glyph] { return cached }
        let bitmap = FreeTypeGlyphs.colorBitmap(ftFace, glyph: glyph)
        bitmaps[glyph] = bitmap
        return bitmap
    }
}

// MARK: - DecorationMetrics

/// Underline and strikeout strokes of a face, in ems, y up from the baseline.
struct DecorationMetrics: Sendable {
    /// The underline stroke's centre (negative: below the baseline) and thickness.
    var underlineCenter: Double
    var underlineThickness: Double
    /// The strikeout stroke's centre (above the baseline) and thickness.
    var strikeoutCenter: Double
    var strikeoutThickness: Double

    /// Read from the face's `post` and `OS/2` tables; where a table is missing or gives zero,
    /// a stroke of 0.05 em, an underline 0.1 em below the baseline and a strikeout at 0.4 of
    /// the cap height stand in.
    fileprivate init(_ face: OpaquePointer?, unitsPerEm em: Double, capHeight: Double) {
        let post = FontTable(face, tag: "post"), os2 = FontTable(face, tag: "OS/2")
        let underlinePosition = post.int16(at: 8), underlineSize = post.int16(at: 10)
        let strikeoutSize = os2.int16(at: 26), strikeoutPosition = os2.int16(at: 28)
        underlineThickness = underlineSize > 0 ? Double(underlineSize) / em : 0.05
        underlineCenter = underlinePosition != 0 ? Double(underlinePosition) / em : -0.1
        strikeoutThickness = strikeoutSize > 0 ? Double(strikeoutSize) / em : 0.05
        strikeoutCenter = strikeoutPosition > 0 ? Double(strikeoutPosition) / em - strikeoutThickness / 2 : 0.4 * capHeight
    }
}

/// The bytes of one OpenType table, read big-endian; reads past its end give 0.
private struct FontTable {
    private var bytes: [UInt8] = []

    init(_ face: OpaquePointer?, tag: String) {
        let t = Array(tag.utf8)
        let tagValue = (UInt32(t[0]) << 24) | (UInt32(t[1]) << 16) | (UInt32(t[2]) << 8) | UInt32(t[3])
        guard let blob = hb_face_reference_table(face, tagValue) else { return }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return }
        bytes = data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    }

    func int16(at offset: Int) -> Int16 {
        guard offset + 1 < bytes.count else { return 0 }
        return Int16(bitPattern: UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]))
    }
}

// MARK: - FreeTypeLibrary

/// The FT_Library every face of a FontLibrary comes from. Faces keep it alive, so it is freed
/// only after the last of them.
final class FreeTypeLibrary: @unchecked Sendable {
    private let handle: FT_Library
    /// FT_New_Face and FT_Done_Face edit the library's list of faces, so they are serialized.
    private let lock = NSLock()

    init?() {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }

    func newFace(path: String) -> FT_Face? {
        lock.lock()
        defer { lock.unlock() }
        var face: FT_Face?
        guard FT_New_Face(handle, path, 0, &face) == 0 else { return nil }
        return face
    }

    func doneFace(_ face: FT_Face) {
        lock.lock()
        defer { lock.unlock() }
        FT_Done_Face(face)
    }
}
