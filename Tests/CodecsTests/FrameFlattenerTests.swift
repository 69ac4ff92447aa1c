// FrameFlattenerTests.swift: premultiplied pixels to the encoder's packed colours, four at a time
// where four opaque pixels are in a row and one at a time elsewhere, held to the rule written out
// a pixel at a time.

import XCTest
@testable import Raster
@testable import Codecs

final class FrameFlattenerTests: XCTestCase {
    func testEveryPixelIsFlattenedAsTheRuleSays() {
        var random = SeededRandom(seed: 21)
        let matte = RGBA8(r: 250, g: 128, b: 3)
        for background in [GIFBackground.opaque(matte), .transparent(matte: matte)] {
            let flattener = FrameFlattener(background: background)
            for width in [1, 3, 4, 5, 13] {
                // Stretches of opaque pixels (long enough to be taken four at a time) between
                // pixels of every alpha, transparent ones included.
                var bytes: [UInt8] = []
                while bytes.count < width * 7 * 4 {
                    let opaque = Bool.random(using: &random)
                    for _ in 0..<Int.random(in: 1...9, using: &random) {
                        let a = opaque ? 255 : UInt8.random(in: 0...255, using: &random)
                        bytes += [UInt8.random(in: 0...a, using: &random), UInt8.random(in: 0...a, using: &random),
                                  UInt8.random(in: 0...a, using: &random), a]
                    }
                }
                let height = bytes.count / 4 / width
                bytes.removeLast(bytes.count - width * height * 4)
                let pixmap = Pixmap(width: width, height: height, premultipliedBytes: bytes)!
                let expected = (0..<width * height).map { i in
                    Self.flattened(r: bytes[i * 4], g: bytes[i * 4 + 1], b: bytes[i * 4 + 2], a: bytes[i * 4 + 3],
                                   matte: matte, keepsTransparency: background.isTransparent)
                }
                XCTAssertEqual(flattener.flatten(pixmap), expected, "\(background), width \(width)")
            }
        }
    }

    /// The rule for one pixel: opaque as it is; in transparent mode below alpha 128 transparent;
    /// else composited over the matte, each channel c + m·(255 − a)/255 rounded.
    private static func flattened(r: UInt8, g: UInt8, b: UInt8, a: UInt8, matte: RGBA8, keepsTransparency: Bool) -> UInt32 {
        if a == 255 { return PackedColor.opaque(red: UInt32(r), green: UInt32(g), blue: UInt32(b)) }
        if keepsTransparency && a < 128 { return PackedColor.transparent }
        func over(_ c: UInt8, _ m: UInt8) -> UInt32 {
            UInt32(c) + UInt32((Double(m) * Double(255 - Int(a)) / 255).rounded())
        }
        return PackedColor.opaque(red: over(r, matte.r), green: over(g, matte.g), blue: over(b, matte.b))
    }
}
