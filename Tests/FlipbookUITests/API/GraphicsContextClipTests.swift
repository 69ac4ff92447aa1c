// GraphicsContextClipTests.swift: a context's clip options: an inverted path clip keeps what is
// outside the path, a layer's alpha (times its opacity) clips as a mask, inverted too, and the
// clip's bounding rect is in the context's coordinates; the blur filter's opaque option.

import XCTest
@testable import FlipbookUI
import Raster

final class GraphicsContextClipTests: XCTestCase {
    private func pixels(_ view: some View, size: CGFloat = 40) -> Pixmap {
        Renderer(view, size: CGSize(width: size, height: size), scale: 1, background: nil).render()!
    }

    private static let square = Path(CGRect(x: 10, y: 10, width: 20, height: 20))
    private static let everything = Path(CGRect(x: 0, y: 0, width: 40, height: 40))

    func testAnInverseClipKeepsWhatIsOutsideThePath() {
        let image = pixels(Canvas { context, _ in
            context.clip(to: Self.square, options: .inverse)
            context.fill(Self.everything, with: .color(.black))
        })
        XCTAssertEqual(image[20, 20].a, 0, "inside the path: cut")
        XCTAssertEqual(image[5, 5].a, 255, "outside it: kept")
        XCTAssertEqual(image[35, 20].a, 255)
    }

    func testALayerClipsByItsAlphaTimesTheOpacity() {
        let image = pixels(Canvas { context, _ in
            context.clipToLayer(opacity: 0.5) { $0.fill(Self.square, with: .color(.black)) }
            context.fill(Self.everything, with: .color(.black))
        })
        XCTAssertEqual(Int(image[20, 20].a), 128, accuracy: 1, "half, inside the layer's drawing")
        XCTAssertEqual(image[5, 5].a, 0, "nothing outside it")
        let inverse = pixels(Canvas { context, _ in
            context.clipToLayer(options: .inverse) { $0.fill(Self.square, with: .color(.black)) }
            context.fill(Self.everything, with: .color(.black))
        })
        XCTAssertEqual(inverse[20, 20].a, 0)
        XCTAssertEqual(inverse[5, 5].a, 255)
    }

    func testTheClipBoundingRectIsInTheContextsCoordinates() {
        var whole = CGRect.null, clipped = CGRect.null, inverted = CGRect.null
        _ = pixels(Canvas { context, _ in
            whole = context.clipBoundingRect
            var moved = context
            moved.clip(to: Self.square)
            moved.translateBy(x: 10, y: 0)
            moved.scaleBy(x: 2, y: 2)
            clipped = moved.clipBoundingRect
            var outside = context
            outside.clip(to: Self.square, options: .inverse)
            inverted = outside.clipBoundingRect
        }.frame(width: 40, height: 30))
        XCTAssertEqual(whole, CGRect(x: 0, y: 0, width: 40, height: 30), "no clip: the canvas")
        XCTAssertEqual(clipped, CGRect(x: 0, y: 5, width: 10, height: 10))
        XCTAssertEqual(inverted, whole, "an inverted clip may keep anything outside the path")
    }

    func testAnOpaqueBlurClampsItsEdgesToTheCanvas() {
        func blurred(_ options: GraphicsContext.BlurOptions) -> Pixmap {
            pixels(Canvas { context, size in
                context.addFilter(.blur(radius: 4, options: options))
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
            }.frame(width: 30, height: 30).padding(5))
        }
        XCTAssertLessThan(blurred([])[5, 5].a, 128, "the corner fades into the transparent outside")
        XCTAssertEqual(blurred(.opaque)[5, 5].a, 255, "opaque: the edge clamps to the canvas")
    }
}
