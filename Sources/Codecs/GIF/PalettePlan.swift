// PalettePlan.swift: chooses the GIF's colour table once all frames are planned.
// If every colour written by every frame, plus the transparent index when any frame needs it, fits
// in 256 entries, the GIF gets one exact global table (UI animations usually fit, and then decode
// to exactly the input colours). Otherwise one median-cut palette of all the pixels the frames
// store serves every frame: a colour then always becomes the same index, so equal frames decode
// equal (an animation that ends where it began loops without a jump), which per-frame palettes
// cannot promise.

struct PalettePlan {
    let table: ColorTable
    /// True when every stored colour is in the table as it is (no dithering needed).
    let isExact: Bool

    static func choose(for frames: [PlannedFrame]) -> PalettePlan {
        var colors = Set<UInt32>()
        var hasTransparentPixels = false
        for frame in frames {
            var previous: UInt32?
            for pixel in frame.pixels where pixel != previous {
                previous = pixel
                if pixel == PackedColor.transparent {
                    hasTransparentPixels = true
                    continue
                }
                // Kept colours count too: the mapper may write them as themselves.
                colors.insert(PackedColor.color(of: pixel))
                if colors.count > 256 { return quantized(frames) }
            }
        }
        guard colors.count + (hasTransparentPixels ? 1 : 0) <= 256 else { return quantized(frames) }
        // Kept pixels need no entry of their own: a frame can declare any index it does not draw
        // with transparent (see PaletteMapper.choices).
        let transparency = hasTransparentPixels
        return PalettePlan(table: ColorTable(colors: colors.sorted(), withTransparency: transparency), isExact: true)
    }

    /// One median-cut palette of every pixel the frames store; the transparent index is kept
    /// whenever a frame may use it.
    private static func quantized(_ frames: [PlannedFrame]) -> PalettePlan {
        let transparency = frames.contains { $0.mayUseTransparency }
        let histogram = ColorHistogram(pixels: frames.flatMap(\.pixels))
        let colors = MedianCut.palette(for: histogram, maxColors: transparency ? 255 : 256)
        return PalettePlan(table: ColorTable(colors: colors, withTransparency: transparency), isExact: false)
    }
}
