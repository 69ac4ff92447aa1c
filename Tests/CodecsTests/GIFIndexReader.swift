// GIFIndexReader.swift: reads compressed frame data back through giflib's decoder, an
// implementation independent of our LZWEncoder, for tests of what the encoder writes.

import CGIF
@testable import Codecs

enum GIFIndexReader {
    /// Writes `image` as the only frame of a GIF under a 256-entry global table and returns the
    /// indices giflib decodes.
    static func indices(of image: LZWImage, width: Int, height: Int) throws -> [UInt8] {
        let table = ColorTable(colors: (0..<256).map { PackedColor.opaque(red: UInt32($0), green: 0, blue: 7) },
                               withTransparency: false)
        var writer = GIFFileWriter(width: width, height: height, globalTable: table, backgroundIndex: 0)
        writer.append(frameBytes: GIFFileWriter.frameBytes(rect: PixelRect(x: 0, y: 0, width: width, height: height),
                                                           encoding: FrameEncoding(localTable: nil, transparentIndex: nil, image: image),
                                                           delay: 2, disposal: .doNotDispose))
        let bytes = writer.finish()
        return try bytes.withUnsafeBufferPointer { buffer in
            var reader = MemoryReader(buffer)
            return try withUnsafeMutablePointer(to: &reader) { pointer in
                var error: Int32 = 0
                guard let gif = DGifOpen(pointer, readMemory, &error) else { throw HandMadeGIFError.giflib(error) }
                defer { DGifCloseFile(gif, nil) }
                guard DGifSlurp(gif) == GIF_OK, gif.pointee.ImageCount == 1, let raster = gif.pointee.SavedImages[0].RasterBits else {
                    throw HandMadeGIFError.giflib(gif.pointee.Error)
                }
                return Array(UnsafeBufferPointer(start: raster, count: width * height))
            }
        }
    }
}

private struct MemoryReader {
    let buffer: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }
}

private func readMemory(_ gif: UnsafeMutablePointer<GifFileType>?, _ destination: UnsafeMutablePointer<GifByteType>?,
                        _ wanted: Int32) -> Int32 {
    guard let gif, let destination else { return 0 }
    let reader = gif.pointee.UserData.assumingMemoryBound(to: MemoryReader.self)
    let count = min(Int(wanted), reader.pointee.buffer.count - reader.pointee.offset)
    guard count > 0 else { return 0 }
    destination.update(from: reader.pointee.buffer.baseAddress! + reader.pointee.offset, count: count)
    reader.pointee.offset += count
    return Int32(count)
}
