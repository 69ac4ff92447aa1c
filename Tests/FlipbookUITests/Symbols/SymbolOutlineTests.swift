// SymbolOutlineTests.swift: the outline constructions measured against geometry done by hand:
// offsets of a square, the area of a stroked line and arc (rectangle or annular sector plus two
// half-disk caps), a lens of two circles against the closed-form lens area, orientation, the
// pieces of a crossing cut, whose areas must add up to the union of the two lines (no overlap),
// and the pieces a solid leaves when lines are taken out of it (a ball's seams).

import Foundation
@testable import FlipbookUI
import Raster
import XCTest

final class SymbolOutlineTests: XCTestCase {
    /// The signed area of every subpath of a path (clockwise positive on a y-down screen), its
    /// curves sampled finely.
    private func area(_ path: Raster.Path) -> Double {
        var total = 0.0
        for subpath in PathSubpath.split(path) {
            var points = [subpath.start], current = subpath.start
            for element in subpath.elements {
                switch element {
                case .line(let p): points.append(p); current = p
                case .quad(let c, let p):
                    let p0 = current
                    for i in 1...64 {
                        let t = Double(i) / 64, u = 1 - t
                        points.append(p0 * (u * u) + c * (2 * u * t) + p * (t * t))
                    }
                    current = p
                case .cubic(let c1, let c2, let p):
                    let p0 = current
                    for i in 1...64 {
                        let t = Double(i) / 64, u = 1 - t
                        points.append(p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                    }
                    current = p
                case .move, .close: break
                }
            }
            total += SymbolOutline.doubleSignedArea(points) / 2
        }
        return total
    }

    func testOffsetPolygonMovesEveryEdgeAndRunsClockwise() {
        let square = [Point(0, 0), Point(1, 0), Point(1, 1), Point(0, 1)]
        let expected = [Point(-0.1, -0.1), Point(1.1, -0.1), Point(1.1, 1.1), Point(-0.1, 1.1)]
        for (got, want) in zip(SymbolOutline.offsetPolygon(square, by: 0.1), expected) {
            XCTAssertEqual(got.x, want.x, accuracy: 1e-12); XCTAssertEqual(got.y, want.y, accuracy: 1e-12)
        }
        let inset = SymbolOutline.offsetPolygon(square.reversed(), by: -0.1)
        XCTAssertGreaterThan(SymbolOutline.doubleSignedArea(inset), 0, "clockwise whichever way the input runs")
        XCTAssertEqual(SymbolOutline.doubleSignedArea(inset) / 2, 0.64, accuracy: 1e-12)
    }

    func testOrientedTurnsEverySubpathTheAskedWayAndKeepsItsArea() {
        var b = PathBuilder()
        b.move(to: Point(0, 0)); b.line(to: Point(0, 1)); b.line(to: Point(1, 0)); b.close()   // counter-clockwise
        b.addEllipse(in: Rect(x: 2, y: 0, width: 1, height: 1))                              // clockwise
        let path = b.path
        XCTAssertEqual(area(SymbolOutline.oriented(path, clockwise: true)), 0.5 + .pi / 4, accuracy: 1e-3)
        XCTAssertEqual(area(SymbolOutline.oriented(path, clockwise: false)), -(0.5 + .pi / 4), accuracy: 1e-3)
    }

    func testStrokedLineAndArcOutlinesHaveTheAreaOfTheirStroke() {
        let w = 0.2, r = w / 2
        XCTAssertEqual(abs(area(SymbolOutline.strokeOutline([Point(0, 0), Point(1, 0)], width: w))), w + .pi * r * r, accuracy: 1e-4)
        // A quarter of a circle of radius 1: an annular sector plus two half-disk caps.
        let arc = SymbolOutline.arcOutline(center: .zero, radius: 1, start: 0, end: .pi / 2, width: w)
        XCTAssertEqual(abs(area(arc)), .pi / 2 * 1 * w + .pi * r * r, accuracy: 1e-4)
    }

    func testTwoDiskRegionsHaveTheClosedFormAreas() {
        let r1 = 1.0, r2 = 0.8, d = 1.2, c1 = Point(0, 0), c2 = Point(d, 0)
        // The lens: the two circular segments cut off by the common chord.
        let a1 = acos((d * d + r1 * r1 - r2 * r2) / (2 * d * r1)), a2 = acos((d * d + r2 * r2 - r1 * r1) / (2 * d * r2))
        let lens = r1 * r1 * (a1 - sin(2 * a1) / 2) + r2 * r2 * (a2 - sin(2 * a2) / 2)
        XCTAssertEqual(abs(area(SymbolOutline.twoDiskRegion(c1, r1, c2, r2, keepOverlap: true))), lens, accuracy: 1e-4)
        XCTAssertEqual(abs(area(SymbolOutline.twoDiskRegion(c1, r1, c2, r2, keepOverlap: false))), .pi * r1 * r1 - lens, accuracy: 1e-4)
        XCTAssertTrue(SymbolOutline.twoDiskRegion(c1, 1, Point(3, 0), 1, keepOverlap: true).isEmpty)
    }

    func testASolidLessLinesIsPiecesThatDoNotOverlapAndLeaveTheLinesGaps() {
        // A unit square less a straight line down its middle and a bent one across its lower
        // half, each 0.2 wide (0.1 either side): the pieces cover the square less the bands.
        let square = [Point(0, 0), Point(1, 0), Point(1, 1), Point(0, 1)], clear = 0.1
        let down = [Point(0.5, -1), Point(0.5, 2)], across = [Point(-1, 0.7), Point(0.5, 0.7), Point(2, 0.7)]
        let pieces = SymbolGlyph.pieces(of: square, lessLines: [down, across], clear: clear)
        let total = pieces.reduce(0) { $0 + abs(SymbolOutline.doubleSignedArea($1)) / 2 }
        // The bands overlap in a 0.2 × 0.2 square where they cross; the bend in the second line
        // (a straight one split in two) adds nothing.
        XCTAssertEqual(total, 1 - 0.2 - 0.2 + 0.04, accuracy: 1e-9)
        XCTAssertEqual(pieces.count, 4, "four quarters, each convex")
        for piece in pieces {
            for p in piece {
                XCTAssertFalse(abs(p.x - 0.5) < clear - 1e-9, "a piece reaches into the band down the middle: \(p)")
                XCTAssertFalse(abs(p.y - 0.7) < clear - 1e-9, "a piece reaches into the band across: \(p)")
            }
        }
    }

    func testACrossingCutIsPiecesThatDoNotOverlap() {
        // A plus of two lines 1 long and 0.2 wide: as a cut its pieces add up to the union of the
        // two capsules, which overlap in a 0.2 × 0.2 square at the middle.
        let w = 0.2, r = w / 2
        let marks = SymbolGlyph.crossing(Point(-0.5, 0), Point(0.5, 0), Point(0, -0.5), Point(0, 0.5), pen: w, cut: true)
        var pieces = 0.0
        for mark in marks { for path in mark.areas.ink { pieces += abs(area(path)) } }
        XCTAssertEqual(pieces, 2 * (w + .pi * r * r) - w * w, accuracy: 1e-4)
        // An x: the overlap of two lines crossing at right angles is the same square.
        let x = SymbolGlyph.crossing(Point(-0.4, -0.4), Point(0.4, 0.4), Point(0.4, -0.4), Point(-0.4, 0.4), pen: w, cut: true)
        var xPieces = 0.0
        for mark in x { for path in mark.areas.ink { xPieces += abs(area(path)) } }
        let length = 0.8 * 2.0.squareRoot()
        XCTAssertEqual(xPieces, 2 * (length * w + .pi * r * r) - w * w, accuracy: 1e-4)
    }
}
