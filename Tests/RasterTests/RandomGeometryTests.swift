// RandomGeometryTests.swift: seeded random geometry through the whole drawing pipeline: paths of
// every segment kind, strokes with every cap and join, dashes and affine transforms, with NaN,
// infinities, huge and tiny numbers mixed in. Properties: nothing crashes or hangs; the coverage
// of every pixel lies in [0, 1], for fills under both rules and for strokes, as Canvas feeds them
// to the rasterizer; the pixels a Canvas ends with are valid premultiplied colours; and the
// coverage of a random simple polygon sums to its area within 1e-3 px², wherever it lies and
// however small or large it is. Not timed: a hang shows as a test run that never ends.

import XCTest
@testable import Raster

final class RandomGeometryTests: XCTestCase {
    private let side = 48
    private let tolerance = 0.05

    func testRandomFillsStrokesAndDashesKeepCoverageWithinZeroAndOne() {
        var shapes = RandomShapes(seed: 0xF1F0, extremes: false)
        let canvas = Canvas(width: side, height: side, background: .white)!
        for round in 0..<300 {
            let (path, transform, style) = (shapes.path(), shapes.transform(), shapes.strokeStyle())
            assertCoverageWithinZeroAndOne(path, transform, style, "round \(round)")
            let color = RGBA8(r: UInt8(truncatingIfNeeded: round), g: 90, b: 200, a: UInt8(truncatingIfNeeded: 40 + round))
            canvas.fill(path, with: .solid(color), rule: .evenOdd, transform: transform)
            canvas.stroke(path, style: style, with: .solid(color), transform: transform)
        }
        for y in 0..<side {
            for x in 0..<side {
                let p = canvas.pixmap[x, y]
                XCTAssertTrue(p.r <= p.a && p.g <= p.a && p.b <= p.a, "pixel \(x),\(y) is not premultiplied: \(p)")
            }
        }
    }

    /// The same with NaN, infinities, huge and tiny numbers among the coordinates, transforms,
    /// widths, miter limits and dashes. Fewer rounds: a coordinate of 1e15 makes a curve of
    /// 65,536 chords (the flattener's cap), which a debug build strokes in about a second.
    func testExtremeNumbersNeitherCrashNorHangAndKeepCoverageWithinZeroAndOne() {
        var shapes = RandomShapes(seed: 0xE87E, extremes: true)
        for round in 0..<80 {
            let (path, transform, style) = (shapes.path(), shapes.transform(), shapes.strokeStyle())
            assertCoverageWithinZeroAndOne(path, transform, style, "round \(round)")
        }
    }

    func testRandomSimplePolygonCoverageEqualsItsArea() {
        var rng = SplitMix64(seed: 0xA4EA)
        let sizes: [ClosedRange<Double>] = [1e-6...1e-3, 1e-3...1, 1...6, 6...23]
        for round in 0..<600 {
            let radius = sizes[round % sizes.count]
            let r = radius.lowerBound + rng.unit() * (radius.upperBound - radius.lowerBound)
            // Anywhere its whole disc fits, at any sub-pixel offset.
            let center = Point(r + rng.unit() * (Double(side) - 2 * r), r + rng.unit() * (Double(side) - 2 * r))
            let polygon = starShapedPolygon(&rng, center: center, radius: r, vertices: 3 + Int(rng.next() % 30))
            let area = abs(shoelaceArea(polygon))
            for rule in FillRule.allCases {
                XCTAssertEqual(coverageTotal(polygon, rule: rule), area, accuracy: 1e-3, "round \(round), \(rule): \(polygon)")
            }
        }
        // Polygons far larger than the canvas cover every pixel of it exactly once.
        for round in 0..<60 {
            let r = pow(10, 4 + rng.unit() * 8)
            let center = Point(Double(side) / 2 + (rng.unit() - 0.5) * r / 10, Double(side) / 2 + (rng.unit() - 0.5) * r / 10)
            let polygon = starShapedPolygon(&rng, center: center, radius: r, vertices: 12 + Int(rng.next() % 20))
            for rule in FillRule.allCases {
                XCTAssertEqual(coverageTotal(polygon, rule: rule), Double(side * side), accuracy: 1e-3, "huge round \(round), \(rule): \(polygon)")
            }
        }
    }

    // MARK: - Helpers

    /// Fills under both rules and strokes `path` as Canvas does, checking every pixel's coverage.
    private func assertCoverageWithinZeroAndOne(_ path: Path, _ transform: Transform, _ style: StrokeStyle, _ round: String) {
        let what = "\(round): \(path.elements) under \(transform), \(style)"
        // As Canvas.fill: flattened in device space.
        let fill = Outline.fill(Flattener.polygons(path.applying(transform), tolerance: tolerance))
        for rule in FillRule.allCases { assertCoverageWithinZeroAndOne(fill, rule: rule, "fill \(rule) of \(what)") }
        // As Canvas.stroke: dashed and stroked in path space with the tolerance shrunk by the
        // transform's stretch, then mapped.
        let scale = transform.maximumScale
        guard scale > 0, scale.isFinite else { return }
        let dashed = style.dash.map { path.dashed($0) } ?? path
        let contours = Flattener.contours(dashed, tolerance: tolerance / scale, forStroke: true)
        let stroke = Stroker.outline(contours, style: style, tolerance: tolerance / scale).mapped(transform.apply)
        assertCoverageWithinZeroAndOne(stroke, rule: .nonzero, "stroke of \(what)")
    }

