// SourceOverTests.swift: the vector helpers of SourceOver.swift against what they stand in for,
// and four pixels at once (FourPixels) against one at a time.

import XCTest
@testable import Raster

final class SourceOverTests: XCTestCase {
    /// `limited(to:_:)` gives the standard library's `clamped` for every value the canvas can
    /// meet, bit for bit but for the sign of a zero, and the same byte always.
    func testLimitedIsTheLibrarysClamp() {
        let values: [Float] = [.nan, -.infinity, -300, -1, -0.0, 0, 1e-7, 0.25, 0.5, 1, 127.5, 254.9, 255, 256, .infinity]
        let bounds: [Float] = [0, 0.5, 1, 128, 255]
        for x in values {
            for lower in bounds {
                for upper in bounds where upper >= lower {
                    let v = SIMD4<Float>(x, -x, x / 2, 1 - x)
                    let lo = SIMD4<Float>(repeating: lower), hi = SIMD4<Float>(repeating: upper)
                    let expected = v.clamped(lowerBound: lo, upperBound: hi), actual = v.limited(to: lo, hi)
                    for lane in 0..<4 {
                        XCTAssertEqual(actual[lane], expected[lane], "\(v)[\(lane)] in \(lower)…\(upper)")
                    }
                    XCTAssertEqual(SourceOver.bytes(actual), SourceOver.bytes(expected))
                }
            }
        }
    }

    /// `roundedDown` is `rounded(.down)` over the range compositing needs, whole numbers, halves
    /// and the floats just either side of them included.
    func testRoundedDownIsFloor() {
        var values: [Float] = [0, 0.5, 1, 254.5, 255, 255.5, 256, 4_194_304]
        for k in 0...512 {
            let x = Float(k) / 2
            values += [x, x.nextUp, x.nextDown, x + 0.25, x + 0.75]
        }
        for x in values where x >= 0 {
            let v = SIMD4<Float>(x, x.nextUp, x + 0.001, x * 0.999)
            XCTAssertEqual(SourceOver.roundedDown(v), v.rounded(.down), "\(v)")
        }
    }

    /// Four pixels at once, a vector per channel, give what one pixel at a time gives, bit for
    /// bit: skipped where transparent or uncovered, copied where opaque and fully covered,
    /// blended otherwise.
    func testFourPixelsBlendExactlyAsOneAtATime() {
        var generator = SystemRandomNumberGenerator()
        func pixel() -> SIMD4<UInt8> {
            let a = [0, 255, UInt8.random(in: 1...254, using: &generator)][Int.random(in: 0..<3, using: &generator)]
            return SIMD4(UInt8.random(in: 0...a), UInt8.random(in: 0...a), UInt8.random(in: 0...a), a)
        }
        func coverage() -> Float {
            [0, 1, 0.5, Float.random(in: 0...1, using: &generator) * Float.random(in: 0...1, using: &generator)][Int.random(in: 0..<4, using: &generator)]
        }
        func one(_ s: SIMD4<UInt8>, _ f: Float, _ d: SIMD4<UInt8>) -> SIMD4<UInt8> {
            guard s.w != 0, f > 0 else { return d }
            if f == 1 && s.w == 255 { return s }
            var out = d
            withUnsafeMutableBytes(of: &out) { bytes in
                let scaled = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: s)) * f
                SourceOver.blendRoundingHalvesUp(scaled, alpha: SourceOver.alpha(ofSample: scaled),
                                                 onto: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self))
            }
            return out
        }
        typealias Four = (SIMD4<UInt8>, SIMD4<UInt8>, SIMD4<UInt8>, SIMD4<UInt8>)
        for _ in 0..<50_000 {
            let sources = (0..<4).map { _ in pixel() }, below = (0..<4).map { _ in pixel() }
            let coverages = SIMD4<Float>((0..<4).map { _ in coverage() })
            let four = SourceOver.blendFourRoundingHalvesUp(
                unsafeBitCast((sources[0], sources[1], sources[2], sources[3]), to: SIMD4<UInt32>.self), coverage: coverages,
                onto: unsafeBitCast((below[0], below[1], below[2], below[3]), to: SIMD4<UInt32>.self))
            let result = unsafeBitCast(four, to: Four.self)
            let expected = (0..<4).map { one(sources[$0], coverages[$0], below[$0]) }
            XCTAssertEqual([result.0, result.1, result.2, result.3], expected, "\(sources) at \(coverages) onto \(below)")
        }
    }
}
