// Canvas+ColorMatrix.swift: layers composited through a colour matrix. The matrix acts on each
// drawn pixel's straight (un-premultiplied) gamma-encoded components, as Core Animation's colour
// filters do, in place in the layer; the layer is then composited as any other. Only the dirty
// rectangle is filtered: a transparent pixel is left transparent (its colour is undefined), so a
// filter never paints outside what was drawn.

extension Canvas {
    /// Ends the top layer, filtering its pixels through `matrix` before compositing them.
    public func endLayer(filter matrix: ColorMatrix) {
        guard let layer = layers.popLast() else { return }
        let d = layer.dirty
        for y in d.rows {
            let row = UnsafeMutableRawPointer(layer.buffer.base + (y * width + d.minX) * 4)
            for i in 0..<d.width {
                let pixel = row.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt8>.self)
                guard pixel.w != 0 else { continue }
                let premultiplied = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: pixel))
                let alpha = premultiplied.w / 255
                var straight = premultiplied / premultiplied.w
                straight.w = alpha
                let out = matrix.apply(straight)
                let bytes = SourceOver.bytes(SIMD4(out.x * out.w, out.y * out.w, out.z * out.w, out.w) * 255)
                row.storeBytes(of: bytes, toByteOffset: i * 4, as: SIMD4<UInt8>.self)
            }
        }
        compositeAndRecycle(layer)
    }
}
