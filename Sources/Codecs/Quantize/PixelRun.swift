// PixelRun.swift: how far a run of one packed pixel value goes. Planned frames are mostly long
// runs (flat areas, kept stretches), which the run coder and the palette mapper each take whole.

enum PixelRun {
    /// How many of the `limit` pixels from `p` equal `value`: four at a time, then one. (Vectors
    /// are compared as `all(a .== b)`, one compare and a mask test: their own == compiled to a
    /// compare and a branch per lane.)
    @inline(__always)
    static func length(of value: UInt32, at p: UnsafePointer<UInt32>, limit: Int) -> Int {
        let four = SIMD4(repeating: value)
        var k = 0
        while k + 4 <= limit && all(UnsafeRawPointer(p + k).loadUnaligned(as: SIMD4<UInt32>.self) .== four) { k += 4 }
        while k < limit && p[k] == value { k += 1 }
        return k
    }
}
