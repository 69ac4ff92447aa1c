// LayerCacheTests.swift: a layer reused from the frame before draws exactly what drawing it again
// would, for every kind of layer and nested ones; and a layer is only reused for the same effect
// and content at the same place, on a canvas of the same size, from the frame just before, its
// pixels copied only once it has drawn the same twice.

import XCTest
@testable import FlipbookUI
@testable import Raster

final class LayerCacheTests: XCTestCase {
    private static let scale = ProjectiveTransform(Transform(scaleX: 2, y: 2))

    private static func fill(_ rect: Rect, _ paint: Paint) -> DisplayItem {
        .fill(Path(roundedRect: rect, cornerRadius: 6), paint, .nonzero, transform: scale)
    }

    private static let photo = DisplayList(items: [
        fill(Rect(x: 4, y: 4, width: 52, height: 36), .linearGradient(stops: [GradientStop(color: RGBA8(r: 250, g: 140, b: 20), location: 0),
                                                                              GradientStop(color: RGBA8(r: 120, g: 40, b: 200), location: 1)],
                                                                      start: Point(4, 4), end: Point(56, 40))),
        fill(Rect(x: 20, y: 24, width: 30, height: 12), .solid(RGBA8(r: 30, g: 160, b: 90, a: 200))),
    ])

    /// Sepia: applied twice, it would show (unlike a grey, which stays grey).
    private static let sepia = ColorMatrix(rows: [[0.39, 0.77, 0.19, 0, 0], [0.35, 0.69, 0.17, 0, 0], [0.27, 0.53, 0.13, 0, 0], [0, 0, 0, 1, 0]])

    /// A frame of every kind of layer, nested, with a blur of `sigma` in the middle and a dot
    /// at `dot` (points) outside them all.
    private static func frame(sigma: Double, dot: Double) -> DisplayList {
        let clipped = DisplayItem.layer(.clip(Path(roundedRect: Rect(x: 6, y: 6, width: 48, height: 32), cornerRadius: 8), .nonzero, scale), photo)
        let blurred = DisplayItem.layer(.blur(LayerBlur(sigma: sigma)), DisplayList(items: [clipped]))
        return DisplayList(items: [
            .layer(.colorMatrix(sepia), DisplayList(items: [blurred])),
            .layer(.opacity(0.6), DisplayList(items: [fill(Rect(x: 60, y: 4, width: 20, height: 20), .solid(RGBA8(r: 0, g: 90, b: 255)))])),
            .layer(.shadow(LayerShadow(color: RGBA8(r: 0, g: 0, b: 0, a: 90), sigma: 4, offsetX: 2, offsetY: 3)),
                   DisplayList(items: [fill(Rect(x: 62, y: 30, width: 18, height: 12), .solid(.white))])),
            .layer(.blend(.multiply), DisplayList(items: [fill(Rect(x: 40, y: 20, width: 30, height: 20), .solid(RGBA8(r: 255, g: 200, b: 0)))])),
            .layer(.mask(DisplayList(items: [fill(Rect(x: 10, y: 40, width: 30, height: 8), .solid(.black))])),
                   DisplayList(items: [.layer(.opacity(0.8), photo)])),
            fill(Rect(x: dot, y: 44, width: 4, height: 4), .solid(.black)),
        ])
    }

    private func draw(_ list: DisplayList, with layers: LayerCache) -> Pixmap {
        let canvas = Raster.Canvas(width: 180, height: 104, background: .white)!
        DisplayListRenderer(canvas: canvas, layers: layers).drawFrame(list)
        return canvas.pixmap
    }

    /// Fails with the number of bytes that differ, not the images.
    private func assertSame(_ a: Pixmap, _ b: Pixmap, _ message: String, line: UInt = #line) {
        let differing = zip(a.bytes, b.bytes).filter { $0 != $1 }.count
        XCTAssertTrue(a.width == b.width && a.height == b.height && differing == 0, "\(message): \(differing) bytes differ", line: line)
    }

