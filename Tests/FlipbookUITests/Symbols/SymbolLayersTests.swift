// SymbolLayersTests.swift: a filled enclosure with a glyph cut out of it (plus.circle.fill) is
// one shape in monochrome, the glyph a hole; with two foreground styles (palette, as SwiftUI
// implies) the disc takes the second and the glyph the first; hierarchical draws the disc in the
// first at the secondary level's opacity.

import XCTest
@testable import FlipbookUI
import Raster

final class SymbolLayersTests: XCTestCase {
    /// The pixels at the disc's centre (inside the plus) and just inside its rim.
    private func centreAndRim(_ image: Image, styled style: (Image) -> any View) throws -> (centre: PremultipliedRGBA8, rim: PremultipliedRGBA8) {
        let view = AnyView(style(image).font(.system(size: 100)))
        let renderer = Renderer(view, size: CGSize(width: 160, height: 160), scale: 1, background: .white)
        let pixmap = try XCTUnwrap(renderer.render())
        var disc: CGRect?
        renderer.engine.presentedTree(at: 0).forEach { e in
            if let symbol = e.kind as? SymbolKind, let bounds = symbol.symbol.path.bounds {
                disc = CGRect(bounds).offsetBy(dx: e.frame.minX, dy: e.frame.minY)
            }
        }
        let d = try XCTUnwrap(disc)
        return (pixmap[Int(d.midX), Int(d.midY)], pixmap[Int(d.midX), Int(d.minY + 6)])
    }

    func testMonochromeCutsTheGlyphOutOfTheDisc() throws {
        let (centre, rim) = try centreAndRim(Image(systemName: "plus.circle.fill")) { AnyView($0.foregroundStyle(Color(red: 0, green: 0.5, blue: 0))) }
        XCTAssertEqual(centre, PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255), "the background through the hole")
        XCTAssertEqual(rim, PremultipliedRGBA8(r: 0, g: 128, b: 0, a: 255))
    }

    func testTwoForegroundStylesPaintTheDiscInTheSecondAndTheGlyphInTheFirst() throws {
        let (centre, rim) = try centreAndRim(Image(systemName: "plus.circle.fill")) {
            AnyView($0.foregroundStyle(Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 0.5, blue: 0)))
        }
        XCTAssertEqual(centre, PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(rim, PremultipliedRGBA8(r: 0, g: 128, b: 0, a: 255))
    }

    func testHierarchicalPaintsTheDiscInTheFirstStyleAtTheSecondaryLevel() throws {
        let (centre, rim) = try centreAndRim(Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical)) {
            AnyView($0.foregroundStyle(Color(red: 0, green: 0, blue: 1)))
        }
        XCTAssertEqual(centre, PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(rim, PremultipliedRGBA8(r: 127, g: 127, b: 255, a: 255), "blue at half over white")
    }

    func testTwoLevelsAsStylesPaintEachLayerAtTheLevelItNames() throws {
        let (centre, rim) = try centreAndRim(Image(systemName: "plus.circle.fill")) { AnyView($0.foregroundStyle(.secondary, .quaternary)) }
        let secondary = try centreAndRim(Image(systemName: "plus.circle.fill")) { AnyView($0.foregroundStyle(.secondary)) }.rim
        let quaternary = try centreAndRim(Image(systemName: "plus.circle.fill")) { AnyView($0.foregroundStyle(.quaternary)) }.rim
        XCTAssertEqual(centre, secondary, "the plus in the secondary label colour")
        XCTAssertEqual(rim, quaternary, "the disc in the quaternary one")
        XCTAssertNotEqual(centre, rim)
    }
}
