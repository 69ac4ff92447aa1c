// GIFEncoderTests.swift: encode → decode round trips of the animated-GIF encoder: exact palettes,
// changed rectangles, merged frames, the loop block, transparency (including pixels turning
// transparent), the quantized path for many colours, determinism and argument errors.

import XCTest
@testable import Raster
@testable import Codecs

final class GIFEncoderTests: XCTestCase {
    private let blue = RGBA8(r: 0, g: 122, b: 255)
    private let green = RGBA8(r: 52, g: 199, b: 89)

    /// A flat UI-like frame: a grey background, a card, and a button whose position varies.
    private func uiFrame(buttonX: Int) -> Pixmap {
        var pixmap = TestImages.filled(width: 64, height: 48, RGBA8(r: 242, g: 242, b: 247))
        TestImages.fill(&pixmap, x: 4, y: 4, width: 56, height: 40, .white)
        TestImages.fill(&pixmap, x: buttonX, y: 30, width: 10, height: 5, blue)
        return pixmap
    }

    func testExactPaletteFramesDecodeToTheInputColours() throws {
        let frames = [uiFrame(buttonX: 8), uiFrame(buttonX: 12), uiFrame(buttonX: 20)]
        let gif = try GIF.decode(GIF.encode(frames: frames, fps: 10))
        XCTAssertEqual(gif.width, 64)
        XCTAssertEqual(gif.height, 48)
        XCTAssertEqual(gif.frames.map(\.image), frames)
        XCTAssertEqual(gif.frames.map(\.delay), [10, 10, 10])
    }

    func testDitherLeavesExactPalettesAlone() throws {
        let frames = [uiFrame(buttonX: 8), uiFrame(buttonX: 30)]
        let gif = try GIF.decode(GIF.encode(frames: frames, fps: 10, options: GIFEncoderOptions(dither: true)))
        XCTAssertEqual(gif.frames.map(\.image), frames)
    }

    func testExactly256ColoursStayExact() throws {
        // 256 colours leave no room for a transparent index; unchanged pixels are then written as
        // their own colours and the palette stays exact.
        var f0 = Pixmap(width: 16, height: 16)!
        for i in 0..<256 { f0[i % 16, i / 16] = PremultipliedRGBA8(r: UInt8(i), g: UInt8(255 - i), b: UInt8(i / 3), a: 255) }
        var f1 = f0
        (f1[3, 3], f1[9, 5]) = (f0[9, 5], f0[3, 3])
        let gif = try GIF.decode(GIF.encode(frames: [f0, f1], fps: 10))
        XCTAssertEqual(gif.frames.map(\.image), [f0, f1])
        XCTAssertEqual(gif.frames[1].rect, GIFFrame.Rect(x: 3, y: 3, width: 7, height: 3))
    }

    func testFramesStoreOnlyTheirChangedRectangle() throws {
        let frames = [uiFrame(buttonX: 8), uiFrame(buttonX: 12), uiFrame(buttonX: 12 + 30)]
        let gif = try GIF.decode(GIF.encode(frames: frames, fps: 10))
        XCTAssertEqual(gif.frames.map(\.rect), [
            GIFFrame.Rect(x: 0, y: 0, width: 64, height: 48),   // the first frame is full
            GIFFrame.Rect(x: 8, y: 30, width: 14, height: 5),   // old and new button overlap
            GIFFrame.Rect(x: 12, y: 30, width: 40, height: 5),
        ])
        XCTAssertEqual(gif.frames.map(\.disposal), [1, 1, 1])
    }

    func testIdenticalConsecutiveFramesMerge() throws {
        let a = uiFrame(buttonX: 8), b = uiFrame(buttonX: 9)
        let gif = try GIF.decode(GIF.encode(frames: [a, a, a, b, b, a], fps: 20))
        XCTAssertEqual(gif.frames.map(\.delay), [15, 10, 5])
        XCTAssertEqual(gif.frames.map(\.image), [a, b, a])
    }

    func testLoopExtension() throws {
        let frames = [uiFrame(buttonX: 8), uiFrame(buttonX: 9)]
        let looping = try GIF.encode(frames: frames, fps: 10)
        XCTAssertNotNil(find(Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0], in: looping))
        XCTAssertEqual(try GIF.decode(looping).loopCount, 0)
        XCTAssertEqual(Array(looping.prefix(6)), Array("GIF89a".utf8))

