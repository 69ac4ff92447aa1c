// MedianCut.swift: reduces a colour histogram to at most N representative colours.
// Heckbert's median cut, weighted by pixel count: repeatedly split the box of colours with the
// largest squared error, across its channel of largest error, at the pixel-weighted median; each
// final box contributes its weighted mean. Splitting by error (not by box volume) spends palette
// entries where many pixels are far from their representative, which suits UI frames: large flat
// areas get exact entries and gradients share the rest. Ties are broken by packed colour value, so
// the result depends only on the histogram.

enum MedianCut {
    /// At most `maxColors` colours (fewer only if the histogram has fewer), sorted by packed value.
    static func palette(for histogram: ColorHistogram, maxColors: Int) -> [UInt32] {
        guard histogram.count > maxColors else { return histogram.colors }
        let entries = zip(histogram.colors, histogram.counts).map { Entry(color: $0, count: $1) }
        var order = Array(entries.indices)
        var boxes = [Box(range: 0..<entries.count, entries: entries, order: order)]

        while boxes.count < maxColors {
            guard let widest = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }),
                  boxes[widest].error > 0 else { break }
            let box = boxes[widest]
            let channel = box.widestChannel
            // By the channel, then the colour: a total order, the colours being distinct. As one
            // integer each (channel, colour, then the entry's index below, which never decides:
            // fewer than 2²⁴ colours exist), the box sorts without a closure call per comparison.
            var keys = order[box.range].map { i in
                UInt64(entries[i].channel(channel)) << 56 | UInt64(entries[i].color) << 24 | UInt64(i)
            }
            keys.sort()
            for (slot, key) in zip(box.range, keys) { order[slot] = Int(key & 0xFF_FFFF) }
            let split = medianSplit(box.range, order: order, entries: entries)
            boxes[widest] = Box(range: box.range.lowerBound..<split, entries: entries, order: order)
            boxes.append(Box(range: split..<box.range.upperBound, entries: entries, order: order))
        }
        return boxes.map(\.mean).sorted()
    }

    /// The first index of the upper half: where the running pixel count reaches half the box's,
    /// kept inside the range so both halves are non-empty.
    private static func medianSplit(_ range: Range<Int>, order: [Int], entries: [Entry]) -> Int {
        let total = range.reduce(0) { $0 + entries[order[$1]].count }
        var running = 0
        for i in range {
            running += entries[order[i]].count
            if running * 2 >= total { return min(max(i + 1, range.lowerBound + 1), range.upperBound - 1) }
        }
        return range.upperBound - 1
    }

    private struct Entry {
        let color: UInt32
        let count: Int

        func channel(_ c: Int) -> Int {
            switch c {
            case 0: return PackedColor.red(color)
            case 1: return PackedColor.green(color)
            default: return PackedColor.blue(color)
            }
        }
    }

    /// A run of `order` with its summary statistics, computed once when the box is made.
    private struct Box {
        let range: Range<Int>
        /// Sum of squared distances to the mean, summed over pixels and channels.
        let error: Double
        let widestChannel: Int
        let mean: UInt32

        init(range: Range<Int>, entries: [Entry], order: [Int]) {
            self.range = range
            var n = 0.0
            var sum = [0.0, 0.0, 0.0], squares = [0.0, 0.0, 0.0]
            for i in range {
                let entry = entries[order[i]], w = Double(entry.count)
                n += w
                for c in 0..<3 {
                    let v = Double(entry.channel(c))
                    sum[c] += w * v
                    squares[c] += w * v * v
                }
            }
            let channelErrors = (0..<3).map { max(0, squares[$0] - sum[$0] * sum[$0] / n) }
            error = channelErrors.reduce(0, +)
            widestChannel = channelErrors.indices.max { channelErrors[$0] < channelErrors[$1] }!
            let average = (0..<3).map { UInt32((sum[$0] / n).rounded()) }
            mean = PackedColor.opaque(red: average[0], green: average[1], blue: average[2])
        }
    }
}
