// ColorSurvey.swift: what the palette choice needs to know about an animation, gathered one
// planned frame at a time as frames are planned, so that no frame's pixels have to be kept for it:
// every colour stored (kept ones included: the mapper may write them as themselves), how many
// pixels draw each (for the median cut), whether any pixel is transparent or may be written so,
// and, while the colours still fit one table, which colours each frame draws (for PaletteOrder).

struct ColorSurvey {
    private var tally = ColorTally()
    private(set) var hasTransparentPixels = false
    /// Whether some frame may write some pixel with the transparent index (kept or transparent).
    private(set) var mayUseTransparency = false
    /// Per frame, a 256-bit set of the colour ids it draws; nil once there are more than 256
    /// colours, when the frames are planned again in palette colours anyway (QuantizedReplanner).
    private var drawnIDs: [(UInt64, UInt64, UInt64, UInt64)]? = []

    var colorCount: Int { tally.count }

    mutating func add(_ frame: PlannedFrame) {
        var drawn: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        frame.pixels.withUnsafeBufferPointer { pixels in
            var i = 0
            while i < pixels.count {
                let pixel = pixels[i]
                let end = i + 1 + PixelRun.length(of: pixel, at: pixels.baseAddress! + i + 1, limit: pixels.count - i - 1)
                defer { i = end }
                if pixel == PackedColor.transparent {
                    hasTransparentPixels = true
                    mayUseTransparency = true
                    continue
                }
                if PackedColor.isKept(pixel) {
                    mayUseTransparency = true
                    _ = tally.id(of: PackedColor.color(of: pixel))
                    continue
                }
                let id = tally.id(of: pixel)
                tally.count(pixels: end - i, ofColorWithID: id)
                switch id {
                case 0..<64: drawn.0 |= 1 << UInt64(id)
                case 64..<128: drawn.1 |= 1 << UInt64(id - 64)
                case 128..<192: drawn.2 |= 1 << UInt64(id - 128)
                case 192..<256: drawn.3 |= 1 << UInt64(id - 192)
                default: break
                }
            }
        }
        if tally.count > 256 { drawnIDs = nil }
        drawnIDs?.append(drawn)
    }

    /// The colours each frame added so far draws; only while there are at most 256 colours.
    var drawnColors: [[UInt32]]? {
        drawnIDs.map { sets in
            sets.map { set in
                var colors: [UInt32] = []
                for (word, bits) in [set.0, set.1, set.2, set.3].enumerated() {
                    for bit in 0..<64 where bits >> UInt64(bit) & 1 == 1 { colors.append(tally.colors[word * 64 + bit]) }
                }
                return colors
            }
        }
    }

    /// The distinct colours seen, and the pixel counts of those drawn.
    var histogram: ColorHistogram { ColorHistogram(tally) }
    var colors: [UInt32] { tally.colors }
}
