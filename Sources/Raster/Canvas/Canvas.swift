// Canvas.swift: the drawing surface: fills and strokes paths with paints into a Pixmap, through
// an optional clip mask, into offscreen layers composited with a group opacity (Canvas+Layers).
// Coordinates are device pixels, y down; a Transform or ProjectiveTransform maps path space to
// them. Curves are flattened in device space (under a projection: in path space with the
// tolerance shrunk by the projection's largest stretch, then projected), so the error bound
// holds on screen.
// Guarantees: drawing touches no pixel outside the current clip; every pixel is composited by
// SourceOver, rounded once.

import Foundation

/// Draws vector paths into premultiplied RGBA pixels.
public final class Canvas {
    /// How far, in device pixels, a flattened curve may stray from the true one. Measured on the
    /// yardstick's scenes: 0.1 px leaves edge pixels up to 29 levels off the exact coverage,
    /// 0.05 px at most 14, for √2 times the segments; halving it again buys little more.
    public var flatteningTolerance: Double = 0.05

    let width: Int
    let height: Int

    /// The finished picture (the bottom layer).
    public var pixmap: Pixmap { base }

    var base: Pixmap
    /// The bottom layer's clip.
    var baseClip: ClipMask?
    /// Offscreen layers over the bottom one, the current one last.
    var layers: [Layer] = []
    let rasterizer: Rasterizer

    /// A canvas filled with `background`; nil for a side < 1 or over Pixmap.maximumSide.
    public init?(width: Int, height: Int, background: RGBA8 = .transparent) {
        guard let pixmap = Pixmap(width: width, height: height, fill: PremultipliedRGBA8(straight: background)) else {
            return nil
        }
        self.width = width
        self.height = height
        base = pixmap
        rasterizer = Rasterizer(width: width, height: height)
    }

    /// Sets every pixel of the current layer to one colour (the clip does not apply).
    public func clear(_ color: RGBA8) {
        let pixel = PremultipliedRGBA8(straight: color)
        guard let top = layers.indices.last else {
            base.fill(pixel)
            return
        }
        let word = unsafeBitCast((pixel.r, pixel.g, pixel.b, pixel.a), to: UInt32.self)
        UnsafeMutableRawPointer(layers[top].buffer.base).assumingMemoryBound(to: UInt32.self)
            .update(repeating: word, count: width * height)
        layers[top].dirty = word == 0 ? .empty : PixelRect(width: width, height: height)
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
        fill(project(outline, projection), source: PaintSource(paint, projection: projection), rule: rule)
    }

    /// Strokes under a perspective map: the stroke is built in path space, then projected.
    public func stroke(_ path: Path, style: StrokeStyle, with paint: Paint, projection: ProjectiveTransform) {
        guard let tolerance = projectedTolerance(path, projection) else { return }
        let outline = strokeOutline(path, style: style, tolerance: tolerance)
        fill(project(outline, projection), source: PaintSource(paint, projection: projection), rule: .nonzero)
    }

    private func strokeOutline(_ path: Path, style: StrokeStyle, tolerance: Double) -> Outline {
        let dashed = style.dash.map { path.dashed($0) } ?? path
        let contours = Flattener.contours(dashed, tolerance: tolerance, forStroke: true)
        return Stroker.outline(contours, style: style, tolerance: tolerance)
    }

    private func fill(_ outline: Outline, paint: Paint, paintTransform: Transform, rule: FillRule) {
        fill(outline, source: PaintSource(paint, transform: paintTransform), rule: rule)
    }

    private func fill(_ outline: Outline, source: PaintSource, rule: FillRule) {
        draw { pixels, clip in
            if clip == nil, case .solid(let color) = source {
                var sink = SolidFill(pixels: pixels, width: width, height: height, color: color)
                return rasterizer.fill(outline, rule: rule, into: &sink)
            }
            var sink = PaintFill(pixels: pixels, width: width, height: height, source: source, clip: clip)
            return rasterizer.fill(outline, rule: rule, rows: clip?.bounds.rows, into: &sink)
        }
    }

    /// Runs `body` on the current layer's pixels (rows `width` pixels apart) and clip; the
    /// rectangle it returns is what it touched.
    func draw(_ body: (UnsafeMutablePointer<UInt8>, ClipMask?) -> PixelRect) {
        guard let top = layers.indices.last else {
            base.bytes.withUnsafeMutableBufferPointer { _ = body($0.baseAddress!, baseClip) }
            return
        }
        let touched = body(layers[top].buffer.base, layers[top].clip)
        layers[top].dirty = layers[top].dirty.union(touched)
    }

    // MARK: - Projection

    /// The path-space tolerance that keeps the projected error within the device tolerance;
    /// nil when the projection is degenerate over the path.
    func projectedTolerance(_ path: Path, _ projection: ProjectiveTransform) -> Double? {
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

    /// The clip drawing goes through now (nil: none).
    var currentClip: ClipMask? {
        get { layers.isEmpty ? baseClip : layers[layers.count - 1].clip }
        set { if layers.isEmpty { baseClip = newValue } else { layers[layers.count - 1].clip = newValue } }
    }

    /// Narrows the clip to the inside of `path` (antialiased); it lasts until `resetClip()` or
    /// until the current layer ends.
    func clip(to path: Path, rule: FillRule = .nonzero, transform: Transform = .identity) {
        let polygons = Flattener.polygons(path.applying(transform), tolerance: flatteningTolerance)
        clip(to: Outline(polygons: polygons, isSimple: false), rule: rule)
    }

    func clip(to outline: Outline, rule: FillRule) {
        currentClip = ClipMask(outline, rule: rule, within: currentClip, limit: PixelRect(width: width, height: height),
                               rasterizer: rasterizer)
    }

    func resetClip() { currentClip = nil }
}
