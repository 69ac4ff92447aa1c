// SourceOver.swift: the one compositing rule of the canvas, Porter-Duff source-over of
// premultiplied colours in gamma-encoded sRGB (the pinned decision; Core Graphics' default).
// Fills, gradients, images, layers and shadows all end here. Colours stay in floating point until
// one rounding per pixel and channel, so a fill lands exactly where an ideal 8-bit framebuffer
// would put it:
//     out = s·c + d·(1 − α·c), rounded to the nearest byte,
// with c the coverage (times any opacity and clip) and α the source's alpha as a fraction,
// s.alpha / 255. A source of one colour works α out once, as s.alpha · (1/255); a source whose
// alpha changes from pixel to pixel (an image, a layer) divides. Both are the same α to within a
// float rounding; each is kept as it was so that no reference image moved.
// Each channel is one lane of a SIMD4<Float>, so a pixel is a handful of vector instructions and
// every lane computes exactly what the scalar formula would.

/// A colour premultiplied by its alpha: r, g, b, a in 0…255, as Float lanes.
typealias PremultipliedColor = SIMD4<Float>

extension SIMD4 where Scalar == Float {
    /// A straight-alpha colour premultiplied, with an extra opacity.
    init(premultiplying c: RGBA8, opacity: Double = 1) {
        let alpha = Float(c.a) / 255 * Float(Swift.min(Swift.max(opacity, 0), 1))
        self.init(Float(c.r) * alpha, Float(c.g) * alpha, Float(c.b) * alpha, alpha * 255)
    }
}

extension SIMD4 where Scalar == Float {
    /// Each lane limited to lowerBound…upperBound as the standard library's
    /// `clamped(lowerBound:upperBound:)` limits it (a NaN becomes the lower bound), up to the
    /// sign of a zero, which no byte shows; as two vector selects, where the library's went
    /// through generic pointwiseMax and pointwiseMin calls, not inlined, on every filtered or
    /// blurred pixel.
    @inline(__always)
    func limited(to lowerBound: SIMD4<Float>, _ upperBound: SIMD4<Float>) -> SIMD4<Float> {
        let atLeast = replacing(with: lowerBound, where: .!(self .>= lowerBound))
        return atLeast.replacing(with: upperBound, where: atLeast .> upperBound)
    }
}

enum SourceOver {
    /// Composites source `s`, whose alpha is the fraction `alpha`, with coverage `c` onto the
    /// pixel at p.
    @inline(__always)
    static func blend(_ s: PremultipliedColor, alpha: Float, coverage c: Float, onto p: UnsafeMutablePointer<UInt8>) {
        blend(s * c, keep: 1 - alpha * c, onto: p)
    }

