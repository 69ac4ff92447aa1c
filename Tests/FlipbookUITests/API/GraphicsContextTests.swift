// GraphicsContextTests.swift: a Canvas's context draws what the same shapes draw as views, in
// its own coordinates, with its transform, opacity, clip and layers as values; its colour filters
// act as the view modifiers of the same names, and an alpha threshold after a blur merges shapes
// into one hard-edged colour (metaballs), the filter added last acting first.

import XCTest
@testable import FlipbookUI
import Raster

final class GraphicsContextTests: XCTestCase {
    private func pixels(_ view: some View, size: CGFloat = 40) -> Pixmap {
        Renderer(view, size: CGSize(width: size, height: size), scale: 1, background: nil).render()!
    }

    func testAFillDrawsWhatTheShapeViewDraws() {
        let drawn = pixels(Canvas { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
        }.frame(width: 30, height: 30))
        let shape = pixels(Circle().fill(.blue).frame(width: 30, height: 30))
        XCTAssertEqual(drawn.straightBytes, shape.straightBytes)
    }

    func testColourFiltersAndAnAlphaThresholdAfterABlur() {
        let inverted = pixels(Canvas { context, size in
            context.addFilter(.colorInvert())
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }.frame(width: 10, height: 10))
        XCTAssertEqual(inverted[20, 20].straight, RGBA8(r: 0, g: 255, b: 255, a: 255))
        let grey = pixels(Canvas { context, size in
            context.addFilter(.grayscale(1))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }.frame(width: 10, height: 10))
        XCTAssertEqual(grey[20, 20].straight.r, grey[20, 20].straight.g)
        // Two discs 4 pt apart, blurred and cut at half: one shape across the gap, in one colour,
        // with nothing half-covered left.
        let balls = pixels(Canvas { context, _ in
            context.addFilter(.alphaThreshold(min: 0.5, color: .blue))
            context.addFilter(.blur(radius: 4))
            context.drawLayer { layer in
                layer.fill(Path(ellipseIn: CGRect(x: 4, y: 10, width: 16, height: 20)), with: .color(.black))
                layer.fill(Path(ellipseIn: CGRect(x: 20, y: 10, width: 16, height: 20)), with: .color(.black))
            }
        })
        XCTAssertEqual(balls[20, 20].straight, Color.blue.rgba8, "the gap between them is filled")
        XCTAssertEqual(balls[20, 2].a, 0, "far outside, clear")
        XCTAssertTrue(balls.straightBytes.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 0 || $0.element == 255 },
                      "every pixel fully covered or clear")
    }

    func testTheRendererGetsTheCanvasSizeInItsOwnCoordinates() {
        var seen = CGSize.zero
        _ = pixels(Canvas { _, size in seen = size }.frame(width: 24, height: 16))
        XCTAssertEqual(seen, CGSize(width: 24, height: 16))
    }

    func testTheTransformMovesAndScalesWhatIsDrawnAfterIt() {
        let image = pixels(Canvas { context, _ in
            context.translateBy(x: 20, y: 20)
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
        })
        XCTAssertEqual(image[25, 25].a, 255, "inside the moved square")
        XCTAssertEqual(image[31, 31].a, 0, "past its scaled size")
        XCTAssertEqual(image[3, 3].a, 0, "not where it was")
    }

    func testOpacityClipAndCopiesOfTheContext() {
        let image = pixels(Canvas { context, size in
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.black))
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 20, width: 20, height: 20)))
            clipped.fill(Path(CGRect(x: 0, y: 20, width: 40, height: 20)), with: .color(.black))
            // The original context kept its own state.
            context.fill(Path(CGRect(x: 30, y: 0, width: 10, height: 10)), with: .color(.black))
        })
        XCTAssertEqual(Int(image[5, 5].a), 128, accuracy: 1)
        XCTAssertEqual(image[5, 30].a, 255)
        XCTAssertEqual(image[35, 30].a, 0, "outside the clip")
        XCTAssertEqual(image[35, 5].a, 255, "no opacity on the original")
    }

    func testALayerIsCompositedAsOneOperation() {
        // Two overlapping squares in a half-transparent layer: the overlap is no darker.
        let image = pixels(Canvas { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
                layer.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.black))
            }
        })
        XCTAssertEqual(image[15, 15].a, image[5, 5].a)
        XCTAssertEqual(Int(image[5, 5].a), 128, accuracy: 1)
    }

    func testTextAndSymbolsAreDrawn() {
        let image = pixels(Canvas { context, size in
            context.draw(Text("W").font(.system(size: 20)), at: CGPoint(x: 10, y: 20))
            context.draw(Image(systemName: "heart.fill"), in: CGRect(x: 22, y: 12, width: 16, height: 16))
        })
        func inked(_ columns: Range<Int>) -> Bool {
            columns.contains { x in (0..<40).contains { y in image[x, y].a > 128 } }
        }
        XCTAssertTrue(inked(2..<18), "the text")
        XCTAssertTrue(inked(24..<36), "the symbol")
    }

    func testAResolvedTextMeasuresAsTheViewAndDrawsInItsShading() {
        var measured = CGSize.zero, ideal = CGSize.zero
        let text = Text("Axis").font(.system(size: 12))
        let drawn = pixels(Canvas { context, size in
            var resolved = context.resolve(text)
            measured = resolved.measure(in: size)
            resolved.shading = .color(Color(red: 1, green: 0, blue: 0))
            context.draw(resolved, at: CGPoint(x: 0, y: 0), anchor: .topLeading)
        }.frame(width: 40, height: 40), size: 40)
        Engine(text.fixedSize(), canvasSize: CGSize(width: 40, height: 40)).presentedTree(at: 0).forEach { p in
            if p.kind is TextKind { ideal = p.frame.size }
        }
        XCTAssertEqual(measured, ideal, "the size the text view takes")
        let inked = (0..<Int(measured.height)).flatMap { y in (0..<Int(measured.width)).map { drawn[$0, y].straight } }.filter { $0.a == 255 }
        XCTAssertFalse(inked.isEmpty)
        XCTAssertTrue(inked.allSatisfy { $0.r == 255 && $0.g == 0 && $0.b == 0 }, "filled in the shading, not the foreground")
    }

    func testAResolvedSymbolHasItsSize() {
        var size = CGSize.zero
        _ = pixels(Canvas { context, _ in
            let star = context.resolve(Image(systemName: "star.fill"))
            size = star.size
            context.draw(star, at: CGPoint(x: 20, y: 20))
        })
        let symbol = Image(systemName: "star.fill").symbol(in: EnvironmentValues())
        XCTAssertEqual(size, symbol?.size)
        XCTAssertGreaterThan(size.width, 0)
    }

    func testASymbolViewIsDrawnWhereAndAsOftenAsTheRendererAsks() {
        var missing: GraphicsContext.ResolvedSymbol?
        let drawn = pixels(Canvas { context, _ in
            missing = context.resolveSymbol(id: 7)
            guard let square = context.resolveSymbol(id: 1) else { return }
            context.draw(square, at: CGPoint(x: 10, y: 10), anchor: .topLeading)
            context.draw(square, in: CGRect(x: 0, y: 30, width: 20, height: 10))
        } symbols: {
            Color(red: 0, green: 0, blue: 1).frame(width: 6, height: 6).tag(1)
        })
        XCTAssertNil(missing, "no symbol view has that tag")
        let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
        XCTAssertEqual(drawn[12, 12].straight, blue, "at its size where asked")
        XCTAssertEqual(drawn[17, 12].a, 0)
        XCTAssertEqual(drawn[18, 35].straight, blue, "stretched to the rect")
        XCTAssertEqual(drawn[2, 2].a, 0, "not drawn where it is laid out")
    }
}
