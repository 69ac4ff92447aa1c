// LayerTests.swift: layers and clips cost what they cover. A layer records the rectangle its
// drawing touched and composites only that; its buffer comes from a pool shared by every canvas
// and goes back transparent, so a layer begun on another canvas later starts empty; a clip mask
// covers its path's pixels within the clip before it. Checked against pixels worked out here.

import XCTest
@testable import Raster

final class LayerTests: XCTestCase {
    func testALayerRecordsWhatItsDrawingTouched() {
        let canvas = Canvas(width: 200, height: 100, background: .white)!
        canvas.beginLayer(opacity: 0.5)
        XCTAssertEqual(canvas.layers.last?.dirty, .empty)
        canvas.fill(Path(rect: Rect(x: 10.5, y: 20, width: 30, height: 10.25)), with: .solid(.black))
        canvas.fill(Path(ellipseIn: Rect(x: 100, y: 60, width: 20, height: 20)), with: .solid(.black))
        // The shapes cover columns 10…119 and rows 20…79; the rectangle holds them, and at most
        // the column an edge ends on beside them (an edge on x = 120 adds nothing to pixel 120,
        // but the row's integration visits it).
        let dirty = canvas.layers.last!.dirty
        XCTAssertEqual(dirty.union(PixelRect(minX: 10, minY: 20, maxX: 120, maxY: 80)), dirty)
        XCTAssertEqual(dirty.intersection(PixelRect(minX: 9, minY: 19, maxX: 121, maxY: 81)), dirty)
        canvas.endLayer()
        XCTAssertTrue(canvas.layers.isEmpty)
    }

    func testPooledLayerBuffersStartTransparentOnAnyCanvas() {
        // Many canvases of one size in turn, each drawing a different square in a layer: were a
        // buffer given back with anything on it, a later canvas would show an earlier square.
        for k in 0..<6 {
            let canvas = Canvas(width: 64, height: 48, background: .white)!
            canvas.beginLayer()
            canvas.beginLayer()  // nested: two buffers on loan at once
            canvas.fill(Path(rect: Rect(x: Double(k * 10), y: 5, width: 8, height: 8)), with: .solid(.black))
            canvas.endLayer()
            canvas.endLayer()
            for y in 0..<48 {
                for x in 0..<64 {
                    let inside = (k * 10..<(k * 10 + 8)).contains(x) && (5..<13).contains(y)
                    XCTAssertEqual(canvas.pixmap[x, y], PremultipliedRGBA8(straight: inside ? .black : .white),
                                   "canvas \(k), pixel \(x),\(y)")
                }
            }
        }
    }

    func testClearingALayerCoversItAll() {
        let canvas = Canvas(width: 20, height: 10, background: .white)!
        canvas.beginLayer()
        canvas.clear(RGBA8(r: 255, g: 0, b: 0))
        XCTAssertEqual(canvas.layers.last?.dirty, PixelRect(width: 20, height: 10))
        canvas.endLayer()
        XCTAssertEqual(canvas.pixmap[19, 9], PremultipliedRGBA8(straight: RGBA8(r: 255, g: 0, b: 0)))
        // Cleared back to transparent, it goes back to the pool empty.
        canvas.beginLayer()
        canvas.clear(.transparent)
        XCTAssertEqual(canvas.layers.last?.dirty, .empty)
        canvas.endLayer()
    }

