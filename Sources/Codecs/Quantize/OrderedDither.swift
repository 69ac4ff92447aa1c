// OrderedDither.swift: the optional ordered (Bayer 8×8) dither used when a frame's colours had to
// be quantized. Ordered rather than error diffusion because the offset depends only on the pixel's
// screen position: an area redrawn in a later frame dithers with the same pattern, aligned with
// its untouched surroundings, instead of an error-diffusion pattern that differs every frame and
// makes animations crawl.

struct OrderedDither {
    /// The classic recursive Bayer matrix, values 0...63, row-major.
    private static let matrix: [Int] = {
        var m = [0]
        var size = 1
        while size < 8 {
            var next = [Int](repeating: 0, count: size * size * 4)
            for y in 0..<size * 2 {
                for x in 0..<size * 2 {
                    let base = m[(y % size) * size + x % size] * 4
                    let quadrant = [0, 2, 3, 1][(y / size) * 2 + x / size]
                    next[y * size * 2 + x] = base + quadrant
                }
            }
            m = next
            size *= 2
        }
        return m
    }()

    /// Peak-to-peak size of the offsets, in 8-bit levels.
    let amplitude: Int

    /// Scales the dither to the palette: the median distance from an entry to its nearest
    /// neighbour, so dithering just bridges the gaps between neighbouring colours.
    init(palette: [UInt32]) {
        var gaps: [Double] = []
        for (i, a) in palette.enumerated() {
            var nearest = Int.max
            for (j, b) in palette.enumerated() where j != i {
                let dr = PackedColor.red(a) - PackedColor.red(b)
                let dg = PackedColor.green(a) - PackedColor.green(b)
                let db = PackedColor.blue(a) - PackedColor.blue(b)
                nearest = min(nearest, dr * dr + dg * dg + db * db)
            }
            if nearest != Int.max { gaps.append(Double(nearest).squareRoot()) }
        }
        let median = gaps.isEmpty ? 0 : gaps.sorted()[gaps.count / 2]
        // Capped so a palette of a few far-apart colours is not turned into noise.
        amplitude = min(64, Int(median.rounded()))
    }

    /// The offset to add to each channel at screen position (x, y), centred on zero.
    func offset(x: Int, y: Int) -> Int {
        (2 * OrderedDither.matrix[(y & 7) * 8 + (x & 7)] - 63) * amplitude / 128
    }
}
