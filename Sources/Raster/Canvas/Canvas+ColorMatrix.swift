// Canvas+ColorMatrix.swift: layers composited through a colour matrix. The matrix acts on each
// drawn pixel's straight (un-premultiplied) gamma-encoded components, as Core Animation's colour
// filters do, in place in the layer; the layer is then composited as any other. Only the dirty
// rectangle is filtered: a transparent pixel is left transparent (its colour is undefined), so a
// filter never paints outside what was drawn.
// Pixels go four at a time, a vector per channel (FourPixels), and one at a time
// at the end of a row; both compute exactly what ColorMatrix.apply does for each pixel.

extension Canvas {
    /// Ends the top layer, filtering its pixels through `matrix` before compositing them.
    public func endLayer(filter matrix: ColorMatrix) {
        guard let layer = layers.popLast() else { return }
        let d = layer.dirty
        for y in d.rows {
            let row = UnsafeMutableRawPointer(layer.buffer.base + (y * width + d.minX) * 4)
            var i = 0
            while i + 4 <= d.width {
                let four = row.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
                if four != SIMD4(repeating: 0) {
                    row.storeBytes(of: matrix.applyToFour(four), toByteOffset: i * 4, as: SIMD4<UInt32>.self)
                }
                i += 4
            }
            while i < d.width {
                let pixel = row.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt8>.self)
                if pixel.w != 0 {
                    row.storeBytes(of: matrix.applyToPixel(pixel), toByteOffset: i * 4, as: SIMD4<UInt8>.self)
                }
                i += 1
            }
        }
        compositeAndRecycle(layer)
    }
}

extension ColorMatrix {
    /// One premultiplied pixel through the matrix; a transparent one is not given.
    @inline(__always)
    func applyToPixel(_ pixel: SIMD4<UInt8>) -> SIMD4<UInt8> {
        let premultiplied = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: pixel))
        let alpha = premultiplied.w / 255
        var straight = premultiplied / premultiplied.w
        straight.w = alpha
        let out = apply(straight)
        return SourceOver.bytes(SIMD4(out.x * out.w, out.y * out.w, out.z * out.w, out.w) * 255)
    }

    /// Four premultiplied pixels (as stored) through the matrix, a vector per channel, so that
    /// the divisions and the matrix take a vector instruction for four pixels (for one pixel's
    /// lanes the compiler divided lane by lane). Every value goes through `applyToPixel`'s
    /// operations in its order; transparent pixels stay as they are.
    @inline(__always)
    func applyToFour(_ words: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let p = FourPixels(words)
        let straight = (p.r / p.a, p.g / p.a, p.b / p.a, p.a / 255)
        let zero = SIMD4<Float>(repeating: 0), one = SIMD4<Float>(repeating: 1)
        @inline(__always) func channel(_ k: Int) -> SIMD4<Float> {
            let partial: SIMD4<Float> = columns.0[k] * straight.0 + columns.1[k] * straight.1
            let sum: SIMD4<Float> = partial + columns.2[k] * straight.2 + columns.3[k] * straight.3 + offset[k]
            return sum.limited(to: zero, one)
        }
        let alpha = channel(3)
        let out = FourPixels(r: channel(0) * alpha * 255, g: channel(1) * alpha * 255, b: channel(2) * alpha * 255, a: alpha * 255)
        return out.words.replacing(with: words, where: words &>> 24 .== 0)
    }
}
