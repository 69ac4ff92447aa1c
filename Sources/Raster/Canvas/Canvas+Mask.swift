// Canvas+Mask.swift: a layer shown through another layer's alpha, as SwiftUI's `.mask` shows a
// view through its mask view: content drawn into one layer, the mask into a second on top of it;
// ending the pair multiplies each content pixel (all four premultiplied channels) by the mask's
// alpha there, then composites the content as any layer.
// Only the content's dirty rectangle is touched: outside the mask's own dirty rectangle its
// alpha is zero, so the content there goes too, and the content's dirty rectangle shrinks to it.

extension Canvas {
    /// Ends the top two layers, the top one a mask and the one below it the content: composites
    /// the content as seen through the mask's alpha. Does nothing without two layers.
    public func endMaskedLayer() {
        guard layers.count >= 2 else { return }
        maskTopLayer()
        endLayer()
    }

    /// Ends the top layer as the mask of the one below: the content's pixels are scaled by the
    /// mask's alpha where they are, and the content stays the top layer, to be composited (as
    /// `endMaskedLayer` does) or kept. Does nothing without two layers.
    public func maskTopLayer() {
        guard layers.count >= 2, let mask = layers.popLast() else { return }
        let content = layers[layers.count - 1], d = content.dirty
        for y in d.rows {
            let pixels = content.buffer.base + (y * width + d.minX) * 4
            let alpha = mask.buffer.base + (y * width + d.minX) * 4 + 3
            for x in 0..<d.width {
                let m = UInt32(alpha[x * 4])
                guard m < 255 else { continue }
                for k in 0..<4 { pixels[x * 4 + k] = UInt8(divideBy255(UInt32(pixels[x * 4 + k]) * m)) }
            }
        }
        // Outside the mask's drawing its alpha is zero: what the content had there is gone.
        layers[layers.count - 1].dirty = d.intersection(mask.dirty)
        recycle(mask)
    }
}
