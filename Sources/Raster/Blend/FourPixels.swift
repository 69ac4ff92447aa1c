// FourPixels.swift: four stored pixels as a vector per channel (r, g, b, a of four pixels), the
// layout in which per-pixel work that divides, filters or scales by a per-pixel factor takes a
// vector instruction for four pixels; with one pixel's channels in a vector the compiler takes
// such work apart lane by lane. Conversions in and out are exact: a byte becomes the float of its
// value, and a float goes back as `SourceOver.bytes` rounds it.

struct FourPixels {
    var r: SIMD4<Float>, g: SIMD4<Float>, b: SIMD4<Float>, a: SIMD4<Float>

    init(r: SIMD4<Float>, g: SIMD4<Float>, b: SIMD4<Float>, a: SIMD4<Float>) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Four pixels as stored, r in each word's low byte.
    @inline(__always)
    init(_ words: SIMD4<UInt32>) {
        let low = SIMD4<UInt32>(repeating: 255)
        r = Self.float(words & low); g = Self.float(words &>> 8 & low)
        b = Self.float(words &>> 16 & low); a = Self.float(words &>> 24)
    }

    /// The pixels as stored, each lane rounded to the nearest byte as `SourceOver.bytes` rounds
    /// it (lanes must be in −0.25…255.5, as there).
    @inline(__always)
    var words: SIMD4<UInt32> {
        let packed: SIMD4<UInt32> = Self.byte(r) | Self.byte(g) &<< 8 | Self.byte(b) &<< 16
        return packed | Self.byte(a) &<< 24
    }

    /// Bytes (0…255 in each lane) as floats: 2²³ with the byte in its low mantissa bits, less 2²³.
    @inline(__always)
    private static func float(_ bytes: SIMD4<UInt32>) -> SIMD4<Float> {
        unsafeBitCast(bytes | 0x4B00_0000, to: SIMD4<Float>.self) - 8_388_608
    }

    /// The low byte of each lane rounded, as `SourceOver.bytes` takes it.
    @inline(__always)
    private static func byte(_ x: SIMD4<Float>) -> SIMD4<UInt32> {
        unsafeBitCast(x + 8_388_608, to: SIMD4<UInt32>.self) & SIMD4(repeating: 255)
    }
}
