// PaletteMapper.swift: turns a planned frame's packed pixels into colour-table indices.
// Colours present in the table map exactly (never dithered, so flat areas stay clean); other
// colours go to the nearest entry, optionally after an ordered-dither offset. Results for
// undithered colours are cached because frames repeat colours heavily. Kept pixels may be written
// as the transparent index or as their own colour; FrameEncodingChooser decides.

struct PaletteMapper {
    private let table: ColorTable
    private let exact: [UInt32: UInt8]
    private let search: NearestColorSearch
    private let dither: OrderedDither?
    private var cache: [UInt32: UInt8] = [:]

    init(table: ColorTable, dither: Bool) {
        self.table = table
        var exact: [UInt32: UInt8] = [:]
        for (i, color) in table.colors.enumerated() { exact[color] = UInt8(i) }
        self.exact = exact
        search = NearestColorSearch(palette: table.colors)
        self.dither = dither ? OrderedDither(palette: table.colors) : nil
    }

    /// The indices each stored pixel of `frame` may be written with, row by row.
    mutating func choices(for frame: PlannedFrame) -> IndexChoices {
        // The two arrays differ only for a kept pixel whose colour is in the table, which may be
        // written as the transparent index or as itself.
        var transparentWhereKept = [UInt8](repeating: 0, count: frame.pixels.count)
        var ownColors = transparentWhereKept
        let rect = frame.rect
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                let i = row * rect.width + column, pixel = frame.pixels[i]
                if PackedColor.isOpaque(pixel) {
                    transparentWhereKept[i] = index(of: pixel, x: rect.x + column, y: rect.y + row)
                    ownColors[i] = transparentWhereKept[i]
                } else {
                    // A table without the transparent index is exact and its frames have no
                    // transparent pixels, so every kept colour is in it.
                    let own = PackedColor.isKept(pixel) ? exact[PackedColor.color(of: pixel)] : nil
                    transparentWhereKept[i] = table.transparentIndex.map(UInt8.init) ?? own!
                    ownColors[i] = own ?? transparentWhereKept[i]
                }
            }
        }
        return IndexChoices(transparentWhereKept: transparentWhereKept, ownColors: ownColors)
    }

    /// The table colour an opaque colour at screen position (x, y) is drawn with.
    mutating func mappedColor(of color: UInt32, x: Int, y: Int) -> UInt32 {
        table.colors[Int(index(of: color, x: x, y: y))]
    }

    private mutating func index(of color: UInt32, x: Int, y: Int) -> UInt8 {
        if let index = exact[color] { return index }
        let red = PackedColor.red(color), green = PackedColor.green(color), blue = PackedColor.blue(color)
        if let dither {
            let d = dither.offset(x: x, y: y)
            return UInt8(search.nearest(red: clamp(red + d), green: clamp(green + d), blue: clamp(blue + d)))
        }
        if let index = cache[color] { return index }
        let index = UInt8(search.nearest(red: red, green: green, blue: blue))
        cache[color] = index
        return index
    }

    private func clamp(_ v: Int) -> Int { min(255, max(0, v)) }
}

/// The indices a frame's pixels may be written with: the two arrays agree except at kept pixels
/// whose colour is in the table, where any mix of the two shows the same picture.
struct IndexChoices {
    /// Kept pixels as the transparent index (when the table has one), the others as their colour.
    let transparentWhereKept: [UInt8]
    /// Every pixel as its own colour's index.
    let ownColors: [UInt8]
}
