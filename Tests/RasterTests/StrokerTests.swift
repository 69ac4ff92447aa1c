// StrokerTests.swift: stroke areas known in closed form, for each cap and join, SVG's
// zero-length subpaths, a thick stroke folding over a tight curve leaving no hole, and the
// hair-thin folds at a continuous corner's kinks kept in the ribbon, within a level of the
// swept pen.

import XCTest
@testable import Raster

final class StrokerTests: XCTestCase {
    /// Arcs are polygons inscribed within this distance, so a round part of perimeter p loses
    /// less than p · tolerance of area.
    private let tolerance = 0.01

    private func strokeCoverage(_ path: Path, _ style: StrokeStyle, size: Int = 80) -> CoverageGrid {
        let contours = Flattener.contours(path, tolerance: tolerance, forStroke: true)
        let polygons = Stroker.polygons(contours, style: style, tolerance: tolerance)
        return coverage(polygons, width: size, height: size)
    }

    private func line(_ a: Point, _ b: Point) -> Path {
        var p = PathBuilder(); p.move(to: a); p.line(to: b); return p.path
    }

    func testCapsExtendALineAsSVGSays() {
        let path = line(Point(20, 30), Point(50, 30))
        XCTAssertEqual(strokeCoverage(path, StrokeStyle(width: 8, cap: .butt)).total, 240, accuracy: 1e-3)
        XCTAssertEqual(strokeCoverage(path, StrokeStyle(width: 8, cap: .square)).total, 240 + 2 * 32, accuracy: 1e-3)
        XCTAssertEqual(strokeCoverage(path, StrokeStyle(width: 8, cap: .round)).total, 240 + .pi * 16, accuracy: 8 * .pi * tolerance)
    }

    func testJoinsOfARightAngle() {
        var b = PathBuilder()
        b.move(to: Point(10, 20)); b.line(to: Point(50, 20)); b.line(to: Point(50, 60))
        let legs = 40.0 * 6 * 2 - 9  // two 40×6 rectangles overlapping in the inner 3×3 square
        XCTAssertEqual(strokeCoverage(b.path, StrokeStyle(width: 6, join: .bevel)).total, legs + 4.5, accuracy: 1e-3)
        XCTAssertEqual(strokeCoverage(b.path, StrokeStyle(width: 6, join: .miter)).total, legs + 9, accuracy: 1e-3)
        XCTAssertEqual(strokeCoverage(b.path, StrokeStyle(width: 6, join: .round)).total, legs + .pi * 9 / 4, accuracy: 1.5 * .pi * tolerance)
        // √2 > 1.2: past the miter limit the corner is bevelled.
        XCTAssertEqual(strokeCoverage(b.path, StrokeStyle(width: 6, join: .miter, miterLimit: 1.2)).total, legs + 4.5, accuracy: 1e-3)
    }

    func testZeroLengthSubpathsFollowSVG() {
        let dot = line(Point(40, 40), Point(40, 40))
        XCTAssertEqual(strokeCoverage(dot, StrokeStyle(width: 10, cap: .round)).total, .pi * 25, accuracy: 10 * .pi * tolerance)
        XCTAssertEqual(strokeCoverage(dot, StrokeStyle(width: 10, cap: .square)).total, 100, accuracy: 1e-3)
        XCTAssertEqual(strokeCoverage(dot, StrokeStyle(width: 10, cap: .butt)).total, 0)
        var closed = PathBuilder(); closed.move(to: Point(40, 40)); closed.close()
        XCTAssertEqual(strokeCoverage(closed.path, StrokeStyle(width: 10, cap: .round)).total, .pi * 25, accuracy: 10 * .pi * tolerance)
    }

    func testClosedSquareHasJoinsEverywhereAndNoCaps() {
        let square = Path(rect: Rect(x: 20, y: 20, width: 30, height: 30))
        // Outer 34×34 minus inner 26×26 with miter corners.
        XCTAssertEqual(strokeCoverage(square, StrokeStyle(width: 4, cap: .round)).total, 34 * 34 - 26 * 26, accuracy: 1e-3)
    }

