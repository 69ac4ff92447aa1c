// FuzzFindingsTests.swift: one test per bug that fuzzing found in Raster's parsers (scripts/fuzz.sh),
// each saying how it was found; the input also stays in the fuzz target's seed corpus, so every
// fuzz run replays it.

import XCTest
@testable import Raster

final class FuzzFindingsTests: XCTestCase {
    /// Found by `scripts/fuzz.sh svg-path` within 4,129 executions: the bytes "\u{0C}M". The
    /// error quoted the offending byte as it was, so a form feed or newline split the one-line
    /// error in two (and a UTF-8 lead byte showed as a Latin-1 letter).
    func testUnexpectedControlCharacterIsNamedByValue() {
        for (data, named) in [("\u{0C}M", "byte 0xC"), ("\u{0B}M", "byte 0xB"), ("é", "byte 0xC3"), ("X", "'X'")] {
            XCTAssertThrowsError(try Path(svg: data)) { error in
                let message = String(describing: error)
                XCTAssertFalse(message.contains(where: \.isNewline), message)
                XCTAssertTrue(message.hasPrefix("expected a path command, found \(named) at character 0"), message)
            }
        }
    }

    /// Found by `scripts/fuzz.sh svg-path` within 4,715 executions: "T 2 2 3 0 38…8 0 z" (a
    /// 75-digit coordinate, finite). The flattener capped a curve's chord count only after
    /// converting it to Int, which traps beyond Int.max; `flipbook scene` crashed on such a path.
    func testCurveTooLongToCountItsChordsIsFlattenedWithTheCap() throws {
        let huge = "3" + String(repeating: "8", count: 74)
        let path = try Path(svg: "T 2 2 3 0 \(huge) 0 z M 12 2 20 2 20 10")
        let canvas = Canvas(width: 24, height: 24, background: .white)!
        canvas.fill(path, with: .solid(.black))
        canvas.stroke(path, style: StrokeStyle(width: 3), with: .solid(.black))
        XCTAssertEqual(Flattener.chordCount(.quad(Point(0, 0), Point(1e80, 0), Point(0, 1)), tolerance: 0.05), 1 << 16)
    }

    /// Found by `scripts/fuzz.sh svg-path` within 5,172 executions: "T 4 21e-320 3 0 38…8 1 18…8 0 z
    /// M 12 2 20 2 20 10" (a subnormal coordinate beside 48-digit ones). An edge 2e-320 high had
    /// an infinite slope, x inside it came out infinite, and its conversion to a cell index
    /// trapped while a band was resolved. Such an edge now has no slope.
    func testAnEdgeTooShortForItsSlopeIsFilled() throws {
        let path = try Path(svg: "T 4 21e-320 3 0 388888888888888888888888888888888088888888888888  1 18888888888888888888888 0 z M 12 2 20 2 20 10")
        let canvas = Canvas(width: 24, height: 24, background: .white)!
        canvas.fill(path, with: .solid(.black), rule: .nonzero)
        canvas.fill(path, with: .solid(.black), rule: .evenOdd)
        canvas.stroke(path, style: StrokeStyle(width: 3, cap: .round, join: .round), with: .solid(.black))
        let edge = Edge(x0: 0, y0: 0, x1: 10, y1: 1e-320, winding: 1)
        XCTAssertEqual(edge.slope, 0)
        XCTAssertEqual(edge.x(at: 5e-321), 0)
    }

    /// Found by `scripts/fuzz.sh scene-json` within 23,155 executions, a 10 s timeout: a stroke of
    /// "M2 2 Q 3088…8 2 30 30 T 2 30" (a 77-digit control point) on a 32×32 scene. Its 65,536
    /// chords all lay off the canvas's right side, as as many vertical edges on the border, and
    /// resolving rows with that many edge ends is quadratic: `flipbook scene` took minutes (3 in a
    /// debug build). Chords that continue each other on a border now make one edge, and polygons
    /// wholly beside the canvas (a stroke's pieces out there) are skipped.
    func testCurveFarOutsideTheCanvasCostsAFewEdges() throws {
        let huge = "30" + String(repeating: "8", count: 75)
        let path = try Path(svg: "M2 2 Q \(huge) 2 30 30 T 2 30")
        let canvas = Canvas(width: 32, height: 32, background: .white)!
        canvas.stroke(path, style: StrokeStyle(width: 3.5, cap: .square, join: .miter), with: .solid(.black))
        canvas.fill(path, with: .solid(.black))

        var edges = EdgeList(width: 32, height: 32)
        edges.addPolygon(Flattener.polygons(path, tolerance: 0.05)[0])
        XCTAssertLessThan(edges.edges.count, 20, "the chords off the canvas merge into a few border edges")
        edges.deallocate()
    }

