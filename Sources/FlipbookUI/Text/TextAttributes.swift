// TextAttributes.swift: what a piece of a Text sets for itself (its font, weight, italic, colour,
// spacing, decorations…), and the text modifiers a view passes down to the Text inside it; nil
// leaves a value to what surrounds it.
// Follows SwiftUI's rule for modifiers: the innermost wins. A modifier on a Text fills in what
// each of its pieces has not set (so in `(Text("a").bold() + Text("b")).italic()` both are
// italic and only "a" is bold), and a piece's own settings win over the environment's.
// Guarantees: equality compares every field; two foreground styles are equal when they are of
// one Equatable type and equal.

import Foundation

/// An underline or strikethrough as set: on or off, in a pattern and a colour (nil: the text's
/// style).
struct TextLineDecoration: Equatable {
    var isActive: Bool
    var pattern: Text.LineStyle.Pattern = .solid
    var color: Color?

    init(isActive: Bool, pattern: Text.LineStyle.Pattern = .solid, color: Color?) {
        self.isActive = isActive
        self.pattern = pattern
        self.color = color
    }

    /// An attributed string's line, which is on wherever it is set.
    init(_ style: Text.LineStyle) {
        self.init(isActive: true, pattern: style.pattern, color: style.color)
    }
}

/// Text settings, each nil where it is inherited.
struct TextAttributes: Equatable {
    var font: Font?
    var weight: Font.Weight?
    var design: Font.Design?
    var isItalic: Bool?
    var isMonospaced: Bool?
    var hasMonospacedDigits: Bool?
    var foreground: (any ShapeStyle)?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var underline: TextLineDecoration?
    var strikethrough: TextLineDecoration?
    var baselineOffset: CGFloat?

    /// These settings, with what they leave unset taken from `outer`.
    func filled(from outer: TextAttributes) -> TextAttributes {
        var a = self
        a.font = font ?? outer.font
        a.weight = weight ?? outer.weight
        a.design = design ?? outer.design
        a.isItalic = isItalic ?? outer.isItalic
        a.isMonospaced = isMonospaced ?? outer.isMonospaced
        a.hasMonospacedDigits = hasMonospacedDigits ?? outer.hasMonospacedDigits
        a.foreground = foreground ?? outer.foreground
        a.kerning = kerning ?? outer.kerning
        a.tracking = tracking ?? outer.tracking
        a.underline = underline ?? outer.underline
        a.strikethrough = strikethrough ?? outer.strikethrough
        a.baselineOffset = baselineOffset ?? outer.baselineOffset
        return a
    }

    static func == (a: TextAttributes, b: TextAttributes) -> Bool {
        a.font == b.font && a.weight == b.weight && a.design == b.design && a.isItalic == b.isItalic
            && a.isMonospaced == b.isMonospaced && a.hasMonospacedDigits == b.hasMonospacedDigits
            && sameStyle(a.foreground, b.foreground) && a.kerning == b.kerning && a.tracking == b.tracking
            && a.underline == b.underline && a.strikethrough == b.strikethrough && a.baselineOffset == b.baselineOffset
    }

    private static func sameStyle(_ a: (any ShapeStyle)?, _ b: (any ShapeStyle)?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            guard let equatable = a as? any Equatable else { return false }
            func equal<T: Equatable>(_ x: T) -> Bool { (b as? T) == x }
            return equal(equatable)
        default: return false
        }
    }
}

/// A piece of a Text: its characters and what it sets for itself.
struct TextSegment: Equatable {
    var string: String
    var attributes = TextAttributes()
    /// Set where the piece tells time relative to now (a timer): `string` is then what it read
    /// when it was made, and the text changes as the clock runs (ClockDrivenText).
    var clock: ClockText?
    /// Set for an Image in the text: the system symbol drawn in the line, in the piece's font
    /// and colour, as a glyph is; `string` is then U+FFFC, the character that stands for an
    /// object in text.
    var symbol: String?

    init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.string = string
        self.attributes = attributes
    }

    /// The piece an `Image(systemName:)` in a text is.
    init(symbol name: String) {
        self.init("\u{FFFC}")
        symbol = name
    }
}