        let once = try GIF.encode(frames: frames, fps: 10, options: GIFEncoderOptions(loopForever: false))
        XCTAssertNil(find(Array("NETSCAPE2.0".utf8), in: once))
        XCTAssertNil(try GIF.decode(once).loopCount)
    }

    func testOpaqueBackgroundCompositesOverTheMatte() throws {
        let disc = TestImages.disc(width: 16, height: 16, centerX: 8, centerY: 8, radius: 5,
                                   RGBA8(r: 200, g: 0, b: 0), over: .transparent)
        let matte = RGBA8(r: 0, g: 0, b: 255)
        let gif = try GIF.decode(GIF.encode(frames: [disc], fps: 1, options: GIFEncoderOptions(background: .opaque(matte))))
        let image = gif.frames[0].image
        XCTAssertEqual(image[0, 0], PremultipliedRGBA8(straight: matte))
        XCTAssertEqual(image[8, 8], PremultipliedRGBA8(r: 200, g: 0, b: 0, a: 255))
        for y in 0..<16 {
            for x in 0..<16 {
                // Premultiplied red over opaque blue: red as is, blue × (1 − α), exactly.
                let source = disc[x, y]
                XCTAssertEqual(image[x, y], PremultipliedRGBA8(r: source.r, g: 0, b: 255 - source.a, a: 255), "(\(x), \(y))")
            }
        }
    }

    // MARK: - Transparency

    /// What a transparent-background GIF should show for a premultiplied pixel.
    private func expectedTransparent(_ p: PremultipliedRGBA8, matte: RGBA8) -> PremultipliedRGBA8 {
        guard p.a >= 128 else { return .transparent }
        func over(_ c: UInt8, _ m: UInt8) -> UInt8 { UInt8(Int(c) + (Int(m) * (255 - Int(p.a)) + 127) / 255) }
        return PremultipliedRGBA8(r: over(p.r, matte.r), g: over(p.g, matte.g), b: over(p.b, matte.b), a: 255)
    }

    func testTransparentBackgroundIncludingPixelsThatBecomeTransparent() throws {
        let matte = RGBA8(r: 255, g: 255, b: 255)
        let options = GIFEncoderOptions(background: .transparent(matte: matte))
        // A disc moving right: the pixels it leaves turn from opaque to transparent.
        let frames = (0..<4).map { k in
            TestImages.disc(width: 48, height: 24, centerX: 10 + Double(k) * 7, centerY: 12, radius: 8,
                            RGBA8(r: 0, g: 122, b: 255), over: .transparent)
        }
        let gif = try GIF.decode(GIF.encode(frames: frames, fps: 10, options: options))
        XCTAssertEqual(gif.frames.count, 4)
        for (frame, source) in zip(gif.frames, frames) {
            for y in 0..<24 {
                for x in 0..<48 {
                    let expected = expectedTransparent(source[x, y], matte: matte)
                    let actual = frame.image[x, y]
                    guard actual.a == expected.a, abs(Int(actual.r) - Int(expected.r)) <= 1,
                          abs(Int(actual.g) - Int(expected.g)) <= 1, abs(Int(actual.b) - Int(expected.b)) <= 1 else {
                        return XCTFail("pixel (\(x), \(y)): \(actual) instead of \(expected)")
                    }
                }
            }
        }
        // Frames followed by a frame that clears pixels are disposed of to background.
        XCTAssertEqual(gif.frames.map(\.disposal), [2, 2, 2, 1])
    }

    func testPixelsTurningTransparentWhereThePreviousFrameDidNotDraw() throws {
        // Frame 0 draws a square; frame 1 adds a dot elsewhere; frame 2 removes the square. The
        // square was drawn by frame 0, so frame 1's rectangle must grow to cover it before frame 1's
        // disposal to background can clear it.
        let options = GIFEncoderOptions(background: .transparent(matte: .white))
        var f0 = Pixmap(width: 30, height: 20)!
        TestImages.fill(&f0, x: 2, y: 2, width: 6, height: 6, green)
        var f1 = f0
        TestImages.fill(&f1, x: 24, y: 14, width: 2, height: 2, blue)
        var f2 = Pixmap(width: 30, height: 20)!
        TestImages.fill(&f2, x: 24, y: 14, width: 2, height: 2, blue)

        let gif = try GIF.decode(GIF.encode(frames: [f0, f1, f2], fps: 10, options: options))
        XCTAssertEqual(gif.frames.map(\.image), [f0, f1, f2])
        XCTAssertEqual(gif.frames.map(\.disposal), [1, 2, 1])
        XCTAssertEqual(gif.frames.map(\.rect), [
            GIFFrame.Rect(x: 0, y: 0, width: 30, height: 20),
            GIFFrame.Rect(x: 2, y: 2, width: 24, height: 14),  // the new dot and the square to clear
            GIFFrame.Rect(x: 24, y: 14, width: 2, height: 2),  // the dot, redrawn after the clearing
        ])
    }

    // MARK: - Many colours

    func testMoreThan256ColoursStayClose() throws {
        let frames = [TestImages.gradient(width: 200, height: 200), TestImages.gradient(width: 200, height: 200, phase: 9)]
        var blockErrors: [Bool: Double] = [:]
        for dither in [false, true] {
            let gif = try GIF.decode(GIF.encode(frames: frames, fps: 10, options: GIFEncoderOptions(dither: dither)))
            XCTAssertEqual(gif.frames.count, 2)
            for (frame, source) in zip(gif.frames, frames) {
                let (worst, mean) = pixelError(frame.image, source)
                let block = blockAverageError(frame.image, source)
                // Measured (r, g, b; 255 colours for 40 000): worst 9, mean 3.46, 8×8-block mean 1.24
                // undithered; worst 19, mean 5.0, block 0.5 dithered.
                XCTAssertLessThanOrEqual(worst, dither ? 24 : 12, "dither \(dither)")
                XCTAssertLessThanOrEqual(mean, dither ? 6 : 4, "dither \(dither)")
                blockErrors[dither, default: 0] += block
            }
        }
        XCTAssertLessThan(blockErrors[true]!, blockErrors[false]! * 0.6, "dithering makes areas average closer")
    }

    /// Largest and mean absolute difference over the r, g, b channels.
    private func pixelError(_ a: Pixmap, _ b: Pixmap) -> (worst: Int, mean: Double) {
        var worst = 0, total = 0
        for i in 0..<a.bytes.count where i % 4 != 3 {
            let difference = abs(Int(a.bytes[i]) - Int(b.bytes[i]))
            worst = max(worst, difference)
            total += difference
        }
        return (worst, Double(total) / Double(a.width * a.height * 3))
    }

    /// Mean absolute difference of 8×8 block averages, r, g, b: what the eye sees from afar, and
    /// what dithering exists to improve.
    private func blockAverageError(_ a: Pixmap, _ b: Pixmap) -> Double {
        var total = 0.0, count = 0
        for by in stride(from: 0, to: a.height - 7, by: 8) {
            for bx in stride(from: 0, to: a.width - 7, by: 8) {
                for channel in 0..<3 {
                    var sumA = 0, sumB = 0
                    for y in by..<by + 8 {
                        for x in bx..<bx + 8 {
                            sumA += Int(a.bytes[(y * a.width + x) * 4 + channel])
                            sumB += Int(b.bytes[(y * b.width + x) * 4 + channel])
                        }
                    }
                    total += abs(Double(sumA - sumB)) / 64
                    count += 1
                }
            }
        }
        return total / Double(count)
    }

    func testManyColoursWithASmallChangeKeepTheRestStill() throws {
        // Local palettes: frame 1 stores only the moved square, and every pixel outside it keeps
        // exactly what frame 0 showed (no re-quantization shimmer).
        let background = TestImages.gradient(width: 100, height: 100)
        var f0 = background, f1 = background
        TestImages.fill(&f0, x: 10, y: 10, width: 8, height: 8, blue)
        TestImages.fill(&f1, x: 14, y: 10, width: 8, height: 8, blue)
        for dither in [false, true] {
            let gif = try GIF.decode(GIF.encode(frames: [f0, f1], fps: 10, options: GIFEncoderOptions(dither: dither)))
            XCTAssertEqual(gif.frames[1].rect, GIFFrame.Rect(x: 10, y: 10, width: 12, height: 8))
            for y in 0..<100 {
                for x in 0..<100 where !(10..<22).contains(x) || !(10..<18).contains(y) {
                    guard gif.frames[1].image[x, y] == gif.frames[0].image[x, y] else {
                        return XCTFail("pixel (\(x), \(y)) changed, dither \(dither)")
                    }
                }
            }
            XCTAssertEqual(gif.frames[1].image[15, 12], PremultipliedRGBA8(straight: blue), "exact colours stay exact")
        }
    }

    func testQuantizedFramesStoreOnlyWhatChangesOnScreen() throws {
        // 300 far-apart colours force a merged palette; a large yellow area, apart from them in
        // every channel, keeps an entry of its own. In frame 1 a patch of the yellow turns one level
        // bluer (drawn with the same entry, so nothing changes on screen) and a small blue square
        // appears: only the square is stored.
        var f0 = TestImages.filled(width: 60, height: 40, RGBA8(r: 250, g: 250, b: 20))
        for k in 0..<300 {
            let color = RGBA8(r: UInt8(k % 20 * 12), g: UInt8(k / 20 * 16), b: 200)
            TestImages.fill(&f0, x: k % 60, y: k / 60 * 6, width: 1, height: 6, color)
        }
        var f1 = f0
        TestImages.fill(&f1, x: 20, y: 33, width: 5, height: 5, RGBA8(r: 250, g: 250, b: 21))
        TestImages.fill(&f1, x: 40, y: 32, width: 3, height: 3, blue)
        let gif = try GIF.decode(GIF.encode(frames: [f0, f1], fps: 10))
        XCTAssertEqual(gif.frames[1].rect, GIFFrame.Rect(x: 40, y: 32, width: 3, height: 3))
        XCTAssertEqual(gif.frames[1].image[22, 35], gif.frames[0].image[22, 35])
        XCTAssertEqual(gif.frames[1].image[41, 33], PremultipliedRGBA8(straight: blue))
    }

    func testDeterministicBytes() throws {
        let circle = (0..<6).map { k in
            TestImages.disc(width: 60, height: 40, centerX: 12 + Double(k) * 6.3, centerY: 20, radius: 9,
                            RGBA8(r: 255, g: 59, b: 48), over: .transparent)
        }
        let gradient = (0..<3).map { TestImages.gradient(width: 70, height: 70, phase: $0 * 5) }
        for options in [GIFEncoderOptions(), GIFEncoderOptions(background: .transparent(matte: .black)),
                        GIFEncoderOptions(dither: true)] {
            XCTAssertEqual(try GIF.encode(frames: circle, fps: 24, options: options),
                           try GIF.encode(frames: circle, fps: 24, options: options))
            XCTAssertEqual(try GIF.encode(frames: gradient, fps: 24, options: options),
                           try GIF.encode(frames: gradient, fps: 24, options: options))
        }
    }

    // MARK: - Errors

    func testArgumentErrors() throws {
        XCTAssertThrowsError(try GIF.encode(frames: [], fps: 30)) { error in
            XCTAssertEqual((error as? CodecError)?.message, "cannot encode a GIF without frames")
        }
        XCTAssertThrowsError(try GIF.encode(frames: [uiFrame(buttonX: 1)], fps: 0))
        XCTAssertThrowsError(try GIF.encode(frames: [uiFrame(buttonX: 1), TestImages.filled(width: 3, height: 3, .white)], fps: 30)) { error in
            XCTAssertEqual((error as? CodecError)?.message, "frame 1 is 3×3, the GIF is 64×48")
        }
        XCTAssertThrowsError(try GIFEncoder(width: 0, height: 10))
        let encoder = try GIFEncoder(width: 64, height: 48)
        XCTAssertThrowsError(try encoder.addFrame(uiFrame(buttonX: 1), until: .nan))
        XCTAssertThrowsError(try encoder.finish())
        XCTAssertThrowsError(try encoder.addFrame(uiFrame(buttonX: 1), until: 1))
    }
}
