// PNG.swift: the public face of the PNG codec: bytes ⇄ Pixmap and file ⇄ Pixmap.
// The work is split between PNGEncoder (libpng's full write API, for control over filters and zlib
// level) and PNGDecoder (libpng's simplified read API, which reports errors instead of longjmp'ing).

import Raster

/// PNG files: 8-bit RGBA with straight alpha and an sRGB chunk on write; any PNG on read.
public enum PNG {
    /// Encodes a pixmap as an 8-bit RGBA PNG (alpha unpremultiplied, sRGB chunk, perceptual intent).
    /// Decoding the result gives back exactly `pixmap`.
    public static func encode(_ pixmap: Pixmap) throws -> [UInt8] {
        try PNGEncoder.encode(pixmap)
    }

    /// Decodes any PNG (palette, gray, 16-bit, interlaced…) to premultiplied RGBA8.
    /// Throws a `CodecError` ("not a PNG file", "corrupt PNG: …", "PNG too large: …") rather than
    /// crashing on damaged or hostile input.
    public static func decode(_ bytes: [UInt8]) throws -> Pixmap {
        try PNGDecoder.decode(bytes)
    }

    /// Encodes `pixmap` and writes it to `path` atomically (see `AtomicFile`).
    public static func write(_ pixmap: Pixmap, to path: String) throws {
        try AtomicFile.write(encode(pixmap), to: path)
    }

    /// Reads and decodes the PNG file at `path`; decoding errors are prefixed with the path.
    public static func read(from path: String) throws -> Pixmap {
        let bytes = try FileBytes.read(path)
        do {
            return try decode(bytes)
        } catch let error as CodecError {
            throw CodecError("\(path): \(error.message)")
        }
    }
}
