// ColorHistogram.swift: the distinct colours a frame draws with how often each occurs,
// sorted by packed value so that everything built from it (palettes, their order) is deterministic
// whatever order a hash table happened to visit the colours in.

struct ColorHistogram {
    /// Distinct colours in ascending packed order, and their pixel counts.
    private(set) var colors: [UInt32] = []
    private(set) var counts: [Int] = []

    /// Counts the pixels to draw; transparent and kept ones are skipped.
    init(pixels: [UInt32]) {
        var tally: [UInt32: Int] = [:]
        var run = PackedColor.transparent, runLength = 0
        // Runs of one colour are common (flat UI), so they are counted before touching the table.
        for pixel in pixels {
            if pixel == run { runLength += 1; continue }
            if PackedColor.isOpaque(run) { tally[run, default: 0] += runLength }
            run = pixel; runLength = 1
        }
        if PackedColor.isOpaque(run) { tally[run, default: 0] += runLength }

        colors = tally.keys.sorted()
        counts = colors.map { tally[$0]! }
    }

    var count: Int { colors.count }
}
