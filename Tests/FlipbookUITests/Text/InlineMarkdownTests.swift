// InlineMarkdownTests.swift: a Text's key is read as SwiftUI reads its Markdown: bold, italic,
// both, strikethrough, code and links styled and their syntax taken out; escapes, unpaired
// delimiters, lone asterisks between spaces and underscores inside words shown as written;
// interpolated values not read; a verbatim Text and a String shown as given.

import XCTest
@testable import FlipbookUI

final class InlineMarkdownTests: XCTestCase {
    /// The segments' strings, each with the styles it shows in ("b", "i", "s", "c", "l").
    private func runs(_ text: Text) -> [String] {
        text.segments.map { segment in
            let a = segment.attributes
            var marks = ""
            if a.weight == .bold { marks += "b" }
            if a.isItalic == true { marks += "i" }
            if a.strikethrough?.isActive == true { marks += "s" }
            if a.isMonospaced == true { marks += "c" }
            if a.foreground != nil { marks += "l" }
            return marks.isEmpty ? segment.string : "\(segment.string)/\(marks)"
        }
    }

    func testEmphasisCodeAndLinksAreStyledAndTheirSyntaxTakenOut() {
        XCTAssertEqual(runs(Text("Hold **to delete**, *gently* or `now`")),
                       ["Hold ", "to delete/b", ", ", "gently/i", " or ", "now/c"])
        XCTAssertEqual(runs(Text("__strong__ _em_ ***both*** ~~gone~~")), ["strong/b", " ", "em/i", " ", "both/bi", " ", "gone/s"])
        XCTAssertEqual(runs(Text("see [the terms](https://example.com).")), ["see ", "the terms/l", "."])
        XCTAssertEqual(runs(Text("[**bold** link](x)")), ["bold/bl", " link/l"])
    }

    func testWhatIsNotMarkdownShowsAsWritten() {
        XCTAssertEqual(runs(Text("2 * 3 = 6, snake_case_name, **open")), ["2 * 3 = 6, snake_case_name, **open"])
        XCTAssertEqual(runs(Text("\\*not italic\\* and `a*b*c`")), ["*not italic* and ", "a*b*c/c"])
        XCTAssertEqual(runs(Text(verbatim: "**verbatim**")), ["**verbatim**"])
        let string = "**a string**"
        XCTAssertEqual(runs(Text(string)), ["**a string**"])
    }

    func testInterpolatedValuesAreNotReadButTakeTheStyleAroundThem() {
        let name = "*Ada*"
        XCTAssertEqual(runs(Text("Hello, **\(name)**!")), ["Hello, ", "*Ada*/b", "!"])
        XCTAssertEqual(runs(Text("a *\(Text("b").bold())* c")), ["a ", "b/bi", " c"])
    }
}