    func testThickStrokeOnATightCircleLeavesNoHole() {
        // A circle of radius 5 stroked 16 wide: the stroke is a full disc of radius 13.
        let circle = Path(ellipseIn: Rect(x: 35, y: 35, width: 10, height: 10))
        let grid = strokeCoverage(circle, StrokeStyle(width: 16))
        XCTAssertEqual(grid[40, 40], 1, accuracy: 1e-5)
        XCTAssertEqual(grid.total, .pi * 169, accuracy: 26 * .pi * tolerance)
    }

    func testAContinuousCornersKinksStayInTheRibbonWithinALevelOfTheSweptPen() {
        // A card's border: where the continuous corner's cubics meet, their tangents differ by
        // 2.5°, and the inner cut there (0.055) overruns the 10⁻⁵ chords beside the kink.
        let tolerance = 0.014, style = StrokeStyle(width: 5)
        let card = Path(roundedRect: Rect(x: 12.5, y: 12.5, width: 95, height: 145), cornerRadius: 13.5, style: .continuous)
        let contour = Flattener.contours(card, tolerance: tolerance, forStroke: true)[0]
        let chords = Chords(contour)
        let sink = PolygonSink(halfWidth: style.width / 2, tolerance: tolerance)
        let folded = (0..<chords.count).filter { i in
            let v = chords.turn(at: (i + 1) % chords.points.count)
            return chords.length[i] < 1e-4 && v.angle > 0.04
        }
        XCTAssertFalse(folded.isEmpty, "the kinks' hair-thin chords")
        let ribbon = try! XCTUnwrap(StrokeRibbon.rings(chords, style: style, arcs: sink), "the ribbon takes the kinks")
        var pieces = sink
        StrokePieces.add(chords, style: style, into: &pieces)
        let a = coverage(ribbon, width: 120, height: 170), b = coverage(pieces.polygons, width: 120, height: 170)
        let worst = zip(a.values, b.values).map { abs($0 - $1) }.max()!
        XCTAssertLessThan(worst, 1.0 / 255, "within a level of the literal swept pen everywhere")
        XCTAssertEqual(a.total, b.total, accuracy: 0.05)
    }

    func testARealFoldStillGoesToThePieces() {
        // A 1 px chord under a 90° corner's 4 px cut: a fold far wider than any hair.
        var b = PathBuilder()
        b.move(to: Point(10, 10)); b.line(to: Point(40, 10)); b.line(to: Point(40, 11)); b.line(to: Point(10, 11))
        let chords = Chords(Flattener.contours(b.path, tolerance: tolerance, forStroke: true)[0])
        let sink = PolygonSink(halfWidth: 4, tolerance: tolerance)
        XCTAssertNil(StrokeRibbon.rings(chords, style: StrokeStyle(width: 8), arcs: sink))
    }

    func testCuspGetsADisc() {
        // Control points that cross make a cusp where the curve turns back; the pen turns 180°
        // there, so the stroke's far end is round even with butt caps.
        let cubic = Segment.cubic(Point(10, 40), Point(70, 40), Point(-50, 40), Point(10, 40.0001))
        var b = PathBuilder()
        b.move(to: cubic.start); b.cubic(to: cubic.end, control1: Point(70, 40), control2: Point(-50, 40))
        let grid = strokeCoverage(b.path, StrokeStyle(width: 10))
        let tip = (0...1000).map { cubic.point(at: Double($0) / 1000).x }.max()!
        XCTAssertEqual(grid[Int(tip + 2), 40], 1, accuracy: 1e-6, "the cusp's disc reaches 5 px beyond it")
        // 3.5–4.5 px beyond the tip and 4–5 px off the axis: inside a square cap, outside the disc.
        XCTAssertEqual(grid[Int((tip + 3.5).rounded(.up)), 35], 0, "a disc, not a square")
    }
}
