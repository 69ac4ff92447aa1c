// SymbolModifierTests.swift: Image(systemName:) in views: `.imageScale` scales the symbol by
// 0.79 / 1 / 1.28 (pinned) about the text line's centre and reaches it through the environment;
// `.symbolVariant` picks the variant the catalog has (and the name as written when it has none);
// `.symbolRenderingMode` applies on the image or around it (the modes' colours: SymbolLayerTests).

import Foundation
@testable import FlipbookUI
@testable import Raster
import XCTest

final class SymbolModifierTests: XCTestCase {
    /// The symbol elements laid out for a view, in drawing order.
    private func symbols<V: View>(_ view: V) -> [(symbol: SymbolImage, frame: CGRect)] {
        var found: [(SymbolImage, CGRect)] = []
        func walk(_ p: PlacedElement) {
            if let kind = p.element.kind as? SymbolKind { found.append((kind.symbol, p.frame)) }
            p.children.forEach(walk)
        }
        walk(Engine(view, canvasSize: CGSize(width: 300, height: 200)).placed)
        return found
    }

    func testImageScaleSizesAreThePinnedRatiosAboutTheSameCentre() throws {
        let body = TextStyleMetrics.iOS(.body)
        for name in ["heart.fill", "checkmark", "gearshape"] {
            let medium = try XCTUnwrap(SymbolCatalog.symbol(named: name, font: body))
            for (scale, factor) in [(Image.Scale.small, 0.79), (.medium, 1), (.large, 1.28)] {
                let symbol = try XCTUnwrap(SymbolCatalog.symbol(named: name, font: body, scale: SymbolCatalog.scaleFactor(scale)))
                let ink = try XCTUnwrap(symbol.path.bounds), mediumInk = try XCTUnwrap(medium.path.bounds)
                XCTAssertEqual(ink.width / mediumInk.width, factor, accuracy: 1e-9, "\(name) \(scale)")
                XCTAssertEqual(ink.height / mediumInk.height, factor, accuracy: 1e-9, "\(name) \(scale)")
                XCTAssertEqual(Double(symbol.size.width / medium.size.width), factor, accuracy: 1e-9)
                XCTAssertEqual(Double(symbol.size.height / medium.size.height), factor, accuracy: 1e-9)
                XCTAssertEqual(symbol.stroke?.width ?? 0, (medium.stroke?.width ?? 0) * factor, accuracy: 1e-9)
                // Centred on the text line: the ink's centre is half the cap height above the
                // baseline at every scale, so it stays level with text beside it.
                let capHeight = Double(body.size) * 2048 / 2816
                XCTAssertEqual(ink.midY, Double(symbol.baseline) - capHeight / 2, accuracy: 1e-9, "\(name) \(scale)")
            }
        }
    }

    func testImageScaleReachesSymbolsThroughTheEnvironment() throws {
        XCTAssertEqual(EnvironmentValues().imageScale, .medium)
        let placed = symbols(HStack {
            Image(systemName: "star.fill")
            Image(systemName: "star.fill").imageScale(.large)
            VStack { Image(systemName: "star.fill") }.imageScale(.small)
        })
        XCTAssertEqual(placed.count, 3)
        let heights = placed.map { Double($0.frame.height) }
        XCTAssertEqual(heights[1] / heights[0], 1.28, accuracy: 1e-9)
        XCTAssertEqual(heights[2] / heights[0], 0.79, accuracy: 1e-9)
        // In an HStack (centre alignment) the three inks share one centre line.
        let centres = placed.map { p in Double(p.frame.minY) + (p.symbol.path.bounds?.midY ?? 0) }
        XCTAssertEqual(centres[1], centres[0], accuracy: 0.05)
        XCTAssertEqual(centres[2], centres[0], accuracy: 0.05)
    }

    func testImageScaleFollowsTheFont() throws {
        let placed = symbols(VStack {
            Image(systemName: "bell").font(.system(size: 34)).imageScale(.small)
            Image(systemName: "bell").font(.system(size: 34))
        })
        XCTAssertEqual(Double(placed[0].frame.width / placed[1].frame.width), 0.79, accuracy: 1e-9)
        XCTAssertEqual(placed[1].symbol.stroke?.width ?? 0, 0.11 * 34, accuracy: 1e-9)
    }