    /// `blend` with coverage 1, except that exact halves round up rather than to even: how layers
    /// were composited when the reference images were made.
    @inline(__always)
    static func blendRoundingHalvesUp(_ s: PremultipliedColor, alpha: Float, onto p: UnsafeMutablePointer<UInt8>) {
        let raw = UnsafeMutableRawPointer(p)
        let d = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: raw.loadUnaligned(as: SIMD4<UInt8>.self)))
        let x = s + d * (1 - alpha) + 0.5
        // A whole number passes `bytes` unchanged. (SIMD's generic init(_:rounding:) converted
        // lane by lane through the standard library's unspecialised integer conversion, a fifth
        // of a blurred, filtered frame's time; `rounded(.down)` called floorf lane by lane.)
        raw.storeBytes(of: bytes(roundedDown(x.replacing(with: 255, where: x .> 255))), as: SIMD4<UInt8>.self)
    }

    /// `blendRoundingHalvesUp` for four pixels as stored, a vector per channel (FourPixels): each
    /// source pixel that is not transparent and has a coverage above 0 is scaled by it and covers
    /// its destination pixel (with coverage 1 an opaque one is copied, as the formula gives);
    /// the others leave theirs. Every lane computes exactly what the one-pixel form does.
    @inline(__always)
    static func blendFourRoundingHalvesUp(_ source: SIMD4<UInt32>, coverage f: SIMD4<Float>,
                                          onto destination: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let p = FourPixels(source), d = FourPixels(destination)
        let alpha = p.a * f
        let keep = 1 - alpha / 255
        @inline(__always) func channel(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
            let x = s + d * keep + 0.5
            return roundedDown(x.replacing(with: 255, where: x .> 255))
        }
        let blended = FourPixels(r: channel(p.r * f, d.r), g: channel(p.g * f, d.g), b: channel(p.b * f, d.b),
                                 a: channel(alpha, d.a)).words
        let sourceAlpha = source &>> 24
        return blended.replacing(with: source, where: (sourceAlpha .== 255) .& (f .== 1))
            .replacing(with: destination, where: (sourceAlpha .== 0) .| .!(f .> 0))
    }

    /// x's lanes rounded down, for lanes in 0…2²²: adding and taking away 2²³ rounds to the
    /// nearest whole number (exactly, in that range), which is one too many where it rounded up.
    /// The same as `rounded(.down)` there, in four vector instructions.
    @inline(__always)
    static func roundedDown(_ x: SIMD4<Float>) -> SIMD4<Float> {
        let nearest = (x + 8_388_608) - 8_388_608
        return nearest.replacing(with: nearest - 1, where: nearest .> x)
    }

    /// The alpha fraction of a source of one colour.
    @inline(__always)
    static func alpha(ofUniform s: PremultipliedColor) -> Float { s.w * (1 / 255) }

    /// The alpha fraction of a source read pixel by pixel.
    @inline(__always)
    static func alpha(ofSample s: PremultipliedColor) -> Float { s.w / 255 }

    /// Composites a source already scaled by its coverage (`s · c`), keeping `keep` = 1 − a·c of
    /// the destination: what a run of equal coverage computes once.
    @inline(__always)
    static func blend(_ scaled: PremultipliedColor, keep: Float, onto p: UnsafeMutablePointer<UInt8>) {
        let raw = UnsafeMutableRawPointer(p)
        let d = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: raw.loadUnaligned(as: SIMD4<UInt8>.self)))
        raw.storeBytes(of: bytes(scaled + d * keep), as: SIMD4<UInt8>.self)
    }

    /// `count` pixels from p, each with the same scaled source and keep: sixteen at a time, then
    /// four, then one.
    @inline(__always)
    static func blend(_ scaled: PremultipliedColor, keep: Float, onto p: UnsafeMutablePointer<UInt8>, count: Int) {
        let wide = count & ~15
        if wide > 0 { blendChannels(scaled, keep: keep, onto: p, count: wide) }
        var i = wide
        while i &+ 4 <= count { blendFour(scaled, keep: keep, onto: p + i &* 4); i &+= 4 }
        while i < count { blend(scaled, keep: keep, onto: p + i &* 4); i &+= 1 }
    }

    /// Four pixels channel by channel: one 16-byte vector once the compiler is done with it.
    @inline(__always)
    private static func blendFour(_ s: PremultipliedColor, keep: Float, onto q: UnsafeMutablePointer<UInt8>) {
        let r = s.x, g = s.y, b = s.z, a = s.w
        q[0] = byte(r + Float(q[0]) * keep); q[1] = byte(g + Float(q[1]) * keep)
        q[2] = byte(b + Float(q[2]) * keep); q[3] = byte(a + Float(q[3]) * keep)
        q[4] = byte(r + Float(q[4]) * keep); q[5] = byte(g + Float(q[5]) * keep)
        q[6] = byte(b + Float(q[6]) * keep); q[7] = byte(a + Float(q[7]) * keep)
        q[8] = byte(r + Float(q[8]) * keep); q[9] = byte(g + Float(q[9]) * keep)
        q[10] = byte(b + Float(q[10]) * keep); q[11] = byte(a + Float(q[11]) * keep)
        q[12] = byte(r + Float(q[12]) * keep); q[13] = byte(g + Float(q[13]) * keep)
        q[14] = byte(b + Float(q[14]) * keep); q[15] = byte(a + Float(q[15]) * keep)
    }

    /// The same formula written channel by channel, the shape the compiler vectorizes sixteen
    /// pixels at a time (SIMD4 lanes do one pixel); for long runs of equal coverage.
    @inline(never)
    private static func blendChannels(_ s: PremultipliedColor, keep: Float, onto p: UnsafeMutablePointer<UInt8>, count: Int) {
        let r = s.x, g = s.y, b = s.z, a = s.w
        // Counting from 0 lets the compiler prove the byte offsets cannot overflow.
        for i in 0..<count {
            let q = p + i * 4
            q[0] = byte(r + Float(q[0]) * keep)
            q[1] = byte(g + Float(q[1]) * keep)
            q[2] = byte(b + Float(q[2]) * keep)
            q[3] = byte(a + Float(q[3]) * keep)
        }
    }

    /// `bytes` for one channel.
    @inline(__always)
    private static func byte(_ x: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: (x + 8_388_608).bitPattern)
    }

    /// The nearest bytes to x's lanes. Adding 2²³ leaves the rounded integer in the low mantissa
    /// bits, so its low byte is the answer: no range check, no branch. That needs every lane in
    /// −0.25…255.5, which premultiplied arithmetic guarantees: each channel of s is at most its
    /// alpha, a·c is at most 1, so s·c + d·(1 − a·c) ≤ 255·a·c + 255·(1 − a·c) = 255 up to float
    /// rounding, and no term is negative. Exact halves round to even.
    @inline(__always)
    static func bytes(_ x: SIMD4<Float>) -> SIMD4<UInt8> {
        SIMD4<UInt8>(truncatingIfNeeded: unsafeBitCast(x + 8_388_608, to: SIMD4<UInt32>.self))
    }

    /// The pixel an opaque colour leaves where it covers fully, as stored in memory.
    @inline(__always)
    static func opaqueWord(_ s: PremultipliedColor) -> UInt32 {
        unsafeBitCast(bytes(s), to: UInt32.self)
    }
}
