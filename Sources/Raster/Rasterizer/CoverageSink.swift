// CoverageSink.swift: what the Rasterizer hands its coverage to, a run of pixels at a time, as it
// integrates each row (Blend2D's fused pass: no row of coverage is stored before it is used).
// Rows arrive top to bottom, runs left to right within a row, never overlapping; a pixel of the
// row in no run is not covered at all.

/// Receives coverage, one run of pixels at a time.
protocol CoverageSink {
    /// Pixels `x ..< x + count` of row y, pixel `x + i` covered by `coverage[i]`, in 0…1.
    mutating func blend(row y: Int, from x: Int, coverage: UnsafePointer<Float>, count: Int)
    /// Pixels `columns` of row y, each covered by `coverage`, in (0, 1].
    mutating func blend(row y: Int, columns: Range<Int>, coverage: Float)
}
