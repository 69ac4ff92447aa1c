// PixelRunCoder.swift: a lossless, fast packing of a planned frame's packed pixels (see
// PackedColor), so the encoder can keep every frame until the palette is chosen without keeping
// their pixels: UI frames are flat areas, straight edges and shadows that repeat along one axis,
// so most of a frame is "the pixel before again" or "the row above again".
//
// Format: a sequence of operations, each a LEB128 header `count << 2 | kind` where kind is
//   0  literal: `count` pixels follow, 4 bytes each, little-endian;
//   1  repeat: the previous pixel, `count` times;
//   2  copy: `count` pixels from one row up (the rectangle's width earlier).
// Encoding is greedy (the longer of repeat and copy when it covers at least two pixels, else a
// literal), one pass, a few comparisons per pixel; decoding is a loop of copies.
// Guarantees: decode(encode(p, width: w), count: p.count, width: w) == p for every p and w ≥ 1.

enum PixelRunCoder {
    private static let literal = 0, repeatPrevious = 1, copyAbove = 2

    /// `pixels`, rows of `width`, packed.
    static func encode(_ pixels: [UInt32], width: Int) -> [UInt8] {
        precondition(width >= 1, "rows must hold at least one pixel")
        var out: [UInt8] = []
        out.reserveCapacity(64)
        pixels.withUnsafeBufferPointer { p in
            let n = p.count
            var i = 0, literalStart = 0
            func flushLiterals(upTo end: Int) {
                guard end > literalStart else { return }
                appendHeader(&out, count: end - literalStart, kind: literal)
                #if _endian(little)
                // The pixels' own bytes are the format's: one copy, not four appends a pixel.
                out.append(contentsOf: UnsafeRawBufferPointer(start: p.baseAddress! + literalStart, count: (end - literalStart) * 4))
                #else
                for k in literalStart..<end {
                    let v = p[k]
                    out.append(UInt8(truncatingIfNeeded: v))
                    out.append(UInt8(truncatingIfNeeded: v >> 8))
                    out.append(UInt8(truncatingIfNeeded: v >> 16))
                    out.append(UInt8(truncatingIfNeeded: v >> 24))
                }
                #endif
            }
            guard let base = p.baseAddress else { return }  // no pixels, nothing to write
            while i < n {
                let repeated = i > 0 ? PixelRun.length(of: base[i - 1], at: base + i, limit: n - i) : 0
                let copied = i >= width ? matching(base + i, base + i - width, limit: n - i) : 0
                let best = max(repeated, copied)
                // One pixel is cheaper inside a literal run than as an operation of its own.
                guard best >= 2 else {
                    i += 1
                    continue
                }
                flushLiterals(upTo: i)
                appendHeader(&out, count: best, kind: repeated >= copied ? repeatPrevious : copyAbove)
                i += best
                literalStart = i
            }
            flushLiterals(upTo: n)
        }
        return out
    }

    /// The `count` pixels, rows of `width`, that `bytes` (from `encode`) hold.
    static func decode(_ bytes: [UInt8], count: Int, width: Int) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: count) { p, initialized in
            bytes.withUnsafeBufferPointer { b in
                var at = 0, i = 0
                while i < count {
                    var header = 0, shift = 0
                    while true {
                        let byte = Int(b[at]); at += 1
                        header |= (byte & 0x7F) << shift
                        if byte < 0x80 { break }
                        shift += 7
                    }
                    let run = header >> 2
                    precondition(run > 0 && i + run <= count, "packed pixels do not match their count")
                    switch header & 3 {
                    case literal:
                        precondition(at + run * 4 <= b.count, "packed pixels end inside a literal")
                        for k in i..<(i + run) {
                            p[k] = UInt32(littleEndian: UnsafeRawPointer(b.baseAddress! + at).loadUnaligned(as: UInt32.self))
                            at += 4
                        }
                    case repeatPrevious:
                        let previous = p[i - 1]
                        for k in i..<(i + run) { p[k] = previous }
                    default:
                        for k in i..<(i + run) { p[k] = p[k - width] }
                    }
                    i += run
                }
            }
            initialized = count
        }
    }

    /// How many of the `limit` pixels from `a` equal those from `b`, in order (compared as
    /// PixelRun compares them).
    @inline(__always)
    private static func matching(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, limit: Int) -> Int {
        var k = 0
        while k + 4 <= limit
            && all(UnsafeRawPointer(a + k).loadUnaligned(as: SIMD4<UInt32>.self) .== UnsafeRawPointer(b + k).loadUnaligned(as: SIMD4<UInt32>.self)) {
            k += 4
        }
        while k < limit && a[k] == b[k] { k += 1 }
        return k
    }

    private static func appendHeader(_ out: inout [UInt8], count: Int, kind: Int) {
        var value = count << 2 | kind
        while value >= 0x80 {
            out.append(UInt8(value & 0x7F | 0x80))
            value >>= 7
        }
        out.append(UInt8(value))
    }
}
