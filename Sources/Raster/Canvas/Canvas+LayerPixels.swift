// Canvas+LayerPixels.swift: a layer's pixels kept and drawn again. A layer starts transparent,
// without a clip, and what it holds when it ends depends only on what was drawn into it and the
// effects applied to it (the clip and opacity below it act as it is composited), so a caller that
// draws the same content through the same effect again may keep the pixels the first time and
// start the next layer from them: compositing that layer gives, byte for byte, what drawing it
// again would have.
// Guarantees: a restored layer holds exactly the kept pixels, transparent elsewhere, as the kept
// layer did.

/// A layer's drawn pixels, as `Canvas.topLayerPixels()` kept them.
public struct LayerPixels: Sendable {
    /// The canvas they were drawn on: a layer is as large as its canvas.
    let canvasWidth: Int, canvasHeight: Int
    /// The layer's dirty rectangle; outside it the layer was transparent.
    let rect: PixelRect
    /// The rectangle's pixels, row by row, as stored.
    let bytes: [UInt8]

    /// The bytes held.
    public var byteCount: Int { bytes.count }

    /// Whether a layer of `canvas` can start from these pixels: it is as large as theirs was.
    public func fit(_ canvas: Canvas) -> Bool { canvas.width == canvasWidth && canvas.height == canvasHeight }
}

extension Canvas {
    /// A copy of the top layer's pixels; nil without a layer.
    public func topLayerPixels() -> LayerPixels? {
        guard let layer = layers.last else { return nil }
        let r = layer.dirty.isEmpty ? PixelRect.empty : layer.dirty, rowBytes = r.width * 4
        let bytes = [UInt8](unsafeUninitializedCapacity: r.height * rowBytes) { out, initialized in
            for (k, y) in r.rows.enumerated() {
                (out.baseAddress! + k * rowBytes).update(from: layer.buffer.base + (y * width + r.minX) * 4, count: rowBytes)
            }
            initialized = r.height * rowBytes
        }
        return LayerPixels(canvasWidth: width, canvasHeight: height, rect: r, bytes: bytes)
    }

    /// Starts a layer, as `beginLayer(opacity:)` does, that already holds `pixels` (kept from a
    /// canvas of this size).
    public func beginLayer(restoring pixels: LayerPixels, opacity: Double = 1) {
        precondition(pixels.fit(self), "layer pixels are for a canvas of their own size")
        beginLayer(opacity: opacity)
        let r = pixels.rect, rowBytes = r.width * 4
        pixels.bytes.withUnsafeBufferPointer { source in
            for (k, y) in r.rows.enumerated() {
                (layers[layers.count - 1].buffer.base + (y * width + r.minX) * 4).update(from: source.baseAddress! + k * rowBytes, count: rowBytes)
            }
        }
        layers[layers.count - 1].dirty = r
    }
}
