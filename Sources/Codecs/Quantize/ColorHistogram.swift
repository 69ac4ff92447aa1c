// ColorHistogram.swift: the distinct colours an animation draws with how often each occurs,
// sorted by packed value so that everything built from it (palettes, their order) is deterministic
// whatever order the frames showed the colours in.

struct ColorHistogram {
    /// Distinct colours in ascending packed order, and their pixel counts.
    let colors: [UInt32]
    let counts: [Int]

    /// The colours of `tally` with at least one pixel counted.
    init(_ tally: ColorTally) {
        // Sorted as integers, colour above id (the colours are distinct, so the id never decides),
        // without a closure call per comparison.
        var keys = tally.colors.indices.filter { tally.counts[$0] > 0 }.map { UInt64(tally.colors[$0]) << 32 | UInt64($0) }
        keys.sort()
        colors = keys.map { UInt32(truncatingIfNeeded: $0 >> 32) }
        counts = keys.map { tally.counts[Int($0 & 0xFFFF_FFFF)] }
    }

    var count: Int { colors.count }
}
