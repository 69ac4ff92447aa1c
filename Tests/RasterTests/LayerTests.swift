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
}
