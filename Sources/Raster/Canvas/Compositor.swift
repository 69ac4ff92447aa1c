// Compositor.swift: the CoverageSink that paints coverage rows into a pixmap, source-over in
// gamma-encoded sRGB (the pinned decision; Core Graphics' default), optionally through a clip
// mask. A whole row comes in one call, so what a paint needs per row is worked out once. Colours
// stay in floating point until the one rounding per pixel and channel, so a fill lands exactly
// where an ideal 8-bit framebuffer would put it.

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

    mutating func blendRow(y: Int, spans: UnsafeBufferPointer<CoverageSpan>, coverage: UnsafePointer<Float>) {
        let rowStart = y * width
        switch source {
        case .solid(let color):
            if let clip {
                let m = clip + rowStart
                for span in spans {
                    if let c = span.constant {
                        blendSolid(color, span.range, rowStart) { c * m[$0] }
                    } else {
                        blendSolid(color, span.range, rowStart) { coverage[$0] * m[$0] }
                    }
                }
                return
            }
            let opaque = color.a >= 255 ? opaqueWord(color) : nil
            for span in spans {
                if let c = span.constant {
                    if c >= 1, let opaque {
                        // Fully covered by an opaque colour: the colour itself.
                        UnsafeMutableRawPointer(pixels + (rowStart + span.range.lowerBound) * 4)
                            .assumingMemoryBound(to: UInt32.self).update(repeating: opaque, count: span.range.count)
                    } else {
                        blendSolid(color, span.range, rowStart) { _ in c }
                    }
                } else {
                    blendSolid(color, span.range, rowStart) { coverage[$0] }
                }
            }
        case .gradient(let table, let dx, let dy, let t0):
            let rowT = t0 + (Double(y) + 0.5) * dy
            for span in spans {
                for x in span.range {
                    var c = span.constant ?? coverage[x]
                    if let clip { c *= clip[rowStart + x] }
                    guard c > 0 else { continue }
                    let t = rowT + (Double(x) + 0.5) * dx
                    let index = Int((min(max(t, 0), 1) * 255).rounded())
                    blend(table[index], c, at: pixels + (rowStart + x) * 4)
                }
            }
        }
    }

    /// The pixel an opaque colour gives where it covers fully, as stored in memory.
    private func opaqueWord(_ s: PremultipliedColor) -> UInt32 {
        let word = UInt32(byteRoundingToNearest(s.r)) | UInt32(byteRoundingToNearest(s.g)) << 8
            | UInt32(byteRoundingToNearest(s.b)) << 16 | 0xFF00_0000
        return word.littleEndian
    }

    /// The pixels `columns` of the row starting at pixel index `rowStart`, pixel x covered by
    /// `coverage(x)`. No branch per pixel, so the loop vectorizes: coverage 0 gives back the
    /// destination exactly (d · 1 + 0 rounds to d), and coverage 1 is the same formula as any other.
    @inline(__always)
    private func blendSolid(_ s: PremultipliedColor, _ columns: Range<Int>, _ rowStart: Int, coverage: (Int) -> Float) {
        // Counting from 0 lets the compiler prove the byte offsets cannot overflow; with x · 4
        // it checks every pixel and does not vectorize.
        let first = columns.lowerBound, p = pixels + (rowStart + first) * 4
        for i in 0..<columns.count {
            blend(s, coverage(first + i), at: p + i * 4)
        }
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
/// path reaches is zeroed first, then its spans take previous × coverage.
struct MaskWriter: CoverageSink {
    let previous: UnsafePointer<Float>
    let mask: UnsafeMutablePointer<Float>
    let width: Int
    /// The rows the path reached; every other row is outside the new clip.
    var reached: [Bool]

    mutating func blendRow(y: Int, spans: UnsafeBufferPointer<CoverageSpan>, coverage: UnsafePointer<Float>) {
        let rowStart = y * width
        for x in 0..<width { mask[rowStart + x] = 0 }
        reached[y] = true
        for span in spans {
            for x in span.range { mask[rowStart + x] = previous[rowStart + x] * (span.constant ?? coverage[x]) }
        }
    }
}
