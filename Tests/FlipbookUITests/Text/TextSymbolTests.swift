// TextSymbolTests.swift: an Image(systemName:) in a text (interpolated in its key, or made a Text
// and joined with `+`) is a piece of the paragraph of its own, as wide as the symbol's frame
// beside text of the same font, drawn in the text's colour on its line; an unknown name takes no
// room.

import XCTest
@testable import FlipbookUI
import Raster

final class TextSymbolTests: XCTestCase {
    private let canvas = CGSize(width: 400, height: 100)

    private func width<V: View>(_ view: V, _ select: @escaping (any ElementKind) -> Bool) -> CGFloat {
        PlacedFrames.frames(view, canvas: canvas, where: select).map(\.width).reduce(0, +)
    }

    func testAnInterpolatedSymbolIsAPieceOfItsOwnBetweenTheKeysText() {
        let text = Text("**Rated** \(Image(systemName: "star.fill")) 4.5")
        XCTAssertEqual(text.segments.map(\.symbol), [nil, nil, "star.fill", nil], "bold, plain, the star, plain")
        XCTAssertEqual(text.segments[2].string, "\u{FFFC}")
        XCTAssertEqual((Text(Image(systemName: "heart.fill")) + Text(" Liked")).segments.map(\.symbol), ["heart.fill", nil])
    }

    func testTheSymbolTakesItsFramesWidthInTheLine() {
        let inline = width(Text("Rated \(Image(systemName: "star.fill")) 4.5").fixedSize()) { $0 is TextKind }
        let apart = width(Text("Rated ").fixedSize()) { $0 is TextKind }
            + width(Image(systemName: "star.fill")) { $0 is SymbolKind }
            + width(Text(" 4.5").fixedSize()) { $0 is TextKind }
        XCTAssertEqual(inline, apart, accuracy: 0.05)
        XCTAssertEqual(width(Text("Rated \(Image(systemName: "no.such.symbol")) 4.5").fixedSize()) { $0 is TextKind },
                       width(Text("Rated  4.5").fixedSize()) { $0 is TextKind }, accuracy: 0.05, "an unknown symbol takes no room")
    }

    func testTheSymbolIsDrawnInItsPiecesColourOnTheLine() throws {
        let view = (Text(Image(systemName: "heart.fill")).foregroundStyle(.red) + Text(" Liked")).fixedSize()
        let symbol = try XCTUnwrap(PlacedFrames.frames(Image(systemName: "heart.fill"), canvas: canvas) { $0 is SymbolKind }.first)
        let frame = try XCTUnwrap(PlacedFrames.frames(view, canvas: canvas) { $0 is TextKind }.first)
        let pixmap = try XCTUnwrap(Renderer(view, size: canvas, scale: 1, background: .white).render(at: 0))
        let red = Color.red.rgba8
        func count(_ xs: Range<Int>) -> Int {
            xs.reduce(0) { sum, x in sum + (Int(frame.minY)..<Int(frame.maxY)).filter { pixmap[x, $0].straight == red }.count }
        }
        let heart = Int(frame.minX)..<Int(frame.minX + symbol.width)
        XCTAssertGreaterThan(count(heart), 40, "the heart, in red, at the line's start")
        XCTAssertEqual(count(heart.upperBound..<Int(frame.maxX)), 0, "the words are not red")
    }
}
