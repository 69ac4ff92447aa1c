// Text.swift: SwiftUI's Text: a paragraph in the environment's font and foreground style,
// wrapped to the width proposed to it, shaped with HarfBuzz and drawn from FreeType's outlines by
// our rasterizer (so it turns with a card), emoji from Noto Color Emoji's bitmaps. Texts join with
// `+` into one paragraph whose pieces keep their own font, weight and colour; the modifiers here
// return Text, and set what each piece has not set itself (the innermost wins, as in SwiftUI).
// Status: a LocalizedStringKey is shown as written (no string tables; its Markdown is read);
// `Font.custom` draws the system font.

import Foundation

/// A paragraph of text.
public struct Text: View, Equatable {
    /// The pieces, in order: one, or several after `+` or a Text interpolated in a key.
    var segments: [TextSegment]

    /// What the text says, all pieces together.
    var content: String { segments.map(\.string).joined() }

    public var body: Never { fatalError("Text is primitive") }

    // MARK: - Making text

    /// The key's text, with its interpolations formatted (see LocalizedStringKey); there are no
    /// string tables to look it up in, so `tableName`, `bundle` and `comment` change nothing.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = key.segments
    }

    /// A string shown exactly as given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [TextSegment(String(content))] }

    public init(verbatim content: String) { segments = [TextSegment(content)] }

    /// A symbol as text, to join to other texts with `+`: drawn in the line like a glyph, in the
    /// text's font and colour.
    public init(_ image: Image) { segments = [TextSegment(symbol: image.systemName)] }

    /// A value formatted by a Foundation format style, in the en_US locale of an iPhone preview.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        segments = [TextSegment(LocalizedStringKey.format(input, format))]
    }

    /// A value formatted by a Foundation formatter (empty when it cannot format it).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        segments = [TextSegment(formatter.string(for: subject) ?? "")]
    }

    /// A date formatted by a Foundation formatter (Date is not ReferenceConvertible here).
    public init(_ date: Date, formatter: Formatter) {
        segments = [TextSegment(formatter.string(for: date) ?? "")]
    }

    /// The two texts as one paragraph, each piece keeping its own settings.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.segments += rhs.segments
        return joined
    }

    // MARK: - Modifiers

    public func font(_ font: Font?) -> Text { filling(\.font, font) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { filling(\.weight, weight) }
    public func fontDesign(_ design: Font.Design?) -> Text { filling(\.design, design) }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { filling(\.isItalic, true) }
    public func italic(_ isActive: Bool) -> Text { filling(\.isItalic, isActive) }
    /// JetBrains Mono, standing in for SF Mono.
    public func monospaced(_ isActive: Bool = true) -> Text { filling(\.isMonospaced, isActive) }
    /// Tabular figures: every digit as wide as the others (OpenType `tnum`).
    public func monospacedDigit() -> Text { filling(\.hasMonospacedDigits, true) }
    public func foregroundColor(_ color: Color?) -> Text { filling(\.foreground, color) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { filling(\.foreground, style) }
    /// Points added after each character, ligatures kept.
    public func kerning(_ kerning: CGFloat) -> Text { filling(\.kerning, kerning) }
    /// Points added after each character, ligatures spread apart.
    public func tracking(_ tracking: CGFloat) -> Text { filling(\.tracking, tracking) }
    /// A line under the text, in `pattern` and `color` or the text's own style.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        filling(\.underline, TextLineDecoration(isActive: isActive, pattern: pattern, color: color))
    }
    /// A line through the text, in `pattern` and `color` or the text's own style.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        filling(\.strikethrough, TextLineDecoration(isActive: isActive, pattern: pattern, color: color))
    }
    /// Raises the text by `baselineOffset` points (lowers it when negative); its line grows to hold it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { filling(\.baselineOffset, baselineOffset) }

    /// Sets `value` on every piece that has not set it.
    private func filling<V>(_ keyPath: WritableKeyPath<TextAttributes, V?>, _ value: V?) -> Text {
        var text = self
        for i in text.segments.indices where text.segments[i].attributes[keyPath: keyPath] == nil {
            text.segments[i].attributes[keyPath: keyPath] = value
        }
        return text
    }

    // MARK: - Kinds

    /// Where a truncated line shows its ellipsis.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    /// A case a text is shown in (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

/// How the lines of a paragraph line up with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
