// Compositor.swift: the CoverageSink that paints coverage rows into a pixmap, source-over in
// gamma-encoded sRGB (the pinned decision; Core Graphics' default), optionally through a clip
// mask. Colours stay in floating point until the one rounding per pixel and channel, so a
// fill lands exactly where an ideal 8-bit framebuffer would put it.

/// A colour premultiplied by its alpha, channels 0…255 as Float.
struct PremultipliedColor {
    var r: Float, g: Float, b: Float, a: Float

    init(_ c: RGBA8, opacity: Double = 1) {
        let alpha = Float(c.a) / 255 * Float(min(max(opacity, 0), 1))
        r = Float(c.r) * alpha; g = Float(c.g) * alpha; b = Float(c.b) * alpha; a = alpha * 255
    }
}

/// Where each pixel's colour comes from.
enum PaintSource {
    case solid(PremultipliedColor)
    /// A 256-entry table along the gradient axis; `t = (x·dx + y·dy) + t0` at pixel centres.
    case gradient(table: [PremultipliedColor], dx: Double, dy: Double, t0: Double)
}

struct Compositor: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt8>
    let width: Int
    let source: PaintSource
    /// Per-pixel coverage 0…1 of the active clip, or nil when nothing clips.
    let clip: UnsafePointer<Float>?

    init(pixels: UnsafeMutablePointer<UInt8>, width: Int, source: PaintSource, clip: UnsafePointer<Float>?) {
        self.pixels = pixels
        self.width = width
        self.source = source
        self.clip = clip
    }

    mutating func blendRow(y: Int, range: Range<Int>, coverage: UnsafeMutablePointer<Float>) {
        let rowStart = y * width
        switch source {
        case .solid(let color):
            let first = rowStart + range.lowerBound
            let c = coverage + range.lowerBound
            if let clip {
                let m = clip + first
                blendSolid(color, count: range.count, at: first) { c[$0] * m[$0] }
            } else {
                blendSolid(color, count: range.count, at: first) { c[$0] }
            }
        case .gradient(let table, let dx, let dy, let t0):
            let rowT = t0 + (Double(y) + 0.5) * dy
            for x in range {
                var c = coverage[x]
                if let clip { c *= clip[rowStart + x] }
                guard c > 0 else { continue }
                let t = rowT + (Double(x) + 0.5) * dx
                let index = Int((min(max(t, 0), 1) * 255).rounded())
                blend(table[index], c, at: (rowStart + x) * 4)
            }
        }
    }

    mutating func blendSolidRun(y: Int, range: Range<Int>, coverage c: Float) {
        let first = y * width + range.lowerBound
        if case .solid(let color) = source {
            if let clip {
                let m = clip + first
                blendSolid(color, count: range.count, at: first) { c * m[$0] }
            } else if c >= 1 && color.a >= 255 {
                // Opaque and fully covered: the result is the colour itself.
                let word = UInt32(byteRoundingToNearest(color.r)) | UInt32(byteRoundingToNearest(color.g)) << 8
                    | UInt32(byteRoundingToNearest(color.b)) << 16 | 0xFF00_0000
                UnsafeMutableRawPointer(pixels + first * 4).assumingMemoryBound(to: UInt32.self)
                    .update(repeating: word.littleEndian, count: range.count)
            } else {
                blendSolid(color, count: range.count, at: first) { _ in c }
            }
            return
        }
        withUnsafeTemporaryAllocation(of: Float.self, capacity: range.count) { buffer in
            let base = buffer.baseAddress! - range.lowerBound
            for x in range { base[x] = c }
            blendRow(y: y, range: range, coverage: base)
        }
    }

    /// `count` pixels from pixel index `first`, pixel i covered by `coverage(i)`. No branch
    /// per pixel, so the loop vectorizes: coverage 0 gives back the destination exactly
    /// (d · 1 + 0 rounds to d), and coverage 1 is the same formula as any other.
    @inline(__always)
    private func blendSolid(_ s: PremultipliedColor, count: Int, at first: Int, coverage: (Int) -> Float) {
        let p = pixels + first * 4
        for i in 0..<count {
            blend(s, coverage(i), at: p + i * 4)
        }
    }

    @inline(__always)
    private func blend(_ s: PremultipliedColor, _ c: Float, at i: Int) {
        blend(s, c, at: pixels + i)
    }

    /// Source-over of one pixel: out = source · c + destination · (1 − source alpha · c), rounded
    /// once per channel.
    @inline(__always)
    private func blend(_ s: PremultipliedColor, _ c: Float, at p: UnsafeMutablePointer<UInt8>) {
        let keep = 1 - s.a * (1 / 255) * c
        p[0] = byteRoundingToNearest(s.r * c + Float(p[0]) * keep)
        p[1] = byteRoundingToNearest(s.g * c + Float(p[1]) * keep)
        p[2] = byteRoundingToNearest(s.b * c + Float(p[2]) * keep)
        p[3] = byteRoundingToNearest(s.a * c + Float(p[3]) * keep)
    }
}

/// The nearest byte to x in 0…255 (premultiplied arithmetic stays in range up to rounding).
/// Adding 2²³ leaves the rounded integer in the low mantissa bits: no range checks, no branch,
/// where Swift's checked conversions cost a compare and branch per channel. Exact halves round
/// to even rather than up, a difference float arithmetic almost never produces.
@inline(__always)
func byteRoundingToNearest(_ x: Float) -> UInt8 {
    let bits = (x + 8_388_608).bitPattern & 0x1FF
    return UInt8(truncatingIfNeeded: min(bits, 255))
}

/// Writes coverage into a clip mask, intersecting it with what the clip was before: a row the
/// path reaches is zeroed first, then covered runs take previous × coverage.
struct MaskWriter: CoverageSink {
    let previous: UnsafePointer<Float>
    let mask: UnsafeMutablePointer<Float>
    let width: Int
    /// Rows and columns the path touched; everything else is outside the new clip.
    var touched: [Range<Int>?]

    mutating func blendRow(y: Int, range: Range<Int>, coverage: UnsafeMutablePointer<Float>) {
        let rowStart = y * width
        if touched[y] == nil {
            for x in 0..<width { mask[rowStart + x] = 0 }
        }
        touched[y] = range
        for x in range { mask[rowStart + x] = previous[rowStart + x] * coverage[x] }
    }

    mutating func blendSolidRun(y: Int, range: Range<Int>, coverage c: Float) {
        let rowStart = y * width
        if touched[y] == nil {
            for x in 0..<width { mask[rowStart + x] = 0 }
        }
        touched[y] = range
        for x in range { mask[rowStart + x] = previous[rowStart + x] * c }
    }
}