    func testSymbolVariantPicksTheVariantTheCatalogHas() {
        let known = SymbolCatalog.contains
        XCTAssertEqual(SymbolVariants.fill.resolve("heart", isKnown: known), "heart.fill")
        XCTAssertEqual(SymbolVariants.circle.resolve("heart", isKnown: known), "heart.circle")
        XCTAssertEqual(SymbolVariants.circle.fill.resolve("heart", isKnown: known), "heart.circle.fill")
        XCTAssertEqual(SymbolVariants.fill.circle.resolve("xmark", isKnown: known), "xmark.circle.fill")
        XCTAssertEqual(SymbolVariants.circle.resolve("heart.fill", isKnown: known), "heart.circle.fill")
        XCTAssertEqual(SymbolVariants.fill.resolve("checkmark.square", isKnown: known), "checkmark.square.fill")
        XCTAssertEqual(SymbolVariants.fill.resolve("circle", isKnown: known), "circle.fill")
        XCTAssertEqual(SymbolVariants.none.resolve("heart.fill", isKnown: known), "heart.fill")
        XCTAssertEqual(SymbolVariants.slash.resolve("bell", isKnown: known), "bell.slash")
        XCTAssertEqual(SymbolVariants.slash.fill.resolve("bell", isKnown: known), "bell.slash.fill")
        // No such variant: the symbol as named.
        XCTAssertEqual(SymbolVariants.fill.resolve("pencil", isKnown: known), "pencil")
        XCTAssertEqual(SymbolVariants.slash.resolve("pencil", isKnown: known), "pencil")
        XCTAssertTrue(SymbolVariants.circle.fill.contains(.fill))
        XCTAssertTrue(SymbolVariants.circle.fill.contains(.circle))
        XCTAssertFalse(SymbolVariants.fill.contains(.circle))
        XCTAssertTrue(SymbolVariants.fill.contains(.none))
    }

    func testSymbolVariantReachesSymbolsThroughTheEnvironment() {
        let placed = symbols(HStack {
            Image(systemName: "bell")
            Image(systemName: "heart")
            Image(systemName: "pencil")
        }.symbolVariant(.fill))
        XCTAssertEqual(placed.map(\.symbol.name), ["bell.fill", "heart.fill", "pencil"])
    }

    func testMonochromeAndMulticolorDrawOneShapeAndTheLayeredModesTwo() throws {
        // plus.circle.fill has no multicolor colours, so multicolor draws it as monochrome.
        func png<V: View>(_ view: V) throws -> [UInt8] { try Renderer(view, size: CGSize(width: 40, height: 40)).pngData() }
        let plain = try png(Image(systemName: "plus.circle.fill").foregroundColor(.orange))
        for mode in [SymbolRenderingMode.monochrome, .multicolor, .hierarchical, .palette] {
            let layered = mode == .hierarchical || mode == .palette
            let onImage = try png(Image(systemName: "plus.circle.fill").symbolRenderingMode(mode).foregroundColor(.orange))
            let around = try png(Image(systemName: "plus.circle.fill").foregroundColor(.orange).symbolRenderingMode(mode))
            XCTAssertEqual(onImage == plain, !layered, "\(mode)")
            XCTAssertEqual(around, onImage, "\(mode): on the image or around it alike")
        }
    }
    func testAResizableSymbolFillsItsFrameWithItsInk() throws {
        let view = Image(systemName: "heart.fill").resizable().frame(width: 40, height: 30)
        let engine = Engine(view, canvasSize: CGSize(width: 40, height: 30))
        var frame = CGRect.zero
        engine.presentedTree(at: 0).forEach { p in if p.kind is SymbolKind { frame = p.frame } }
        XCTAssertEqual(frame.size, CGSize(width: 40, height: 30))
        let image = try XCTUnwrap(Renderer(view, size: CGSize(width: 40, height: 30), scale: 1, background: nil).render())
        // Ink in the first and last columns and rows: stretched edge to edge.
        XCTAssertTrue((0..<30).contains { image[0, $0].a > 0 } && (0..<30).contains { image[39, $0].a > 0 })
        XCTAssertTrue((0..<40).contains { image[$0, 0].a > 0 } && (0..<40).contains { image[$0, 29].a > 0 })
    }

    func testScaledToFitKeepsTheInksProportions() {
        let engine = Engine(Image(systemName: "heart.fill").resizable().scaledToFit().frame(width: 60), canvasSize: CGSize(width: 100, height: 100))
        let natural = Engine(Image(systemName: "heart.fill").resizable(), canvasSize: CGSize(width: 100, height: 100)).idealSize
        var frame = CGRect.zero
        engine.presentedTree(at: 0).forEach { p in if p.kind is SymbolKind { frame = p.frame } }
        XCTAssertEqual(frame.width, 60, accuracy: 1e-9)
        XCTAssertEqual(frame.height, 60 * natural.height / natural.width, accuracy: 1e-9)
    }
}
