// FrameFlattener.swift: premultiplied Pixmap → the GIF encoder's packed pixels (see PackedColor).
// GIF has only fully opaque or fully transparent pixels, so partial alpha must be resolved before
// quantizing: composited over the matte colour, and in transparent mode first thresholded at
// alpha 128 (so antialiased edges blend towards the matte the GIF will most likely be shown on).

import Raster

struct FrameFlattener {
    private let matteRed: UInt32, matteGreen: UInt32, matteBlue: UInt32
    private let keepsTransparency: Bool

    init(background: GIFBackground) {
        let matte: RGBA8
        switch background {
        case .opaque(let color): matte = color; keepsTransparency = false
        case .transparent(let color): matte = color; keepsTransparency = true
        }
        matteRed = UInt32(matte.r); matteGreen = UInt32(matte.g); matteBlue = UInt32(matte.b)
    }

    func flatten(_ pixmap: Pixmap) -> [UInt32] {
        let count = pixmap.width * pixmap.height
        return [UInt32](unsafeUninitializedCapacity: count) { pixels, initialized in
            pixmap.bytes.withUnsafeBytes { raw in
                let source = raw.baseAddress!, out = UnsafeMutableRawPointer(pixels.baseAddress!)
                var i = 0
                while i < count {
                    // Most UI pixels are opaque, with nothing to composite, only the byte order to
                    // change: four at a time where all four are.
                    if i &+ 4 <= count, let packed = Self.opaqueFour(at: source + i &* 4) {
                        out.storeBytes(of: packed, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                        i &+= 4
                        continue
                    }
                    // One load per pixel: r | g << 8 | b << 16 | a << 24 (the bytes are RGBA).
                    pixels[i] = flattened(source.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self).littleEndian)
                    i &+= 1
                }
            }
            initialized = count
        }
    }

    /// Four pixels at p as packed colours, if all four are opaque. Their alphas are tested as two
    /// 64-bit words: comparing the vectors compiled to an emulation of 64-bit lanes, twice. (On a
    /// big-endian machine the vector's lanes are not r | g << 8 | …, and every pixel goes one at a
    /// time.)
    @inline(__always)
    private static func opaqueFour(at p: UnsafeRawPointer) -> SIMD4<UInt32>? {
        #if _endian(little)
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        let low = p.loadUnaligned(as: UInt64.self), high = p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        guard low & high & alphas == alphas else { return nil }
        let four = p.loadUnaligned(as: SIMD4<UInt32>.self)
        return (four & 0xFF) &<< 16 | four & 0xFF00 | four &>> 16 & 0xFF | SIMD4(repeating: 0xFF00_0000)
        #else
        return nil
        #endif
    }

    /// One pixel, r | g << 8 | b << 16 | a << 24, as a packed colour.
    @inline(__always)
    private func flattened(_ rgba: UInt32) -> UInt32 {
        let alpha = rgba >> 24
        if alpha == 255 { return 0xFF00_0000 | (rgba & 0xFF) << 16 | (rgba & 0xFF00) | (rgba >> 16 & 0xFF) }
        if keepsTransparency && alpha < 128 { return PackedColor.transparent }
        // Premultiplied source over an opaque matte: c + m·(1 − α), each ≤ 255 since c ≤ α.
        let rest = 255 - alpha
        return PackedColor.opaque(
            red: (rgba & 0xFF) + divideBy255(matteRed * rest),
            green: (rgba >> 8 & 0xFF) + divideBy255(matteGreen * rest),
            blue: (rgba >> 16 & 0xFF) + divideBy255(matteBlue * rest))
    }
}
