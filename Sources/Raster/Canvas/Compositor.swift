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
    /// For a solid source: what each destination byte becomes under full coverage, per channel
    /// (4 × 256 entries), built at the first fully covered pixel. The same float expression as
    /// `blend`, evaluated once per byte value instead of once per pixel, so the inside of a
    /// translucent shape costs four lookups a pixel.
    private var fullCoverage: [UInt8] = []

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
            for x in range {
                var c = coverage[x]
                if let clip { c *= clip[rowStart + x] }
                if c >= 1 {
                    blendFully(color, range: x..<(x + 1), rowStart: rowStart)
                } else if c > 0 {
                    blend(color, c, at: (rowStart + x) * 4)
                }
            }        case .gradient(let table, let dx, let dy, let t0):
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
        if clip == nil, case .solid(let color) = source, c >= 1 {
            blendFully(color, range: range, rowStart: y * width)
            return
        }
        // Clipped or partial runs take the general path, one coverage value for all.
        withUnsafeTemporaryAllocation(of: Float.self, capacity: range.count) { buffer in
            let base = buffer.baseAddress! - range.lowerBound
            for x in range { base[x] = c }
            blendRow(y: y, range: range, coverage: base)
        }
    }

    /// Fully covered pixels of a solid colour: a store when it is opaque, else the table.
    private mutating func blendFully(_ s: PremultipliedColor, range: Range<Int>, rowStart: Int) {
        let words = UnsafeMutableRawPointer(pixels + rowStart * 4).assumingMemoryBound(to: UInt32.self)
        if s.a >= 255 {
            let word = UInt32(byteRoundingToNearest(s.r)) | UInt32(byteRoundingToNearest(s.g)) << 8
                | UInt32(byteRoundingToNearest(s.b)) << 16 | 0xFF00_0000
            for x in range { words[x] = word.littleEndian }
            return
        }
        if fullCoverage.isEmpty { fullCoverage = Compositor.fullCoverageTable(s) }
        fullCoverage.withUnsafeBufferPointer { t in
            for x in range {
                let d = UInt32(littleEndian: words[x])
                let out = UInt32(t[Int(d & 0xFF)]) | UInt32(t[256 + Int((d >> 8) & 0xFF)]) << 8
                    | UInt32(t[512 + Int((d >> 16) & 0xFF)]) << 16 | UInt32(t[768 + Int(d >> 24)]) << 24
                words[x] = out.littleEndian
            }
        }
    }

    private static func fullCoverageTable(_ s: PremultipliedColor) -> [UInt8] {
        let keep = 1 - s.a * (1 / 255)
        return [UInt8](unsafeUninitializedCapacity: 1024) { table, count in
            for (channel, value) in zip(0..<4, [s.r, s.g, s.b, s.a]) {
                let row = table.baseAddress! + channel * 256
                for d in 0..<256 { row[d] = byteRoundingToNearest(value + Float(d) * keep) }
            }
            count = 1024
        }
    }

    /// Source-over of one pixel: out = source · c + destination · (1 − source alpha · c), rounded
    /// once per channel.
    @inline(__always)
    private func blend(_ s: PremultipliedColor, _ c: Float, at i: Int) {
        let p = pixels + i
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
