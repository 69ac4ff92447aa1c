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
        var out = [UInt32](repeating: PackedColor.transparent, count: pixmap.width * pixmap.height)
        pixmap.bytes.withUnsafeBufferPointer { bytes in
            out.withUnsafeMutableBufferPointer { pixels in
                for i in pixels.indices {
                    let alpha = UInt32(bytes[i * 4 + 3])
                    if keepsTransparency && alpha < 128 { continue }
                    // Premultiplied source over an opaque matte: c + m·(1 − α), each ≤ 255 since c ≤ α.
                    let rest = 255 - alpha
                    pixels[i] = PackedColor.opaque(
                        red: UInt32(bytes[i * 4]) + divideBy255(matteRed * rest),
                        green: UInt32(bytes[i * 4 + 1]) + divideBy255(matteGreen * rest),
                        blue: UInt32(bytes[i * 4 + 2]) + divideBy255(matteBlue * rest))
                }
            }
        }
        return out
    }
}
