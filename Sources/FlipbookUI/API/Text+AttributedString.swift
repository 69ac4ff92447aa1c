// Text+AttributedString.swift: a Text made from an AttributedString, and the SwiftUI attributes
// it reads (`AttributeScopes.SwiftUIAttributes`): each run of the string is a piece of the Text
// with the run's font, foreground colour (a link's: the tint), kerning, tracking and baseline offset, and an underline
// or strikethrough in its line style; a string read from Markdown draws its styles as a key's.
// A run with no attribute inherits, as a piece of a `+`-joined Text does.

import Foundation

extension Text {
    /// The attributed string's runs as the pieces of one paragraph. Disfavoured: Foundation here
    /// lets a string literal be an AttributedString, and `Text("…")` must stay a localized key.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var segments: [TextSegment] = []
        for run in attributedContent.runs {
            // What Markdown styled (AttributedString(markdown:)), under what the run sets itself.
            var a = run[InlineMarkdownStyleAttribute.self]?.attributes ?? TextAttributes()
            a.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            // A link is drawn in the tint, as Markdown's are, unless the run has a colour of its own.
            if run.link != nil { a.foreground = TintShapeStyle() }
            if let color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] { a.foreground = color }
            a.kerning = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]
            a.tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self]
            a.baselineOffset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self]
            a.underline = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self].map(TextLineDecoration.init)
            if let struck = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] { a.strikethrough = TextLineDecoration(struck) }
            segments.append(TextSegment(String(attributedContent[run.range].characters), attributes: a))
        }
        self.segments = segments.isEmpty ? [TextSegment("")] : segments
    }

}

extension Color: @unchecked Sendable {}
extension Font: @unchecked Sendable {}

extension AttributeScopes {
    /// The attributes a Text draws.
    public struct SwiftUIAttributes: AttributeScope {
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let foundation: AttributeScopes.FoundationAttributes
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
