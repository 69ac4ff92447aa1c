// SymbolCatalogTests.swift: the symbols' geometry against the pinned decision (checkmark about
// 0.85 em × 0.8 em of ink, stroke 0.11 em at regular, centred on the cap-height band), the
// layout rule (frame = ink + bearings wide, line box tall), weight, unknown names, every
// symbol's finite drawing inside its frame, and the hole of checkmark.circle.fill in pixels.

import Foundation
@testable import FlipbookUI
@testable import Raster
import XCTest

final class SymbolCatalogTests: XCTestCase {
    private let body = TextStyleMetrics.iOS(.body)

    /// The painted area: the path's bounds, grown by half the stroke for stroked symbols (every
    /// extreme point of the catalog's strokes is a round cap or join, which reaches exactly that far).
    private func ink(_ symbol: SymbolImage) throws -> Rect {
        let bounds = try XCTUnwrap(symbol.path.bounds)
        let half = (symbol.stroke?.width ?? 0) / 2
        return bounds.insetBy(dx: -half, dy: -half)
    }

    func testCheckmarkAt17ptMatchesThePinnedMetrics() throws {
        let symbol = try XCTUnwrap(SymbolCatalog.symbol(named: "checkmark", font: body))
        let box = try ink(symbol)
        XCTAssertEqual(box.width, 0.85 * 17, accuracy: 0.02)
        XCTAssertEqual(box.height, 0.8 * 17, accuracy: 0.02)
        XCTAssertEqual(symbol.stroke?.width ?? 0, 0.11 * 17, accuracy: 1e-9)
        XCTAssertEqual(symbol.stroke?.cap, .round)
        XCTAssertEqual(symbol.stroke?.join, .round)
        // Centred on the cap-height band: half of Inter's cap height (2048/2816 em) above the baseline.
        let capHeight = 17 * 2048.0 / 2816
        XCTAssertEqual(box.midY, Double(symbol.baseline) - capHeight / 2, accuracy: 1e-6)
        // Frame: ink plus 0.05 em each side, and the body line box (as tall as Text's).
        XCTAssertEqual(Double(symbol.size.width), 0.95 * 17, accuracy: 1e-9)
        XCTAssertEqual(box.minX, 0.05 * 17, accuracy: 1e-6)
        XCTAssertEqual(symbol.size.height, TextLayout("Check Mark", font: body).size.height)
        XCTAssertEqual(symbol.baseline, TextLayout("Check Mark", font: body).baseline)
        XCTAssertGreaterThanOrEqual(symbol.size.height, 17)
        XCTAssertLessThanOrEqual(symbol.size.height, 22)
    }

    func testStrokeFollowsTheWeight() throws {
        func stroke(_ weight: FontWeight) throws -> Double {
            try XCTUnwrap(SymbolCatalog.symbol(named: "checkmark", font: ResolvedFont(size: 17, weight: weight))?.stroke?.width)
        }
        var previous = 0.0
        for weight in FontWeight.allCases {
            let w = try stroke(weight)
            XCTAssertGreaterThan(w, previous, "\(weight)")
            previous = w
        }
        XCTAssertEqual(try stroke(.bold) / stroke(.regular), 426.0 / 236, accuracy: 1e-9)
        // The ink box stays the pinned size at any weight.
        let bold = try ink(XCTUnwrap(SymbolCatalog.symbol(named: "checkmark", font: ResolvedFont(size: 17, weight: .bold))))
        XCTAssertEqual(bold.width, 0.85 * 17, accuracy: 0.02)
        XCTAssertEqual(bold.height, 0.8 * 17, accuracy: 0.02)
    }

    func testUnknownNamesGiveNothing() {
        XCTAssertNil(SymbolCatalog.symbol(named: "", font: body))
        XCTAssertNil(SymbolCatalog.symbol(named: "checkmark.square.on.fire", font: body))
        XCTAssertNil(SymbolCatalog.symbol(named: "Checkmark", font: body), "names are case-sensitive, as SF Symbols'")
        XCTAssertNil(SymbolCatalog.symbol(named: "checkmark", font: ResolvedFont(size: 0)))
        XCTAssertNil(SymbolCatalog.symbol(named: "checkmark", font: body, scale: 0))
        XCTAssertNil(SymbolCatalog.symbol(named: "checkmark", font: body, scale: .nan))
    }

    func testEverySymbolDrawsInsideItsFrame() throws {
        for name in SymbolCatalog.names {
            for size in [11.0, 17, 34] {
                let symbol = try XCTUnwrap(SymbolCatalog.symbol(named: name, font: ResolvedFont(size: size)), name)
                XCTAssertFalse(symbol.path.isEmpty, name)
                symbol.path.elements.forEach { element in
                    switch element {
                    case .move(let p), .line(let p): XCTAssertTrue(p.isFinite, name)
                    case .quad(let c, let p): XCTAssertTrue(c.isFinite && p.isFinite, name)
                    case .cubic(let c1, let c2, let p): XCTAssertTrue(c1.isFinite && c2.isFinite && p.isFinite, name)
                    case .close: break
                    }
                }
                let box = try ink(symbol)
                XCTAssertGreaterThanOrEqual(box.minX, -1e-9, name)
                XCTAssertGreaterThanOrEqual(box.minY, -1e-9, name)
                XCTAssertLessThanOrEqual(box.maxX, Double(symbol.size.width) + 1e-9, name)
                XCTAssertLessThanOrEqual(box.maxY, Double(symbol.size.height) + 1e-9, name)
                XCTAssertEqual(box.midY, Double(symbol.baseline) - size * 2048 / 2816 / 2, accuracy: size * 0.01, name)
            }
        }
    }

    func testCheckmarkCircleFillHasTheCheckCutOut() throws {
        let symbol = try XCTUnwrap(SymbolCatalog.symbol(named: "checkmark.circle.fill", font: ResolvedFont(size: 40)))
        XCTAssertNil(symbol.stroke)
        let scale = 2.0
        let canvas = try XCTUnwrap(Raster.Canvas(width: Int(symbol.size.width * scale) + 1, height: Int(symbol.size.height * scale) + 1))
        TestRendering.draw(symbol, at: .zero, scale: scale, color: .black, on: canvas)
        let box = try ink(symbol)
        let em = 40.0, d = SymbolDesign.circleDiameter
        XCTAssertEqual(box.width, d * em, accuracy: 1e-6, "SF's circle.fill: 99.61 % of the point size")
        // The check's vertex: 37 % across and at the bottom of its box (0.51 × 0.4 of the disk),
        // centred in the disk; a little above it the check's line covers the disk.
        let w = SymbolCatalog.strokeWidth(.regular) * SymbolDesign.innerPenRatio
        let checkBox = Point(0.51 * d, 0.4 * d)
        let vertex = SymbolDesign.checkmarkPoints(box: checkBox, stroke: w, origin: Point(d / 2, d / 2) - checkBox / 2)[1]
        let hole = canvas.pixmap[Int((box.minX + vertex.x * em) * scale), Int((box.minY + (vertex.y - w / 4) * em) * scale)]
        XCTAssertEqual(hole.a, 0, "the check is cut out of the disk")
        let solid = canvas.pixmap[Int(box.midX * scale), Int((box.minY + 0.1 * em) * scale)]
        XCTAssertEqual(solid.a, 255, "the disk above the check is filled")
    }
}
