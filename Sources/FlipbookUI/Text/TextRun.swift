// TextRun.swift: one run of a paragraph once the environment is resolved: its characters, its
// font, and how it is painted and spaced. `Text + Text` and a LocalizedStringKey with Text in it
// give several runs, laid out as one paragraph.
// Guarantees: style indices point into the palette of the text the run belongs to (TextKind).

import Foundation

/// A stretch of a paragraph in one resolved font and style.
struct TextRun: Sendable {
    var string: String
    var font: ResolvedFont
    /// The palette index of the style its glyphs are filled with.
    var style: Int = 0
    /// Points added after each character (SwiftUI's kerning(_:) and tracking(_:) together).
    var spacing: Double = 0
    /// Tracking spreads ligatures apart; kerning keeps them.
    var hasTracking = false
    /// The underline; nil: not underlined.
    var underline: Line?
    /// The strikethrough; nil: none.
    var strikethrough: Line?
    /// Points the glyphs are raised above the baseline (negative: lowered).
    var baselineOffset: Double = 0
    /// A system symbol the run draws instead of its one character (TextSegment.symbol).
    var symbol: String?

    init(_ string: String, font: ResolvedFont) {
        self.string = string
        self.font = font
    }

    /// An underline or a strikethrough: the palette index of its style, and its pattern.
    struct Line: Sendable {
        var style: Int
        var pattern: Text.LineStyle.Pattern
    }

    /// The OpenType features the run is shaped with.
    var features: ShapingFeatures {
        ShapingFeatures(tabularDigits: font.hasMonospacedDigits, noLigatures: hasTracking)
    }
}
