// StoredFrame.swift: a planned frame kept until the palette is chosen, its pixels packed by
// PixelRunCoder. The encoder can only choose its colour table once every frame is planned, so it
// keeps them all; packed, an animation costs a few kilobytes a frame instead of its changed
// rectangles' full pixels, which for long animations at high scales ran into gigabytes.
// Guarantees: `planned` is the frame it was made from, exactly.

struct StoredFrame {
    let rect: PixelRect
    let delay: Int
    let disposal: PlannedFrame.Disposal
    /// The pixels, packed.
    let packedPixels: [UInt8]

    init(_ frame: PlannedFrame) {
        rect = frame.rect
        delay = frame.delay
        disposal = frame.disposal
        packedPixels = PixelRunCoder.encode(frame.pixels, width: frame.rect.width)
    }

    /// The frame with its pixels unpacked.
    var planned: PlannedFrame {
        PlannedFrame(rect: rect, pixels: PixelRunCoder.decode(packedPixels, count: rect.width * rect.height, width: rect.width),
                     delay: delay, disposal: disposal)
    }
}
