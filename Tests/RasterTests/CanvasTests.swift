// CanvasTests.swift: what Canvas promises about pixels, each checked against a value the test
// works out itself: antialiased edges and translucent fills follow the source-over formula
// out = src·c + dst·(1 − a·c) in gamma-encoded sRGB with one rounding; a stroke under a transform
// equals the stroke of the transformed path; clips, layers with group opacity, linear gradients
// and projective fills behave as documented; refused sizes and NaN geometry
// neither draw nor crash.

import XCTest
@testable import Raster

final class CanvasTests: XCTestCase {
    // MARK: - Solid fills

    func testOpaqueFillOfFractionalRectGivesExactEdgePixels() {
        let canvas = Canvas(width: 16, height: 12, background: .white)!
        let color = RGBA8(r: 200, g: 40, b: 10)
        // Left edge 3/4 into column 2, right edge 3/4 into column 12, top edge 3/8 of row 3
        // covered, bottom edge 7/8 of row 9 covered (binary fractions: the coverage is exact).
        let rect = Rect(x: 2.25, y: 3.625, width: 10.5, height: 6.25)
        canvas.fill(Path(rect: rect), with: .solid(color))
        let white = PremultipliedRGBA8(straight: .white)
        for y in 0..<12 {
            for x in 0..<16 {
                let c = overlap(rect, pixelX: x, pixelY: y)
                let expected = c == 0 ? white : sourceOver(color, coverage: c, onto: white)
                XCTAssertEqual(canvas.pixmap[x, y], expected, "pixel \(x),\(y) at coverage \(c)")
            }
        }
        // The formula at a few named places, so a failure above reads against them.
        XCTAssertEqual(canvas.pixmap[5, 5], PremultipliedRGBA8(straight: color))
        XCTAssertEqual(canvas.pixmap[2, 5], sourceOver(color, coverage: 0.75, onto: white))
        XCTAssertEqual(canvas.pixmap[2, 3], sourceOver(color, coverage: 0.75 * 0.375, onto: white))
        XCTAssertEqual(canvas.pixmap[12, 9], sourceOver(color, coverage: 0.75 * 0.875, onto: white))
        XCTAssertEqual(canvas.pixmap[1, 5], white)
    }

    func testTranslucentFillOverWhiteFollowsTheFormula() {
        let canvas = Canvas(width: 20, height: 10, background: .white)!
        // SwiftUI's system gray at opacity 0.2 (51 / 255).
        let gray = RGBA8(r: 142, g: 142, b: 147, a: 51)
        canvas.fill(Path(rect: Rect(x: 2, y: 2, width: 10.75, height: 6)), with: .solid(gray))
        let white = PremultipliedRGBA8(straight: .white)
        let inside = sourceOver(gray, coverage: 1, onto: white)
        XCTAssertEqual(canvas.pixmap[5, 5], inside)
        // The documented result: 142·0.2 + 255·0.8 = 232.4, 147·0.2 + 255·0.8 = 233.4.
        XCTAssertEqual(inside, PremultipliedRGBA8(r: 232, g: 232, b: 233, a: 255))
        XCTAssertEqual(canvas.pixmap[12, 5], sourceOver(gray, coverage: 0.75, onto: white))
        XCTAssertEqual(canvas.pixmap[13, 5], white)

        // A second coat goes over the first one, not over white.
        canvas.fill(Path(rect: Rect(x: 2, y: 2, width: 4, height: 6)), with: .solid(gray))
        XCTAssertEqual(canvas.pixmap[3, 3], sourceOver(gray, coverage: 1, onto: inside))
        XCTAssertEqual(canvas.pixmap[7, 3], inside)
    }

    // MARK: - Strokes under a transform

