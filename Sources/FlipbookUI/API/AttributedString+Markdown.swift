// AttributedString+Markdown.swift: `AttributedString(markdown:)`, which Foundation on Linux does
// not have: the inline Markdown a Text reads in its key (strong, emphasis, strikethrough, code,
// links; InlineMarkdown), each run marked with its style for Text(AttributedString) to draw as a
// key's Markdown is drawn. Block Markdown (headings, lists) is read as its text, as a Text shows it.

import Foundation

extension AttributedString {
    /// How `init(markdown:options:baseURL:)` reads its Markdown: Foundation's options, which
    /// Foundation on Linux does not have.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown is read.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// All of it; the blocks (headings, lists) are read as their text, as a Text shows them.
            case full
            /// Inline syntax only, each run of whitespace (line breaks too) read as one space.
            case inlineOnly
            /// Inline syntax only, whitespace and line breaks kept as written.
            case inlineOnlyPreservingWhitespace
        }

        /// What a string that is not well-formed Markdown does: nothing here throws, since every
        /// string reads as inline Markdown.
        public enum FailurePolicy: Hashable, Sendable {
            case throwError
            case returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public var appliesSourcePositionAttributes: Bool

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
                    appliesSourcePositionAttributes: Bool = false) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// The string with its Markdown read as `options` say (links are not resolved against
    /// `baseURL`: nothing opens them here).
    public init(markdown: String, options: MarkdownParsingOptions, baseURL: URL? = nil) throws {
        switch options.interpretedSyntax {
        case .full, .inlineOnlyPreservingWhitespace:
            try self.init(markdown: markdown)
        case .inlineOnly:
            let collapsed = markdown.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            try self.init(markdown: collapsed)
        }
    }

    /// The string with its inline Markdown read: each styled stretch a run of its own.
    public init(markdown: String) throws {
        self.init()
        var pending = "", style = MarkdownStyle()
        func flush() {
            guard !pending.isEmpty else { return }
            var run = AttributedString(pending)
            if style != MarkdownStyle() { run[InlineMarkdownStyleAttribute.self] = style }
            append(run)
            pending = ""
        }
        for (character, characterStyle) in InlineMarkdown.parse(markdown) {
            if characterStyle != style { flush(); style = characterStyle }
            pending.append(character)
        }
        flush()
    }
}

/// The Markdown style of a run of an attributed string read from Markdown.
enum InlineMarkdownStyleAttribute: AttributedStringKey {
    typealias Value = MarkdownStyle
    static let name = "Flipbook.InlineMarkdownStyle"
}
