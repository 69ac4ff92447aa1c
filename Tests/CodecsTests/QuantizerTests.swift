// QuantizerTests.swift: the colour-reduction pieces on their own: median cut, nearest-colour search,
// ordered dither, and the choice between one exact global table and per-frame tables.

import XCTest
@testable import Raster
@testable import Codecs

final class QuantizerTests: XCTestCase {
    private func packed(_ r: Int, _ g: Int, _ b: Int) -> UInt32 {
        PackedColor.opaque(red: UInt32(r), green: UInt32(g), blue: UInt32(b))
    }

    /// The histogram of the opaque pixels among `pixels`, as the encoder's survey counts them.
    private func histogram(_ pixels: [UInt32]) -> ColorHistogram {
        var tally = ColorTally()
        for pixel in pixels where PackedColor.isOpaque(pixel) { tally.count(pixels: 1, ofColorWithID: tally.id(of: pixel)) }
        return ColorHistogram(tally)
    }

    /// The palette plan for `frames`, surveyed as the encoder surveys them.
    private func plan(_ frames: [PlannedFrame]) -> PalettePlan {
        var survey = ColorSurvey()
        for frame in frames { survey.add(frame) }
        return PalettePlan.choose(for: survey)
    }

    func testHistogramIsSortedAndCounted() {
        let a = packed(9, 9, 9), b = packed(1, 2, 3)
        let histogram = histogram([a, a, 0, b, a, 0, 0, b])
        XCTAssertEqual(histogram.colors, [b, a])
        XCTAssertEqual(histogram.counts, [2, 3])
    }

    func testMedianCutKeepsFewColoursExactly() {
        let pixels = [packed(1, 2, 3), packed(200, 100, 0), packed(1, 2, 3)]
        XCTAssertEqual(MedianCut.palette(for: histogram(pixels), maxColors: 4),
                       [packed(1, 2, 3), packed(200, 100, 0)])
    }

    func testMedianCutReducesAndIsOrderIndependent() {
        var random = SeededRandom(seed: 3)
        let pixels = (0..<5000).map { _ in
            packed(Int.random(in: 0...255, using: &random), Int.random(in: 0...255, using: &random), Int.random(in: 0...255, using: &random))
        }
        let palette = MedianCut.palette(for: histogram(pixels), maxColors: 64)
        XCTAssertEqual(palette.count, 64)
        XCTAssertEqual(palette, palette.sorted())
        XCTAssertEqual(MedianCut.palette(for: histogram(pixels.reversed()), maxColors: 64), palette)
    }

    func testMedianCutGivesADominantColourItsOwnEntry() {
        // 10 000 pixels of one grey among 300 sparse colours: the grey must be reproduced exactly.
        let grey = packed(128, 128, 128)
        let pixels = [UInt32](repeating: grey, count: 10_000) + (0..<300).map { packed($0 % 256, ($0 * 7) % 256, 255 - $0 % 256) }
        XCTAssertTrue(MedianCut.palette(for: histogram(pixels), maxColors: 16).contains(grey))
    }

    func testNearestSearchMatchesBruteForce() {
        var random = SeededRandom(seed: 11)
        for size in [1, 2, 17, 255] {
            let palette = (0..<size).map { _ in
                packed(Int.random(in: 0...255, using: &random), Int.random(in: 0...255, using: &random), Int.random(in: 0...255, using: &random))
            }
            let search = NearestColorSearch(palette: palette)
            for _ in 0..<500 {
                let (r, g, b) = (Int.random(in: 0...255, using: &random), Int.random(in: 0...255, using: &random), Int.random(in: 0...255, using: &random))
                let distances = palette.map { c -> Int in
                    let dr = PackedColor.red(c) - r, dg = PackedColor.green(c) - g, db = PackedColor.blue(c) - b
                    return dr * dr + dg * dg + db * db
                }
                XCTAssertEqual(search.nearest(red: r, green: g, blue: b), distances.firstIndex(of: distances.min()!)!)
            }
        }
    }

    func testOrderedDitherIsCentredAndBounded() {
        let dither = OrderedDither(palette: (0..<16).map { packed($0 * 16, $0 * 16, $0 * 16) })
        XCTAssertEqual(dither.amplitude, 28)  // neighbours are 16·√3 ≈ 27.7 apart
        let offsets = (0..<64).map { dither.offset(x: $0 % 8, y: $0 / 8) }
        XCTAssertLessThanOrEqual(abs(offsets.reduce(0, +)), 8)
        XCTAssertTrue(offsets.allSatisfy { abs($0) <= 14 })
        XCTAssertEqual(dither.offset(x: 3, y: 5), dither.offset(x: 11, y: 13), "the pattern tiles every 8 pixels")
    }

