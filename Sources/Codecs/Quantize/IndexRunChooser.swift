// IndexRunChooser.swift: picks, for pixels that may be written with either of two indices (a kept
// pixel: the transparent index or its own colour), the choice that makes the index stream change
// value least often. Fewer changes mean longer runs, which LZW turns into fewer codes. It is an
// exact minimisation (Viterbi over the two choices per pixel, in the order LZW sees the pixels,
// rows wrapping into each other). Ties go to the second choice (the pixel's own colour): flat
// areas then come out as one colour whether or not they changed, so rows repeat and LZW reuses
// them. Measured on a 200×200 antialiased disc moving for 50 frames: always transparent 23 038
// bytes, ties to transparent 20 750, ties to own colour 19 594 (gifsicle -O3 of it: 19 344).

enum IndexRunChooser {
    /// `first[i]` and `second[i]` are the allowed indices of pixel i (equal when there is no choice).
    /// Returns one of them for each pixel.
    static func choose(first: [UInt8], second: [UInt8]) -> [UInt8] {
        let count = first.count
        precondition(second.count == count, "two choices for every pixel")
        guard count > 0 else { return [] }
        // costC: fewest changes so far with the current pixel written as its choice C;
        // from[i] bit c: which choice of pixel i − 1 that best path came from.
        var from = [UInt8](repeating: 0, count: count)
        var cost0 = 0, cost1 = 0
        first.withUnsafeBufferPointer { first in
            second.withUnsafeBufferPointer { second in
                from.withUnsafeMutableBufferPointer { from in
                    for i in 1..<count {
                        let previous0 = first[i - 1], previous1 = second[i - 1]
                        func best(_ index: UInt8) -> (cost: Int, from: UInt8) {
                            let via0 = cost0 + (previous0 == index ? 0 : 1)
                            let via1 = cost1 + (previous1 == index ? 0 : 1)
                            return via1 <= via0 ? (via1, 1) : (via0, 0)
                        }
                        let choice0 = best(first[i]), choice1 = best(second[i])
                        cost0 = choice0.cost
                        cost1 = choice1.cost
                        from[i] = choice0.from | choice1.from << 1
                    }
                }
            }
        }
        var choice: UInt8 = cost1 <= cost0 ? 1 : 0
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            first.withUnsafeBufferPointer { first in
                second.withUnsafeBufferPointer { second in
                    from.withUnsafeBufferPointer { from in
                        for i in stride(from: count - 1, through: 0, by: -1) {
                            out[i] = choice == 0 ? first[i] : second[i]
                            choice = from[i] >> choice & 1
                        }
                    }
                }
            }
            initialized = count
        }
    }
}
