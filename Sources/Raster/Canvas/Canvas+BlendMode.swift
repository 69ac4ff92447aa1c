// Canvas+BlendMode.swift: layers composited in a blend mode other than source-over (BlendMode
// gives the formulas). Coverage (the layer's opacity times the clip) mixes the blended result
// with the backdrop, so at full coverage a pixel is the mode's result and at none it is untouched,
// as for source-over.

extension Canvas {
    /// Ends the top layer, compositing it onto the layer below in `mode`.
    public func endLayer(blendMode mode: BlendMode) {
        guard let layer = layers.popLast() else { return }
        forEachSourcePixel(layer.buffer.base, stride: width, originX: 0, originY: 0, region: layer.dirty, opacity: layer.opacity) { pixel, f, p in
            let raw = UnsafeMutableRawPointer(p)
            let d = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: raw.loadUnaligned(as: SIMD4<UInt8>.self))) / 255
            let s = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: pixel)) / 255
            let mixed = d + (mode.composite(s, onto: d) - d) * f
            // Premultiplied: colour within alpha, alpha within 0…1.
            let alpha = min(max(mixed.w, 0), 1)
            let out = mixed.limited(to: .zero, SIMD4(alpha, alpha, alpha, 1))
            raw.storeBytes(of: SourceOver.bytes(out * 255), as: SIMD4<UInt8>.self)
        }
        recycle(layer)
    }
}
