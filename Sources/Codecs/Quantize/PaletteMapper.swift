// PaletteMapper.swift: turns a planned frame's packed pixels into colour-table indices.
// Colours present in the table map exactly (never dithered, so flat areas stay clean); other
// colours go to the nearest entry, optionally after an ordered-dither offset. Results for
// undithered colours are remembered because frames repeat colours heavily. Kept pixels may be written
// as the transparent index or as their own colour; FrameEncodingChooser decides.

struct PaletteMapper {
    private let table: ColorTable
    /// Every table colour's index, and then (undithered) each other colour's nearest one, as it
    /// is first looked up: one probe finds either.
    private var known: ColorIndexMap
    private let search: NearestColorSearch
    private let dither: OrderedDither?
    /// The last colour looked up whose index does not depend on its position, its index and that
    /// entry's colour: runs of one colour are the rule, and they skip the hash tables (0 is never
    /// looked up).
    private var last: (color: UInt32, index: UInt8, mapped: UInt32) = (0, 0, 0)

    init(table: ColorTable, dither: Bool) {
        self.table = table
        var known = ColorIndexMap()
        for (i, color) in table.colors.enumerated() { known[color] = UInt8(i) }
        self.known = known
        search = NearestColorSearch(palette: table.colors)
        self.dither = dither ? OrderedDither(palette: table.colors) : nil
    }

    /// The indices each stored pixel of `frame` may be written with, row by row.
    mutating func choices(for frame: PlannedFrame) -> IndexChoices {
        let count = frame.pixels.count
        // The indices pixels must be drawn with (kept pixels may be left transparent instead).
        var drawn = [Bool](repeating: false, count: 256)
        let rect = frame.rect
        var ownColors = [UInt8](repeating: 0, count: count)
        frame.pixels.withUnsafeBufferPointer { pixels in
            ownColors.withUnsafeMutableBufferPointer { ownColors in
                for row in 0..<rect.height {
                    let rowStart = pixels.baseAddress! + row * rect.width
                    var column = 0
                    // A run of one value at a time: one lookup for all of it where the index does
                    // not depend on the position, one per pixel where it does (dithering).
                    while column < rect.width {
                        let pixel = rowStart[column]
                        let end = column + 1 + PixelRun.length(of: pixel, at: rowStart + column + 1, limit: rect.width - column - 1)
                        defer { column = end }
                        // Kept colours are table entries: an exact table holds every colour, and
                        // quantized frames are planned again in table colours.
                        guard PackedColor.isKept(pixel) || PackedColor.isOpaque(pixel) else { continue }
                        let color = PackedColor.color(of: pixel), opaque = PackedColor.isOpaque(pixel)
                        let out = ownColors.baseAddress! + row * rect.width
                        let first = index(of: color, x: rect.x + column, y: rect.y + row)
                        if last.color == color {
                            // Remembered: the same index wherever the colour is.
                            (out + column).update(repeating: first, count: end - column)
                            if opaque { drawn[Int(first)] = true }
                            continue
                        }
                        out[column] = first
                        for c in (column + 1)..<end { out[c] = index(of: color, x: rect.x + c, y: rect.y + row) }
                        if opaque { for c in column..<end { drawn[Int(out[c])] = true } }
                    }
                }
            }
        }
        // Pixels written with the transparent index show what is under them whatever that index
        // is, so the frame may declare any index it does not draw transparent; the lowest keeps its
        // LZW code size small. A full table may leave none, but then it has no transparent
        // pixels: the plan reserves a slot for them.
        let transparent = (0..<(1 << table.bitsPerPixel)).first { !drawn[$0] }.map(UInt8.init)
        var transparentWhereKept = ownColors
        frame.pixels.withUnsafeBufferPointer { pixels in
            ownColors.withUnsafeMutableBufferPointer { ownColors in
                transparentWhereKept.withUnsafeMutableBufferPointer { transparentWhereKept in
                    for i in 0..<count where !PackedColor.isOpaque(pixels[i]) {
                        if !PackedColor.isKept(pixels[i]) {
                            ownColors[i] = transparent!
                            transparentWhereKept[i] = transparent!
                        } else if let transparent {
                            transparentWhereKept[i] = transparent
                        }
                    }
                }
            }
        }
        return IndexChoices(transparentWhereKept: transparentWhereKept, ownColors: ownColors, transparentIndex: transparent.map(Int.init))
    }

    /// The table colour an opaque colour at screen position (x, y) is drawn with.
    mutating func mappedColor(of color: UInt32, x: Int, y: Int) -> UInt32 {
        if color == last.color { return last.mapped }
        return table.colors[Int(index(of: color, x: x, y: y))]
    }

    /// `mappedColor` for `count` (at least 1) pixels of one opaque colour from (x, y) along a
    /// row, written from `target` on: once for them all where the colour's table colour does not
    /// depend on where it is, pixel by pixel where it does (dithering).
    mutating func mapRun(of color: UInt32, x: Int, y: Int, count: Int, into target: UnsafeMutablePointer<UInt32>) {
        let first = mappedColor(of: color, x: x, y: y)
        if last.color == color {
            target.update(repeating: first, count: count)
            return
        }
        target[0] = first
        for k in 1..<count { target[k] = mappedColor(of: color, x: x + k, y: y) }
    }

    private mutating func index(of color: UInt32, x: Int, y: Int) -> UInt8 {
        if color == last.color { return last.index }
        if let index = known[color] {
            last = (color, index, table.colors[Int(index)])
            return index
        }
        let red = PackedColor.red(color), green = PackedColor.green(color), blue = PackedColor.blue(color)
        if let dither {
            // Not remembered: a dithered colour's index depends on where it is.
            let d = dither.offset(x: x, y: y)
            return UInt8(search.nearest(red: clamp(red + d), green: clamp(green + d), blue: clamp(blue + d)))
        }
        let index = UInt8(search.nearest(red: red, green: green, blue: blue))
        known[color] = index
        last = (color, index, table.colors[Int(index)])
        return index
    }

    private func clamp(_ v: Int) -> Int { min(255, max(0, v)) }
}

/// The indices a frame's pixels may be written with: the two arrays agree except at kept pixels,
/// where any mix of the two shows the same picture.
struct IndexChoices {
    /// Kept pixels as `transparentIndex` (when there is one), the others as in `ownColors`.
    let transparentWhereKept: [UInt8]
    /// Every pixel as its own colour's index (transparent pixels as the transparent index).
    let ownColors: [UInt8]
    /// The index the frame may declare transparent: the lowest one it does not draw.
    let transparentIndex: Int?
}
