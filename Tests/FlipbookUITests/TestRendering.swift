// TestRendering.swift: draws text layouts and symbols onto a Raster canvas the way the renderer
// is meant to (points × scale = pixels), so tests can look at pixels, and writes preview PNGs when
// FLIPBOOK_PREVIEW_DIR names a directory (for a person to look at; nothing is compared).

import Codecs
import Foundation
@testable import FlipbookUI
@testable import Raster
import XCTest

enum TestRendering {
    /// Fills the layout's outlines in `color` and draws its emoji, with the line box's top-left at
    /// `origin` (points).
    static func draw(_ layout: TextLayout, at origin: CGPoint, scale: Double, color: RGBA8, on canvas: Raster.Canvas) {
        let place = Transform(a: scale, b: 0, c: 0, d: scale, tx: origin.x * scale, ty: origin.y * scale)
        canvas.fill(layout.outlines, with: .solid(color), transform: place)
        for glyph in layout.colorGlyphs {
            let rect = glyph.rect.offsetBy(dx: origin.x, dy: origin.y)
            drawScaled(glyph.pixmap, into: rect, scale: scale, on: canvas)
        }
    }

    /// Paints the symbol in `color` with its frame's top-left at `origin` (points).
    static func draw(_ symbol: SymbolImage, at origin: CGPoint, scale: Double, color: RGBA8, on canvas: Raster.Canvas) {
        let place = Transform(a: scale, b: 0, c: 0, d: scale, tx: origin.x * scale, ty: origin.y * scale)
        if let stroke = symbol.stroke {
            canvas.stroke(symbol.path, style: stroke, with: .solid(color), transform: place)
        } else {
            canvas.fill(symbol.path, with: .solid(color), transform: place)
        }
    }

    /// Box-filters the bitmap down to the rect's pixel size and composites it at the rect's
    /// top-left pixel (rounded): enough for previews and colour checks; the real renderer owns
    /// image sampling.
    static func drawScaled(_ pixmap: Pixmap, into rect: CGRect, scale: Double, on canvas: Raster.Canvas) {
        let width = max(1, Int((rect.width * scale).rounded())), height = max(1, Int((rect.height * scale).rounded()))
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let fx = Double(pixmap.width) / Double(width), fy = Double(pixmap.height) / Double(height)
        for y in 0..<height {
            for x in 0..<width {
                let x0 = Int(Double(x) * fx), x1 = max(x0 + 1, Int(Double(x + 1) * fx))
                let y0 = Int(Double(y) * fy), y1 = max(y0 + 1, Int(Double(y + 1) * fy))
                var sum = [0, 0, 0, 0], n = 0
                for sy in y0..<min(y1, pixmap.height) {
                    for sx in x0..<min(x1, pixmap.width) {
                        let p = pixmap[sx, sy]
                        sum[0] += Int(p.r); sum[1] += Int(p.g); sum[2] += Int(p.b); sum[3] += Int(p.a); n += 1
                    }
                }
                for k in 0..<4 { out[(y * width + x) * 4 + k] = UInt8(sum[k] / max(n, 1)) }
            }
        }
        guard let scaled = Pixmap(width: width, height: height, premultipliedBytes: out) else { return }
        canvas.draw(scaled, offsetX: Int((rect.minX * scale).rounded()), offsetY: Int((rect.minY * scale).rounded()))
    }

    /// Writes the canvas to $FLIPBOOK_PREVIEW_DIR/<name>.png when that variable is set.
    static func preview(_ canvas: Raster.Canvas, name: String) throws {
        guard let dir = ProcessInfo.processInfo.environment["FLIPBOOK_PREVIEW_DIR"], !dir.isEmpty else { return }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try PNG.write(canvas.pixmap, to: (dir as NSString).appendingPathComponent(name + ".png"))
    }
}
