// RasterizerTests.swift: exact-area coverage, checked against areas known in closed form and
// against a slow per-pixel oracle (polygon clipping of each pixel square) on seeded random
// polygons, for both fill rules; a crowded row's sampled coverage close to the exact one.

import XCTest
@testable import Raster

/// Collects coverage into a dense array, for inspection.
struct CoverageGrid: CoverageSink {
    var width: Int, height: Int
    var values: [Double]
    init(width: Int, height: Int) {
        self.width = width; self.height = height
        values = Array(repeating: 0, count: width * height)
    }
    mutating func blend(row y: Int, x: Int, coverage: Float) {
        values[y * width + x] += Double(coverage)
    }
    mutating func blend(row y: Int, columns: Range<Int>, coverage: Float) {
        for x in columns { values[y * width + x] += Double(coverage) }
    }
    var total: Double { values.reduce(0, +) }
    subscript(x: Int, y: Int) -> Double { values[y * width + x] }
}

func coverage(_ polygons: [[Point]], rule: FillRule = .nonzero, width: Int = 64, height: Int = 64) -> CoverageGrid {
    var grid = CoverageGrid(width: width, height: height)
    Rasterizer(width: width, height: height).fill(polygons, rule: rule, into: &grid)
    return grid
}

final class RasterizerTests: XCTestCase {
    func testTriangleCoverageSumsToItsArea() {
        let tri = [Point(3.3, 4.7), Point(50.1, 10.25), Point(20.6, 58.9)]
        let area = abs((tri[1] - tri[0]).cross(tri[2] - tri[0])) / 2
        XCTAssertEqual(coverage([tri]).total, area, accuracy: 1e-3)
    }

    func testStraightEdgeGivesExactRamp() {
        // A rectangle whose left edge is at x = 10.25: that column is 75 % covered, the rest full.
        let grid = coverage([[Point(10.25, 2), Point(30, 2), Point(30, 12), Point(10.25, 12)]])
        XCTAssertEqual(grid[10, 5], 0.75, accuracy: 1e-6)
        XCTAssertEqual(grid[11, 5], 1, accuracy: 1e-6)
        XCTAssertEqual(grid[9, 5], 0, accuracy: 1e-6)
        // A 45° edge through a pixel's diagonal covers exactly half of it.
        let diag = coverage([[Point(0, 0), Point(20, 20), Point(0, 20)]])
        XCTAssertEqual(diag[5, 5], 0.5, accuracy: 1e-6)
        XCTAssertEqual(diag[4, 5], 1, accuracy: 1e-6)
    }

    func testOverlappingSquaresCountOnceUnderNonzero() {
        let a = [Point(10.5, 10.5), Point(30.5, 10.5), Point(30.5, 30.5), Point(10.5, 30.5)]
        let b = a.map { $0 + Point(5.25, 5.25) }
        let overlap = 14.75 * 14.75, union = 400.0 * 2 - overlap
        XCTAssertEqual(coverage([a, b]).total, union, accuracy: 1e-3)
        // Even-odd removes the overlap.
        XCTAssertEqual(coverage([a, b], rule: .evenOdd).total, union - overlap, accuracy: 1e-3)
    }

    func testOppositeWindingsCancelOnlyUnderNonzeroWhenEqual() {
        let outer = [Point(4, 4), Point(40, 4), Point(40, 40), Point(4, 40)]
        let hole = [Point(10, 10), Point(10, 20), Point(20, 20), Point(20, 10)]  // reversed
        XCTAssertEqual(coverage([outer, hole]).total, 36 * 36 - 100, accuracy: 1e-3)
    }

    func testBowtieCrossingInsideAPixelIsExact() {
        // Two triangles meeting at a crossing at (20.3, 20.3), wound oppositely: plain
        // accumulation would cancel them where they share pixels.
        let bowtie = [Point(5.1, 5.1), Point(35.5, 35.5), Point(5.1, 35.5), Point(35.5, 5.1)]
        let expected = 2 * (30.4 * 15.2 / 2)
        XCTAssertEqual(coverage([bowtie]).total, expected, accuracy: 1e-3)
        XCTAssertEqual(coverage([bowtie], rule: .evenOdd).total, expected, accuracy: 1e-3)
    }

    func testRandomPolygonsMatchThePixelOracle() {
        var rng = SplitMix64(seed: 0x1234)
        for rule in FillRule.allCases {
            for _ in 0..<40 {
                let n = 3 + Int(rng.next() % 6)
                let poly = (0..<n).map { _ in Point(rng.unit() * 24 - 2, rng.unit() * 24 - 2) }
                let grid = coverage([poly], rule: rule, width: 20, height: 20)
                for y in 0..<20 {
                    for x in 0..<20 {
                        let expected = PixelOracle.coverage(of: [poly], pixelX: x, pixelY: y, rule: rule)
                        XCTAssertEqual(grid[x, y], expected, accuracy: 2e-4, "pixel \(x),\(y) of \(poly)")
                    }
                }
            }
        }
    }

