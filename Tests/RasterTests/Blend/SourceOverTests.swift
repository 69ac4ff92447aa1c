// SourceOverTests.swift: the vector helpers of SourceOver.swift against what they stand in for.

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
}
