// LocalizedStringKey.swift: SwiftUI's LocalizedStringKey, what `Text("…")` takes from a string
// literal, with its string interpolations. There are no string tables: the key is shown as
// written, its interpolations formatted as SwiftUI formats them.
// Follows SwiftUI's interpolation forms: `\(value, specifier: "%.1f")` (printf-style, as
// String(format:)); `\(value, format: .number)` (a Foundation FormatStyle); `\(text)` (a Text,
// keeping its own font and colour inside the paragraph); and a plain `\(number)` formatted with
// the number's default specifier, as SwiftUI does: "%lld" for integers, "%lf" for Double and
// CGFloat, "%f" for Float, so `Text("\(0.5)")` reads "0.500000", as it does in SwiftUI.
// Formatting uses the en_US locale, as an iPhone preview in English does, whatever the machine's.
// Status: no Markdown (SwiftUI styles `**bold**` in a literal key; here it shows as written),
// no `\(date, style:)`, no Image in text.

import Foundation

/// The key of a localized string: here, the string itself, interpolations formatted.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// The text, in pieces: plain text, and Texts interpolated with their own settings.
    let segments: [TextSegment]

    public init(_ value: String) { segments = [TextSegment(value)] }
    public init(stringLiteral value: String) { segments = [TextSegment(value)] }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// The key's string interpolation: literal pieces and formatted values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [TextSegment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { append(literal) }

        public mutating func appendInterpolation(_ string: String) { append(string) }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            append(String(format: "%lld", Int64(clamping: value)))
        }

        public mutating func appendInterpolation(_ value: Double) { append(String(format: "%lf", value)) }
        public mutating func appendInterpolation(_ value: CGFloat) { append(String(format: "%lf", Double(value))) }
        public mutating func appendInterpolation(_ value: Float) { append(String(format: "%f", Double(value))) }

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

        /// A Text inside the key: its pieces keep their own font, weight and colour.
        public mutating func appendInterpolation(_ text: Text) { segments += text.segments }

        /// Any other value, described (SwiftUI takes fewer types here; every one it takes works).
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }

        private mutating func append(_ string: String) {
            if let last = segments.last, last.attributes == TextAttributes() {
                segments[segments.count - 1].string += string
            } else {
                segments.append(TextSegment(string))
            }
        }
    }

    /// The locale SwiftUI previews format in here.
    static let locale = Locale(identifier: "en_US")

    /// `input` formatted by `format` in `locale`.
    static func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
        format.locale(locale).format(input)
    }
}