    private func assertCoverageWithinZeroAndOne(_ outline: Outline, rule: FillRule, _ what: @autoclosure () -> String) {
        var grid = CoverageGrid(width: side, height: side)
        Rasterizer(width: side, height: side).fill(outline, rule: rule, into: &grid)
        guard let bad = grid.values.firstIndex(where: { !($0 >= 0 && $0 <= 1) }) else { return }
        XCTFail("pixel \(bad % side),\(bad / side) has coverage \(grid.values[bad]): \(what())")
    }

    private func coverageTotal(_ polygon: [Point], rule: FillRule) -> Double {
        var grid = CoverageGrid(width: side, height: side)
        Rasterizer(width: side, height: side).fill(Outline.fill([polygon]), rule: rule, into: &grid)
        return grid.total
    }

    /// Vertices at increasing angles around `center`, each at its own distance (0.3…1 of `radius`):
    /// star-shaped, hence simple, so its area is the shoelace formula's. Wound either way.
    private func starShapedPolygon(_ rng: inout SplitMix64, center: Point, radius: Double, vertices: Int) -> [Point] {
        // Jittered by less than 0.4 of their spacing, so no gap between angles reaches a half turn
        // (a wider gap lets an edge pass beside the centre and cross another).
        let angles = (0..<vertices).map { k in 2 * Double.pi * (Double(k) + 0.4 * rng.unit()) / Double(vertices) }
        let polygon = angles.map { a in center + Point(cos(a), sin(a)) * (radius * (0.3 + 0.7 * rng.unit())) }
        return rng.next() % 2 == 0 ? polygon : polygon.reversed()
    }

    private func shoelaceArea(_ p: [Point]) -> Double {
        p.indices.reduce(0) { $0 + p[$1].cross(p[($1 + 1) % p.count]) } / 2
    }
}

/// Random paths, transforms and stroke styles; with `extremes`, about one number in eight is
/// NaN, an infinity, huge or tiny.
private struct RandomShapes {
    var rng: SplitMix64
    let extremes: Bool

    init(seed: UInt64, extremes: Bool) {
        rng = SplitMix64(seed: seed)
        self.extremes = extremes
    }

    mutating func path() -> Path {
        var b = PathBuilder()
        for _ in 0..<(1 + Int(rng.next() % 8)) {
            switch rng.next() % 7 {
            case 0: b.move(to: point())
            case 1, 2: b.line(to: point())
            case 3: b.quad(to: point(), control: point())
            case 4: b.cubic(to: point(), control1: point(), control2: point())
            case 5: b.addSVGArc(radii: Point(number(), number()), xAxisRotation: number(), largeArc: rng.next() % 2 == 0,
                                sweep: rng.next() % 2 == 0, to: point())
            default: b.close()
            }
        }
        return b.path
    }

    mutating func transform() -> Transform {
        switch rng.next() % 6 {
        case 0: return .identity
        case 1: return Transform(a: number() / 20, b: number() / 20, c: number() / 20, d: number() / 20, tx: number(), ty: number())
        default:
            let rotation = Transform(rotation: rng.unit() * 7)
            let scale = Transform(scaleX: 0.2 + rng.unit() * 3, y: 0.2 + rng.unit() * 3)
            let translation = Transform(translationX: rng.unit() * 20 - 10, y: rng.unit() * 20 - 10)
            return translation.concatenating(scale).concatenating(rotation)
        }
    }

    mutating func strokeStyle() -> StrokeStyle {
        let dash: DashPattern? = rng.next() % 3 == 0
            ? DashPattern((0..<(1 + Int(rng.next() % 4))).map { _ in abs(number()) / 4 }, phase: number())
            : nil
        return StrokeStyle(width: extremes && rng.next() % 8 == 0 ? extreme() : rng.unit() * 12,
                           cap: LineCap.allCases[Int(rng.next() % 3)], join: LineJoin.allCases[Int(rng.next() % 3)],
                           miterLimit: extremes && rng.next() % 8 == 0 ? extreme() : 1 + rng.unit() * 10, dash: dash)
    }

    private mutating func point() -> Point { Point(number(), number()) }

    /// Mostly a coordinate on or near a 48 px canvas.
    private mutating func number() -> Double {
        extremes && rng.next() % 8 == 0 ? extreme() : rng.unit() * 64 - 8
    }

    private mutating func extreme() -> Double {
        let values: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1e-300, -1e-12, 1e-7, 1e7, -1e15, 1e150, -1e300,
                                .greatestFiniteMagnitude, .leastNonzeroMagnitude, 24 + 1e-13, Double(Int64.max)]
        return values[Int(rng.next() % UInt64(values.count))]
    }
}