    func testRowsThatRepeatTheRowAboveAreBitForBitWhatTheyWouldCompute() {
        // A frame (nested rectangles, fractional sides), an L along the canvas's left border,
        // whose edges join and leave inside rows, and a step whose edges join and leave exactly
        // on row borders (where a run of repeated rows must end): each row rasterized alone (so
        // computed, never repeated) must be the whole fill's row exactly, and both the oracle's
        // area.
        let frame = Outline(polygons: [[Point(3.25, 2.5), Point(40.75, 2.5), Point(40.75, 30.3), Point(3.25, 30.3)],
                                       [Point(6.6, 5.1), Point(6.6, 27.7), Point(37.4, 27.7), Point(37.4, 5.1)]], isSimple: true)
        let ell = Outline(polygons: [[Point(-2, 1.5), Point(20.5, 1.5), Point(20.5, 12.25), Point(9.75, 12.25),
                                      Point(9.75, 33.6), Point(-2, 33.6)]], isSimple: true)
        let step = Outline(polygons: [[Point(4.5, 3), Point(30.25, 3), Point(30.25, 10), Point(20.5, 10),
                                       Point(20.5, 20), Point(4.5, 20)]], isSimple: true)
        let (width, height) = (44, 36)
        let raster = Rasterizer(width: width, height: height)
        for outline in [frame, ell, step] {
            var whole = CoverageGrid(width: width, height: height)
            raster.fill(outline, rule: .nonzero, into: &whole)
            for y in 0..<height {
                var alone = CoverageGrid(width: width, height: height)
                raster.fill(outline, rule: .nonzero, rows: y..<(y + 1), into: &alone)
                let row = (y * width)..<((y + 1) * width)
                XCTAssertEqual(whole.values[row].map(\.bitPattern), alone.values[row].map(\.bitPattern), "row \(y)")
                for x in [0, 3, 6, 9, 10, 20, 37, 40] {
                    let expected = PixelOracle.coverage(of: outline.polygons, pixelX: x, pixelY: y, rule: .nonzero)
                    XCTAssertEqual(whole[x, y], expected, accuracy: 1e-5, "pixel \(x),\(y)")
                }
            }
        }
    }

