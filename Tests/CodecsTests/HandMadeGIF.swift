// HandMadeGIF.swift: writes GIFs directly with giflib, for decoder tests that need features our
// encoder never produces (interlacing, disposal 3, frames outside the screen).

import CGIF
import Foundation

struct HandMadeFrame {
    var x = 0, y = 0, width: Int, height: Int
    /// Row-major indices, top row first (the helper reorders rows when interlaced).
    var indices: [UInt8]
    var disposal: Int32 = 1
    var transparentIndex: Int32 = -1
    var delay: Int32 = 10
    var interlaced = false
}

enum HandMadeGIF {
    /// A GIF with a global table of `colors` (a power of two of them) and the given frames.
    static func make(width: Int, height: Int, colors: [(UInt8, UInt8, UInt8)], frames: [HandMadeFrame]) throws -> [UInt8] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hand-\(UUID().uuidString).gif").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var error: Int32 = 0
        let gif = try XCTUnwrapGIF(EGifOpenFileName(path, false, &error))
        EGifSetGifVersion(gif, true)
        var table = colors.map { GifColorType(Red: $0.0, Green: $0.1, Blue: $0.2) }
        let bits = Int32(colors.count.trailingZeroBitCount)
        try table.withUnsafeMutableBufferPointer { buffer in
            var map = ColorMapObject(ColorCount: Int32(buffer.count), BitsPerPixel: bits, SortFlag: false, Colors: buffer.baseAddress)
            try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, &map))
        }
        for frame in frames {
            var control = GraphicsControlBlock(DisposalMode: frame.disposal, UserInputFlag: false,
                                               DelayTime: frame.delay, TransparentColor: frame.transparentIndex)
            var extensionBytes = [GifByteType](repeating: 0, count: 4)
            let length = EGifGCBToExtension(&control, &extensionBytes)
            try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
            try check(EGifPutImageDesc(gif, Int32(frame.x), Int32(frame.y), Int32(frame.width), Int32(frame.height),
                                       frame.interlaced, nil))
            let rowOrder = frame.interlaced
                ? [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { stride(from: $0.0, to: frame.height, by: $0.1) }
                : Array(0..<frame.height)
            for row in rowOrder {
                var line = Array(frame.indices[row * frame.width..<(row + 1) * frame.width])
                try check(EGifPutLine(gif, &line, Int32(frame.width)))
            }
        }
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw HandMadeGIFError.giflib(error) }
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private static func check(_ status: Int32) throws {
        if status != GIF_OK { throw HandMadeGIFError.giflib(status) }
    }

    private static func XCTUnwrapGIF(_ gif: UnsafeMutablePointer<GifFileType>?) throws -> UnsafeMutablePointer<GifFileType> {
        guard let gif else { throw HandMadeGIFError.giflib(-1) }
        return gif
    }
}

enum HandMadeGIFError: Error {
    case giflib(Int32)
}
