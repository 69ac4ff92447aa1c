// ColorTally.swift: the distinct opaque colours of an animation, each with a small number (in
// order of first sight) and how many drawn pixels had it. The encoder looks colours up for every
// run of pixels of every frame, so the numbers are kept in ColorSlots, not a Dictionary.
// Guarantees: `colors[id(of: c)] == c`; ids are 0, 1, 2… in order of first sight.

struct ColorTally {
    /// Each colour's id.
    private var ids = ColorSlots()
    /// Colours by id, and the pixels counted for each.
    private(set) var colors: [UInt32] = []
    private(set) var counts: [Int] = []

    var count: Int { colors.count }

    /// The id of an opaque colour (0xFF_RR_GG_BB), numbering it if it is new.
    mutating func id(of color: UInt32) -> Int {
        if let id = ids.value(of: color) { return Int(id) }
        let id = colors.count
        ids.set(UInt32(id), for: color)
        colors.append(color)
        counts.append(0)
        return id
    }

    /// Counts `pixels` more pixels of the colour numbered `id`.
    mutating func count(pixels: Int, ofColorWithID id: Int) {
        counts[id] += pixels
    }
}
