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
    /// (4 × 256 entries). The same float expression as `blend`, evaluated once per byte value
    /// instead of once per pixel: the inside of a translucent shape costs four lookups a pixel.
    private let fullCoverage: [UInt8]

    init(pixels: UnsafeMutablePointer<UInt8>, width: Int, source: PaintSource, clip: UnsafePointer<Float>?) {
        self.pixels = pixels
        self.width = width
        self.source = source
        self.clip = clip
        if case .solid(let s) = source {
            let keep = 1 - s.a * (1 / 255)
            var table = [UInt8](repeating: 0, count: 1024)
            for (channel, value) in [s.r, s.g, s.b, s.a].enumerated() {
                for d in 0..<256 { table[channel * 256 + d] = UInt8(min(255, value + Float(d) * keep + 0.5)) }
            }
            fullCoverage = table
        } else {
            fullCoverage = []
        }
    }

    mutating func blendRow(y: Int, range: Range<Int>, coverage: UnsafeMutablePointer<Float>) {
        let rowStart = y * width
        switch source {
        case .solid(let color):
            fullCoverage.withUnsafeBufferPointer { table in
                for x in range {
                    var c = coverage[x]
                    if let clip { c *= clip[rowStart + x] }
                    if c >= 1 {
                        let p = pixels + (rowStart + x) * 4
                        p[0] = table[Int(p[0])]; p[1] = table[256 + Int(p[1])]
                        p[2] = table[512 + Int(p[2])]; p[3] = table[768 + Int(p[3])]
                    } else if c > 0 {
                        blend(color, c, at: (rowStart + x) * 4)
                    }
                }
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

    /// Source-over of one pixel: out = source · c + destination · (1 − source alpha · c), rounded
    /// once per channel. (Premultiplied inputs keep out ≤ 255 up to float rounding, which the
    /// min absorbs.)
    @inline(__always)
    private func blend(_ s: PremultipliedColor, _ c: Float, at i: Int) {
        let p = pixels + i
        if c >= 1 && s.a >= 255 {
            p[0] = UInt8(s.r + 0.5); p[1] = UInt8(s.g + 0.5); p[2] = UInt8(s.b + 0.5); p[3] = 255
            return
        }
        let keep = 1 - s.a * (1 / 255) * c
        p[0] = UInt8(min(255, s.r * c + Float(p[0]) * keep + 0.5))
        p[1] = UInt8(min(255, s.g * c + Float(p[1]) * keep + 0.5))
        p[2] = UInt8(min(255, s.b * c + Float(p[2]) * keep + 0.5))
        p[3] = UInt8(min(255, s.a * c + Float(p[3]) * keep + 0.5))
    }
}

/// Writes coverage into a clip mask, intersecting it with what the mask held.
struct MaskWriter: CoverageSink {
    let mask: UnsafeMutablePointer<Float>
    let width: Int
    /// Rows and columns the path touched; everything else is outside the new clip.
    var touched: [Range<Int>?]

    mutating func blendRow(y: Int, range: Range<Int>, coverage: UnsafeMutablePointer<Float>) {
        touched[y] = range
        let rowStart = y * width
        for x in 0..<width {
            mask[rowStart + x] *= range.contains(x) ? coverage[x] : 0
        }
    }
}
