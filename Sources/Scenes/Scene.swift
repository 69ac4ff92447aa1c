// Scene.swift: a vector scene in the JSON format of the rasterizer yardstick: a list of fills and
// strokes of paths over an opaque background, in device pixels. `flipbook scene` and
// `flipbook bench` draw it; golden/scenes/ holds our own. Its own target rather than part of
// Raster, which draws but reads no file format (see Scene+JSON.swift for the decoding).
// Guarantees: a scene only comes from the decoder, which checks every field, and is immutable
// after, so these hold for its whole life: a size the canvas accepts (1…Pixmap.maximumSide a
// side), a name usable as a file name, finite geometry, stroke widths ≥ 0 and miter limits ≥ 1.

import Raster

/// A scene: a canvas size, a background and drawing operations in order.
public struct Scene: Sendable {
    /// Letters, digits, '-', '_' and '.', not starting with '.': `flipbook scene` writes `<name>.png`.
    public let name: String
    public let width: Int
    public let height: Int
    public let background: RGBA8
    public let operations: [Operation]

    /// One fill or stroke.
    public struct Operation: Sendable {
        public enum Kind: Sendable { case fill(FillRule), stroke(StrokeStyle) }
        public let kind: Kind
        public let path: Path
        public let color: RGBA8
    }

    /// Draws the scene onto a canvas of its size: clears to the background, then every operation.
    public func draw(on canvas: Canvas) {
        canvas.clear(background)
        for op in operations {
            switch op.kind {
            case .fill(let rule): canvas.fill(op.path, with: .solid(op.color), rule: rule)
            case .stroke(let style): canvas.stroke(op.path, style: style, with: .solid(op.color))
            }
        }
    }

    /// Renders the scene into a new pixmap.
    public func render(tolerance: Double? = nil) -> Pixmap {
        // The decoder admits only sizes the canvas accepts, and nothing can change them after.
        let canvas = Canvas(width: width, height: height, background: background)!
        if let tolerance { canvas.flatteningTolerance = tolerance }
        draw(on: canvas)
        return canvas.pixmap
    }
}
