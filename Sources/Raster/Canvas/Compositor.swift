// Compositor.swift: the CoverageSinks that paint coverage runs into pixels by SourceOver. What a
// run needs is worked out once per run: a run of equal coverage is the source scaled once and the
// destination kept by one factor, and an opaque colour covering fully is just stored.
// SolidFill is the common case (one colour, no clip) kept to the few instructions it needs;
// PaintFill takes any paint (solid or gradient) through the layer's clip mask. Pixel offsets use
// wrapping arithmetic: every one of them lies inside the canvas the rasterizer was made for.

/// One colour, no clip.
struct SolidFill: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt8>
    let width: Int
    let color: PremultipliedColor
    let alpha: Float
    let isOpaque: Bool
    let prefetchReach: PixelPrefetch.Reach

    init(pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, color: PremultipliedColor) {
        self.pixels = pixels
        self.width = width
        self.color = color
        alpha = SourceOver.alpha(ofUniform: color)
        isOpaque = color.w >= 255
        prefetchReach = PixelPrefetch.Reach(width: width, height: height)
    }

    @inline(__always)
    func prefetch(row y: Int, columns: Range<Int>) {
        PixelPrefetch.row(y, columns: columns, of: pixels, width: width, reach: prefetchReach)
    }

    @inline(__always)
    mutating func blend(row y: Int, x: Int, coverage: Float) {
        SourceOver.blend(color, alpha: alpha, coverage: coverage, onto: pixels + (y &* width &+ x) &* 4)
    }

    /// Four pixels with their own coverages, a vector per channel (FourPixels): each lane
    /// computes what `blend(row:x:coverage:)` does for its pixel.
    @inline(__always)
    mutating func blend(row y: Int, fourFrom x: Int, coverages c: SIMD4<Float>) {
        let p = UnsafeMutableRawPointer(pixels + (y &* width &+ x) &* 4)
        let d = FourPixels(p.loadUnaligned(as: SIMD4<UInt32>.self))
        let keep = 1 - alpha * c
        let out = FourPixels(r: color.x * c + d.r * keep, g: color.y * c + d.g * keep,
                             b: color.z * c + d.b * keep, a: color.w * c + d.a * keep)
        p.storeBytes(of: out.words, as: SIMD4<UInt32>.self)
    }

    @inline(__always)
    mutating func blend(row y: Int, columns: Range<Int>, coverage c: Float) {
        let p = pixels + (y &* width &+ columns.lowerBound) &* 4
        if c >= 1 && isOpaque {
            // Fully covered by an opaque colour: the colour itself.
            UnsafeMutableRawPointer(p).assumingMemoryBound(to: UInt32.self)
                .update(repeating: SourceOver.opaqueWord(color), count: columns.count)
        } else {
            SourceOver.blend(color * c, keep: 1 - alpha * c, onto: p, count: columns.count)
        }
    }
}

/// Any paint, through the clip mask when there is one.
struct PaintFill: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt8>
    let width: Int
    let source: PaintSource
    let clip: ClipMask?
    /// The columns drawing may reach: the clip's, or the whole row.
    let columns: Range<Int>
    let prefetchReach: PixelPrefetch.Reach

    init(pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, source: PaintSource, clip: ClipMask?) {
        self.pixels = pixels
        self.width = width
        self.source = source
        self.clip = clip
        columns = clip?.bounds.columns ?? 0..<width
        prefetchReach = PixelPrefetch.Reach(width: width, height: height)
    }

    @inline(__always)
    func prefetch(row y: Int, columns run: Range<Int>) {
        PixelPrefetch.row(y, columns: run.clamped(to: columns), of: pixels, width: width, reach: prefetchReach)
    }

    mutating func blend(row y: Int, x: Int, coverage: Float) {
        guard columns.contains(x) else { return }
        var c = coverage
        if let clip { c *= clip.row(y)[x] }
        blend(at: x, y, c)
    }

    mutating func blend(row y: Int, columns run: Range<Int>, coverage: Float) {
        let lower = max(run.lowerBound, columns.lowerBound), upper = min(run.upperBound, columns.upperBound)
        guard lower < upper else { return }
        let mask = clip?.row(y)
        if case .gradient(let table, let dx, let dy, let t0) = source {
            // A linear gradient along a row: what `source.color(atPixel:)` computes, with the
            // switch over the paint and the hold on its table taken once for the run.
            let rowLocation = t0 + (Double(y) + 0.5) * dy
            table.withUnsafeBufferPointer { table in
                for px in lower..<upper {
                    var c = coverage
                    if let mask { c *= mask[px] }
                    guard c > 0 else { continue }
                    let s = table[PaintSource.tableIndex(rowLocation + (Double(px) + 0.5) * dx)]
                    SourceOver.blend(s, alpha: SourceOver.alpha(ofUniform: s), coverage: c, onto: pixels + (y &* width &+ px) &* 4)
                }
            }
            return
        }
        for px in lower..<upper {
            var c = coverage
            if let mask { c *= mask[px] }
            blend(at: px, y, c)
        }
    }

    @inline(__always)
    private func blend(at x: Int, _ y: Int, _ c: Float) {
        let p = pixels + (y &* width &+ x) &* 4
        switch source {
        case .solid(let color):
            SourceOver.blend(color, alpha: SourceOver.alpha(ofUniform: color), coverage: c, onto: p)
        default:
            guard c > 0 else { return }
            let s = source.color(atPixel: x, y)
            SourceOver.blend(s, alpha: SourceOver.alpha(ofUniform: s), coverage: c, onto: p)
        }
    }
}
