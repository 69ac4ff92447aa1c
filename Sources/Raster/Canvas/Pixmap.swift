// Pixmap.swift: a rectangle of premultiplied RGBA pixels, 8 bits a channel, the surface every
// drawing operation ends in and every codec reads from.
// Guarantees: width and height are ≥ 1 and ≤ Pixmap.maximumSide; `bytes.count == width * height * 4`;
// every pixel has r, g, b ≤ a (premultiplied).

/// One premultiplied RGBA pixel, 8 bits a channel.
public struct PremultipliedRGBA8: Equatable, Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = min(r, a); self.g = min(g, a); self.b = min(b, a); self.a = a
    }

    public static let transparent = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)

    /// Premultiplies a straight-alpha colour, rounding to nearest.
    public init(straight color: RGBA8) {
        let a = UInt32(color.a)
        func mul(_ c: UInt8) -> UInt8 { UInt8(divideBy255(UInt32(c) * a)) }
        self.init(r: mul(color.r), g: mul(color.g), b: mul(color.b), a: color.a)
    }

    /// The straight-alpha colour this pixel stands for (transparent black when alpha is 0).
    public var straight: RGBA8 {
        guard a != 0 else { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
        let alpha = UInt32(a)
        func div(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + alpha / 2) / alpha)) }
        return RGBA8(r: div(r), g: div(g), b: div(b), a: a)
    }
}

/// A straight (non-premultiplied) sRGB colour, 8 bits a channel: what files and users speak.
public struct RGBA8: Equatable, Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    public static let white = RGBA8(r: 255, g: 255, b: 255)
    public static let black = RGBA8(r: 0, g: 0, b: 0)
    public static let transparent = RGBA8(r: 0, g: 0, b: 0, a: 0)
}

/// x / 255 rounded to nearest, exact for x in 0...255·255 (a product of two bytes), without a
/// division: the one place 8-bit colour maths divides by 255 (Codecs flattens onto a matte with it).
@inlinable
public func divideBy255(_ x: UInt32) -> UInt32 {
    let y = x + 128
    return (y + (y >> 8)) >> 8
}

// MARK: - Pixmap

/// Premultiplied RGBA pixels, row-major, top row first, 4 bytes a pixel with no row padding.
public struct Pixmap: Equatable, Sendable {
    /// Sides above this are refused: 16384² pixels already take 1 GiB.
    public static let maximumSide = 16384

    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: r, g, b, a of each pixel, premultiplied.
    public internal(set) var bytes: [UInt8]

    /// A pixmap filled with one colour (transparent by default); nil when a side is < 1 or too large.
    public init?(width: Int, height: Int, fill: PremultipliedRGBA8 = .transparent) {
        guard (1...Pixmap.maximumSide).contains(width), (1...Pixmap.maximumSide).contains(height) else {
            return nil
        }
        self.width = width
        self.height = height
        // Written once, with the fill: zeros first and then a colour was two passes over every
        // frame of a canvas with a background.
        bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            Self.fill(UnsafeMutableRawBufferPointer(buffer), with: fill)
            initialized = buffer.count
        }
    }

    /// Wraps premultiplied bytes; nil unless the count matches the size and every pixel is
    /// validly premultiplied.
    public init?(width: Int, height: Int, premultipliedBytes: [UInt8]) {
        guard (1...Pixmap.maximumSide).contains(width), (1...Pixmap.maximumSide).contains(height),
              premultipliedBytes.count == width * height * 4 else { return nil }
        var i = 0
        while i < premultipliedBytes.count {
            let a = premultipliedBytes[i + 3]
            if premultipliedBytes[i] > a || premultipliedBytes[i + 1] > a || premultipliedBytes[i + 2] > a {
                return nil
            }
            i += 4
        }
        self.width = width
        self.height = height
        bytes = premultipliedBytes
    }

    /// Builds a pixmap from straight-alpha RGBA bytes (as PNG and GIF store them).
    public init?(width: Int, height: Int, straightBytes: [UInt8]) {
        guard (1...Pixmap.maximumSide).contains(width), (1...Pixmap.maximumSide).contains(height),
              straightBytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        bytes = straightBytes
        var i = 0
        while i < bytes.count {
            let p = PremultipliedRGBA8(straight: RGBA8(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3]))
            bytes[i] = p.r; bytes[i + 1] = p.g; bytes[i + 2] = p.b
            i += 4
        }
    }

    /// The pixels as straight-alpha RGBA bytes (as PNG and GIF store them).
    public var straightBytes: [UInt8] {
        var out = bytes
        var i = 0
        while i < out.count {
            let a = out[i + 3]
            if a != 255 {
                let s = PremultipliedRGBA8(r: out[i], g: out[i + 1], b: out[i + 2], a: a).straight
                out[i] = s.r; out[i + 1] = s.g; out[i + 2] = s.b
            }
            i += 4
        }
        return out
    }

    public subscript(x: Int, y: Int) -> PremultipliedRGBA8 {
        get {
            let i = (y * width + x) * 4
            return PremultipliedRGBA8(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            bytes[i] = newValue.r; bytes[i + 1] = newValue.g; bytes[i + 2] = newValue.b; bytes[i + 3] = newValue.a
        }
    }

    /// Sets every pixel to one colour.
    public mutating func fill(_ color: PremultipliedRGBA8) {
        bytes.withUnsafeMutableBytes { Self.fill($0, with: color) }
    }

    /// Writes `color` into every pixel of `raw` (whole pixels, initialised or not).
    private static func fill(_ raw: UnsafeMutableRawBufferPointer, with color: PremultipliedRGBA8) {
        // White and transparent, the usual backgrounds, are one byte repeated: memset.
        if color.r == color.g && color.g == color.b && color.b == color.a {
            raw.initializeMemory(as: UInt8.self, repeating: color.a)
        } else {
            let word = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
            raw.bindMemory(to: UInt32.self).initialize(repeating: word.littleEndian)
        }
    }
}