    func testPalettePlanIsExactOnlyWhenEverythingFits() {
        func frame(_ colors: Int, transparent: Bool) -> PlannedFrame {
            let pixels = (0..<colors).map { packed($0, 0, 0) } + (transparent ? [PackedColor.transparent] : [])
            return PlannedFrame(rect: PixelRect(x: 0, y: 0, width: pixels.count, height: 1), pixels: pixels,
                                delay: 2, disposal: .doNotDispose)
        }
        let fits = plan([frame(255, transparent: true)])
        XCTAssertTrue(fits.isExact, "255 colours and the transparent index fit")
        XCTAssertEqual(fits.table.transparentIndex, 255)
        XCTAssertEqual(fits.table.bitsPerPixel, 8)
        let over = plan([frame(256, transparent: true)])
        XCTAssertFalse(over.isExact, "256 colours and the transparent index do not fit")
        XCTAssertEqual(over.table.colors.count, 255, "255 merged colours…")
        XCTAssertEqual(over.table.transparentIndex, 255, "…and the transparent index")
        XCTAssertTrue(plan([frame(256, transparent: false)]).isExact, "256 colours fit")
        // Kept pixels do without a transparent entry: the frame declares an index it does not
        // draw with (here the lowest of the kept pixels' own) transparent.
        var kept = frame(256, transparent: false)
        kept.pixels[9] = PackedColor.kept(kept.pixels[9])
        kept.pixels[7] = PackedColor.kept(kept.pixels[7])
        let full = plan([kept]).table
        XCTAssertNil(full.transparentIndex)
        var mapper = PaletteMapper(table: full, dither: false)
        let choices = mapper.choices(for: kept)
        XCTAssertEqual(choices.transparentIndex, 7)
        XCTAssertEqual(choices.ownColors[7...9], [7, 8, 9])
        XCTAssertEqual(choices.transparentWhereKept[7...9], [7, 8, 7])
        var fewKept = frame(100, transparent: false)
        fewKept.pixels[3] = PackedColor.kept(fewKept.pixels[3])
        XCTAssertNil(plan([fewKept]).table.transparentIndex, "no entry is reserved for kept pixels")
    }

    func testOneQuantizedPaletteMapsEqualFramesEqually() throws {
        // More than 256 colours: the first and last frames are the same picture, and must decode
        // to the same pixels (a seamless loop), whatever changed between them.
        func gradient(_ shift: Int) -> Pixmap {
            var bytes: [UInt8] = []
            for y in 0..<20 { for x in 0..<40 { bytes += [UInt8((x * 6 + shift) % 256), UInt8(y * 12), UInt8((x * y + shift) % 256), 255] } }
            return Pixmap(width: 40, height: 20, straightBytes: bytes)!
        }
        let gif = try GIF.encode(frames: [gradient(0), gradient(90), gradient(0)], fps: 10)
        let frames = try GIF.decode(gif).frames
        XCTAssertEqual(frames.first?.image, frames.last?.image)
    }

    func testRunChooserFindsTheFewestChanges() {
        var random = SeededRandom(seed: 5)
        for _ in 0..<200 {
            let count = Int.random(in: 1...10, using: &random)
            let first = (0..<count).map { _ in UInt8.random(in: 0...2, using: &random) }
            let second = first.map { Bool.random(using: &random) ? $0 : UInt8.random(in: 0...2, using: &random) }
            let chosen = IndexRunChooser.choose(first: first, second: second)
            XCTAssertTrue(chosen.indices.allSatisfy { chosen[$0] == first[$0] || chosen[$0] == second[$0] })
            // Brute force over every combination of choices.
            let fewest = (0..<(1 << count)).map { mask in
                changes((0..<count).map { mask >> $0 & 1 == 0 ? first[$0] : second[$0] })
            }.min()!
            XCTAssertEqual(changes(chosen), fewest, "\(first) / \(second)")
        }
    }

    func testRunChooserPrefersTheSecondChoiceOnTies() {
        // Transparent (9) or own colour: a flat area is written as its colour, not as holes.
        XCTAssertEqual(IndexRunChooser.choose(first: [1, 9, 9, 2], second: [1, 5, 5, 2]), [1, 5, 5, 2])
        // …but transparent wins where it joins pixels whose own colours differ.
        XCTAssertEqual(IndexRunChooser.choose(first: [1, 9, 9, 9, 2], second: [1, 5, 6, 5, 2]), [1, 9, 9, 9, 2])
    }

    func testRunChooserPicksWhatThePlainRecursionPicks() {
        // Long stretches without a choice and long stretches of the same two choices (both taken
        // eight pixels at a time) between stretches of mixed choices: the same indices, pixel for
        // pixel, as the recursion taken one pixel at a time.
        var random = SeededRandom(seed: 11)
        for _ in 0..<300 {
            var first: [UInt8] = [], second: [UInt8] = []
            while first.count < 400 {
                let length = Int.random(in: 1...40, using: &random), choice = Bool.random(using: &random)
                let colour = UInt8.random(in: 0...3, using: &random), flat = Bool.random(using: &random)
                for _ in 0..<length {
                    let own = flat || Bool.random(using: &random) ? colour : UInt8.random(in: 0...3, using: &random)
                    first.append(choice ? 9 : own)
                    second.append(own)
                }
            }
            XCTAssertEqual(IndexRunChooser.choose(first: first, second: second), plainRunChoice(first, second))
        }
    }

    /// The fewest-changes recursion, a pixel at a time, as written before stretches without a
    /// choice were skipped through.
    private func plainRunChoice(_ first: [UInt8], _ second: [UInt8]) -> [UInt8] {
        var from = [UInt8](repeating: 0, count: first.count), cost0 = 0, cost1 = 0
        for i in 1..<first.count {
            func best(_ index: UInt8) -> (cost: Int, from: UInt8) {
                let via0 = cost0 + (first[i - 1] == index ? 0 : 1), via1 = cost1 + (second[i - 1] == index ? 0 : 1)
                return via1 <= via0 ? (via1, 1) : (via0, 0)
            }
            let choice0 = best(first[i]), choice1 = best(second[i])
            (cost0, cost1) = (choice0.cost, choice1.cost)
            from[i] = choice0.from | choice1.from << 1
        }
        var choice: UInt8 = cost1 <= cost0 ? 1 : 0, out = first
        for i in stride(from: first.count - 1, through: 0, by: -1) {
            out[i] = choice == 0 ? first[i] : second[i]
            choice = from[i] >> choice & 1
        }
        return out
    }

    private func changes(_ indices: [UInt8]) -> Int {
        zip(indices, indices.dropFirst()).filter { $0 != $1 }.count
    }
}
