// PaintSourceTests.swift: where a gradient location falls in the colour table: the rounding used
// for every pixel is the standard library's rounding, halves and their neighbours included.

import XCTest
@testable import Raster

final class PaintSourceTests: XCTestCase {
    func testTheTableIndexRoundsAsTheStandardLibraryDoes() {
        var locations: [Double] = [-1, -0.0, 0, 1, 2, .infinity, -.infinity, 0.5 / 255, 254.5 / 255]
        for k in 0...512 {
            let v = Double(k) / 2
            for x in [v, v.nextUp, v.nextDown, v + 1e-9, v - 1e-9] { locations.append(x / 255) }
        }
        for _ in 0..<100_000 { locations.append(Double.random(in: -0.1...1.1)) }
        for t in locations {
            XCTAssertEqual(PaintSource.tableIndex(t), Int((min(max(t, 0), 1) * 255).rounded()), "t = \(t)")
        }
    }
}
