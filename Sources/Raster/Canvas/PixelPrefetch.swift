// PixelPrefetch.swift: asks for a stretch of pixels to be brought into the cache before it is
// blended. A fill's rows start at addresses the hardware prefetcher cannot guess (a row of a large
// canvas is kilobytes on from the last), so the first pixel of each row was a wait on memory: two
// thirds of the pixel loop's time on a canvas of a thousand translucent shapes, measured. The
// rasterizer names each row's pixels two rows before it blends them (CoverageSink.prefetch).
// Only the ends of the row are asked for: every line of it cost a small canvas, whose rows stay
// in the cache anyway, more than it saved.
// A hint only: nothing computed depends on it.

// Inside Raster only, so that code built against Raster needs no module map for it.
@_implementationOnly import CPrefetch

enum PixelPrefetch {
    /// The cache lines of the first and last of `columns` of row y of an image `width` pixels
    /// wide at `pixels`: where a row's blending starts and where it ends up after a gap (a
    /// stroke's far side); the hardware prefetcher follows the stretches in between once they
    /// are read in order.
    @inline(__always)
    static func row(_ y: Int, columns: Range<Int>, of pixels: UnsafeMutablePointer<UInt8>, width: Int) {
        guard !columns.isEmpty else { return }
        let rowStart = UnsafeRawPointer(pixels + (y &* width) &* 4)
        flipbook_prefetch_for_writing(rowStart + columns.lowerBound &* 4)
        flipbook_prefetch_for_writing(rowStart + (columns.upperBound &- 1) &* 4)
    }
}
