// PalettePlan.swift: chooses the GIF's colour tables once all frames are planned.
// If every colour written by every frame, plus the transparent index when any frame needs it, fits
// in 256 entries, the GIF gets one exact global table (UI animations usually fit, and then decode
// to exactly the input colours). Otherwise each frame gets a local table built from the pixels it
// actually stores: exact if they fit, else a median-cut palette of them.

enum PalettePlan {
    case global(ColorTable)
    case perFrame

    static func choose(for frames: [PlannedFrame]) -> PalettePlan {
        var colors = Set<UInt32>()
        var hasTransparentPixels = false, hasKeptPixels = false
        for frame in frames {
            var previous: UInt32?
            for pixel in frame.pixels where pixel != previous {
                previous = pixel
                if pixel == PackedColor.transparent {
                    hasTransparentPixels = true
                    continue
                }
                if PackedColor.isKept(pixel) { hasKeptPixels = true }
                // Kept colours count too: the mapper may write them as themselves.
                colors.insert(PackedColor.color(of: pixel))
                if colors.count > 256 { return .perFrame }
            }
        }
        guard colors.count + (hasTransparentPixels ? 1 : 0) <= 256 else { return .perFrame }
        // Kept pixels only want the transparent index for compression; with 256 colours they are
        // written as their own (exact) colours instead.
        let transparency = hasTransparentPixels || (hasKeptPixels && colors.count < 256)
        return .global(ColorTable(colors: colors.sorted(), withTransparency: transparency))
    }

    /// The local table for one frame of a `.perFrame` GIF, from the colours it draws (kept pixels
    /// are written transparent unless their colour happens to be in the table).
    static func localTable(for frame: PlannedFrame) -> ColorTable {
        let transparency = frame.mayUseTransparency
        let histogram = ColorHistogram(pixels: frame.pixels)
        let colors = MedianCut.palette(for: histogram, maxColors: transparency ? 255 : 256)
        return ColorTable(colors: colors, withTransparency: transparency)
    }
}
