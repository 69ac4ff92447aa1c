// ColorSlots.swift: the hash table keyed by packed colour that ColorTally and ColorIndexMap are
// built on: open addressing on a multiplicative hash, each slot one word (colour and value
// together, so a probe reads one place), at most half full so probes stay short. The encoder
// looks colours up for nearly every run of pixels of every frame, where a Dictionary's SipHash
// per lookup was a visible share of encoding time.
// Guarantees: behaves as a [UInt32: UInt32] of values below 2³¹ that is only ever added to; any
// colour is a key, transparent black included.

struct ColorSlots {
    /// 0 = empty, else 1 << 63 | value << 32 | colour.
    private var slots: [UInt64]
    private var shift: UInt32 = 32 - 8
    private var count = 0

    init() { slots = [UInt64](repeating: 0, count: 1 << 8) }

    /// The value stored for `color`, if any.
    @inline(__always)
    func value(of color: UInt32) -> UInt32? {
        let entry = find(color).entry
        return entry == 0 ? nil : UInt32(truncatingIfNeeded: entry >> 32) & 0x7FFF_FFFF
    }

    /// Stores `value` (below 2³¹) for `color`, replacing what it had.
    mutating func set(_ value: UInt32, for color: UInt32) {
        precondition(value < 1 << 31, "a colour's value fits 31 bits")
        let (slot, entry) = find(color)
        if entry == 0 { count += 1 }
        slots[slot] = 1 << 63 | UInt64(value) << 32 | UInt64(color)
        if count * 2 > slots.count { grow() }
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
        let old = slots
        shift -= 1
        slots = [UInt64](repeating: 0, count: old.count * 2)
        for entry in old where entry != 0 { slots[find(UInt32(truncatingIfNeeded: entry)).slot] = entry }
    }
}
