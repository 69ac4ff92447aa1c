// GIFDecoder.swift: GIF bytes → GIFAnimation through giflib's DGifOpen (reading from memory) and
// DGifSlurp, then composites the frames the way browsers do: disposal 2 clears to transparent,
// disposal 3 restores the screen as it was before the frame, the transparent index leaves the pixel
// below. giflib reports damage by return value; this file adds the checks giflib leaves to callers
// (screen size, frames outside the screen, missing colour tables, out-of-range indices) so damaged
// input throws a CodecError and never crashes.

// Implementation-only: users' files compile against this module without the C headers.
@_implementationOnly import CGIF
import Raster

enum GIFDecoder {
    /// Refuse to hold more than this many pixels at once (1 GiB): every frame, plus the screen
    /// being composited and the copy disposal 3 restores. The frames alone were once allowed
    /// 2 GiB, and a 72-byte file with a 16384×16384 screen and two 1×1 frames took over 3.
    private static let pixelBudget = 1 << 28

    static func decode(_ bytes: [UInt8]) throws -> GIFAnimation {
        guard bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) else {
            throw CodecError("not a GIF file")
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            let source = GIFByteSource(buffer)
            return try withExtendedLifetime(source) {
                var error: Int32 = 0
                guard let gif = DGifOpen(Unmanaged.passUnretained(source).toOpaque(), readFromSource, &error) else {
                    throw corrupt(error)
                }
                defer { DGifCloseFile(gif, nil) }

                let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
                guard (1...Pixmap.maximumSide).contains(width), (1...Pixmap.maximumSide).contains(height) else {
                    throw CodecError("unsupported GIF size \(width)×\(height) (each side must be 1...\(Pixmap.maximumSide))")
                }
                guard DGifSlurp(gif) == GIF_OK else { throw corrupt(gif.pointee.Error) }
                return try composite(gif.pointee, width: width, height: height)
            }
        }
    }

    private static func composite(_ gif: GifFileType, width: Int, height: Int) throws -> GIFAnimation {
        let count = Int(gif.ImageCount)
        guard count > 0, let images = gif.SavedImages else { throw CodecError("corrupt GIF: no image") }
        guard (count + 2) * width * height <= pixelBudget else {
            throw CodecError("GIF too large to decode: \(count) frames of \(width)×\(height)")
        }

        var screen = [UInt8](repeating: 0, count: width * height * 4)
        var frames: [GIFFrame] = []
        var loops = loopCount(in: gif.ExtensionBlocks, count: gif.ExtensionBlockCount)
        // How to undo the previous frame before drawing the next: its clipped rectangle and disposal,
        // and for disposal 3 the screen as it was before it.
        var undo: (rect: PixelRect, disposal: Int, saved: [UInt8]?)?

        for index in 0..<count {
            let image = images[index]
            loops = loops ?? loopCount(in: image.ExtensionBlocks, count: image.ExtensionBlockCount)
            let control = GraphicsControl(image.ExtensionBlocks, count: image.ExtensionBlockCount)
            let descriptor = image.ImageDesc

            if let undo {
                if undo.disposal == 2 { clear(undo.rect, in: &screen, width: width) }
                if undo.disposal == 3, let saved = undo.saved { screen = saved }
            }
            let saved = control.disposal == 3 ? screen : nil

            guard let map = descriptor.ColorMap ?? gif.SColorMap, let colors = map.pointee.Colors else {
                throw CodecError("corrupt GIF: frame \(index) has no colour table")
            }
            guard let raster = image.RasterBits else { throw CodecError("corrupt GIF: frame \(index) has no pixels") }
            let stored = PixelRect(x: Int(descriptor.Left), y: Int(descriptor.Top),
                                   width: Int(descriptor.Width), height: Int(descriptor.Height))
            let visible = clip(stored, width: width, height: height)
            let colorCount = Int(map.pointee.ColorCount)

            // Indices beyond the table are left undrawn, like the transparent index.
            for y in visible.y..<visible.maxY {
                for x in visible.x..<visible.maxX {
                    let value = Int(raster[(y - stored.y) * stored.width + (x - stored.x)])
                    guard value != control.transparentIndex, value < colorCount else { continue }
                    let color = colors[value], i = (y * width + x) * 4
                    screen[i] = color.Red; screen[i + 1] = color.Green; screen[i + 2] = color.Blue; screen[i + 3] = 255
                }
            }
            frames.append(GIFFrame(image: Pixmap(width: width, height: height, straightBytes: screen)!,
                                   delay: control.delay,
                                   rect: GIFFrame.Rect(x: stored.x, y: stored.y, width: stored.width, height: stored.height),
                                   disposal: control.disposal))
            undo = (visible, control.disposal, saved)
        }
        return GIFAnimation(width: width, height: height, frames: frames, loopCount: loops)
    }

    private static func clip(_ rect: PixelRect, width: Int, height: Int) -> PixelRect {
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let x1 = min(width, rect.maxX), y1 = min(height, rect.maxY)
        return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .empty
    }

    private static func clear(_ rect: PixelRect, in screen: inout [UInt8], width: Int) {
        for y in rect.y..<rect.maxY {
            let start = (y * width + rect.x) * 4
            for i in start..<start + rect.width * 4 { screen[i] = 0 }
        }
    }

    /// The loop count of a NETSCAPE2.0 (or ANIMEXTS1.0) block: giflib stores its sub-blocks as an
    /// application block followed by continuation blocks.
    private static func loopCount(in blocks: UnsafeMutablePointer<ExtensionBlock>?, count: Int32) -> Int? {
        guard let blocks, count > 1 else { return nil }
        for i in 0..<Int(count) - 1 {
            let block = blocks[i], next = blocks[i + 1]
            guard block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11, let name = block.Bytes,
                  next.Function == CONTINUE_EXT_FUNC_CODE, next.ByteCount >= 3, let data = next.Bytes, data[0] == 1
            else { continue }
            let identifier = String(decoding: UnsafeBufferPointer(start: name, count: 11), as: UTF8.self)
            if identifier == "NETSCAPE2.0" || identifier == "ANIMEXTS1.0" {
                return Int(data[1]) | Int(data[2]) << 8
            }
        }
        return nil
    }

    private static func corrupt(_ code: Int32) -> CodecError {
        switch code {
        case D_GIF_ERR_NOT_GIF_FILE: return CodecError("not a GIF file")
        // giflib words these for files on disk; ours come from memory.
        case D_GIF_ERR_READ_FAILED: return CodecError("corrupt GIF: the data ends too soon")
        // DGifSlurp fails without an error code on an image of zero size or too large to allocate.
        case 0: return CodecError("corrupt GIF: invalid or oversized image")
        default:
            let reason = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
            return CodecError("corrupt GIF: \(reason)")
        }
    }
}

