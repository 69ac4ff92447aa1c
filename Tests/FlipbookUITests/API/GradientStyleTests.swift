// GradientStyleTests.swift: AngularGradient, RadialGradient and EllipticalGradient through the
// engine: as a view each draws exactly what its Raster paint draws on the view's frame (centre a
// unit point of it, an elliptical gradient's unit square stretched onto it); a stroked ring's
// colour follows the direction round its frame's centre; and every place a SwiftUI file puts a
// gradient (fill, stroke, strokeBorder, background, overlay, foregroundStyle, a view in a stack,
// the static members) compiles and paints; a gradient's colours animate stop by stop, in linear
// light as colours do, with its geometry (a linear gradient's points), and one with another count
// of stops changes at once.

import XCTest
@testable import FlipbookUI
@testable import Raster

final class GradientStyleTests: XCTestCase {
    private let colors: [Color] = [.red, .green, .blue]
    private var stops: [GradientStop] {
        [GradientStop(color: Color.red.rgba8, location: 0), GradientStop(color: Color.green.rgba8, location: 0.5),
         GradientStop(color: Color.blue.rgba8, location: 1)]
    }

    /// Checks that `view`, the whole canvas, renders as the paint filling it on a white canvas.
    private func assertDraws(_ view: some View, width: Int, height: Int, as paint: Paint,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let size = CGSize(width: width, height: height)
        let frame = try XCTUnwrap(Renderer(view.frame(width: size.width, height: size.height), size: size, scale: 1).render())
        let canvas = Raster.Canvas(width: width, height: height, background: .white)!
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height))), with: paint)
        XCTAssertEqual(frame.bytes, canvas.pixmap.bytes, file: file, line: line)
    }

    func testAnAngularGradientViewDrawsItsPaintAboutAUnitPointOfItsFrame() throws {
        try assertDraws(AngularGradient(colors: colors, center: UnitPoint(x: 0.25, y: 0.5), startAngle: .degrees(90),
                                        endAngle: .degrees(270)),
                        width: 80, height: 60,
                        as: .angularGradient(stops: stops, center: Point(20, 30), startAngle: Angle.degrees(90).radians,
                                                   endAngle: Angle.degrees(270).radians))
    }

    func testTheConicFormsSweepAFullTurnFromTheirAngle() throws {
        try assertDraws(AngularGradient(colors: colors, center: .center, angle: .degrees(180)), width: 60, height: 60,
                        as: .angularGradient(stops: stops, center: Point(30, 30), startAngle: Angle.degrees(180).radians,
                                                   endAngle: Angle.degrees(180).radians + 2 * .pi))
    }

    func testARadialGradientViewDrawsItsRingsInPoints() throws {
        try assertDraws(RadialGradient(colors: colors, center: .topLeading, startRadius: 5, endRadius: 50), width: 70, height: 40,
                        as: .radialGradient(stops: stops, center: Point(0, 0), startRadius: 5, endRadius: 50))
    }

    func testAnEllipticalGradientViewStretchesTheUnitSquareOntoItsFrame() throws {
        let paint = Paint.radialGradient(stops: stops, center: Point(0.5, 0.5), startRadius: 0, endRadius: 0.5,
                                         transform: Transform(scaleX: 120, y: 60))
        try assertDraws(EllipticalGradient(colors: colors), width: 120, height: 60, as: paint)
        let frame = try XCTUnwrap(Renderer(EllipticalGradient(colors: colors).frame(width: 120, height: 60),
                                           size: CGSize(width: 120, height: 60), scale: 1).render())
        // The end ellipse (a fraction of 0.5) touches the frame's edges, so the corners lie beyond it.
        XCTAssertEqual(frame[0, 0].straight, Color.blue.rgba8)
        XCTAssertEqual(frame[119, 59].straight, Color.blue.rgba8)
    }

    func testAStrokedRingsColourFollowsTheDirectionFromItsFramesCentre() throws {
        let ring = Circle().stroke(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)),
                                   lineWidth: 10)
        let frame = try XCTUnwrap(Renderer(ring.frame(width: 100, height: 100), size: CGSize(width: 100, height: 100), scale: 1).render())
        // Straight below the centre is 90°, a quarter of the way from red to blue; above, three quarters.
        let red = Color.red.rgba8, blue = Color.blue.rgba8
        func mix(_ t: Double) -> [Double] {
            [(red.r, blue.r), (red.g, blue.g), (red.b, blue.b)].map { Double($0.0) + (Double($0.1) - Double($0.0)) * t }
        }
        for (y, t) in [(97, 0.25), (2, 0.75)] {
            let p = frame[50, y].straight
            for (actual, expected) in zip([p.r, p.g, p.b], mix(t)) {
                XCTAssertLessThanOrEqual(abs(Double(actual) - expected), 3, "pixel 50,\(y): \(p)")
            }
        }
    }

    func testGradientsWorkEverywhereAStyleOrAViewGoes() throws {
        let gradient = Gradient(colors: colors)
        let bands: [AnyView] = [
            AnyView(Rectangle().fill(AngularGradient(gradient: gradient, center: .center, startAngle: .zero, endAngle: .degrees(360)))),
            AnyView(Capsule().stroke(RadialGradient(gradient: gradient, center: .center, startRadius: 0, endRadius: 30), lineWidth: 4)),
            AnyView(Capsule().strokeBorder(EllipticalGradient(gradient: gradient), lineWidth: 3)),
            AnyView(Color.clear.background(AngularGradient(stops: gradient.stops, center: .leading, angle: .degrees(45)))),
            AnyView(Color.clear.overlay(RadialGradient(stops: gradient.stops, center: .center, startRadius: 2, endRadius: 9))),
            AnyView(Rectangle().foregroundStyle(EllipticalGradient(stops: gradient.stops, center: .bottom))),
            AnyView(ZStack { EllipticalGradient(gradient: gradient, endRadiusFraction: 1); AngularGradient(gradient: gradient, center: .top) }),
            AnyView(Rectangle().fill(.angularGradient(colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(90)))),
            AnyView(Rectangle().fill(.conicGradient(gradient, center: .trailing))),
            AnyView(Rectangle().fill(.radialGradient(stops: gradient.stops, center: .center, startRadius: 0, endRadius: 5))),
            AnyView(Rectangle().fill(.ellipticalGradient(colors: colors))),
            AnyView(Text("Gradient").foregroundStyle(.conicGradient(colors: colors, center: .center))),
            AnyView(Rectangle().fill(.linearGradient(colors: colors, startPoint: .leading, endPoint: .trailing))),
            AnyView(Capsule().stroke(.linearGradient(gradient, startPoint: .top, endPoint: .bottom), lineWidth: 3)),
        ]
        let view = VStack(spacing: 0) { ForEach(bands.indices, id: \.self) { bands[$0].frame(width: 100, height: 10) } }
        let frame = try XCTUnwrap(Renderer(view, size: CGSize(width: 100, height: 140), scale: 1).render())
        for band in bands.indices {
            let painted = (band * 10..<band * 10 + 10).contains { y in (0..<100).contains { frame[$0, y].straight != Color.white.rgba8 } }
            XCTAssertTrue(painted, "band \(band) is painted")
        }
    }

    private struct Backdrop: View {
        @State var dark = false
        let stops: Int
        var body: some View {
            Color.clear.frame(width: 50, height: 50)
                .background(LinearGradient(colors: dark ? Array(repeating: Color.black, count: stops) : [.white, .white],
                                           startPoint: .top, endPoint: .bottom))
                .onTapGesture { withAnimation(.linear(duration: 1)) { dark.toggle() } }
        }
    }

    private func firstStop(_ engine: Engine, at t: Double) -> Color? {
        var found: Color?
        engine.presentedTree(at: t).forEach { p in
            if found == nil, let shape = p.kind as? ShapeKind, case .linearGradient(let g) = shape.style { found = g.gradient.stops.first?.color }
        }
        return found
    }

    func testAGradientsColoursAnimateStopByStop() throws {
        let engine = Engine(Backdrop(stops: 2), canvasSize: CGSize(width: 50, height: 50))
        XCTAssertTrue(engine.tap(at: CGPoint(x: 25, y: 25), time: 0))
        let half = try XCTUnwrap(firstStop(engine, at: 0.5))
        // Half way from white to black in linear light: 0.5, encoded back to sRGB.
        XCTAssertEqual(Double(half.red), ColorMath.encode(0.5), accuracy: 1e-9)
        XCTAssertEqual(firstStop(engine, at: 1.5), Color.black.resolved(in: .light))
    }

    func testALinearGradientsPointsAnimate() throws {
        struct Sweep: View {
            @State var across = false
            var body: some View {
                Rectangle()
                    .fill(LinearGradient(colors: [.blue, .red], startPoint: across ? .leading : .top, endPoint: across ? .trailing : .bottom))
                    .frame(width: 50, height: 50)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { across.toggle() } }
            }
        }
        let engine = Engine(Sweep(), canvasSize: CGSize(width: 50, height: 50))
        XCTAssertTrue(engine.tap(at: CGPoint(x: 25, y: 25), time: 0))
        func points(at t: Double) -> (UnitPoint, UnitPoint)? {
            var found: (UnitPoint, UnitPoint)?
            engine.presentedTree(at: t).forEach { p in
                if let shape = p.kind as? ShapeKind, case .linearGradient(let g) = shape.style { found = (g.startPoint, g.endPoint) }
            }
            return found
        }
        let half = try XCTUnwrap(points(at: 0.5))
        // Half way from top (0.5, 0) to leading (0, 0.5), and from bottom (0.5, 1) to trailing (1, 0.5).
        XCTAssertEqual(half.0.x, 0.25, accuracy: 1e-9)
        XCTAssertEqual(half.0.y, 0.25, accuracy: 1e-9)
        XCTAssertEqual(half.1.x, 0.75, accuracy: 1e-9)
        XCTAssertEqual(half.1.y, 0.75, accuracy: 1e-9)
        let done = try XCTUnwrap(points(at: 1.5))
        XCTAssertEqual(done.0, .leading)
        XCTAssertEqual(done.1, .trailing)
    }

    func testAGradientWithAnotherCountOfStopsChangesAtOnce() {
        let engine = Engine(Backdrop(stops: 3), canvasSize: CGSize(width: 50, height: 50))
        XCTAssertTrue(engine.tap(at: CGPoint(x: 25, y: 25), time: 0))
        XCTAssertEqual(firstStop(engine, at: 0.5), Color.black.resolved(in: .light))
    }
}
