// ColorIndexMap.swift: packed colours to colour-table indices, for PaletteMapper, which looks one
// up for nearly every pixel run of every frame (ColorSlots underneath).
// Guarantees: behaves as a [UInt32: UInt8] that is only ever added to: a later value for a colour
// replaces the earlier one.

struct ColorIndexMap {
    private var slots = ColorSlots()

    subscript(color: UInt32) -> UInt8? {
        get { slots.value(of: color).map { UInt8(truncatingIfNeeded: $0) } }
        set {
            guard let index = newValue else { preconditionFailure("ColorIndexMap only adds") }
            slots.set(UInt32(index), for: color)
        }
    }
}
