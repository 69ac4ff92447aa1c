// PixelPrefetch.swift: asks for a stretch of pixels to be brought into the cache before it is
// blended. A fill's rows start at addresses the hardware prefetcher cannot guess (a row of a large
// canvas is kilobytes on from the last), so the first pixel of each row was a wait on memory: two
// thirds of the rasterizer's time on a canvas of a thousand translucent shapes, measured. The
// rasterizer names each row's pixels two rows before it blends them (CoverageSink.prefetch).
// A hint only: nothing computed depends on it.

import CPrefetch

enum PixelPrefetch {
    /// Every cache line of `columns` of row y of an image `width` pixels wide at `pixels`.
    @inline(__always)
    static func row(_ y: Int, columns: Range<Int>, of pixels: UnsafeMutablePointer<UInt8>, width: Int) {
        guard !columns.isEmpty else { return }
        let start = UnsafeRawPointer(pixels + (y &* width &+ columns.lowerBound) &* 4)
        let bytes = columns.count &* 4
        var offset = 0
        while offset < bytes {
            flipbook_prefetch_for_writing(start + offset)
            offset &+= 64
        }
        // The last pixel's line, which the 64-byte steps miss when the start is not aligned.
        flipbook_prefetch_for_writing(start + (bytes &- 4))
    }
}
