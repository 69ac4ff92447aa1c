// Canvas.swift: the drawing surface: fills and strokes paths with paints into a Pixmap, through
// an optional clip mask, into offscreen layers composited with a group opacity.
// Coordinates are device pixels, y down; a Transform or ProjectiveTransform maps path space to
// them. Curves are flattened in device space (under a projection: in path space with the
// tolerance shrunk by the projection's largest stretch, then projected), so the error bound
// holds on screen.

import Foundation

/// Draws vector paths into premultiplied RGBA pixels.
public final class Canvas {
    /// How far, in device pixels, a flattened curve may stray from the true one. Measured on the
    /// yardstick's scenes: 0.1 px leaves edge pixels up to 29 levels off the exact coverage,
    /// 0.05 px at most 14, for √2 times the segments; halving it again buys little more.
    public var flatteningTolerance: Double = 0.05

    public var width: Int { layers[0].pixmap.width }
    public var height: Int { layers[0].pixmap.height }

    /// The finished picture (the bottom layer).
    public var pixmap: Pixmap { layers[0].pixmap }

    struct Layer {
        var pixmap: Pixmap
        var opacity: Double
        var clip: [Float]?
    }
    var layers: [Layer]
    let rasterizer: Rasterizer

    /// A canvas filled with `background`; nil for a side < 1 or over Pixmap.maximumSide.
    public init?(width: Int, height: Int, background: RGBA8 = .transparent) {
        guard let pixmap = Pixmap(width: width, height: height, fill: PremultipliedRGBA8(straight: background)) else {
            return nil
        }
        layers = [Layer(pixmap: pixmap, opacity: 1, clip: nil)]
        rasterizer = Rasterizer(width: width, height: height)
    }

    /// Sets every pixel of the current layer to one colour (the clip does not apply).
    public func clear(_ color: RGBA8) {
        layers[layers.count - 1].pixmap.fill(PremultipliedRGBA8(straight: color))
    }

