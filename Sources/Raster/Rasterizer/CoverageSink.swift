// CoverageSink.swift: what the Rasterizer hands its coverage to as it integrates each row
// (Blend2D's fused pass: no row of coverage is stored before it is used): a pixel at a time where
// coverage changes from pixel to pixel, a run at a time where it stays the same.
// Rows arrive top to bottom, pixels and runs left to right within a row, never overlapping; a
// pixel of the row that never arrives is not covered at all.

/// Receives coverage.
protocol CoverageSink {
    /// Pixel (x, y), covered by `coverage`, in 0…1.
    mutating func blend(row y: Int, x: Int, coverage: Float)
    /// Pixels `columns` of row y, each covered by `coverage`, in (0, 1].
    mutating func blend(row y: Int, columns: Range<Int>, coverage: Float)
}
