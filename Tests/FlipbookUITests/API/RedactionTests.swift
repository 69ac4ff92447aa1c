// RedactionTests.swift: under `.redacted(reason: .placeholder)` a text draws one rounded block per
// line, and a symbol one over its frame, at 16 % opacity; `.unredacted()` inside shows content as
// it is, and so does the privacy reason, except for what `.privacySensitive()` marks.

import Raster
import XCTest
@testable import FlipbookUI

final class RedactionTests: XCTestCase {
    private let canvas = CGSize(width: 200, height: 200)

    /// The display list's top-level items.
    private func items(_ view: some View) -> [DisplayItem] {
        Engine(view, canvasSize: canvas).displayList(at: 0, map: ProjectiveTransform(Transform(scaleX: 1, y: 1))).items
    }

    /// How many closed subpaths (blocks) a path holds.
    private func blocks(_ path: Raster.Path) -> Int {
        path.elements.filter { if case .close = $0 { return true } else { return false } }.count
    }

    func testAPlaceholderTextDrawsABlockOverEachLine() throws {
        let view = Text("one two three four five six seven").frame(width: 80).redacted(reason: .placeholder)
        guard case .layer(.opacity(let opacity), let content)? = items(view).first,
              case .fill(let path, _, _, _)? = content.items.first else { return XCTFail("no placeholder layer") }
        XCTAssertEqual(opacity, 0.16)
        let lines = try XCTUnwrap(Engine(Text("one two three four five six seven").frame(width: 80), canvasSize: canvas)
            .placedTextLineCount())
        XCTAssertGreaterThan(lines, 1)
        XCTAssertEqual(blocks(path), lines)
    }

    func testASymbolDrawsOneBlockAndUnredactedOrPrivacyContentDrawsAsItIs() {
        guard case .layer(.opacity, let content)? = items(Image(systemName: "heart.fill").redacted(reason: .placeholder)).first,
              case .fill(let path, _, _, _)? = content.items.first else { return XCTFail("no placeholder layer") }
        XCTAssertEqual(blocks(path), 1)
        for view in [AnyView(Text("Shown").unredacted().redacted(reason: .placeholder)), AnyView(Text("Shown").redacted(reason: .privacy))] {
            guard case .fill? = items(view).first else { return XCTFail("the text's glyphs are drawn") }
        }
    }

    func testThePrivacyReasonRedactsWhatIsMarkedPrivacySensitive() {
        let card = VStack { Text("Balance"); Text("$1,024").privacySensitive() }.redacted(reason: .privacy)
        let drawn = items(card)
        XCTAssertEqual(drawn.count, 2)
        guard case .fill? = drawn.first else { return XCTFail("the label's glyphs are drawn") }
        guard case .layer(.opacity(0.16), _)? = drawn.last else { return XCTFail("the amount is a placeholder block") }
    }
}

private extension Engine {
    /// The lines of the only text laid out.
    func placedTextLineCount() -> Int? {
        var count: Int?
        presentedTree(at: 0).forEach { p in
            if let text = p.kind as? TextKind { count = text.paragraph.layout(drawnIn: p.frame.size).lines.count }
        }
        return count
    }
}