    func testPolygonsClaimedSimpleAreExactWithoutBandResolution() {
        // The certificate behind the fast path: wherever it says "simple", plain accumulation
        // must equal the oracle; and it must say so for convex and monotone shapes.
        var rng = SplitMix64(seed: 0x5eed)
        var claimed = 0
        for _ in 0..<300 {
            let n = 3 + Int(rng.next() % 7)
            let poly = (0..<n).map { _ in Point(rng.unit() * 18 + 1, rng.unit() * 18 + 1) }
            guard Outline.isMonotoneAndSimple(poly) else { continue }
            claimed += 1
            var grid = CoverageGrid(width: 20, height: 20)
            Rasterizer(width: 20, height: 20).fill(Outline(polygons: [poly], isSimple: true), rule: .nonzero, into: &grid)
            for y in 0..<20 {
                for x in 0..<20 {
                    let expected = PixelOracle.coverage(of: [poly], pixelX: x, pixelY: y, rule: .nonzero)
                    XCTAssertEqual(grid[x, y], expected, accuracy: 2e-4, "pixel \(x),\(y) of \(poly)")
                }
            }
        }
        XCTAssertGreaterThan(claimed, 50, "random triangles alone are all simple")
        XCTAssertTrue(Outline.isMonotoneAndSimple([Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)]))
        XCTAssertTrue(Outline.isMonotoneAndSimple([Point(5, 0), Point(9, 4), Point(6, 5), Point(9, 8), Point(5, 12), Point(1, 6)]))
        // A bowtie crosses itself; a U shape is not monotone in y.
        XCTAssertFalse(Outline.isMonotoneAndSimple([Point(0, 0), Point(10, 10), Point(10, 0), Point(0, 10)]))
        XCTAssertFalse(Outline.isMonotoneAndSimple([Point(0, 0), Point(3, 0), Point(3, 7), Point(7, 7), Point(7, 0), Point(10, 0), Point(10, 10), Point(0, 10)]))
        XCTAssertTrue(Outline.isConvex([Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)]))
        XCTAssertFalse(Outline.isConvex([Point(0, 0), Point(10, 10), Point(10, 0), Point(0, 10)]))
    }

    func testPolygonsProvedSimpleOtherwiseAreExactWithoutBandResolution() {
        // The other two proofs: no two edges meeting (a few vertices), star-shaped around the
        // centroid (many). Random quadrilaterals are convex, concave or bowties; random "blobs"
        // (points at sorted angles, radii varying) are star-shaped but rarely monotone.
        var rng = SplitMix64(seed: 0xb10b)
        var claimed = 0, notMonotone = 0
        for k in 0..<400 {
            let poly: [Point]
            if k % 2 == 0 {
                poly = (0..<4).map { _ in Point(rng.unit() * 18 + 1, rng.unit() * 18 + 1) }
            } else {
                let n = 5 + Int(rng.next() % 20)
                let angles = (0..<n).map { _ in rng.unit() * 2 * .pi }.sorted()
                poly = angles.map { a in
                    let r = 3 + rng.unit() * 6
                    return Point(10 + r * cos(a), 10 + r * sin(a))
                }
            }
            guard Outline.isSimplePolygon(poly) else { continue }
            claimed += 1
            if !Outline.isMonotoneAndSimple(poly) { notMonotone += 1 }
            var grid = CoverageGrid(width: 20, height: 20)
            Rasterizer(width: 20, height: 20).fill(Outline(polygons: [poly], isSimple: true), rule: .nonzero, into: &grid)
            for y in 0..<20 {
                for x in 0..<20 {
                    let expected = PixelOracle.coverage(of: [poly], pixelX: x, pixelY: y, rule: .nonzero)
                    XCTAssertEqual(grid[x, y], expected, accuracy: 2e-4, "pixel \(x),\(y) of \(poly)")
                }
            }
        }
        XCTAssertGreaterThan(notMonotone, 50, "concave quadrilaterals and dented blobs are proved simple too")
        XCTAssertGreaterThan(claimed, 150)
        // A concave quadrilateral (a dart), a U shape and a star-shaped comb are simple; a bowtie
        // crosses itself, a pentagram winds twice round its centre.
        XCTAssertTrue(Outline.isSimplePolygon([Point(0, 0), Point(10, 5), Point(0, 10), Point(3, 5)]))
        XCTAssertTrue(Outline.isSimplePolygon([Point(0, 0), Point(3, 0), Point(3, 7), Point(7, 7), Point(7, 0), Point(10, 0), Point(10, 10), Point(0, 10)]))
        let comb = (0..<40).map { i -> Point in
            let a = Double(i) / 40 * 2 * .pi, r = i % 2 == 0 ? 10.0 : 4.0
            return Point(r * cos(a), r * sin(a))
        }
        XCTAssertFalse(Outline.isMonotoneAndSimple(comb))
        XCTAssertTrue(Outline.isSimplePolygon(comb))
        XCTAssertFalse(Outline.isSimplePolygon([Point(0, 0), Point(10, 10), Point(10, 0), Point(0, 10)]))
        let pentagram = (0..<5).map { i -> Point in
            let a = Double(i * 2) / 5 * 2 * .pi
            return Point(10 * cos(a), 10 * sin(a))
        }
        XCTAssertFalse(Outline.isSimplePolygon(pentagram))
        let manyPentagram = (0..<25).map { pentagram[$0 % 5] + Point(Double($0) * 1e-3, 0) }
        XCTAssertFalse(Outline.isSimplePolygon(manyPentagram))
    }

    func testACrowdedRowIsSampledCloseToTheExactCoverage() {
        // A triangle drawn 1,200 or 1,201 times over itself: 2,400 edges across each row, more
        // than a row resolves exactly, so its rows are sampled at 16 heights, each exact across.
        // Nonzero covers the triangle once; even-odd, nothing for an even count, the triangle for
        // an odd one.
        let triangle = [Point(10.3, 10.6), Point(50.2, 12.1), Point(14.7, 41.4)]
        let once = coverage([triangle])
        XCTAssertGreaterThan(2 * 1200, ScanState.mostEdges)
        let crowd = coverage(Array(repeating: triangle, count: 1200))
        let odd = coverage(Array(repeating: triangle, count: 1201), rule: .evenOdd)
        XCTAssertEqual(coverage(Array(repeating: triangle, count: 1200), rule: .evenOdd).total, 0, accuracy: 1e-9)
        for y in 8..<44 {
            for x in 8..<52 {
                XCTAssertEqual(crowd[x, y], once[x, y], accuracy: 1.0 / 64, "(\(x), \(y))")
                XCTAssertEqual(odd[x, y], once[x, y], accuracy: 1.0 / 64, "(\(x), \(y)) even-odd")
            }
        }
    }

    func testGeometryOutsideTheCanvasIsClipped() {
        // Half the square lies left of the canvas, a quarter above it.
        let grid = coverage([[Point(-10, -5), Point(10, -5), Point(10, 15), Point(-10, 15)]], width: 32, height: 32)
        XCTAssertEqual(grid.total, 10 * 15, accuracy: 1e-3)
        // Far-away and non-finite geometry draws nothing and does not crash.
        XCTAssertEqual(coverage([[Point(1e300, 0), Point(2e300, 5), Point(1e300, 9)]]).total, 0)
        XCTAssertEqual(coverage([[Point(.nan, 0), Point(20, 5), Point(10, 9)]]).total, 0)
    }
}

/// A deterministic random source (SplitMix64), so failures reproduce.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
