// GIFFrameBatch.swift: an animation's frames once its colour table is chosen (what
// GIFEncoder.finishPlanning returns). From here every frame is independent: mapping its pixels to
// indices and finding its smallest encoding (FrameEncodingChooser, several LZW compressions) needs
// only the table, so callers compress frames on as many threads as they have and join the bytes in
// order. This is most of an encoder's work, and the part that used to keep one core busy alone.
// Guarantees: `encodeFrame(i)` depends only on the frame and the table, never on the thread or the
// order of calls, so the file is byte-identical however the frames were spread out.

import Foundation

/// The frames of an animated GIF with their palette chosen, ready to compress in parallel.
public final class GIFFrameBatch: @unchecked Sendable {
    private let frames: [StoredFrame]
    private let mapper: PaletteMapper
    private let table: ColorTable
    private let header: GIFFileWriter
    /// Choosers not in use: each holds an LZW dictionary of 4 MiB worth reusing across frames.
    private var spareChoosers: [FrameEncodingChooser] = []
    private let lock = NSLock()

    init(width: Int, height: Int, table: ColorTable, backgroundIndex: Int, loopForever: Bool, frames: [StoredFrame]) {
        self.frames = frames
        self.table = table
        // Every stored colour is now in the table, so mapping is exact and never dithers.
        mapper = PaletteMapper(table: table, dither: false)
        var header = GIFFileWriter(width: width, height: height, globalTable: table, backgroundIndex: backgroundIndex)
        if loopForever { header.writeLoopForever() }
        self.header = header
    }

    /// How many frames the GIF has.
    public var count: Int { frames.count }

    /// Frame `index` (0..<count) as it goes in the file. Safe to call from several threads at once.
    public func encodeFrame(_ index: Int) -> [UInt8] {
        let frame = frames[index].planned
        var mapper = self.mapper
        var chooser = takeChooser()
        let encoding = chooser.cheapest(mapper.choices(for: frame), disposal: frame.disposal)
        returnChooser(chooser)
        return GIFFileWriter.frameBytes(rect: frame.rect, encoding: encoding, delay: frame.delay, disposal: frame.disposal)
    }

    /// The GIF file: `encodedFrames` (every frame's `encodeFrame`, in order) between the header
    /// and the trailer.
    public func file(_ encodedFrames: [[UInt8]]) -> [UInt8] {
        precondition(encodedFrames.count == frames.count, "every frame, once, in order")
        var writer = header
        writer.reserveCapacity(encodedFrames.reduce(0) { $0 + $1.count } + 1)
        for frame in encodedFrames { writer.append(frameBytes: frame) }
        return writer.finish()
    }

    private func takeChooser() -> FrameEncodingChooser {
        lock.lock(); defer { lock.unlock() }
        return spareChoosers.popLast() ?? FrameEncodingChooser(table: table)
    }

    private func returnChooser(_ chooser: FrameEncodingChooser) {
        lock.lock(); defer { lock.unlock() }
        spareChoosers.append(chooser)
    }
}
