// CoverageSink.swift: what the Rasterizer hands its coverage to as it integrates each row
// (Blend2D's fused pass: no row of coverage is stored before it is used): a pixel at a time where
// coverage changes from pixel to pixel, a run at a time where it stays the same.
// Rows arrive top to bottom, pixels and runs left to right within a row, never overlapping; a
// pixel of the row that never arrives is not covered at all. A row is named (`prefetch`) two rows
// before it arrives.

/// Receives coverage.
protocol CoverageSink {
    /// Pixel (x, y), covered by `coverage`, in 0…1.
    mutating func blend(row y: Int, x: Int, coverage: Float)
    /// Pixels `columns` of row y, each covered by `coverage`, in (0, 1].
    mutating func blend(row y: Int, columns: Range<Int>, coverage: Float)
    /// Pixels x…x+3 of row y, covered by the four `coverages` in turn, each in 0…1: what four
    /// calls of `blend(row:x:coverage:)` would do (the default makes them).
    mutating func blend(row y: Int, fourFrom x: Int, coverages: SIMD4<Float>)
    /// A hint that pixels `columns` of row y are blended soon (a row or two on): a sink that
    /// writes an image asks for them now, so that they are in the cache by then.
    func prefetch(row y: Int, columns: Range<Int>)
}

extension CoverageSink {
    mutating func blend(row y: Int, fourFrom x: Int, coverages: SIMD4<Float>) {
        for k in 0..<4 { blend(row: y, x: x + k, coverage: coverages[k]) }
    }

    /// Sinks whose memory stays in the cache anyway need no hint.
    func prefetch(row y: Int, columns: Range<Int>) {}
}