    func testAClipMaskCoversItsPathWithinThePreviousClip() {
        let canvas = Canvas(width: 100, height: 80, background: .white)!
        canvas.clip(to: Path(rect: Rect(x: 10.5, y: 10, width: 60, height: 40)))
        XCTAssertEqual(canvas.currentClip?.bounds, PixelRect(minX: 10, minY: 10, maxX: 71, maxY: 50))
        canvas.clip(to: Path(ellipseIn: Rect(x: 50, y: 30, width: 40, height: 40)))
        XCTAssertEqual(canvas.currentClip?.bounds, PixelRect(minX: 50, minY: 30, maxX: 71, maxY: 50))
        // Drawing reaches only the intersection.
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 80)), with: .solid(.black))
        XCTAssertEqual(canvas.pixmap[65, 45], PremultipliedRGBA8(straight: .black))
        XCTAssertEqual(canvas.pixmap[40, 20], PremultipliedRGBA8(straight: .white), "inside the first clip only")
        XCTAssertEqual(canvas.pixmap[80, 60], PremultipliedRGBA8(straight: .white), "inside the second clip only")
        // A clip outside the canvas or the previous clip leaves nothing to draw into.
        canvas.clip(to: Path(rect: Rect(x: 200, y: 0, width: 10, height: 10)))
        XCTAssertEqual(canvas.currentClip?.bounds, .empty)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 80)), with: .solid(RGBA8(r: 255, g: 0, b: 0)))
        XCTAssertEqual(canvas.pixmap[65, 45], PremultipliedRGBA8(straight: .black))
    }

    func testAClipInALayerEndsWithIt() {
        let canvas = Canvas(width: 40, height: 20, background: .white)!
        canvas.beginLayer()
        canvas.clip(to: Path(rect: Rect(x: 0, y: 0, width: 10, height: 20)))
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 20)), with: .solid(.black))
        canvas.endLayer()
        XCTAssertNil(canvas.currentClip)
        XCTAssertEqual(canvas.pixmap[5, 5], PremultipliedRGBA8(straight: .black))
        XCTAssertEqual(canvas.pixmap[20, 5], PremultipliedRGBA8(straight: .white))
    }

    /// Content with opaque, translucent and transparent pixels, its edges off the four-pixel
    /// steps compositing takes.
    private func drawMixedContent(on canvas: Canvas) {
        canvas.fill(Path(rect: Rect(x: 3, y: 2, width: 17, height: 9)), with: .solid(RGBA8(r: 20, g: 120, b: 220)))
        canvas.fill(Path(ellipseIn: Rect(x: 9.3, y: 4.6, width: 21, height: 13)), with: .solid(RGBA8(r: 250, g: 40, b: 10, a: 140)))
        canvas.fill(Path(rect: Rect(x: 27, y: 1, width: 2, height: 3)), with: .solid(.black))
    }

    /// A layer ended onto an empty layer below hands its buffer down: the pixels are what
    /// compositing onto that empty layer would have made.
    func testALayerHandedDownLeavesWhatCompositingWould() {
        func render(handDown: Bool) -> Pixmap {
            let canvas = Canvas(width: 37, height: 21, background: RGBA8(r: 90, g: 200, b: 90))!
            canvas.beginLayer(opacity: 0.7)
            if !handDown {
                // Drawing nothing visible still makes the outer layer not empty.
                canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 37, height: 21)), with: .solid(RGBA8(r: 0, g: 0, b: 0, a: 0)))
                XCTAssertFalse(canvas.layers.last!.dirty.isEmpty)
            }
            canvas.beginLayer()
            drawMixedContent(on: canvas)
            canvas.endLayer()
            canvas.fill(Path(ellipseIn: Rect(x: 20, y: 8, width: 14, height: 11)), with: .solid(RGBA8(r: 255, g: 255, b: 0, a: 200)))
            canvas.endLayer()
            return canvas.pixmap
        }
        XCTAssertEqual(render(handDown: true).bytes, render(handDown: false).bytes)
    }

    /// Compositing a layer without opacity or clip, which copies four opaque pixels at once,
    /// gives what the general rule gives (forced here by a clip that covers every pixel fully).
    func testCompositingWithoutOpacityOrClipFollowsTheGeneralRule() {
        func render(clipped: Bool) -> Pixmap {
            let canvas = Canvas(width: 37, height: 21, background: RGBA8(r: 90, g: 60, b: 200))!
            if clipped {
                canvas.clip(to: Path(rect: Rect(x: 0, y: 0, width: 37, height: 21)))
                XCTAssertNotNil(canvas.currentClip)
            }
            canvas.beginLayer()
            drawMixedContent(on: canvas)
            canvas.endLayer()
            return canvas.pixmap
        }
        XCTAssertEqual(render(clipped: false).bytes, render(clipped: true).bytes)
    }
}

