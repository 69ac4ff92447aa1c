// PNGDecoder.swift: PNG bytes → Pixmap through libpng's simplified read API (png_image_*).
// That API runs libpng inside its own setjmp and reports failure as a return value plus a message,
// so corrupt or hostile input becomes a thrown CodecError instead of a longjmp across Swift frames.
// It also does every conversion we need (palette, gray, tRNS, 16-bit) to 8-bit sRGB RGBA.

// Implementation-only: users' files compile against this module without the C headers.
@_implementationOnly import CPNG
import Raster

enum PNGDecoder {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func decode(_ bytes: [UInt8]) throws -> Pixmap {
        guard bytes.starts(with: signature) else { throw CodecError("not a PNG file") }
        try checkChunkLengths(bytes)

        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }

        // libpng keeps reading from `raw` until finish_read returns, so both calls live in here.
        let straight: [UInt8] = try bytes.withUnsafeBytes { raw in
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                throw corrupt(image)
            }
            let width = Int(image.width), height = Int(image.height)
            guard width <= Pixmap.maximumSide, height <= Pixmap.maximumSide else {
                throw CodecError("PNG too large: \(width)×\(height) (at most \(Pixmap.maximumSide) pixels a side)")
            }
            image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA, a macro Swift cannot import
            // Without this flag libpng takes 16-bit data with no colour-space chunk to be linear and
            // would brighten it on the way to 8-bit sRGB; such files are sRGB in practice.
            image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)

            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
            }
            guard finished != 0 else { throw corrupt(image) }
            return pixels
        }
        guard let pixmap = Pixmap(width: Int(image.width), height: Int(image.height), straightBytes: straight) else {
            throw CodecError("corrupt PNG: invalid size \(image.width)×\(image.height)")
        }
        return pixmap
    }

    /// libpng allocates a chunk's declared length before reading its data: a 107-byte file whose
    /// zTXt chunk claimed 2,013,331,458 bytes had it allocate 2 GB. Read from memory, no chunk can
    /// hold more than what is left, so such a file is refused before libpng sees it.
    private static func checkChunkLengths(_ bytes: [UInt8]) throws {
        var offset = signature.count
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let left = bytes.count - offset - 12  // after the length, type and CRC
            guard length <= left else {
                throw CodecError("corrupt PNG: a chunk claims \(length) bytes, and only \(max(0, left)) are left")
            }
            if bytes[offset + 4..<offset + 8].elementsEqual("IEND".utf8) { return }
            offset += 12 + length
        }
    }

    /// "corrupt PNG: <libpng's message>", the message being a NUL-terminated char[64] inside png_image.
    private static func corrupt(_ image: png_image) -> CodecError {
        let text = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return CodecError("corrupt PNG: \(text.isEmpty ? "unknown error" : text)")
    }
}
