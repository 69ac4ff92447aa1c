// LocalizedStringKey.swift: SwiftUI's LocalizedStringKey, what `Text("…")` takes from a string
// literal, with its string interpolations. There are no string tables: the key is shown as
// written, its interpolations formatted as SwiftUI formats them.
// Follows SwiftUI's interpolation forms: `\(value, specifier: "%.1f")` (printf-style, as
// String(format:)); `\(value, format: .number)` (a Foundation FormatStyle); `\(text)` (a Text,
// keeping its own font and colour inside the paragraph); and a plain `\(number)` formatted with
// the number's default specifier in the locale, as SwiftUI does: "%lld" for integers, "%lf" for
// Double and CGFloat, "%f" for Float, so `Text("\(0.5)")` reads "0.500000" and `Text("\(2024)")`
// "2,024", as they do in SwiftUI.
// Formatting uses the en_US locale, as an iPhone preview in English does, whatever the machine's.
// The key's own text is read as Markdown, as SwiftUI reads it (Text/InlineMarkdown: bold,
// italic, strikethrough, code and links); interpolated values are not, and an interpolated Text
// keeps its own settings inside the Markdown's.
// An interpolated Image(systemName:) is drawn in the line, as a glyph of the text's font.

import Foundation

/// The key of a localized string: here, the string itself, interpolations formatted.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// The text, in pieces: plain text, and Texts interpolated with their own settings, styled
    /// by the key's Markdown.
    let segments: [TextSegment]

    public init(_ value: String) { segments = Self.styled([.literal(value)]) }
    public init(stringLiteral value: String) { segments = Self.styled([.literal(value)]) }
    public init(stringInterpolation: StringInterpolation) { segments = Self.styled(stringInterpolation.pieces) }

    /// A piece of a key as written: its own text, a value formatted into it, or a Text.
    enum Piece {
        case literal(String)
        case value(String)
        case text([TextSegment])
    }

    /// The key's string interpolation: literal pieces and formatted values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { pieces.append(.literal(literal)) }

        public mutating func appendInterpolation(_ string: String) { append(string) }

        // Formatted in the locale, as SwiftUI formats them: `Text("\(2024)")` reads "2,024".
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            append(String(format: "%lld", locale: LocalizedStringKey.locale, Int64(clamping: value)))
        }

        public mutating func appendInterpolation(_ value: Double) { append(String(format: "%lf", locale: LocalizedStringKey.locale, value)) }
        public mutating func appendInterpolation(_ value: CGFloat) { append(String(format: "%lf", locale: LocalizedStringKey.locale, Double(value))) }
        public mutating func appendInterpolation(_ value: Float) { append(String(format: "%f", locale: LocalizedStringKey.locale, Double(value))) }

        /// The value formatted by a printf-style specifier ("%.1f", "%d", "%x", "%@"…).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(String(format: specifier, locale: LocalizedStringKey.locale, value))
        }

        /// The value formatted by a Foundation format style (`.number`, `.percent`…).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            append(LocalizedStringKey.format(input, format))
        }

        /// The subject formatted by a Foundation formatter, or described when there is none.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            append(formatter?.string(for: subject) ?? String(describing: subject))
        }

        /// A date formatted by a DateFormatter (`"Due \(date, formatter: itemFormatter)"`, Xcode's
        /// templates): Date is ReferenceConvertible on Apple's Foundation but not on this one.
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
            append(formatter?.string(for: date) ?? String(describing: date))
        }

        /// A Text inside the key: its pieces keep their own font, weight and colour.
        public mutating func appendInterpolation(_ text: Text) { pieces.append(.text(text.segments)) }
        /// A symbol in the line (`"Rated \(Image(systemName: "star.fill")) 4.5"`).
        public mutating func appendInterpolation(_ image: Image) { pieces.append(.text([TextSegment(symbol: image.systemName)])) }

        /// Any other value, described (SwiftUI takes fewer types here; every one it takes works).
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }

        private mutating func append(_ string: String) { pieces.append(.value(string)) }
    }

    /// The pieces as segments: the literal text read as Markdown (values and Texts stand in it
    /// as placeholders, taking the style around them), equal neighbours joined.
    static func styled(_ pieces: [Piece]) -> [TextSegment] {
        let placeholder: Character = "\u{FFFC}"
        var source = "", inserted: [Piece] = []
        for piece in pieces {
            if case .literal(let text) = piece { source += text } else { source.append(placeholder); inserted.append(piece) }
        }
        let characters: [(Character, MarkdownStyle)]
        if InlineMarkdown.mightStyle(source) {
            characters = InlineMarkdown.parse(source)
        } else {
            characters = source.map { ($0, MarkdownStyle()) }
        }
        var segments: [TextSegment] = []
        func add(_ segment: TextSegment) {
            // Joined to the last piece when nothing but their text tells them apart.
            if let last = segments.last, last.attributes == segment.attributes, last.clock == nil, segment.clock == nil,
               last.symbol == nil, segment.symbol == nil {
                segments[segments.count - 1].string += segment.string
            } else {
                segments.append(segment)
            }
        }
        var next = 0
        for (character, style) in characters {
            guard character == placeholder, next < inserted.count else {
                add(TextSegment(String(character), attributes: style.attributes))
                continue
            }
            switch inserted[next] {
            case .value(let string): add(TextSegment(string, attributes: style.attributes))
            case .text(let pieces):
                for piece in pieces {
                    var filled = piece
                    filled.attributes = piece.attributes.filled(from: style.attributes)
                    add(filled)
                }
            case .literal(let string): add(TextSegment(string))
            }
            next += 1
        }
        return segments.isEmpty ? [TextSegment("")] : segments
    }

    /// The locale SwiftUI previews format in here.
    static let locale = Locale(identifier: "en_US")

    /// `input` formatted by `format` in `locale`.
    static func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
        format.locale(locale).format(input)
    }
}
