// ShapeViewTests.swift: shape views through the engine: a stroke alone is one element drawn
// with the pen; `.fill(…).stroke(…)` layers the stroke over the fill in one frame; a
// strokeBorder's inset animates with its line width; a stroke takes taps on its stroke only;
// a moved shape (`.offset` on the shape) moves its drawing but not its frame.

import XCTest
@testable import FlipbookUI
@testable import Raster

final class ShapeViewTests: XCTestCase {
    private func kinds(_ view: some View, size: CGFloat = 100) -> [any ElementKind] {
        var result: [any ElementKind] = []
        Engine(view, canvasSize: CGSize(width: size, height: size)).presentedTree(at: 0).forEach { result.append($0.kind) }
        return result
    }

    private func pixel(_ frame: Pixmap, _ x: Int, _ y: Int) -> RGBA8 { frame[x, y].straight }

    func testAStrokeAloneIsOneElementDrawnWithThePen() {
        let shapes = kinds(Circle().stroke(Color.blue, lineWidth: 2)).compactMap { $0 as? ShapeKind }
        XCTAssertEqual(shapes.count, 1)
        guard case .stroke(let style)? = shapes.first?.drawing else { return XCTFail("a stroke") }
        XCTAssertEqual(style.width, 2)
        XCTAssertFalse(kinds(Circle().stroke(Color.blue, lineWidth: 2)).contains { $0 is LayeredKind })
        guard case .stroke? = kinds(Circle().stroke(lineWidth: 3)).compactMap({ $0 as? ShapeKind }).first?.drawing else {
            return XCTFail("a stroke as a shape draws as a stroke")
        }
    }

    func testFillThenStrokeLayersTheStrokeOverTheFill() throws {
        let view = Circle().fill(Color.red).stroke(Color.blue, lineWidth: 4).frame(width: 80, height: 80)
        let all = kinds(view)
        XCTAssertTrue(all.contains { $0 is LayeredKind })
        XCTAssertEqual(all.compactMap { ($0 as? ShapeKind)?.drawing }.count, 2)
        let frame = try XCTUnwrap(Renderer(view, size: CGSize(width: 100, height: 100), scale: 1).render())
        XCTAssertEqual(pixel(frame, 50, 50), Color.red.rgba8, "filled inside")
        XCTAssertEqual(pixel(frame, 50, 10), Color.blue.rgba8, "the stroke on the outline, over the fill")
        XCTAssertEqual(pixel(frame, 50, 13), Color.red.rgba8)
        XCTAssertEqual(pixel(frame, 50, 6), Color.white.rgba8, "outside the stroke")
    }

    func testAStrokeBorderAnimatesItsInsetWithItsWidth() throws {
        struct Border: View {
            @State var wide = false
            var body: some View {
                Rectangle().strokeBorder(Color.black, lineWidth: wide ? 20 : 0)
                    .contentShape(Rectangle())
                    .onTapGesture { withAnimation(.linear(duration: 1)) { wide = true } }
            }
        }
        let renderer = Renderer(Border(), size: CGSize(width: 100, height: 100), scale: 1)
        renderer.tap(at: CGPoint(x: 50, y: 50), time: 0)
        // Half way the border is 10 wide and inset by 5, so it covers 0…10 from each edge.
        let frame = try XCTUnwrap(renderer.render(at: 0.5))
        XCTAssertEqual(pixel(frame, 1, 50), Color.black.rgba8)
        XCTAssertEqual(pixel(frame, 8, 50), Color.black.rgba8)
        XCTAssertEqual(pixel(frame, 11, 50), Color.white.rgba8)
    }

    func testAStrokeTakesTapsOnItsStrokeOnly() {
        final class Log { var taps = 0 }
        let log = Log()
        let view = Circle().stroke(Color.blue, lineWidth: 6).frame(width: 60, height: 60).onTapGesture { log.taps += 1 }
        let host = Engine(view, canvasSize: CGSize(width: 100, height: 100))
        XCTAssertFalse(host.tap(at: CGPoint(x: 50, y: 50), time: 0), "inside the ring, where nothing is drawn")
        XCTAssertTrue(host.tap(at: CGPoint(x: 50, y: 21), time: 0), "on the ring")
        XCTAssertFalse(host.tap(at: CGPoint(x: 24, y: 24), time: 0), "outside the circle, inside its frame")
        XCTAssertEqual(log.taps, 1)
    }

    func testAnOffsetShapeMovesItsDrawingNotItsFrame() throws {
        let view = Rectangle().offset(x: 30).fill(Color.green).frame(width: 40, height: 40)
        let tree = Engine(view, canvasSize: CGSize(width: 100, height: 100)).presentedTree(at: 0)
        var shapeFrame: CGRect?
        tree.forEach { if $0.kind is ShapeKind { shapeFrame = $0.frame } }
        XCTAssertEqual(shapeFrame, CGRect(x: 30, y: 30, width: 40, height: 40))
        let frame = try XCTUnwrap(Renderer(view, size: CGSize(width: 100, height: 100), scale: 1).render())
        XCTAssertEqual(pixel(frame, 35, 50), Color.white.rgba8)
        XCTAssertEqual(pixel(frame, 95, 50), Color.green.rgba8)
    }
}
