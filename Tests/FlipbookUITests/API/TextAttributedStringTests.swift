// TextAttributedStringTests.swift: a Text made from an AttributedString is one paragraph whose
// pieces are the string's runs, each with the SwiftUI attributes set on it (font, colour,
// kerning, tracking, baseline offset, underline, strikethrough) and nothing where none is set;
// a string read from Markdown draws its styles as a Text's key does.

import XCTest
import Foundation
@testable import FlipbookUI

final class TextAttributedStringTests: XCTestCase {
    func testEachRunIsAPieceWithItsAttributes() throws {
        var string = AttributedString("Released too early")
        string.font = .headline
        string.foregroundColor = .orange
        let range = try XCTUnwrap(string.range(of: "early"))
        string[range].underlineStyle = Text.LineStyle(color: .red)
        string[range].kern = 2
        let text = Text(string)
        XCTAssertEqual(text.segments.map(\.string), ["Released too ", "early"])
        XCTAssertEqual(text.segments.map(\.attributes.font), [.headline, .headline])
        XCTAssertEqual(text.segments.map { $0.attributes.foreground as? Color }, [.orange, .orange])
        XCTAssertNil(text.segments[0].attributes.underline)
        XCTAssertEqual(text.segments[1].attributes.underline, TextLineDecoration(isActive: true, color: .red))
        XCTAssertEqual(text.segments[1].attributes.kerning, 2)
    }

    func testALinkRunIsDrawnInTheTintUnlessItHasAColour() throws {
        var string = AttributedString("Read the terms and the policy")
        let terms = try XCTUnwrap(string.range(of: "terms")), policy = try XCTUnwrap(string.range(of: "policy"))
        string[terms].link = URL(string: "https://example.com/terms")
        string[policy].link = URL(string: "https://example.com/policy")
        string[policy].foregroundColor = .green
        let text = Text(string)
        XCTAssertEqual(text.segments.map(\.string), ["Read the ", "terms", " and the ", "policy"])
        XCTAssertNil(text.segments[0].attributes.foreground)
        XCTAssertTrue(text.segments[1].attributes.foreground is TintShapeStyle)
        XCTAssertEqual(text.segments[3].attributes.foreground as? Color, .green)
    }

    func testAPlainAttributedStringSetsNothing() {
        let text = Text(AttributedString("plain"))
        XCTAssertEqual(text.segments, [TextSegment("plain")])
        XCTAssertEqual(Text(AttributedString()).segments, [TextSegment("")])
    }

    func testAStringReadFromMarkdownDrawsItsStylesAsAKeysMarkdown() throws {
        let string = try AttributedString(markdown: "Hello **bold** and _italic_ ~~gone~~")
        XCTAssertEqual(String(string.characters), "Hello bold and italic gone")
        let text = Text(string)
        XCTAssertEqual(text.segments.map(\.string), ["Hello ", "bold", " and ", "italic", " ", "gone"])
        XCTAssertEqual(text.segments[1].attributes.weight, .bold)
        XCTAssertEqual(text.segments[3].attributes.isItalic, true)
        XCTAssertEqual(text.segments[5].attributes.strikethrough, TextLineDecoration(isActive: true, color: nil))
        XCTAssertEqual(text.segments[0].attributes, TextAttributes())
    }

    func testMarkdownOptionsChooseWhetherLineBreaksAreKept() throws {
        let source = "First **line**\nsecond   line"
        let kept = try AttributedString(markdown: source, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        XCTAssertEqual(String(kept.characters), "First line\nsecond   line")
        let collapsed = try AttributedString(markdown: source, options: .init(interpretedSyntax: .inlineOnly))
        XCTAssertEqual(String(collapsed.characters), "First line second line")
        XCTAssertEqual(Text(collapsed).segments.map(\.string), ["First ", "line", " second line"], "the styles are still read")
    }
}
