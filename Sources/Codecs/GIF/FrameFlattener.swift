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
                for i in 0..<count {
                    // One load per pixel: r | g << 8 | b << 16 | a << 24 (the bytes are RGBA).
                    let rgba = raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self).littleEndian
                    let alpha = rgba >> 24
                    if alpha == 255 {
                        // Most UI pixels: opaque, nothing to composite; only the byte order changes.
                        pixels[i] = 0xFF00_0000 | (rgba & 0xFF) << 16 | (rgba & 0xFF00) | (rgba >> 16 & 0xFF)
                        continue
                    }
                    if keepsTransparency && alpha < 128 {
                        pixels[i] = PackedColor.transparent
                        continue
                    }
                    // Premultiplied source over an opaque matte: c + m·(1 − α), each ≤ 255 since c ≤ α.
                    let rest = 255 - alpha
                    pixels[i] = PackedColor.opaque(
                        red: (rgba & 0xFF) + divideBy255(matteRed * rest),
                        green: (rgba >> 8 & 0xFF) + divideBy255(matteGreen * rest),
                        blue: (rgba >> 16 & 0xFF) + divideBy255(matteBlue * rest))
                }
            }
            initialized = count
        }
    }
}
