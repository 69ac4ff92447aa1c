// ColorTally.swift: the distinct opaque colours of an animation, each with a small number (in
// order of first sight) and how many drawn pixels had it. The encoder looks colours up for every
// run of pixels of every frame, so this is an open-addressing table on a multiplicative hash
// rather than a Dictionary, whose per-lookup SipHash was a visible share of encoding time.
// Guarantees: `colors[id(of: c)] == c`; ids are 0, 1, 2… in order of first sight.

struct ColorTally {
    /// Colour in each slot (0 = empty: opaque colours always have alpha bits set), and its id.
    private var slots: [UInt32]
    private var slotIDs: [Int32]
    private var shift: UInt32
    /// Colours by id, and the pixels counted for each.
    private(set) var colors: [UInt32] = []
    private(set) var counts: [Int] = []

    init() {
        shift = 32 - 8
        slots = [UInt32](repeating: 0, count: 1 << 8)
        slotIDs = [Int32](repeating: 0, count: 1 << 8)
    }

    var count: Int { colors.count }

    /// The id of an opaque colour (0xFF_RR_GG_BB), numbering it if it is new.
    mutating func id(of color: UInt32) -> Int {
        let mask = slots.count - 1
        var slot = Int((color &* 0x9E37_79B1) >> shift)
        while true {
            let held = slots[slot]
            if held == color { return Int(slotIDs[slot]) }
            if held == 0 { break }
            slot = (slot + 1) & mask
        }
        let id = colors.count
        slots[slot] = color
        slotIDs[slot] = Int32(id)
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

    private mutating func grow() {
        shift -= 1
        slots = [UInt32](repeating: 0, count: slots.count * 2)
        slotIDs = [Int32](repeating: 0, count: slots.count)
        let mask = slots.count - 1
        for (id, color) in colors.enumerated() {
            var slot = Int((color &* 0x9E37_79B1) >> shift)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = color
            slotIDs[slot] = Int32(id)
        }
    }
}