    func testStrokeUnderScaleTwoMatchesThePreScaledPathAtDoubleWidth() {
        // Lines only: scaling by 2 is exact in binary floating point and every stroker criterion
        // (directions, arc segment counts from tolerance / half width) is homogeneous in length,
        // so the polygons come out exactly doubled: pixel-identical.
        var lines = PathBuilder()
        lines.move(to: Point(5, 6)); lines.line(to: Point(30, 9)); lines.line(to: Point(12, 33)); lines.line(to: Point(34, 36))
        let roundStyle = StrokeStyle(width: 3, cap: .round, join: .round)
        let (viaTransform, preScaled) = strokedBothWays(lines.path, style: roundStyle)
        XCTAssertEqual(maximumDifference(viaTransform, preScaled), 0)

        // With curves the stroke flattener adds a vertex a fixed 1e-5 px along each curve's end
        // tangents, in the space it flattens in, so those vertices land 2e-5 px versus 1e-5 px
        // from the curve ends: coverage moves by ~1e-5 and may flip one rounding: within 1 level.
        var curves = PathBuilder()
        curves.move(to: Point(5, 5))
        curves.quad(to: Point(30, 30), control: Point(38, 4))
        curves.cubic(to: Point(6, 34), control1: Point(20, 40), control2: Point(0, 20))
        curves.close()
        let (a, b) = strokedBothWays(curves.path, style: StrokeStyle(width: 2.5, cap: .square, join: .miter))
        XCTAssertLessThanOrEqual(maximumDifference(a, b), 1)
        XCTAssertGreaterThan(paintedPixelCount(a), 200, "the stroke should have drawn something")
    }

    // MARK: - Clipping

