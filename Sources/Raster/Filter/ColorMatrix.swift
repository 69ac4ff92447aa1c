// ColorMatrix.swift: a 4×5 colour matrix, the form Core Animation's colour filters (and so
// SwiftUI's brightness, saturation, hue rotation…) take: rows r, g, b, a of weights on the
// straight-alpha components in 0…1, the fifth column added. Raster only applies it; which matrix
// an effect stands for is the UI's business. A stored (premultiplied) pixel goes through it one
// at a time or four at a time, a vector per channel (FourPixels), with the same result.

/// out = M · (r, g, b, a) + offset, on straight-alpha components in 0…1.
public struct ColorMatrix: Equatable, Sendable {
    /// The weights of r, g, b and a: column k holds what input component k adds to each output.
    let columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)
    let offset: SIMD4<Float>

    /// A matrix from its four rows (output r, g, b, a) of five numbers: the weights of r, g, b,
    /// a and the offset.
    public init(rows: [[Double]]) {
        precondition(rows.count == 4 && rows.allSatisfy { $0.count == 5 }, "a colour matrix is 4 rows of 5")
        func column(_ k: Int) -> SIMD4<Float> { SIMD4(rows.map { Float($0[k]) }) }
        columns = (column(0), column(1), column(2), column(3))
        offset = column(4)
    }

    public static func == (x: ColorMatrix, y: ColorMatrix) -> Bool {
        x.columns.0 == y.columns.0 && x.columns.1 == y.columns.1 && x.columns.2 == y.columns.2
            && x.columns.3 == y.columns.3 && x.offset == y.offset
    }

    /// The matrix applied to one straight colour, clamped to 0…1.
    @inline(__always)
    func apply(_ c: SIMD4<Float>) -> SIMD4<Float> {
        let out = columns.0 * c.x + columns.1 * c.y + columns.2 * c.z + columns.3 * c.w + offset
        return out.limited(to: SIMD4(repeating: 0), SIMD4(repeating: 1))
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
