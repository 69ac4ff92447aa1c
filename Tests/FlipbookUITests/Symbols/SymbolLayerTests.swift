// SymbolLayerTests.swift: symbols with layers of their own (SymbolLayer): palette colours land
// on the layers of their level, hierarchical dims the lower levels, multicolor paints the fixed
// colours, a badge is primary over its base, and a variable value lights the variable layers in order, dimming the rest; a symbol
// without variable layers ignores the value. (Enclosures with a cut glyph: SymbolLayersTests.)

import XCTest
@testable import FlipbookUI
import Raster

final class SymbolLayerTests: XCTestCase {
    private let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
    private let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
    private let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)

    /// The view rendered at 100 pt over `background`, with its symbol's layers' boxes in pixels.
    private func render(_ view: some View, background: RGBA8 = .white) throws -> (pixmap: Pixmap, layers: [(layer: SymbolLayer, box: CGRect)]) {
        let renderer = Renderer(AnyView(view.font(.system(size: 100))), size: CGSize(width: 180, height: 180), scale: 1, background: background)
        let pixmap = try XCTUnwrap(renderer.render())
        var layers: [(SymbolLayer, CGRect)] = []
        renderer.engine.presentedTree(at: 0).forEach { e in
            guard let symbol = e.kind as? SymbolKind else { return }
            for layer in symbol.symbol.layers {
                if let b = layer.path.bounds { layers.append((layer, CGRect(b).offsetBy(dx: e.frame.minX, dy: e.frame.minY))) }
            }
        }
        return (pixmap, layers)
    }

    /// The colour a swatch of `color` shows over white.
    private func swatch(_ color: Color) throws -> PremultipliedRGBA8 {
        let pixmap = try XCTUnwrap(Renderer(color, size: CGSize(width: 4, height: 4), scale: 1, background: .white).render())
        return pixmap[2, 2]
    }

    private func count(_ colour: PremultipliedRGBA8, in pixmap: Pixmap) -> Int {
        var n = 0
        for y in 0..<pixmap.height { for x in 0..<pixmap.width where pixmap[x, y] == colour { n += 1 } }
        return n
    }

    func testTheWeatherSymbolsSplitIntoCloudSunAndRain() throws {
        let design = try XCTUnwrap(SymbolDesign.named("cloud.sun.rain.fill", stroke: 0.11))
        XCTAssertEqual(design.layers.map(\.level), [0, 1, 2])
        XCTAssertEqual(design.layers.map(\.multicolor), [.white, .yellow, .blue])
    }

    func testPaletteColoursEachLevelWithItsStyle() throws {
        let green = try swatch(.green)
        let (pixmap, layers) = try render(Image(systemName: "cloud.sun.rain.fill").symbolRenderingMode(.palette)
            .foregroundStyle(Color(red: 1, green: 0, blue: 0), .green, Color(red: 0, green: 0, blue: 1)))
        let cloud = try XCTUnwrap(layers.first).box
        XCTAssertEqual(pixmap[Int(cloud.midX), Int(cloud.minY + cloud.height * 0.75)], red, "the cloud in the first style")
        XCTAssertGreaterThan(count(green, in: pixmap), 100, "the sun in the second")
        XCTAssertGreaterThan(count(blue, in: pixmap), 100, "the rain in the third")
    }

    func testTwoStylesLeaveTheLevelsBeyondInTheLast() throws {
        let (pixmap, _) = try render(Image(systemName: "cloud.sun.rain.fill").foregroundStyle(.red, Color(red: 0, green: 0, blue: 1)))
        let (sunOnly, _) = try render(Image(systemName: "cloud.sun.fill").foregroundStyle(.red, Color(red: 0, green: 0, blue: 1)))
        XCTAssertGreaterThan(count(blue, in: sunOnly), 100)
        XCTAssertGreaterThan(count(blue, in: pixmap), count(blue, in: sunOnly) / 2, "sun and rain both blue")
    }

    func testHierarchicalDrawsTheWavesAtTheSecondaryLevel() throws {
        let (pixmap, layers) = try render(Image(systemName: "speaker.wave.3.fill").symbolRenderingMode(.hierarchical)
            .foregroundStyle(Color(red: 0, green: 0, blue: 1)))
        let body = try XCTUnwrap(layers.first).box, outer = try XCTUnwrap(layers.last).box
        XCTAssertEqual(pixmap[Int(body.minX + body.width * 0.3), Int(body.midY)], blue)
        XCTAssertEqual(pixmap[Int(outer.maxX - 4), Int(outer.midY)], PremultipliedRGBA8(r: 127, g: 127, b: 255, a: 255), "blue at half over white")
    }

    func testMulticolorPaintsTheWarningTriangleYellowUnderAMarkInTheForeground() throws {
        let yellow = try swatch(.yellow)
        let (pixmap, layers) = try render(Image(systemName: "exclamationmark.triangle.fill").renderingMode(.original).foregroundStyle(.black))
        XCTAssertEqual(layers.map(\.layer.level), [1, 0])
        let triangle = layers[0].box, mark = layers[1].box
        XCTAssertEqual(pixmap[Int(triangle.minX + triangle.width * 0.25), Int(triangle.maxY - 8)], yellow)
        XCTAssertEqual(pixmap[Int(mark.midX), Int(mark.minY + mark.height * 0.25)], black)
    }

    func testMulticolorWeatherHasAWhiteCloudAndAYellowSun() throws {
        let yellow = try swatch(.yellow)
        let (pixmap, layers) = try render(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor), background: RGBA8(r: 0, g: 0, b: 0, a: 255))
        let cloud = try XCTUnwrap(layers.first).box
        XCTAssertEqual(pixmap[Int(cloud.midX), Int(cloud.minY + cloud.height * 0.75)], PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        XCTAssertGreaterThan(count(yellow, in: pixmap), 100)
        let (sun, _) = try render(Image(systemName: "sun.max.fill").symbolRenderingMode(.multicolor))
        XCTAssertEqual(sun[90, 90], yellow)
    }

    func testMulticolorLeavesASymbolWithoutColoursMonochrome() throws {
        let plain = try render(Image(systemName: "plus.circle.fill").foregroundStyle(.red)).pixmap
        let multicolor = try render(Image(systemName: "plus.circle.fill").symbolRenderingMode(.multicolor).foregroundStyle(.red)).pixmap
        XCTAssertEqual(plain, multicolor)
    }

    func testABadgeIsThePrimaryLayerOverItsBase() throws {
        let (pixmap, layers) = try render(Image(systemName: "person.crop.circle.badge.plus").symbolRenderingMode(.palette)
            .foregroundStyle(Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(layers.map(\.layer.level), [1, 0])
        let badge = layers[1].box
        XCTAssertEqual(pixmap[Int(badge.midX), Int(badge.midY)], blue, "the plus in the first style")
        XCTAssertGreaterThan(count(red, in: pixmap), 100, "the person in the second")
        XCTAssertEqual(try XCTUnwrap(SymbolDesign.named("folder.badge.plus", stroke: 0.11)).layers.map(\.multicolor), [nil, .green])
    }

    func testAVariableValueLightsTheLayersInOrderAndDimsTheRest() throws {
        // wifi: the dot, then the arcs from the inside out; 0.3 of 4 lights the dot and the first arc.
        let (pixmap, layers) = try render(Image(systemName: "wifi", variableValue: 0.3).foregroundStyle(Color(red: 0, green: 0, blue: 1)))
        func box(_ index: Int) throws -> CGRect { try XCTUnwrap(layers.first { $0.layer.variableIndex == index }).box }
        let dot = try box(0), inner = try box(1), outer = try box(3)
        XCTAssertEqual(pixmap[Int(dot.midX), Int(dot.midY)], blue)
        XCTAssertEqual(pixmap[Int(inner.midX), Int(inner.minY + 3)], blue)
        let dim = pixmap[Int(outer.midX), Int(outer.minY + 4)]
        XCTAssertEqual(dim.b, 255)
        XCTAssertEqual(Double(dim.r), 255 * (1 - SymbolLayer.unlitOpacity), accuracy: 2, "blue at the unlit opacity over white")
    }

    func testTheThresholdsAreEvenlySpaced() {
        XCTAssertEqual((0..<3).map { SymbolLayer.isLit(index: $0, of: 3, at: 0) }, [false, false, false])
        XCTAssertEqual((0..<3).map { SymbolLayer.isLit(index: $0, of: 3, at: 0.01) }, [true, false, false])
        XCTAssertEqual((0..<3).map { SymbolLayer.isLit(index: $0, of: 3, at: 0.5) }, [true, true, false])
        XCTAssertEqual((0..<3).map { SymbolLayer.isLit(index: $0, of: 3, at: 1) }, [true, true, true])
    }

    func testNoValueLightsEverythingAndASymbolWithoutVariableLayersIgnoresIt() throws {
        XCTAssertEqual(try render(Image(systemName: "wifi", variableValue: nil)).pixmap, try render(Image(systemName: "wifi")).pixmap)
        XCTAssertEqual(try render(Image(systemName: "heart.fill", variableValue: 0.2)).pixmap, try render(Image(systemName: "heart.fill")).pixmap)
    }
}
