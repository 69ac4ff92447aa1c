// Canvas+Image.swift: drawing a pixmap into a rectangle under a perspective map (emoji on a
// turning card), and clipping under one. The image is sampled bilinearly through the inverse map
// at each covered pixel's centre; its edges are antialiased by the rasterizer like any other
// polygon, and each pixel is composited by SourceOver.

import Foundation

extension Canvas {
    /// Draws `image` stretched over `rect` (in path space) mapped by `projection` to the canvas.
    public func drawImage(_ image: Pixmap, in rect: Rect, projection: ProjectiveTransform, opacity: Double = 1) {
        guard rect.width > 0, rect.height > 0, let inverse = projection.inverted else { return }
        let quad = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY)]
        let outline = Outline(polygons: [ProjectionClipper.project(quad, projection)], isSimple: false)
        image.bytes.withUnsafeBufferPointer { source in
            draw { pixels, clip in
                var sink = ImageSampler(pixels: pixels, width: width, source: source.baseAddress!, sourceWidth: image.width,
                                        sourceHeight: image.height, rect: rect, inverse: inverse,
                                        opacity: Float(min(max(opacity, 0), 1)), clip: clip)
                return rasterizer.fill(outline, rule: .nonzero, rows: clip?.bounds.rows, into: &sink)
            }
        }
    }

    /// Narrows the clip to `path` under a perspective map.
    public func clip(to path: Path, rule: FillRule = .nonzero, projection: ProjectiveTransform) {
        guard let bounds = path.controlBounds else { clip(to: Path(), rule: rule); return }
        let scale = projection.maximumScale(over: bounds)
        guard scale > 0, scale.isFinite else { return }
        let polygons = Flattener.polygons(path, tolerance: flatteningTolerance / scale).map { ProjectionClipper.project($0, projection) }
        var builder = PathBuilder()
        for polygon in polygons where polygon.count >= 3 {
            builder.move(to: polygon[0])
            for p in polygon.dropFirst() { builder.line(to: p) }
            builder.close()
        }
        clip(to: builder.path, rule: rule)
    }
}

/// Samples the source image through the inverse map and composites it with the coverage.
private struct ImageSampler: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt8>
    let width: Int
    let source: UnsafePointer<UInt8>
    let sourceWidth: Int, sourceHeight: Int
    let rect: Rect
    let inverse: ProjectiveTransform
    let opacity: Float
    let clip: ClipMask?

    mutating func blend(row y: Int, x: Int, coverage: Float) {
        blend(x, y, coverage)
    }

    mutating func blend(row y: Int, columns: Range<Int>, coverage: Float) {
        for x in columns { blend(x, y, coverage) }
    }

    private mutating func blend(_ x: Int, _ y: Int, _ coverage: Float) {
        var c = coverage * opacity
        if let clip {
            guard clip.bounds.columns.contains(x), clip.bounds.rows.contains(y) else { return }
            c *= clip.row(y)[x]
        }
        guard c > 0 else { return }
        let p = inverse.apply(Point(Double(x) + 0.5, Double(y) + 0.5))
        // Image pixel coordinates of the sample, centres at +0.5.
        let u = (p.x - rect.minX) / rect.width * Double(sourceWidth) - 0.5
        let v = (p.y - rect.minY) / rect.height * Double(sourceHeight) - 0.5
        guard u.isFinite, v.isFinite else { return }
        let x0 = Int(floor(u)), y0 = Int(floor(v))
        let fx = Float(u - Double(x0)), fy = Float(v - Double(y0))
        var s = PremultipliedColor()
        for (dx, dy, w) in [(0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy)] {
            let sx = min(max(x0 + dx, 0), sourceWidth - 1), sy = min(max(y0 + dy, 0), sourceHeight - 1)
            let texel = UnsafeRawPointer(source + (sy * sourceWidth + sx) * 4).loadUnaligned(as: SIMD4<UInt8>.self)
            s += SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: texel)) * w
        }
        SourceOver.blend(s, alpha: SourceOver.alpha(ofSample: s), coverage: c, onto: pixels + (y * width + x) * 4)
    }
}
