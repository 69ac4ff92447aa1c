// GIFFileWriter.swift: the thin layer over giflib's sequential encoder (EGif*), writing to memory.
// It knows GIF syntax (screen descriptor, NETSCAPE2.0 loop block, graphics control blocks, image
// descriptors, local colour tables, LZW via giflib) and nothing about animation planning. giflib reports failures by
// return value, so every call is checked and turned into a CodecError.

import CGIF

final class GIFFileWriter {
    private let gif: UnsafeMutablePointer<GifFileType>
    private let sink: GIFByteSink
    private var closed = false

    /// Opens a GIF89a of the given screen size; `globalTable` nil means every frame has its own.
    /// A writer that does not keep its bytes only counts them (see `byteCount`): the encoder
    /// measures how large a frame would be written one way or another with it.
    init(width: Int, height: Int, globalTable: ColorTable?, backgroundIndex: Int, keepsBytes: Bool = true) throws {
        sink = GIFByteSink(keepsBytes: keepsBytes)
        var error: Int32 = 0
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), appendToSink, &error) else {
            throw GIFFileWriter.failure(error)
        }
        self.gif = gif
        // giflib writes "GIF87a" unless told otherwise, and extensions need GIF89a.
        EGifSetGifVersion(gif, true)
        let status = withColorMap(globalTable) { map in
            EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, Int32(backgroundIndex), map)
        }
        try check(status)
    }

    deinit {
        if !closed { EGifCloseFile(gif, nil) }
    }

    /// The NETSCAPE2.0 application extension with loop count 0 (loop forever).
    func writeLoopForever() throws {
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
        try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)))
        try check(EGifPutExtensionBlock(gif, 3, [1, 0, 0] as [UInt8]))  // sub-block 1: loop count 0, little-endian
        try check(EGifPutExtensionTrailer(gif))
    }

    /// Bytes written so far.
    var byteCount: Int { sink.count }

    /// One frame: graphics control block, then the image (see `writeImage`).
    func writeFrame(rect: PixelRect, indices: [UInt8], localTable: ColorTable?, delay: Int,
                    disposal: PlannedFrame.Disposal, transparentIndex: Int?) throws {
        var control = GraphicsControlBlock(DisposalMode: disposal.rawValue, UserInputFlag: false,
                                           DelayTime: Int32(delay),
                                           TransparentColor: Int32(transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
        try writeImage(rect: rect, indices: indices, localTable: localTable)
    }

    /// An image descriptor, the local colour table if any (else the global one applies), and the
    /// LZW-compressed indices, whose code size giflib takes from the table in use.
    func writeImage(rect: PixelRect, indices: [UInt8], localTable: ColorTable?) throws {
        let status = withColorMap(localTable) { map in
            EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map)
        }
        try check(status)
        // EGifPutLine masks the indices in place, hence the mutable copy; one call takes the whole image.
        var pixels = indices
        try check(EGifPutLine(gif, &pixels, Int32(pixels.count)))
    }

    /// Writes the trailer and returns the file's bytes.
    func finish() throws -> [UInt8] {
        closed = true
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw GIFFileWriter.failure(error) }
        return sink.bytes
    }

    private func check(_ status: Int32) throws {
        if status != GIF_OK { throw GIFFileWriter.failure(gif.pointee.Error) }
    }

    private static func failure(_ code: Int32) -> CodecError {
        let reason = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        return CodecError("cannot encode GIF: \(reason)")
    }
}

/// Calls `body` with a giflib colour map for `table` (giflib copies it), or nil.
private func withColorMap<R>(_ table: ColorTable?, _ body: (UnsafeMutablePointer<ColorMapObject>?) -> R) -> R {
    guard let table else { return body(nil) }
    let rgb = table.rgbBytes
    var colors = stride(from: 0, to: rgb.count, by: 3).map {
        GifColorType(Red: rgb[$0], Green: rgb[$0 + 1], Blue: rgb[$0 + 2])
    }
    return colors.withUnsafeMutableBufferPointer { buffer in
        var map = ColorMapObject(ColorCount: Int32(buffer.count), BitsPerPixel: Int32(table.bitsPerPixel),
                                 SortFlag: false, Colors: buffer.baseAddress)
        return body(&map)
    }
}

/// Collects (or only counts) giflib's output; a class so giflib can hold a stable pointer to it.
private final class GIFByteSink {
    let keepsBytes: Bool
    var bytes: [UInt8] = []
    var count = 0

    init(keepsBytes: Bool) { self.keepsBytes = keepsBytes }
}

private func appendToSink(_ gif: UnsafeMutablePointer<GifFileType>?, _ data: UnsafePointer<GifByteType>?,
                          _ count: Int32) -> Int32 {
    guard let gif, let data, count > 0 else { return 0 }
    let sink = Unmanaged<GIFByteSink>.fromOpaque(gif.pointee.UserData).takeUnretainedValue()
    sink.count += Int(count)
    if sink.keepsBytes { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count))) }
    return count
}
