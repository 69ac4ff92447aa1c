// ColorTable.swift: a GIF colour table as the encoder plans it: the opaque colours in index order,
// plus the transparent index when the frames need one. GIF tables hold a power of two of entries
// (2 to 256); the slots past the colours, including the transparent one, are black.

struct ColorTable: Equatable {
    /// Opaque packed colours; colour i has index i.
    let colors: [UInt32]
    /// A slot right after the colours that no colour takes, when the frames have transparent
    /// pixels: each frame declares the lowest index it does not draw transparent (see
    /// PaletteMapper.choices), and this slot guarantees there is one.
    let transparentIndex: Int?

    /// `colors.count` plus the transparent slot must not exceed 256.
    init(colors: [UInt32], withTransparency: Bool) {
        precondition(colors.count + (withTransparency ? 1 : 0) <= 256, "a GIF colour table has at most 256 entries")
        self.colors = colors
        transparentIndex = withTransparency ? colors.count : nil
    }

    /// Bits per index, 1...8: the table's size is 2^bitsPerPixel.
    var bitsPerPixel: Int {
        let used = colors.count + (transparentIndex == nil ? 0 : 1)
        var bits = 1
        while 1 << bits < used { bits += 1 }
        return bits
    }

    /// Red, green, blue of every slot, `3 << bitsPerPixel` bytes.
    var rgbBytes: [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 3 << bitsPerPixel)
        for (i, color) in colors.enumerated() {
            bytes[i * 3] = UInt8(PackedColor.red(color))
            bytes[i * 3 + 1] = UInt8(PackedColor.green(color))
            bytes[i * 3 + 2] = UInt8(PackedColor.blue(color))
        }
        return bytes
    }
}
