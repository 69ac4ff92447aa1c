// PalettePlan.swift: chooses the GIF's colour table once all frames are planned, from their
// ColorSurvey.
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

    static func choose(for survey: ColorSurvey) -> PalettePlan {
        // Kept pixels need no entry of their own: a frame can declare any index it does not draw
        // with transparent (see PaletteMapper.choices).
        if survey.colorCount + (survey.hasTransparentPixels ? 1 : 0) <= 256 {
            return PalettePlan(table: ColorTable(colors: survey.colors.sorted(), withTransparency: survey.hasTransparentPixels),
                               isExact: true)
        }
        // One median-cut palette of every pixel the frames draw; the transparent index is kept
        // whenever a frame may use it.
        let transparency = survey.mayUseTransparency
        let colors = MedianCut.palette(for: survey.histogram, maxColors: transparency ? 255 : 256)
        return PalettePlan(table: ColorTable(colors: colors, withTransparency: transparency), isExact: false)
    }
}