    func testClipRestrictsLaterFillsAndResetClipLiftsIt() {
        let canvas = Canvas(width: 40, height: 30, background: .white)!
        let white = PremultipliedRGBA8(straight: .white)
        let color = RGBA8(r: 31, g: 91, b: 201)
        // Columns 11…29 and rows 5…19 inside; column 10 half inside.
        let clip = Rect(x: 10.5, y: 5, width: 19.5, height: 15)
        canvas.clip(to: Path(rect: clip))
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 30)), with: .solid(color))
        for y in 0..<30 {
            for x in 0..<40 {
                let c = overlap(clip, pixelX: x, pixelY: y)
                let expected = c == 0 ? white : sourceOver(color, coverage: c, onto: white)
                XCTAssertEqual(canvas.pixmap[x, y], expected, "pixel \(x),\(y) at clip coverage \(c)")
            }
        }
        XCTAssertEqual(canvas.pixmap[10, 12], sourceOver(color, coverage: 0.5, onto: white))

        // A second clip intersects the first.
        canvas.clear(.white)
        canvas.clip(to: Path(rect: Rect(x: 20, y: 0, width: 20, height: 10)))
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 30)), with: .solid(color))
        XCTAssertEqual(canvas.pixmap[25, 7], PremultipliedRGBA8(straight: color))
        XCTAssertEqual(canvas.pixmap[15, 7], white)
        XCTAssertEqual(canvas.pixmap[25, 15], white)

        canvas.resetClip()
        canvas.fill(Path(rect: Rect(x: 0, y: 25, width: 5, height: 5)), with: .solid(color))
        XCTAssertEqual(canvas.pixmap[2, 27], PremultipliedRGBA8(straight: color))
    }

    func testClipWithTwoPiecesInOneRowKeepsBoth() {
        // Found in review: each covered run of a clip row used to zero the rest of the row,
        // so only the last piece survived.
        let canvas = Canvas(width: 40, height: 10, background: .white)!
        var b = PathBuilder()
        b.addRect(Rect(x: 2, y: 2, width: 10, height: 6))
        b.addRect(Rect(x: 20, y: 2, width: 10, height: 6))
        canvas.clip(to: b.path)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 10)), with: .solid(.black))
        XCTAssertEqual(canvas.pixmap[5, 5], PremultipliedRGBA8(straight: .black))
        XCTAssertEqual(canvas.pixmap[25, 5], PremultipliedRGBA8(straight: .black))
        XCTAssertEqual(canvas.pixmap[15, 5], PremultipliedRGBA8(straight: .white))
        XCTAssertEqual(canvas.pixmap[5, 9], PremultipliedRGBA8(straight: .white))
    }

    func testDrawingAPixmapOffTheCanvasDoesNothing() {
        // Found in review: an image entirely outside the canvas made an inverted range and trapped.
        let canvas = Canvas(width: 30, height: 30, background: .white)!
        let image = Pixmap(width: 10, height: 10, fill: PremultipliedRGBA8(straight: .black))!
        canvas.draw(image, offsetX: 0, offsetY: 100)
        canvas.draw(image, offsetX: -50, offsetY: 0)
        XCTAssertEqual(canvas.pixmap, Canvas(width: 30, height: 30, background: .white)!.pixmap)
        canvas.draw(image, offsetX: 25, offsetY: 25)
        XCTAssertEqual(canvas.pixmap[27, 27], PremultipliedRGBA8(straight: .black))
    }

    // MARK: - Layers

    func testGroupOpacityAppliesOnceToOverlappingShapes() {
        let color = RGBA8(r: 31, g: 91, b: 201)
        let a = Rect(x: 4, y: 4, width: 20, height: 12), b = Rect(x: 14, y: 8, width: 20, height: 14)
        let grouped = Canvas(width: 40, height: 30, background: .white)!
        grouped.beginLayer(opacity: 0.5)
        grouped.fill(Path(rect: a), with: .solid(color))
        grouped.fill(Path(rect: b), with: .solid(color))
        grouped.endLayer()

        let white = PremultipliedRGBA8(straight: .white)
        let half = sourceOver(color, coverage: 1, onto: white, opacity: 0.5)
        XCTAssertEqual(grouped.pixmap[18, 10], half, "where the rectangles overlap")
        XCTAssertEqual(grouped.pixmap[6, 6], half, "only in the first")
        XCTAssertEqual(grouped.pixmap[30, 20], half, "only in the second")
        XCTAssertEqual(grouped.pixmap[2, 2], white)

        // The same as one shape, the union of both, at opacity 0.5.
        var union = PathBuilder()
        union.addRect(a); union.addRect(b)
        let single = Canvas(width: 40, height: 30, background: .white)!
        single.beginLayer(opacity: 0.5)
        single.fill(union.path, with: .solid(color))
        single.endLayer()
        XCTAssertEqual(grouped.pixmap, single.pixmap)
        // And, up to alpha's byte (0.5 · 255 = 127.5 is not one: 128 is the nearest), the union
        // filled directly with a half-transparent colour.
        let direct = Canvas(width: 40, height: 30, background: .white)!
        direct.fill(union.path, with: .solid(RGBA8(r: color.r, g: color.g, b: color.b, a: 128)))
        XCTAssertLessThanOrEqual(maximumDifference(grouped.pixmap, direct.pixmap), 1)

        // Without the layer each shape would apply its own opacity and the overlap would darken.
        let separate = Canvas(width: 40, height: 30, background: .white)!
        separate.fill(Path(rect: a), with: .solid(RGBA8(r: color.r, g: color.g, b: color.b, a: 128)))
        separate.fill(Path(rect: b), with: .solid(RGBA8(r: color.r, g: color.g, b: color.b, a: 128)))
        XCTAssertNotEqual(separate.pixmap[18, 10], separate.pixmap[6, 6])
    }

    // MARK: - Gradients

    func testLinearGradientInterpolatesAlongItsAxis() {
        // The paint samples a 256-entry table: the index is t·255 rounded (off by at most half a
        // step, (c1 − c0) / 510 < 0.5 level for two stops 0…1 apart) and the entry is rounded to a
        // byte (0.5 level); opaque colours at full coverage add no more rounding. So within 1 level.
        let from = RGBA8(r: 250, g: 10, b: 0), to = RGBA8(r: 0, g: 110, b: 240)
        let canvas = Canvas(width: 256, height: 4)!
        let stops = [GradientStop(color: from, location: 0), GradientStop(color: to, location: 1)]
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 256, height: 4)),
                    with: .linearGradient(stops: stops, start: Point(0, 0), end: Point(256, 0)))
        for x in 0..<256 {
            let t = (Double(x) + 0.5) / 256
            assertColor(canvas.pixmap[x, 2], near: mix(from, to, t), within: 1, "pixel \(x), t = \(t)")
        }
        assertColor(canvas.pixmap[0, 0], near: mix(from, to, 0), within: 1, "start")
        assertColor(canvas.pixmap[255, 0], near: mix(from, to, 1), within: 1, "end")
        assertColor(canvas.pixmap[128, 0], near: mix(from, to, 0.5), within: 1, "middle")
    }

    func testGradientStopsAndPaddingBeyondTheEnds() {
        // Three stops: between them the table's rounded index is up to half a step off, and the
        // colour changes twice as fast per unit of t as with two stops, so up to 220 / 255 level
        // from the index plus 0.5 from the byte: within 2 levels. Beyond the ends the colour is
        // padded: exactly the end stops.
        let a = RGBA8(r: 240, g: 20, b: 20), b = RGBA8(r: 20, g: 220, b: 60), c = RGBA8(r: 10, g: 30, b: 250)
        let stops = [GradientStop(color: c, location: 1), GradientStop(color: a, location: 0),
                     GradientStop(color: b, location: 0.5)]  // unsorted on purpose
        let canvas = Canvas(width: 256, height: 2)!
        // From 63.5 to 191.5: pixel 127's centre is at t = 0.5 exactly.
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 256, height: 2)),
                    with: .linearGradient(stops: stops, start: Point(63.5, 0), end: Point(191.5, 0)))
        for x in 0..<256 {
            let t = (Double(x) + 0.5 - 63.5) / 128
            if t <= 0 {
                XCTAssertEqual(canvas.pixmap[x, 1], PremultipliedRGBA8(straight: a), "pixel \(x), t = \(t)")
            } else if t >= 1 {
                XCTAssertEqual(canvas.pixmap[x, 1], PremultipliedRGBA8(straight: c), "pixel \(x), t = \(t)")
            } else {
                let expected = t < 0.5 ? mix(a, b, t / 0.5) : mix(b, c, (t - 0.5) / 0.5)
                assertColor(canvas.pixmap[x, 1], near: expected, within: 2, "pixel \(x), t = \(t)")
            }
        }
        assertColor(canvas.pixmap[127, 0], near: mix(b, c, 0), within: 2, "the middle stop")
    }

    // MARK: - Projection

    func testProjectionWithoutPerspectiveMatchesTheAffineFill() {
        // A uniform scale and a rotation: the projective path flattens in path space with the
        // tolerance divided by the exact stretch (1.5), the affine one in device space, so both
        // cut the curves into the same chords; points differ by float rounding only: within 1 level.
        let t = Transform(scaleX: 1.5, y: 1.5).concatenating(Transform(rotation: 0.4))
            .concatenating(Transform(translationX: 30, y: 8))
        var b = PathBuilder()
        b.addEllipse(in: Rect(x: 0.3, y: 0.7, width: 30, height: 20))
        b.move(to: Point(5, 25)); b.line(to: Point(35, 28)); b.line(to: Point(12, 40)); b.close()
        let color = RGBA8(r: 12, g: 130, b: 220, a: 230)
        let affine = Canvas(width: 80, height: 80, background: .white)!
        affine.fill(b.path, with: .solid(color), transform: t)
        let projective = Canvas(width: 80, height: 80, background: .white)!
        projective.fill(b.path, with: .solid(color), projection: ProjectiveTransform(t))
        XCTAssertLessThanOrEqual(maximumDifference(affine.pixmap, projective.pixmap), 1)
        XCTAssertGreaterThan(paintedPixelCount(affine.pixmap, background: .white), 500)
    }

    func testPerspectiveFillCoversTheProjectedQuad() {
        // W = 1 + 0.006x + 0.004y, from 1 to 1.4 over the square: a true perspective.
        let m = ProjectiveTransform(rows: [[1.1, 0.1, 0.006], [-0.05, 1, 0.004], [30, 20, 1]])
        let square = Rect(x: 0, y: 0, width: 40, height: 40)
        let corners = [Point(0, 0), Point(40, 0), Point(40, 40), Point(0, 40)].map(m.apply)
        let canvas = Canvas(width: 80, height: 80)!
        canvas.fill(Path(rect: square), with: .solid(RGBA8(r: 200, g: 30, b: 60)), projection: m)
        let pixmap = canvas.pixmap

        // A homography maps the square's sides to straight lines, so the shape is exactly the
        // quad of the projected corners: pixels wholly inside it are covered, pixels wholly
        // outside untouched, and the total coverage is its area.
        var undecided = 0, alpha = 0
        for y in 0..<80 {
            for x in 0..<80 {
                let pixel = [Point(Double(x), Double(y)), Point(Double(x + 1), Double(y)),
                             Point(Double(x + 1), Double(y + 1)), Point(Double(x), Double(y + 1))]
                let a = pixmap[x, y].a
                alpha += Int(a)
                if pixel.allSatisfy({ convexPolygon(corners, contains: $0) }) {
                    XCTAssertEqual(a, 255, "pixel \(x),\(y) lies inside the projected quad")
                } else if convexPolygon(corners, isSeparatedFrom: pixel) {
                    XCTAssertEqual(pixmap[x, y], .transparent, "pixel \(x),\(y) lies outside the projected quad")
                } else {
                    undecided += 1
                }
            }
        }
        XCTAssertEqual(Double(alpha) / 255, polygonArea(corners), accuracy: 0.5 / 255 * Double(undecided) + 1e-6)
        let centre = m.apply(square.center)
        XCTAssertEqual(pixmap[Int(centre.x), Int(centre.y)].a, 255)
        let box = corners.reduce(Rect(corner: corners[0], corners[0])) { $0.union(Rect(corner: $1, $1)) }
        XCTAssertEqual(pixmap[Int(box.maxX) + 2, Int(box.maxY) + 2], .transparent)
        XCTAssertEqual(pixmap[Int(box.minX) - 2, Int(box.minY) - 2], .transparent)
    }

    // MARK: - Refusals and NaN

    func testCanvasRefusesSizesOutsideTheLimits() {
        XCTAssertNil(Canvas(width: 0, height: 10))
        XCTAssertNil(Canvas(width: 10, height: 0))
        XCTAssertNil(Canvas(width: -1, height: 10))
        XCTAssertNil(Canvas(width: Pixmap.maximumSide + 1, height: 1))
        XCTAssertNil(Canvas(width: 1, height: Pixmap.maximumSide + 1))
        XCTAssertNotNil(Canvas(width: 1, height: 1))
        XCTAssertNotNil(Canvas(width: Pixmap.maximumSide, height: 1))
    }

    func testNaNGeometryDrawsNothingAndDoesNotCrash() {
        let canvas = Canvas(width: 30, height: 30, background: .white)!
        let blank = canvas.pixmap
        let red = Paint.solid(RGBA8(r: 255, g: 0, b: 0))
        let square = Path(rect: Rect(x: 5, y: 5, width: 20, height: 20))
        var b = PathBuilder()
        b.move(to: Point(5, 5)); b.line(to: Point(.nan, 20)); b.line(to: Point(25, 25)); b.close()
        canvas.fill(b.path, with: red)
        canvas.fill(Path(rect: Rect(x: .nan, y: 5, width: 10, height: 10)), with: red)
        canvas.fill(square, with: red, transform: Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        canvas.fill(square, with: red, transform: Transform(translationX: 0, y: .nan))
        canvas.stroke(square, style: StrokeStyle(width: 3), with: red, transform: Transform(scaleX: .nan, y: 1))
        canvas.stroke(square, style: StrokeStyle(width: .nan), with: red)
        canvas.stroke(b.path, style: StrokeStyle(width: 3, cap: .round, join: .round), with: red)
        canvas.fill(square, with: red, projection: ProjectiveTransform(rows: [[.nan, 0, 0], [0, 1, 0], [0, 0, 1]]))
        canvas.fill(square, with: red, projection: ProjectiveTransform(rows: [[1, 0, .nan], [0, 1, 0], [0, 0, 1]]))
        canvas.stroke(square, style: StrokeStyle(width: 2), with: red,
                      projection: ProjectiveTransform(rows: [[1, 0, 0], [0, 1, 0], [.nan, 0, 1]]))
        XCTAssertEqual(canvas.pixmap, blank)

        // The canvas still draws afterwards.
        canvas.fill(square, with: red)
        XCTAssertEqual(canvas.pixmap[15, 15], PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    // MARK: - Helpers

    /// The documented source-over of a straight colour at coverage `c` (and group opacity) onto a
    /// premultiplied pixel, computed in Double and rounded once per channel.
    private func sourceOver(_ color: RGBA8, coverage c: Double, onto d: PremultipliedRGBA8,
                            opacity: Double = 1) -> PremultipliedRGBA8 {
        let a = Double(color.a) / 255 * opacity
        func channel(_ s: Double, _ dst: UInt8) -> UInt8 {
            UInt8(min(255, (s * c + Double(dst) * (1 - a * c)).rounded()))
        }
        return PremultipliedRGBA8(r: channel(Double(color.r) * a, d.r), g: channel(Double(color.g) * a, d.g),
                                  b: channel(Double(color.b) * a, d.b), a: channel(255 * a, d.a))
    }

    /// The area of pixel (x, y) inside an axis-aligned rectangle.
    private func overlap(_ r: Rect, pixelX x: Int, pixelY y: Int) -> Double {
        let w = max(0, min(r.maxX, Double(x + 1)) - max(r.minX, Double(x)))
        let h = max(0, min(r.maxY, Double(y + 1)) - max(r.minY, Double(y)))
        return w * h
    }

    /// A colour a fraction t of the way from a to b, per channel, unrounded.
    private func mix(_ a: RGBA8, _ b: RGBA8, _ t: Double) -> (Double, Double, Double, Double) {
        func m(_ x: UInt8, _ y: UInt8) -> Double { Double(x) + (Double(y) - Double(x)) * t }
        return (m(a.r, b.r), m(a.g, b.g), m(a.b, b.b), m(a.a, b.a))
    }

    /// Checks an opaque pixel against an opaque colour given unrounded, channel by channel.
    private func assertColor(_ p: PremultipliedRGBA8, near c: (Double, Double, Double, Double), within levels: Int,
                             _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.a, 255, what, file: file, line: line)
        for (actual, expected) in [(p.r, c.0), (p.g, c.1), (p.b, c.2)] {
            XCTAssertLessThanOrEqual(abs(Double(actual) - expected), Double(levels), "\(what): \(p) vs \(c)", file: file, line: line)
        }
    }

    /// Strokes `path` onto two canvases: once under a scale of 2, once pre-scaled at twice the width.
    private func strokedBothWays(_ path: Path, style: StrokeStyle) -> (Pixmap, Pixmap) {
        let color = Paint.solid(RGBA8(r: 20, g: 60, b: 200, a: 220))
        let scaled = Canvas(width: 80, height: 80, background: .white)!
        scaled.stroke(path, style: style, with: color, transform: Transform(scaleX: 2, y: 2))
        var doubled = style
        doubled.width *= 2
        let direct = Canvas(width: 80, height: 80, background: .white)!
        direct.stroke(path.applying(Transform(scaleX: 2, y: 2)), style: doubled, with: color)
        return (scaled.pixmap, direct.pixmap)
    }

    /// The largest difference of any channel of any pixel (the pixmaps must be the same size).
    private func maximumDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        XCTAssertEqual(a.width, b.width)
        XCTAssertEqual(a.height, b.height)
        return zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    private func paintedPixelCount(_ p: Pixmap, background: RGBA8 = .white) -> Int {
        let bg = PremultipliedRGBA8(straight: background)
        var n = 0
        for y in 0..<p.height { for x in 0..<p.width where p[x, y] != bg { n += 1 } }
        return n
    }

    /// Whether a point is inside (or on) a convex polygon, whichever way it winds.
    private func convexPolygon(_ poly: [Point], contains p: Point) -> Bool {
        let sides = poly.indices.map { i in (poly[(i + 1) % poly.count] - poly[i]).cross(p - poly[i]) }
        return sides.allSatisfy { $0 >= 0 } || sides.allSatisfy { $0 <= 0 }
    }

    /// Whether a convex polygon and a pixel square are disjoint (separating axis: the square's
    /// sides or one of the polygon's edges).
    private func convexPolygon(_ poly: [Point], isSeparatedFrom square: [Point]) -> Bool {
        let (x0, y0, x1, y1) = (square[0].x, square[0].y, square[2].x, square[2].y)
        if poly.allSatisfy({ $0.x <= x0 }) || poly.allSatisfy({ $0.x >= x1 })
            || poly.allSatisfy({ $0.y <= y0 }) || poly.allSatisfy({ $0.y >= y1 }) { return true }
        let orientation = polygonSignedArea(poly) > 0 ? 1.0 : -1.0
        for i in poly.indices {
            let a = poly[i], edge = poly[(i + 1) % poly.count] - a
            // The inside is on the side where orientation · cross > 0.
            if square.allSatisfy({ orientation * edge.cross($0 - a) <= 0 }) { return true }
        }
        return false
    }

    private func polygonSignedArea(_ poly: [Point]) -> Double {
        poly.indices.reduce(0) { $0 + poly[$1].cross(poly[($1 + 1) % poly.count]) } / 2
    }

    private func polygonArea(_ poly: [Point]) -> Double { abs(polygonSignedArea(poly)) }
}