    // MARK: - Filling and stroking

    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonzero, transform: Transform = .identity) {
        let device = path.applying(transform)
        fill(.fill(Flattener.polygons(device, tolerance: flatteningTolerance)), paint: paint,
             paintTransform: transform, rule: rule)
    }

    public func stroke(_ path: Path, style: StrokeStyle, with paint: Paint, transform: Transform = .identity) {
        let scale = transform.maximumScale
        guard scale > 0, scale.isFinite else { return }
        let outline = strokeOutline(path, style: style, tolerance: flatteningTolerance / scale)
        let device = transform == .identity ? outline : outline.mapped(transform.apply)
        fill(device, paint: paint, paintTransform: transform, rule: .nonzero)
    }

    /// Fills under a perspective map: flattened in path space, then projected.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonzero, projection: ProjectiveTransform) {
        guard let tolerance = projectedTolerance(path, projection) else { return }
        let outline = Outline.fill(Flattener.polygons(path, tolerance: tolerance))
        fill(project(outline, projection), paint: paint, paintTransform: .identity, rule: rule)
    }

    /// Strokes under a perspective map: the stroke is built in path space, then projected.
    public func stroke(_ path: Path, style: StrokeStyle, with paint: Paint, projection: ProjectiveTransform) {
        guard let tolerance = projectedTolerance(path, projection) else { return }
        let outline = strokeOutline(path, style: style, tolerance: tolerance)
        fill(project(outline, projection), paint: paint, paintTransform: .identity, rule: .nonzero)
    }

    private func strokeOutline(_ path: Path, style: StrokeStyle, tolerance: Double) -> Outline {
        let dashed = style.dash.map { path.dashed($0) } ?? path
        let contours = Flattener.contours(dashed, tolerance: tolerance, forStroke: true)
        return Stroker.outline(contours, style: style, tolerance: tolerance)
    }

    private func fill(_ outline: Outline, paint: Paint, paintTransform: Transform, rule: FillRule) {
        let source = paintSource(paint, transform: paintTransform)
        let top = layers.count - 1
        let clip = layers[top].clip
        let w = width
        layers[top].pixmap.bytes.withUnsafeMutableBufferPointer { bytes in
            func run(_ clipPointer: UnsafePointer<Float>?) {
                var sink = Compositor(pixels: bytes.baseAddress!, width: w, source: source, clip: clipPointer)
                rasterizer.fill(outline, rule: rule, into: &sink)
            }
            if let clip { clip.withUnsafeBufferPointer { run($0.baseAddress) } } else { run(nil) }
        }
    }

    private func paintSource(_ paint: Paint, transform: Transform) -> PaintSource {
        switch paint {
        case .solid(let c):
            return .solid(PremultipliedColor(c))
        case .linearGradient(let stops, let start, let end):
            let a = transform.apply(start), b = transform.apply(end)
            let d = b - a, l2 = d.dot(d)
            let table = GradientTable.premultiplied(stops)
            guard l2 > 0, l2.isFinite else { return .solid(table[255]) }
            return .gradient(table: table, dx: d.x / l2, dy: d.y / l2, t0: -a.dot(d) / l2)
        }
    }

    // MARK: - Projection

    /// The path-space tolerance that keeps the projected error within the device tolerance;
    /// nil when the projection is degenerate over the path.
    private func projectedTolerance(_ path: Path, _ projection: ProjectiveTransform) -> Double? {
        guard let bounds = path.controlBounds else { return nil }
        let scale = projection.maximumScale(over: bounds)
        guard scale > 0, scale.isFinite else { return nil }
        return flatteningTolerance / scale
    }

    /// Projects every polygon; convexity and nesting survive the map, so the outline stays
    /// as simple as it was.
    private func project(_ outline: Outline, _ projection: ProjectiveTransform) -> Outline {
        Outline(polygons: outline.polygons.map { ProjectionClipper.project($0, projection) }, isSimple: outline.isSimple)
    }

    // MARK: - Clipping

    /// Narrows the clip to the inside of `path` (antialiased); it lasts until `resetClip()` or
    /// until the current layer ends.
    public func clip(to path: Path, rule: FillRule = .nonzero, transform: Transform = .identity) {
        let top = layers.count - 1
        let previous = layers[top].clip ?? [Float](repeating: 1, count: width * height)
        var mask = previous
        let polygons = Flattener.polygons(path.applying(transform), tolerance: flatteningTolerance)
        let w = width, h = height
        previous.withUnsafeBufferPointer { old in
            mask.withUnsafeMutableBufferPointer { m in
                var writer = MaskWriter(previous: old.baseAddress!, mask: m.baseAddress!, width: w,
                                        reached: Array(repeating: false, count: h))
                rasterizer.fill(polygons, rule: rule, into: &writer)
                for y in 0..<h where !writer.reached[y] {
                    for x in 0..<w { m[y * w + x] = 0 }
                }
            }
        }
        layers[top].clip = mask
    }

    public func resetClip() { layers[layers.count - 1].clip = nil }

    // MARK: - Layers

    /// Starts an offscreen layer: drawing goes there until `endLayer()` composites it, with the
    /// group `opacity`, through the clip that was active when the layer began.
    public func beginLayer(opacity: Double = 1) {
        layers.append(Layer(pixmap: Pixmap(width: width, height: height)!, opacity: opacity, clip: nil))
    }

    /// Ends the top layer and composites it onto the one below. Does nothing without a layer.
    public func endLayer() {
        guard layers.count > 1 else { return }
        let layer = layers.removeLast()
        draw(layer.pixmap, opacity: layer.opacity)
    }

    /// Composites a same-size pixmap onto the current layer (source-over, through the clip).
    public func draw(_ image: Pixmap, opacity: Double = 1, offsetX: Int = 0, offsetY: Int = 0) {
        let top = layers.count - 1
        let clip = layers[top].clip
        let o = Float(min(max(opacity, 0), 1))
        let w = width, h = height
        let rows = max(0, offsetY)..<max(max(0, offsetY), min(h, offsetY + image.height))
        let columns = max(0, offsetX)..<max(max(0, offsetX), min(w, offsetX + image.width))
        guard !rows.isEmpty, !columns.isEmpty else { return }
        layers[top].pixmap.bytes.withUnsafeMutableBufferPointer { dst in
            image.bytes.withUnsafeBufferPointer { src in
                for y in rows {
                    for x in columns {
                        let si = ((y - offsetY) * image.width + (x - offsetX)) * 4
                        var f = o
                        if let clip { f *= clip[y * w + x] }
                        let sa = Float(src[si + 3]) * f
                        guard sa > 0 else { continue }
                        let keep = 1 - sa / 255
                        let di = (y * w + x) * 4
                        for k in 0..<4 {
                            dst[di + k] = UInt8(min(255, Float(src[si + k]) * f + Float(dst[di + k]) * keep + 0.5))
                        }
                    }
                }
            }
        }
    }
}