/// The graphics control block of one frame, with GIF's defaults when there is none.
private struct GraphicsControl {
    var disposal = 0
    var delay = 0
    var transparentIndex = -1

    init(_ blocks: UnsafeMutablePointer<ExtensionBlock>?, count: Int32) {
        guard let blocks else { return }
        for i in 0..<Int(count) {
            let block = blocks[i]
            guard block.Function == GRAPHICS_EXT_FUNC_CODE, block.ByteCount >= 4, let bytes = block.Bytes else { continue }
            disposal = Int(bytes[0] >> 2 & 7)
            delay = Int(bytes[1]) | Int(bytes[2]) << 8
            transparentIndex = bytes[0] & 1 != 0 ? Int(bytes[3]) : -1
        }
    }
}

/// The bytes giflib reads from, with a read position; a class so giflib can hold a pointer to it.
private final class GIFByteSource {
    let buffer: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }
}

private func readFromSource(_ gif: UnsafeMutablePointer<GifFileType>?, _ destination: UnsafeMutablePointer<GifByteType>?,
                            _ wanted: Int32) -> Int32 {
    guard let gif, let destination, wanted > 0 else { return 0 }
    let source = Unmanaged<GIFByteSource>.fromOpaque(gif.pointee.UserData).takeUnretainedValue()
    let count = min(Int(wanted), source.buffer.count - source.offset)
    guard count > 0 else { return 0 }
    destination.update(from: source.buffer.baseAddress! + source.offset, count: count)
    source.offset += count
    return Int32(count)
}
