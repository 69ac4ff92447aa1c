// ColorHistogram.swift: the distinct colours an animation draws with how often each occurs,
// sorted by packed value so that everything built from it (palettes, their order) is deterministic
// whatever order the frames showed the colours in.

struct ColorHistogram {
    /// Distinct colours in ascending packed order, and their pixel counts.
    let colors: [UInt32]
    let counts: [Int]

    /// The colours of `tally` with at least one pixel counted.
    init(_ tally: ColorTally) {
        let drawn = tally.colors.indices.filter { tally.counts[$0] > 0 }.sorted { tally.colors[$0] < tally.colors[$1] }
        colors = drawn.map { tally.colors[$0] }
        counts = drawn.map { tally.counts[$0] }
    }

    var count: Int { colors.count }
}
