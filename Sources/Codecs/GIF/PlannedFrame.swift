// PlannedFrame.swift: one GIF frame after planning and before colour mapping: which rectangle it
// stores, what each stored pixel must become, how long it shows and how it is disposed of.

struct PlannedFrame {
    /// GIF disposal methods the encoder uses (the values are the GIF's own).
    enum Disposal: Int32 {
        /// Leave the frame on screen; the next frame draws over it.
        case doNotDispose = 1
        /// Clear the frame's rectangle to transparent before the next frame.
        case restoreToBackground = 2
    }

    /// The stored rectangle, inside the logical screen.
    var rect: PixelRect
    /// `rect.width * rect.height` packed values, row by row (see PackedColor): colours to draw,
    /// kept colours, and transparent pixels (which show the screen's transparency through).
    var pixels: [UInt32]
    /// Centiseconds.
    var delay: Int
    var disposal: Disposal

    /// The distinct opaque colours the frame draws (kept pixels aside), in no particular order
    /// (a ColorTally's open addressing, where a Set's hashing cost a visible share of planning).
    var drawnColors: [UInt32] {
        var colors = ColorTally()
        pixels.withUnsafeBufferPointer { pixels in
            // A run of one value at a time: one lookup a run.
            var i = 0
            while i < pixels.count {
                let pixel = pixels[i]
                if PackedColor.isOpaque(pixel) { _ = colors.id(of: pixel) }
                i += 1 + PixelRun.length(of: pixel, at: pixels.baseAddress! + i + 1, limit: pixels.count - i - 1)
            }
        }
        return colors.colors
    }
}
