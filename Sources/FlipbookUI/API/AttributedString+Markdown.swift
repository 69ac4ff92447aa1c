// AttributedString+Markdown.swift: `AttributedString(markdown:)`, which Foundation on Linux does
// not have: the inline Markdown a Text reads in its key (strong, emphasis, strikethrough, code,
// links; InlineMarkdown), each run marked with its style for Text(AttributedString) to draw as a
// key's Markdown is drawn. Block Markdown (headings, lists) is read as its text, as a Text shows it.

import Foundation

extension AttributedString {
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
