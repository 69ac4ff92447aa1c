// SymbolCircledTests.swift: a symbol the table has no circled form of is drawn in a circle by
// composition: `.circle.fill` as a disc with the symbol's filled form cut out (the cut its second
// layer), `.circle` as the symbol inside a ring; the numbers 0…50 and letters a…z SF encloses
// are the system font's characters, cut out of a filled disc; a name whose symbol is unknown,
// or drawn only as lines for a filled circle, stays unknown.

import XCTest
@testable import FlipbookUI
import Raster

final class SymbolCircledTests: XCTestCase {
    func testAFilledCircleCutsTheSymbolsFilledFormOutOfADisc() throws {
        XCTAssertFalse(SymbolDesign.drawsItself("camera.circle.fill"), "composed, not drawn by the table")
        let design = try XCTUnwrap(SymbolDesign.named("camera.circle.fill", stroke: 0.11))
        XCTAssertNil(design.strokeWidth)
        XCTAssertEqual(design.layers.map(\.level), [1, 0], "the disc (secondary) under the cut glyph (primary)")
        let knockout = try XCTUnwrap(design.layers.last?.path.bounds)
        let disc = try XCTUnwrap(design.path.bounds)
        XCTAssertEqual(disc.width, SymbolDesign.circleDiameter, accuracy: 1e-6)
        // The camera's larger side is its share of the circle, centred in it.
        XCTAssertEqual(max(knockout.width, knockout.height), SymbolDesign.circledGlyphShare * SymbolDesign.circleDiameter, accuracy: 1e-6)
        XCTAssertEqual(knockout.midX, disc.midX, accuracy: 1e-6)
        XCTAssertEqual(knockout.midY, disc.midY, accuracy: 1e-6)
    }

    func testAnOutlinedCircleDrawsTheSymbolInsideARing() throws {
        let design = try XCTUnwrap(SymbolDesign.named("bell.circle", stroke: 0.11))
        XCTAssertEqual(try XCTUnwrap(design.inkBounds.width), SymbolDesign.circleDiameter, accuracy: 1e-6)
        XCTAssertTrue(design.layers.isEmpty)
    }

    func testUnknownSymbolsStayUnknownInACircle() {
        XCTAssertFalse(SymbolDesign.isKnown("unicorn.circle.fill"))
        XCTAssertFalse(SymbolDesign.isKnown(".circle"))
        XCTAssertTrue(SymbolDesign.isKnown("leaf.circle.fill"))
    }

    func testNumbersAndLettersInACircleAreTheFontsCharacters() throws {
        for name in ["0.circle", "1.circle", "12.circle.fill", "50.circle.fill", "a.circle", "z.circle.fill"] {
            XCTAssertTrue(SymbolDesign.isKnown(name), name)
        }
        for name in ["51.circle", "01.circle", "A.circle", "1", "-1.circle", "ab.circle"] {
            XCTAssertFalse(SymbolDesign.isKnown(name), name)
        }
        // The 1 of a filled circle is a hole in the disc: its stem is not painted, the disc
        // beside it is.
        let design = try XCTUnwrap(SymbolDesign.named("1.circle.fill", stroke: 0.11))
        let cut = try XCTUnwrap(design.layers.last?.path.bounds)
        let stem = Point(cut.maxX - cut.width * 0.3, cut.midY)
        XCTAssertTrue(design.layers.last?.path.contains(stem) ?? false, "the 1 itself")
        XCTAssertFalse(design.path.contains(stem), "cut out of the disc")
        XCTAssertTrue(design.path.contains(Point(cut.minX - 0.05, cut.midY)), "the disc beside it")
    }
}
