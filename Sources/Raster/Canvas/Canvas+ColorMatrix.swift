// Canvas+ColorMatrix.swift: layers composited through a colour matrix. The matrix acts on each
// drawn pixel's straight (un-premultiplied) gamma-encoded components, as Core Animation's colour
// filters do, in place in the layer; the layer is then composited as any other. Only the dirty
// rectangle is filtered: a transparent pixel is left transparent (its colour is undefined), so a
// filter never paints outside what was drawn.
// Pixels go four at a time (ColorMatrix.applyToFour) and the last few of a row one at a time
// (applyToPixel); both compute exactly the same for each pixel.

extension Canvas {
    /// Ends the top layer, filtering its pixels through `matrix` before compositing them.
    public func endLayer(filter matrix: ColorMatrix) {
        filterTopLayer(matrix)
        endLayer()
    }

    /// Filters the top layer's pixels through `matrix` where they are, as `endLayer(filter:)`
    /// does before compositing them.
    public func filterTopLayer(_ matrix: ColorMatrix) {
        guard let layer = layers.last else { return }
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
    }
}
