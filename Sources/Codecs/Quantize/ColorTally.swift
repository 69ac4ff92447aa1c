// ColorTally.swift: the distinct opaque colours of an animation, each with a small number (in
// order of first sight) and how many drawn pixels had it. The encoder looks colours up for every
// run of pixels of every frame, so this is an open-addressing table on a multiplicative hash
// rather than a Dictionary, whose per-lookup SipHash was a visible share of encoding time.
// Guarantees: `colors[id(of: c)] == c`; ids are 0, 1, 2… in order of first sight.

struct ColorTally {
    /// 0 = empty, else (id + 1) << 32 | colour: one word per slot, so a probe reads one place.
    private var slots: [UInt64]
    private var shift: UInt32
    /// Colours by id, and the pixels counted for each.
    private(set) var colors: [UInt32] = []
    private(set) var counts: [Int] = []

    init() {
        shift = 32 - 8
        slots = [UInt64](repeating: 0, count: 1 << 8)
    }

    var count: Int { colors.count }

    /// The id of an opaque colour (0xFF_RR_GG_BB), numbering it if it is new.
    mutating func id(of color: UInt32) -> Int {
        let (slot, held) = find(color)
        if held != 0 { return Int(truncatingIfNeeded: held >> 32) - 1 }
        let id = colors.count
        slots[slot] = UInt64(id + 1) << 32 | UInt64(color)
        colors.append(color)
        counts.append(0)
        // Half full at most, so probes stay short.
        if colors.count * 2 > slots.count { grow() }
        return id
    }

    /// Counts `pixels` more pixels of the colour numbered `id`.
    mutating func count(pixels: Int, ofColorWithID id: Int) {
        counts[id] += pixels
    }

    /// The slot holding `color` and its entry, or the empty slot where it would go and 0.
    @inline(__always)
    private func find(_ color: UInt32) -> (slot: Int, entry: UInt64) {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int((color &* 0x9E37_79B1) >> shift)
            while true {
                let entry = slots[slot]
                if entry == 0 || UInt32(truncatingIfNeeded: entry) == color { return (slot, entry) }
                slot = (slot + 1) & mask
            }
        }
    }

    private mutating func grow() {
        shift -= 1
        slots = [UInt64](repeating: 0, count: slots.count * 2)
        for (id, color) in colors.enumerated() {
            slots[find(color).slot] = UInt64(id + 1) << 32 | UInt64(color)
        }
    }
}