    /// The merging above leaves coverage exact: a regular 4,096-gon centred on the right border
    /// (and one on the left) covers half its area, its outside half being one border edge.
    func testPolygonHalfOffTheCanvasCoversHalfItsArea() {
        let n = 4096, r = 20.0
        for centerX in [0.0, 64.0] {
            let polygon = (0..<n).map { k -> Point in
                let a = 2 * Double.pi * Double(k) / Double(n)
                return Point(centerX + r * cos(a), 32 + r * sin(a))
            }
            let area = Double(n) / 2 * r * r * sin(2 * Double.pi / Double(n))
            XCTAssertEqual(coverage([polygon], width: 64, height: 64).total, area / 2, accuracy: 1e-3, "centre x \(centerX)")
        }
        // Wholly outside, on any side: nothing, even where the ring around it would count.
        let square = [Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)]
        for offset in [Point(-10, 20), Point(64, 20), Point(20, -10), Point(20, 64)] {
            XCTAssertEqual(coverage([square.map { $0 + offset }], width: 64, height: 64).total, 0)
        }
    }

    /// Found by RandomGeometryTests (extreme numbers) on its first run: PathBuilder.addSVGArc with a
    /// NaN radius trapped converting the NaN sweep to a count of cubics. Reading the code then
    /// showed finite SVG data reaching the same trap, which 25,000 executions of
    /// `scripts/fuzz.sh svg-path` had not hit: "M0 0 A1e-300 1 0 0 0 10 10", whose radii scale up
    /// to infinity and leave the centre NaN.
    func testArcWithNonFiniteOrOverflowingRadiiDoesNotTrap() throws {
        var builder = PathBuilder()
        builder.move(to: Point(0, 0))
        builder.addSVGArc(radii: Point(.nan, 1), xAxisRotation: 0, largeArc: false, sweep: false, to: Point(10, 10))
        XCTAssertTrue(builder.hasNonFiniteInput, "a non-finite radius makes the path empty, as any non-finite input does")
        XCTAssertEqual(builder.path, Path())
        builder = PathBuilder()
        builder.move(to: Point(0, 0))
        builder.addSVGArc(radii: Point(1, 1), xAxisRotation: .infinity, largeArc: false, sweep: false, to: Point(10, 10))
        XCTAssertTrue(builder.hasNonFiniteInput)

        XCTAssertEqual(try Path(svg: "M0 0 A1e-300 1 0 0 0 10 10"), try Path(svg: "M0 0 L10 10"))
    }

    /// Found by RandomGeometryTests (extreme numbers), on its second run: a stroke 1e150 wide with a
    /// round join trapped converting an infinite count of arc steps (the arc step of so wide a
    /// pen is acos(1 − 1e-151) = 0). A scene reaches it with "stroke_width": 1e20, which then
    /// crashed `flipbook scene` (the input is in the scene-json seed corpus).
    func testPenTooWideForArcStepsIsCapped() throws {
        let path = try Path(svg: "M1 1 L5 5 L1 6")
        for width in [1e20, 1e150, Double.greatestFiniteMagnitude] {
            let canvas = Canvas(width: 8, height: 8, background: .white)!
            canvas.stroke(path, style: StrokeStyle(width: width, cap: .round, join: .round), with: .solid(.black))
        }
        // Wide, but not so wide that the chord's rectangle is lost to rounding: all black.
        let canvas = Canvas(width: 8, height: 8, background: .white)!
        canvas.stroke(path, style: StrokeStyle(width: 1e12, cap: .round, join: .round), with: .solid(.black))
        XCTAssertEqual(canvas.pixmap[4, 4], PremultipliedRGBA8(straight: .black))
    }

    /// Found by RandomGeometryTests (extreme numbers), on its third run: dashing a curve whose control
    /// points lie 1e300 apart trapped in the length measure, whose count of integration pieces
    /// grows with the control polygon's turn, and the turn had overflowed to NaN.
    func testDashingACurveWithOverflowingControlPointsDoesNotTrap() {
        var builder = PathBuilder()
        builder.move(to: Point(0, 0))
        builder.cubic(to: Point(10, 10), control1: Point(-1e300, 1e300), control2: Point(1e300, -1e300))
        let dashed = builder.path.dashed(DashPattern([2, 1])!)
        let canvas = Canvas(width: 8, height: 8, background: .white)!
        canvas.stroke(dashed, style: StrokeStyle(width: 2), with: .solid(.black))
    }
}