    func testAReusedLayerDrawsWhatDrawingItAgainWould() {
        let layers = LayerCache()
        _ = draw(Self.frame(sigma: 3, dot: 2), with: layers)
        _ = draw(Self.frame(sigma: 3, dot: 10), with: layers)
        assertSame(draw(Self.frame(sigma: 3, dot: 50), with: layers), draw(Self.frame(sigma: 3, dot: 50), with: LayerCache()),
                   "only the dot moved: every layer reused")
        assertSame(draw(Self.frame(sigma: 5, dot: 50), with: layers), draw(Self.frame(sigma: 5, dot: 50), with: LayerCache()),
                   "the blur changed: the clipped photo inside it reused, the layers around it drawn")
        assertSame(draw(Self.frame(sigma: 5, dot: 70), with: layers), draw(Self.frame(sigma: 5, dot: 70), with: LayerCache()),
                   "reused again")
    }

    func testALayerIsReusedOnlyForWhatItDrewWhereItWasDrawn() throws {
        let canvas = Raster.Canvas(width: 40, height: 40)!, other = Raster.Canvas(width: 41, height: 40)!
        canvas.beginLayer()
        canvas.fill(Path(rect: Rect(x: 2, y: 2, width: 10, height: 10)), with: .solid(.black))
        let pixels = try XCTUnwrap(canvas.topLayerPixels())
        let content = Self.photo, effect = LayerEffect.opacity(0.5)
        func isReuse(_ lookup: LayerCache.Lookup) -> Bool { if case .reuse = lookup { return true } else { return false } }
        func keepsPixels(_ lookup: LayerCache.Lookup) -> Bool { if case .draw(let keep) = lookup { return keep } else { return false } }
        /// A cache whose last frame kept the layer's pixels at place 3, at the start of a frame.
        func primed() -> LayerCache {
            let layers = LayerCache()
            layers.startFrame()
            XCTAssertFalse(keepsPixels(layers.lookUp(at: 3, for: effect, content: content, on: canvas)), "drawn once: not copied")
            layers.startFrame()
            XCTAssertTrue(keepsPixels(layers.lookUp(at: 3, for: effect, content: content, on: canvas)), "the same twice: copied")
            layers.keep(pixels, at: 3, for: effect, content: content)
            layers.startFrame()
            return layers
        }
        XCTAssertFalse(isReuse(primed().lookUp(at: 2, for: effect, content: content, on: canvas)), "another place")
        XCTAssertFalse(isReuse(primed().lookUp(at: 3, for: .opacity(0.4), content: content, on: canvas)), "another effect")
        XCTAssertFalse(isReuse(primed().lookUp(at: 3, for: effect, content: DisplayList(items: [Self.photo.items[0]]), on: canvas)),
                       "other content")
        XCTAssertTrue(keepsPixels(primed().lookUp(at: 3, for: effect, content: content, on: other)), "a canvas of another size: drawn")
        let layers = primed()
        XCTAssertTrue(isReuse(layers.lookUp(at: 3, for: effect, content: content, on: canvas)))
        layers.startFrame()
        XCTAssertTrue(isReuse(layers.lookUp(at: 3, for: effect, content: content, on: canvas)), "reused, so kept for the next frame")
        layers.startFrame()
        layers.startFrame()
        XCTAssertFalse(isReuse(layers.lookUp(at: 3, for: effect, content: content, on: canvas)), "a frame went by without it")
    }

    func testRestoredPixelsAreTheKeptOnes() throws {
        let canvas = Raster.Canvas(width: 30, height: 20)!
        canvas.beginLayer()
        canvas.fill(Path(ellipseIn: Rect(x: 3.5, y: 2.25, width: 17, height: 11)), with: .solid(RGBA8(r: 200, g: 10, b: 90, a: 180)))
        let kept = try XCTUnwrap(canvas.topLayerPixels())
        canvas.endLayer()
        let drawn = canvas.pixmap
        let again = Raster.Canvas(width: 30, height: 20)!
        again.beginLayer(restoring: kept)
        again.endLayer()
        XCTAssertEqual(again.pixmap, drawn)
    }
}
