// FontFamily.swift: the Debian font families that stand in for SwiftUI's designs, with the
// weights each ships and the file name of each weight, upright and italic.
// Follows swiftui-facts-everyday.md §8 (pinned): `.default` and `.rounded` are Inter
// (fonts-inter; SF Rounded's rounded terminals are not reproduced), `.monospaced` is JetBrains Mono
// (fonts-jetbrains-mono, 100–800) else DejaVu Sans Mono, `.serif` is Noto Serif (fonts-noto-core,
// Regular and Bold) else DejaVu Serif; DejaVu Sans stands in when Inter itself is missing.
// Guarantees: `weights` is never empty and every weight in it has at least one file name.

/// A family of static font files: which weights exist and what their files are called.
struct FontFamily: Sendable {
    let name: String
    /// The weights the family ships, as SwiftUI names them.
    let weights: [FontWeight]
    /// Candidate file names for a weight the family ships, upright (false) or italic (true).
    let fileNames: @Sendable (FontWeight, Bool) -> [String]

    /// Inter 4: nine weights (FontWeight.interStyleName), each with an italic; .otf in Debian.
    static let inter = FontFamily(name: "Inter", weights: FontWeight.allCases) { weight, italic in
        let style = weight.interStyleName
        let name = italic ? (weight == .regular ? "Inter-Italic" : "Inter-\(style)Italic") : "Inter-\(style)"
        return [name + ".otf", name + ".ttf"]
    }

    /// JetBrains Mono 2: Thin (100) to ExtraBold (800), named like Inter's files; no Black.
    static let jetBrainsMono = FontFamily(name: "JetBrains Mono", weights: FontWeight.allCases.filter { $0 != .black }) { weight, italic in
        let style = weight.interStyleName
        let name = italic ? (weight == .regular ? "JetBrainsMono-Italic" : "JetBrainsMono-\(style)Italic") : "JetBrainsMono-\(style)"
        return [name + ".ttf", name + ".otf"]
    }

    /// Noto Serif as fonts-noto-core ships it: Regular and Bold, each with an italic.
    static let notoSerif = FontFamily(name: "Noto Serif", weights: [.regular, .bold]) { weight, italic in
        switch (weight == .bold, italic) {
        case (false, false): return ["NotoSerif-Regular.ttf"]
        case (true, false): return ["NotoSerif-Bold.ttf"]
        case (false, true): return ["NotoSerif-Italic.ttf"]
        case (true, true): return ["NotoSerif-BoldItalic.ttf"]
        }
    }

    /// The faces for scripts the text families lack, as fonts-noto-core (Regular and Bold of
    /// each living script's Noto Sans) and fonts-noto-cjk (one collection for Chinese, Japanese
    /// and Korean) ship them; a missing file is skipped.
    static let scriptFallbacks: [FontFamily] = [
        "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam", "Sinhala",
        "Thai", "Lao", "Khmer", "Myanmar", "Georgian", "Armenian", "Ethiopic", "Hebrew", "Arabic", "Syriac", "Thaana",
        "Mongolian", "Cherokee", "Yi", "Symbols",
    ].map { script in
        FontFamily(name: "Noto Sans \(script)", weights: [.regular, .bold]) { weight, _ in
            ["NotoSans\(script)-\(weight == .bold ? "Bold" : "Regular").ttf"]
        }
    } + [FontFamily(name: "Noto Sans CJK", weights: [.regular, .bold]) { weight, _ in
        ["NotoSansCJK-\(weight == .bold ? "Bold" : "Regular").ttc"]
    }]

    static let dejaVuSans = dejaVu("DejaVuSans", italic: "Oblique")
    static let dejaVuSansMono = dejaVu("DejaVuSansMono", italic: "Oblique")
    static let dejaVuSerif = dejaVu("DejaVuSerif", italic: "Italic")

    /// A DejaVu family: Book and Bold in fonts-dejavu-core, the slanted faces in fonts-dejavu-extra.
    private static func dejaVu(_ base: String, italic slant: String) -> FontFamily {
        FontFamily(name: base, weights: [.regular, .bold]) { weight, italic in
            switch (weight == .bold, italic) {
            case (false, false): return ["\(base).ttf"]
            case (true, false): return ["\(base)-Bold.ttf"]
            case (false, true): return ["\(base)-\(slant).ttf"]
            case (true, true): return ["\(base)-Bold\(slant).ttf"]
            }
        }
    }

    /// The families tried, in order, for a design: its stand-in, that stand-in's DejaVu
    /// fallback, then the default design's (so text never vanishes for want of one family).
    static func candidates(for design: FontDesign) -> [FontFamily] {
        switch design {
        case .default, .rounded: return [inter, dejaVuSans]
        case .monospaced: return [jetBrainsMono, dejaVuSansMono, inter, dejaVuSans]
        case .serif: return [notoSerif, dejaVuSerif, inter, dejaVuSans]
        }
    }
}
