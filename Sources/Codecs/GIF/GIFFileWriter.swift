// GIFFileWriter.swift: writes the GIF89a syntax (header, logical screen descriptor, colour tables,
// NETSCAPE2.0 loop block, graphics control blocks, image descriptors, image data in sub-blocks,
// trailer) into memory. It knows nothing about animation planning. It is ours rather than giflib's
// because giflib fixes each frame's LZW code size to its colour table's, while LZWEncoder's
// per-frame code size is where small frames save (giflib still decodes, so tests read back what we
// write through an independent implementation).

struct GIFFileWriter {
    private(set) var bytes: [UInt8] = []

    /// Opens a GIF89a of the given screen size with `globalTable`.
    init(width: Int, height: Int, globalTable: ColorTable, backgroundIndex: Int) {
        bytes += Array("GIF89a".utf8)
        Self.appendLittleEndian(width, to: &bytes)
        Self.appendLittleEndian(height, to: &bytes)
        // Global table present, colour resolution 8 bits, not sorted, then the table's size.
        bytes += [0xF0 | UInt8(globalTable.bitsPerPixel - 1), UInt8(backgroundIndex), 0]
        bytes += globalTable.rgbBytes
    }

    /// The NETSCAPE2.0 application extension with loop count 0 (loop forever).
    mutating func writeLoopForever() {
        bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8)
        bytes += [3, 1, 0, 0, 0]  // sub-block 1: loop count 0, little-endian; then the terminator
    }

    /// Makes room for `count` more bytes.
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(bytes.count + count)
    }

    /// Appends one frame made by `frameBytes`.
    mutating func append(frameBytes: [UInt8]) {
        bytes += frameBytes
    }

    /// One frame: its graphics control block, image descriptor, local table if any (else the
    /// global one applies) and image data. Frames are written apart from the file so that they
    /// can be made on several threads and joined in order.
    static func frameBytes(rect: PixelRect, encoding: FrameEncoding, delay: Int, disposal: PlannedFrame.Disposal) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8 + imageByteCount(localTable: encoding.localTable, image: encoding.image))
        let transparentFlag: UInt8 = encoding.transparentIndex == nil ? 0 : 1
        bytes += [0x21, 0xF9, 4, UInt8(disposal.rawValue) << 2 | transparentFlag]
        appendLittleEndian(delay, to: &bytes)
        bytes += [UInt8(encoding.transparentIndex ?? 0), 0]

        bytes.append(0x2C)
        for value in [rect.x, rect.y, rect.width, rect.height] { appendLittleEndian(value, to: &bytes) }
        if let local = encoding.localTable {
            bytes.append(0x80 | UInt8(local.bitsPerPixel - 1))
            bytes += local.rgbBytes
        } else {
            bytes.append(0)
        }
        bytes.append(UInt8(encoding.image.minimumCodeSize))
        var start = 0
        let codes = encoding.image.codes
        while start < codes.count {
            let end = min(start + 255, codes.count)
            bytes.append(UInt8(end - start))
            bytes += codes[start..<end]
            start = end
        }
        bytes.append(0)
        return bytes
    }

    /// Bytes a frame's image descriptor, local table and image data take (what `writeFrame` writes
    /// after the 8-byte graphics control block).
    static func imageByteCount(localTable: ColorTable?, image: LZWImage) -> Int {
        imageByteCount(localTable: localTable, codeBytes: image.codes.count)
    }

    /// `imageByteCount` for an image whose code stream is `codeBytes` long.
    static func imageByteCount(localTable: ColorTable?, codeBytes: Int) -> Int {
        let blocks = (codeBytes + 254) / 255
        return 10 + (localTable.map { 3 << $0.bitsPerPixel } ?? 0) + 1 + blocks + codeBytes + 1
    }

    /// Writes the trailer and returns the file's bytes.
    mutating func finish() -> [UInt8] {
        bytes.append(0x3B)
        return bytes
    }

    private static func appendLittleEndian(_ value: Int, to bytes: inout [UInt8]) {
        bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
    }
}
