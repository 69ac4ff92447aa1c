// ColorIndexMap.swift: packed colours to colour-table indices, for PaletteMapper, which looks one
// up for nearly every pixel run of every frame: open addressing on a multiplicative hash (as
// ColorTally), where a Dictionary's SipHash per lookup was a visible share of encoding time.
// Guarantees: behaves as a [UInt32: UInt8] that is only ever added to: a later value for a colour
// replaces the earlier one.

struct ColorIndexMap {
    /// 0 = empty, else 1 << 40 | index << 32 | colour: any colour, transparent black included.
    private var slots: [UInt64]
    private var shift: UInt32
    private var count = 0

    init() {
        shift = 32 - 8
        slots = [UInt64](repeating: 0, count: 1 << 8)
    }

    subscript(color: UInt32) -> UInt8? {
        get {
            let slot = find(color)
            return slots[slot] == 0 ? nil : UInt8(truncatingIfNeeded: slots[slot] >> 32)
        }
        set {
            guard let index = newValue else { preconditionFailure("ColorIndexMap only adds") }
            let slot = find(color)
            if slots[slot] == 0 { count += 1 }
            slots[slot] = 1 << 40 | UInt64(index) << 32 | UInt64(color)
            // Half full at most, so probes stay short.
            if count * 2 > slots.count { grow() }
        }
    }

    /// The slot holding `color`, or the empty one where it would go.
    @inline(__always)
    private func find(_ color: UInt32) -> Int {
        let mask = slots.count - 1
        var slot = Int((color &* 0x9E37_79B1) >> shift)
        while slots[slot] != 0 && UInt32(truncatingIfNeeded: slots[slot]) != color { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = slots
        shift -= 1
        slots = [UInt64](repeating: 0, count: old.count * 2)
        for entry in old where entry != 0 { slots[find(UInt32(truncatingIfNeeded: entry))] = entry }
    }
}
