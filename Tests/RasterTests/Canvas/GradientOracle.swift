// GradientOracle.swift: what the angular and radial gradient tests compare pixels with. A
// gradient's colour at a location is the table entry at location·255 rounded; the oracle paints
// every entry once, with a linear gradient whose pixel i is centred exactly on entry i, so it
// holds the bytes the canvas writes for each entry. Locations the test works out itself pick the
// entry; where one lands within a hair of halfway between two entries, rounding may go either
// way, and the pixel may show either.

import XCTest
@testable import Raster

struct GradientOracle {
    /// The canvas's bytes for each of the 256 table entries, opaque and fully covered.
    let entries: [PremultipliedRGBA8]

    init(_ stops: [GradientStop]) {
        let strip = Canvas(width: 256, height: 1)!
        strip.fill(Path(rect: Rect(x: 0, y: 0, width: 256, height: 1)),
                   with: .linearGradient(stops: stops, start: Point(0.5, 0), end: Point(255.5, 0)))
        entries = (0..<256).map { strip.pixmap[$0, 0] }
    }

    /// The entries a pixel at location `t` (clamped to 0…1) may show: one, or the two either
    /// side of a halfway point.
    func colors(at t: Double) -> [PremultipliedRGBA8] {
        let scaled = min(max(t, 0), 1) * 255
        let nearest = Int(scaled.rounded())
        guard abs(scaled - scaled.rounded(.down) - 0.5) < 1e-6 else { return [entries[nearest]] }
        return [entries[Int(scaled.rounded(.down))], entries[Int(scaled.rounded(.up))]]
    }

    /// Checks every pixel of `canvas` against the location `location(x, y)` gives its centre.
    func assertEveryPixel(of canvas: Canvas, width: Int, height: Int, _ location: (Double, Double) -> Double,
                          file: StaticString = #filePath, line: UInt = #line) {
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<width {
                let t = location(Double(x) + 0.5, Double(y) + 0.5)
                if !colors(at: t).contains(canvas.pixmap[x, y]) {
                    if mismatches < 5 {
                        XCTFail("pixel \(x),\(y) at t = \(t): \(canvas.pixmap[x, y]) is not entry \(t * 255)", file: file, line: line)
                    }
                    mismatches += 1
                }
            }
        }
        XCTAssertEqual(mismatches, 0, "pixels off their entry", file: file, line: line)
    }
}
