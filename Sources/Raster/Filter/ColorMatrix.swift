// ColorMatrix.swift: a 4×5 colour matrix, the form Core Animation's colour filters (and so
// SwiftUI's brightness, saturation, hue rotation…) take: rows r, g, b, a of weights on the
// straight-alpha components in 0…1, the fifth column added. Raster only applies it; which matrix
// an effect stands for is the UI's business.

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
