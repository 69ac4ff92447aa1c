// TestImages.swift: small synthetic images the codec tests share (flat UI-like frames, an
// antialiased disc, a many-colour gradient) and a deterministic random generator, so that every
// test run sees the same pixels.

@testable import Raster

enum TestImages {
    /// An opaque pixmap of one colour.
    static func filled(width: Int, height: Int, _ color: RGBA8) -> Pixmap {
        Pixmap(width: width, height: height, fill: PremultipliedRGBA8(straight: color))!
    }

    /// Paints an axis-aligned rectangle (clipped to the pixmap).
    static func fill(_ pixmap: inout Pixmap, x: Int, y: Int, width: Int, height: Int, _ color: RGBA8) {
        let premultiplied = PremultipliedRGBA8(straight: color)
        for py in max(0, y)..<min(pixmap.height, y + height) {
            for px in max(0, x)..<min(pixmap.width, x + width) { pixmap[px, py] = premultiplied }
        }
    }

    /// An antialiased disc (4×4 supersampled coverage) over `background` ("source over").
    static func disc(width: Int, height: Int, centerX: Double, centerY: Double, radius: Double,
                     _ color: RGBA8, over background: PremultipliedRGBA8) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height, fill: background)!
        for y in 0..<height {
            for x in 0..<width {
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let dx = Double(x) + (Double(sx) + 0.5) / 4 - centerX
                        let dy = Double(y) + (Double(sy) + 0.5) / 4 - centerY
                        if dx * dx + dy * dy <= radius * radius { inside += 1 }
                    }
                }
                guard inside > 0 else { continue }
                let coverage = Double(inside) / 16 * Double(color.a) / 255
                let under = pixmap[x, y]
                func over(_ source: UInt8, _ destination: UInt8) -> UInt8 {
                    UInt8((Double(source) * coverage + Double(destination) * (1 - coverage)).rounded())
                }
                let alpha = UInt8((255 * coverage + Double(under.a) * (1 - coverage)).rounded())
                pixmap[x, y] = PremultipliedRGBA8(r: over(color.r, under.r), g: over(color.g, under.g),
                                                  b: over(color.b, under.b), a: alpha)
            }
        }
        return pixmap
    }

    /// A smooth opaque gradient with width × height distinct colours (for sides ≤ 256),
    /// shifted by `phase` so consecutive frames differ everywhere.
    static func gradient(width: Int, height: Int, phase: Int = 0) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt8((x * 255 / max(1, width - 1) + phase) % 256)
                let g = UInt8(y * 255 / max(1, height - 1))
                pixmap[x, y] = PremultipliedRGBA8(r: r, g: g, b: UInt8((Int(r) + Int(g)) / 2), a: 255)
            }
        }
        return pixmap
    }
}

/// A small deterministic generator (SplitMix64) for fuzz-style tests.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
