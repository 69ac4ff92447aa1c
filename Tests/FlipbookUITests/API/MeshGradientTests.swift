// MeshGradientTests.swift: a mesh gradient fills its frame with its colours at their points and
// blends them between; moving a point moves its colour; a grid whose points and colours do not
// match shows only the background; the points animate.

import XCTest
@testable import FlipbookUI
import Raster

final class MeshGradientTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    private let yellow = Color(red: 1, green: 1, blue: 0), green = Color(red: 0, green: 1, blue: 0)

    private func pixels(_ view: some View) throws -> Pixmap {
        try XCTUnwrap(Renderer(view.frame(width: 100, height: 100), size: CGSize(width: 100, height: 100), scale: 1, background: .white).render())
    }

    private func mesh(center: SIMD2<Float> = [0.5, 0.5], smooth: Bool = true) -> MeshGradient {
        MeshGradient(width: 3, height: 3,
                     points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], center, [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                     colors: [red, red, blue, red, green, blue, yellow, yellow, blue], smoothsColors: smooth)
    }

    func testEachColourIsAtItsPointAndTheyBlendBetween() throws {
        for smooth in [true, false] {
            let image = try pixels(mesh(smooth: smooth))
            XCTAssertEqual(image[0, 0].straight, RGBA8(r: 255, g: 0, b: 0, a: 255), "red at the top-leading corner")
            XCTAssertGreaterThan(image[99, 99].straight.b, 240, "blue at the bottom-trailing corner")
            let middle = image[50, 50].straight
            XCTAssertGreaterThan(middle.g, 200, "green at the centre point")
            let between = image[25, 25].straight
            XCTAssertGreaterThan(between.r, 60, "red and green blend on the way")
            XCTAssertGreaterThan(between.g, 60)
        }
    }

    func testMovingAPointMovesItsColour() throws {
        let moved = try pixels(mesh(center: [0.8, 0.8]))
        let still = try pixels(mesh())
        XCTAssertGreaterThan(moved[80, 80].straight.g, still[80, 80].straight.g, "the green follows its point")
    }

    func testAGridWithoutAColourForEachPointShowsItsBackground() throws {
        let broken = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [red], background: blue)
        XCTAssertEqual(try pixels(broken)[50, 50].straight, RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    func testThePointsAnimate() {
        struct Moving: View {
            @State var isOn = false
            var body: some View {
                MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], isOn ? [0.5, 1] : [0, 1], [1, 1]],
                             colors: [.red, .red, .blue, .blue])
                    .onAppear { withAnimation(.linear(duration: 1)) { isOn = true } }
            }
        }
        let engine = Engine(Moving().frame(width: 100, height: 100), canvasSize: CGSize(width: 100, height: 100))
        var points: [CGPoint] = []
        engine.presentedTree(at: 0.5).forEach { if let kind = $0.kind as? MeshGradientKind { points = kind.mesh.points } }
        XCTAssertEqual(points.count, 4)
        XCTAssertEqual(Double(points[2].x), 0.25, accuracy: 0.01, "half way at half the animation")
    }
}
