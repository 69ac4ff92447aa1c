// Canvas+Image.swift: drawing a pixmap into a rectangle under a perspective map (emoji on a
// turning card), and layers that cast a shadow. The image is sampled bilinearly through the
// inverse map at each covered pixel's centre; its edges are antialiased by the rasterizer like
// any other polygon.

import Foundation

/// A shadow cast by a layer's content: its alpha in `color`, blurred with σ = `sigma` pixels,
/// drawn `offsetX`, `offsetY` pixels away, under the content.
public struct LayerShadow: Equatable, Sendable {
    public var color: RGBA8
    public var sigma: Double
    public var offsetX: Double, offsetY: Double
    public init(color: RGBA8, sigma: Double, offsetX: Double, offsetY: Double) {
        self.color = color; self.sigma = sigma; self.offsetX = offsetX; self.offsetY = offsetY
    }
}

extension Canvas {
    /// Draws `image` stretched over `rect` (in path space) mapped by `projection` to the canvas.
    public func drawImage(_ image: Pixmap, in rect: Rect, projection: ProjectiveTransform, opacity: Double = 1) {
        guard rect.width > 0, rect.height > 0, let inverse = projection.inverted else { return }
        let quad = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY)]
        let outline = Outline(polygons: [ProjectionClipper.project(quad, projection)], isSimple: false)
        let top = layers.count - 1
        let w = width
        let clip = layers[top].clip
        layers[top].pixmap.bytes.withUnsafeMutableBufferPointer { bytes in
            image.bytes.withUnsafeBufferPointer { source in
                func run(_ clipPointer: UnsafePointer<Float>?) {
                    var sink = ImageSampler(pixels: bytes.baseAddress!, width: w, source: source.baseAddress!,
                                            sourceWidth: image.width, sourceHeight: image.height, rect: rect,
                                            inverse: inverse, opacity: Float(min(max(opacity, 0), 1)), clip: clipPointer)
                    rasterizer.fill(outline, rule: .nonzero, into: &sink)
                }
                if let clip { clip.withUnsafeBufferPointer { run($0.baseAddress) } } else { run(nil) }
            }
        }
    }

    /// Ends the top layer, compositing a shadow of its content first, then the content.
    public func endLayer(shadow: LayerShadow) {
        guard layers.count > 1 else { return }
        let layer = layers.removeLast()
        let content = layer.pixmap
        var tinted = content
        let c = shadow.color, ca = UInt32(c.a)
        tinted.bytes.withUnsafeMutableBufferPointer { px in
            var i = 0
            while i < px.count {
                let a = divideBy255(UInt32(px[i + 3]) * ca)
                px[i] = UInt8(divideBy255(UInt32(c.r) * a)); px[i + 1] = UInt8(divideBy255(UInt32(c.g) * a))
                px[i + 2] = UInt8(divideBy255(UInt32(c.b) * a)); px[i + 3] = UInt8(a)
                i += 4
            }
        }
        let blurred = tinted.blurred(sigma: shadow.sigma)
        draw(blurred, opacity: layer.opacity, offsetX: Int(shadow.offsetX.rounded()), offsetY: Int(shadow.offsetY.rounded()))
        draw(content, opacity: layer.opacity)
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

extension ProjectiveTransform {
    /// The inverse map, or nil when the matrix is singular.
    public var inverted: ProjectiveTransform? {
        let a = m
        let det = a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
            + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        guard det != 0, det.isFinite else { return nil }
        let inv: [[Double]] = [
            [(a[1][1] * a[2][2] - a[1][2] * a[2][1]) / det, (a[0][2] * a[2][1] - a[0][1] * a[2][2]) / det, (a[0][1] * a[1][2] - a[0][2] * a[1][1]) / det],
            [(a[1][2] * a[2][0] - a[1][0] * a[2][2]) / det, (a[0][0] * a[2][2] - a[0][2] * a[2][0]) / det, (a[0][2] * a[1][0] - a[0][0] * a[1][2]) / det],
            [(a[1][0] * a[2][1] - a[1][1] * a[2][0]) / det, (a[0][1] * a[2][0] - a[0][0] * a[2][1]) / det, (a[0][0] * a[1][1] - a[0][1] * a[1][0]) / det],
        ]
        return ProjectiveTransform(rows: inv)
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
    let clip: UnsafePointer<Float>?

    mutating func blendRow(y: Int, spans: UnsafeBufferPointer<CoverageSpan>, coverage: UnsafePointer<Float>) {
        for span in spans {
            for x in span.range { blend(x, y, span.constant ?? coverage[x]) }
        }
    }

    private func blend(_ x: Int, _ y: Int, _ coverage: Float) {
        var c = coverage * opacity
        if let clip { c *= clip[y * width + x] }
        guard c > 0 else { return }
        let p = inverse.apply(Point(Double(x) + 0.5, Double(y) + 0.5))
        // Image pixel coordinates of the sample, centres at +0.5.
        let u = (p.x - rect.minX) / rect.width * Double(sourceWidth) - 0.5
        let v = (p.y - rect.minY) / rect.height * Double(sourceHeight) - 0.5
        guard u.isFinite, v.isFinite else { return }
        let x0 = Int(floor(u)), y0 = Int(floor(v))
        let fx = Float(u - Double(x0)), fy = Float(v - Double(y0))
        var s: (Float, Float, Float, Float) = (0, 0, 0, 0)
        for (dx, dy, w) in [(0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy)] {
            let sx = min(max(x0 + dx, 0), sourceWidth - 1), sy = min(max(y0 + dy, 0), sourceHeight - 1)
            let i = (sy * sourceWidth + sx) * 4
            s.0 += Float(source[i]) * w; s.1 += Float(source[i + 1]) * w
            s.2 += Float(source[i + 2]) * w; s.3 += Float(source[i + 3]) * w
        }
        let keep = 1 - s.3 / 255 * c
        let d = pixels + (y * width + x) * 4
        d[0] = byteRoundingToNearest(s.0 * c + Float(d[0]) * keep)
        d[1] = byteRoundingToNearest(s.1 * c + Float(d[1]) * keep)
        d[2] = byteRoundingToNearest(s.2 * c + Float(d[2]) * keep)
        d[3] = byteRoundingToNearest(s.3 * c + Float(d[3]) * keep)
    }
}
