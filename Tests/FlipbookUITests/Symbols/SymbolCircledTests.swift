// SymbolCircledTests.swift: a symbol the table has no circled form of is drawn in a circle by
// composition: `.circle.fill` as a disc with the symbol's filled form cut out (the cut its second
// layer), `.circle` as the symbol inside a ring; a name whose symbol is unknown, or drawn only
// as lines for a filled circle, stays unknown.

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
}
