// TextShaper.swift: one call into HarfBuzz: a stretch of UTF-8 shaped with one face, the rest of
// the paragraph passed as context so contextual features see across the stretch's ends.
// Follows HarfBuzz's defaults (kerning, ligatures, contextual alternates on) plus the OpenType
// features asked for (tnum for monospaced digits; ligatures off under tracking); the language is
// English, script and direction are guessed from the text. Inter's contextual alternates turn
// "1920x1080" into "1920×1080" and "->" into an arrow, which SF Pro does not: they are off on
// the characters they rewrite (x, -, <, >, =), and stay on for the rest (a colon between figures
// is raised, as SF Pro's is).
// Guarantees: glyphs come in HarfBuzz's output order; `cluster` is the UTF-8 offset of the first
// byte of the text the glyph came from, in the whole paragraph's bytes.

// Implementation-only: users' files compile against this module without the C headers.
@_implementationOnly import CHarfBuzz

/// One shaped glyph, in its face's font units.
struct ShapedGlyph: Sendable {
    var id: UInt32
    /// UTF-8 offset, in the paragraph, of the text this glyph draws.
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
}

/// OpenType features a run asks the shaper for, beyond HarfBuzz's defaults.
struct ShapingFeatures: Hashable, Sendable {
    /// Tabular figures (`tnum`).
    var tabularDigits = false
    /// Standard and contextual ligatures off (`liga`, `clig`), as tracking spreads letters apart.
    var noLigatures = false

    static let none = ShapingFeatures()
}

/// Shapes text with HarfBuzz.
enum TextShaper {
    /// Shapes `utf8[range]` with `face`.
    static func shape(_ utf8: [UInt8], range: Range<Int>, face: FontFace, features: ShapingFeatures) -> [ShapedGlyph] {
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count),
                                   UInt32(range.lowerBound), Int32(range.count))
            }
        }
        // The language is set rather than guessed: guessing reads the C locale, which is not
        // thread-safe on first use. Script and direction are guessed from the text.
        hb_buffer_set_language(buffer, english)
        hb_buffer_guess_segment_properties(buffer)
        let requested = hbFeatures(features) + literalCharacters(utf8, in: range)
        if requested.isEmpty {
            hb_shape(face.hbFont, buffer, nil, 0)
        } else {
            requested.withUnsafeBufferPointer { hb_shape(face.hbFont, buffer, $0.baseAddress, UInt32($0.count)) }
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { i in
            ShapedGlyph(id: infos[i].codepoint, cluster: Int(infos[i].cluster), xAdvance: positions[i].x_advance,
                        xOffset: positions[i].x_offset, yOffset: positions[i].y_offset)
        }
    }

    private static func hbFeatures(_ features: ShapingFeatures) -> [hb_feature_t] {
        var names: [String] = []
        if features.tabularDigits { names.append("tnum") }
        if features.noLigatures { names += ["-liga", "-clig"] }
        return names.compactMap { name in
            var feature = hb_feature_t()
            return hb_feature_from_string(name, -1, &feature) != 0 ? feature : nil
        }
    }

    /// The ASCII characters Inter's contextual alternates draw as other symbols, where SF Pro
    /// draws them as typed.
    private static let literalBytes: Set<UInt8> = Set("xX-<>=".utf8)

    /// Contextual alternates off on each of `literalBytes` in the stretch (a feature's range is
    /// in clusters, the UTF-8 offsets).
    private static func literalCharacters(_ utf8: [UInt8], in range: Range<Int>) -> [hb_feature_t] {
        range.compactMap { i in
            guard literalBytes.contains(utf8[i]) else { return nil }
            var feature = noContextualAlternates
            feature.start = UInt32(i)
            feature.end = UInt32(i + 1)
            return feature
        }
    }

    /// `-calt`, parsed once.
    private static let noContextualAlternates: hb_feature_t = {
        var feature = hb_feature_t()
        _ = hb_feature_from_string("-calt", -1, &feature)
        return feature
    }()

    /// HarfBuzz interns languages: the pointer is to immutable data, safe to share.
    private nonisolated(unsafe) static let english = hb_language_from_string("en", -1)
}
