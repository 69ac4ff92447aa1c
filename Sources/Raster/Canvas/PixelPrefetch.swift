// PixelPrefetch.swift: asks for a stretch of pixels to be brought into the cache before it is
// blended. A fill's rows start at addresses the hardware prefetcher cannot guess (a row of a large
// canvas is kilobytes on from the last), so the first pixel of each row was a wait on memory: two
// thirds of the pixel loop's time on a canvas of a thousand translucent shapes, measured. The
// rasterizer names each row's pixels two rows before it blends them (CoverageSink.prefetch).
// How much of the row is asked for depends on the image (`Reach`): every cache line of it where
// the image is larger than a core's second-level cache, whose rows have left the cache by the
// time a fill comes back to them; only the ends of it otherwise, where every line cost a small
// canvas, whose rows stay in the cache anyway, more than it saved (a ring's row asked for its
// whole empty middle too).
// A hint only: nothing computed depends on it.

// Inside Raster only, so that code built against Raster needs no module map for it.
@_implementationOnly import CPrefetch

enum PixelPrefetch {
    /// How much of a row to ask for.
    enum Reach {
        /// Its first and last pixels' cache lines: where a row's blending starts and where it ends
        /// up after a gap (a stroke's far side); the hardware prefetcher follows the stretches in
        /// between once they are read in order.
        case ends
        /// Every cache line from its first pixel to its last.
        case wholeRow

        /// The reach for an image of this size. A core's second-level cache is 512 KiB on the
        /// machines measured (AMD EPYC, Zen 3): `many_paths` (967 × 972, 3.8 MB) blends in 18 %
        /// less time fetching whole rows, a 160 × 160 ring in 40 % more.
        init(width: Int, height: Int) {
            self = width * height * 4 > 512 * 1024 ? .wholeRow : .ends
        }
    }

    /// Asks for `columns` of row y of an image `width` pixels wide at `pixels`, as far as `reach`.
    @inline(__always)
    static func row(_ y: Int, columns: Range<Int>, of pixels: UnsafeMutablePointer<UInt8>, width: Int, reach: Reach) {
        guard !columns.isEmpty else { return }
        let rowStart = UnsafeRawPointer(pixels + (y &* width) &* 4)
        let first = rowStart + columns.lowerBound &* 4, last = rowStart + (columns.upperBound &- 1) &* 4
        if reach == .wholeRow {
            var line = first
            while line < last {
                flipbook_prefetch_for_writing(line)
                line += 64
            }
        } else {
            flipbook_prefetch_for_writing(first)
        }
        flipbook_prefetch_for_writing(last)
    }
}
