// PackedColor.swift: how the GIF encoder and the quantizer represent a pixel: one UInt32 with
// three kinds of value:
//   0xFF_RR_GG_BB  an opaque colour to draw;
//   0x01_RR_GG_BB  "kept": the screen already shows this opaque colour, so the pixel may be
//                  written either as the transparent index or as the colour, whichever
//                  compresses better;
//   0              transparent (in a planned frame: written as the transparent index).
// A plain integer (rather than an enum or a struct of bytes) because frames are compared, hashed
// and sorted millions of times, and because sorting these integers gives palettes a deterministic
// order.

enum PackedColor {
    static let transparent: UInt32 = 0

    @inline(__always)
    static func opaque(red: UInt32, green: UInt32, blue: UInt32) -> UInt32 {
        0xFF00_0000 | red << 16 | green << 8 | blue
    }

    /// Marks an opaque colour as already on screen.
    @inline(__always) static func kept(_ color: UInt32) -> UInt32 { color & 0x00FF_FFFF | 0x0100_0000 }
    @inline(__always) static func isKept(_ value: UInt32) -> Bool { value >> 24 == 0x01 }
    @inline(__always) static func isOpaque(_ value: UInt32) -> Bool { value >> 24 == 0xFF }
    /// The opaque colour of a kept or opaque value.
    @inline(__always) static func color(of value: UInt32) -> UInt32 { value | 0xFF00_0000 }

    @inline(__always) static func red(_ color: UInt32) -> Int { Int(color >> 16 & 0xFF) }
    @inline(__always) static func green(_ color: UInt32) -> Int { Int(color >> 8 & 0xFF) }
    @inline(__always) static func blue(_ color: UInt32) -> Int { Int(color & 0xFF) }
}
