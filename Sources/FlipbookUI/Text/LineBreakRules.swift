// LineBreakRules.swift: where a line may break, character by character.
// Follows the everyday core of Unicode's line breaking algorithm (UAX #14), as swiftui-facts-everyday
// §8 asks (word boundaries, hyphenation off): a newline must break (BK, CR, LF, NL); a run of
// spaces allows a break after its last space (SP), but no-break spaces do not (GL); a zero-width
// space allows one (ZW); a hyphen between a letter or digit and a letter allows one after it (HY,
// BA: "well-known", not "-5"), as does an em dash (B2); ideographs and kana allow one on either
// side (ID) except before closing and after opening punctuation.
// Status: no pair table, so rarer classes (quotation marks around ideographs, numeric prefixes,
// South-East Asian dictionary breaks, emoji as ID) break only at spaces.
// Guarantees: one opportunity per character, the one after it; newlines are always mandatory.

/// Whether a line may break after a character.
enum BreakOpportunity: Sendable, Equatable {
    case none, allowed, mandatory
}

/// UAX #14's everyday rules (see the header).
enum LineBreakRules {
    /// For each character, whether a line may (or must) break after it.
    static func opportunities(_ characters: [Character]) -> [BreakOpportunity] {
        characters.indices.map { i in
            let c = characters[i]
            if c.isNewline { return .mandatory }
            guard i + 1 < characters.count else { return .allowed }
            let next = characters[i + 1]
            if isBreakingSpace(c) { return isBreakingSpace(next) || next.isNewline ? .none : .allowed }
            if isBreakingSpace(next) || next.isNewline { return .none }
            if c == "\u{200B}" || c == "\u{2014}" { return .allowed }
            if c == "-" || c == "\u{2010}" || c == "\u{2013}" {
                let previous = i > 0 ? characters[i - 1] : nil
                let afterWord = previous.map { $0.isLetter || $0.isNumber } ?? false
                let beforeWord = next.isLetter || (c != "-" && next.isNumber)
                return afterWord && beforeWord ? .allowed : .none
            }
            if isIdeographic(c), !next.isPunctuation { return .allowed }
            if isIdeographic(next), !isOpeningPunctuation(c) { return .allowed }
            return .none
        }
    }

    /// Spaces a line may break after: Unicode's space separators except the no-break ones
    /// (U+00A0, U+2007, U+202F), and the tab.
    static func isBreakingSpace(_ c: Character) -> Bool {
        guard c.unicodeScalars.count == 1, let s = c.unicodeScalars.first else { return false }
        if s == "\t" { return true }
        return s.properties.generalCategory == .spaceSeparator && s != "\u{00A0}" && s != "\u{2007}" && s != "\u{202F}"
    }

    /// CJK ideographs, kana and compatibility ideographs (UAX #14's ID class, its common part);
    /// CJK punctuation (U+3000–U+303F) is not among them.
    private static func isIdeographic(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x2FFF).contains(v) || (0x3040...0x30FF).contains(v) || (0x3400...0x9FFF).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0x20000...0x3FFFF).contains(v)
    }

    private static func isOpeningPunctuation(_ c: Character) -> Bool {
        c.unicodeScalars.first.map { $0.properties.generalCategory == .openPunctuation || $0.properties.generalCategory == .initialPunctuation } ?? false
    }
}
