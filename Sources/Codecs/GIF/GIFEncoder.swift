// GIFEncoder.swift: the streaming animated-GIF encoder: frames go in one at a time with their end
// times, bytes come out at the end. The pipeline, one stage per type:
//   FrameFlattener (alpha → opaque/transparent colours) → FrameTimeline (centisecond delays, ≥ 2 cs,
//   exact total) → FramePlanner (changed rectangles, disposal) → ColorSurvey + StoredFrame (what the
//   palette needs; the frame packed) → PalettePlan / MedianCut / PaletteMapper (colour tables and
//   indices; when colours were merged, QuantizedReplanner plans the frames again in palette
//   colours; PaletteOrder puts the colours small frames draw first) → GIFFrameBatch
//   (FrameEncodingChooser: the smallest way to write each frame, LZWEncoder; GIFFileWriter: the
//   file's syntax).
// Palettes are chosen at the end because an exact global table is only possible if the colours of
// all frames together fit; until then each frame is kept only as its changed rectangle, packed
// (StoredFrame), and the full images held at any time are a handful, however long the animation.
// Flattening (`prepare`) may run on any thread, so callers can do it where they render; the rest
// takes frames in order. Once the palette is chosen, frames compress independently, on as many
// threads as the caller likes (GIFFrameBatch); the bytes never depend on how.

import Foundation
import Raster

/// Encodes an animated GIF from premultiplied frames.
///
/// Timing: frame k shows until its end time, rounded to the nearest centisecond; delays are the
/// differences of rounded end times, so the total is exact. Identical consecutive frames merge.
/// No delay is below 2 cs (browsers show 0–1 cs as 10 cs): a frame starting less than 2 cs after
/// the previous GIF frame's start is folded into it (the frame covering most of that time is the
/// one shown), and the last frame is always shown last, for at least 2 cs. Only an animation
/// shorter than 2 cs in total gets a shorter delay. (The full rule is in FrameTimeline.swift.)
///
/// Output is deterministic: the same frames and options give the same bytes.
public final class GIFEncoder {
    public let width: Int
    public let height: Int
    public let options: GIFEncoderOptions

    /// A frame flattened for this encoder by `prepare`, ready to be added.
    public struct PreparedFrame: Sendable {
        let width: Int
        let height: Int
        let pixels: [UInt32]
    }

    private let flattener: FrameFlattener
    private var timeline = FrameTimeline<FlatImage>()
    private var planner: FramePlanner
    private var survey = ColorSurvey()
    private var stored: [StoredFrame] = []
    private var frameCount = 0
    private var finished = false

    /// A GIF with a logical screen of `width`×`height` pixels (1...Pixmap.maximumSide, and GIF's
    /// own limit of 65535).
    public init(width: Int, height: Int, options: GIFEncoderOptions = GIFEncoderOptions()) throws {
        let limit = min(Pixmap.maximumSide, 65535)
        guard (1...limit).contains(width), (1...limit).contains(height) else {
            throw CodecError("invalid GIF size \(width)×\(height) (each side must be 1...\(limit))")
        }
        self.width = width
        self.height = height
        self.options = options
        flattener = FrameFlattener(background: options.background)
        planner = FramePlanner(width: width, height: height, allowsTransparency: options.background.isTransparent)
    }

    /// `pixmap` resolved to the GIF's opaque and transparent colours. Safe to call from any thread,
    /// also while frames are being added.
    public func prepare(_ pixmap: Pixmap) -> PreparedFrame {
        PreparedFrame(width: pixmap.width, height: pixmap.height, pixels: flattener.flatten(pixmap))
    }

    /// Adds a frame shown from the previous frame's end (or 0) until `endTime` seconds from the
    /// start of the animation. End times must not decrease.
    public func addFrame(_ pixmap: Pixmap, until endTime: Double) throws {
        try addFrame(prepare(pixmap), until: endTime)
    }

    /// Adds a frame made by `prepare`, as `addFrame(_:until:)` does.
    public func addFrame(_ frame: PreparedFrame, until endTime: Double) throws {
        guard endTime.isFinite, endTime >= 0, endTime <= 1e7 else {
            throw CodecError("frame \(frameCount) has an invalid end time \(endTime) s")
        }
        try addFrame(frame, untilCentisecond: Int((endTime * 100).rounded()))
    }

    /// Adds a frame ending at a time already in centiseconds (what `GIF.encode(frames:fps:)` uses,
    /// to round each end time once, from exact arithmetic).
    func addFrame(_ frame: PreparedFrame, untilCentisecond end: Int) throws {
        guard !finished else { throw CodecError("cannot add a frame: the GIF is already finished") }
        guard frame.width == width, frame.height == height else {
            throw CodecError("frame \(frameCount) is \(frame.width)×\(frame.height), the GIF is \(width)×\(height)")
        }
        guard end >= timeline.end else {
            throw CodecError("frame \(frameCount) ends at \(end) cs, before the previous frame's end (\(timeline.end) cs)")
        }
        frameCount += 1
        for output in timeline.add(FlatImage(pixels: frame.pixels), endingAt: end) {
            keep(planner.add(output.frame.pixels, delay: output.delay))
        }
    }

    /// Bytes held for the frames planned so far: their packed pixels (the encoder keeps no other
    /// per-frame pixels; the images in flight are a few, whatever the frame count).
    var storedByteCount: Int { stored.reduce(0) { $0 + $1.packedPixels.count } }

    /// Finishes the animation and returns the GIF file's bytes.
    public func finish() throws -> [UInt8] {
        let batch = try finishPlanning()
        return batch.file((0..<batch.count).map(batch.encodeFrame))
    }

    /// Ends the animation and chooses the colour table; the frames are then ready to be
    /// compressed, on any threads, by the returned batch, which also assembles the file.
    /// `finish()` is this, compressing the frames one after another.
    public func finishPlanning() throws -> GIFFrameBatch {
        guard !finished else { throw CodecError("the GIF is already finished") }
        finished = true
        guard frameCount > 0 else { throw CodecError("cannot encode a GIF without frames") }
        for output in timeline.finish() {
            keep(planner.add(output.frame.pixels, delay: output.delay))
        }
        keep(planner.finish())
        let plan = PalettePlan.choose(for: survey)
        var frames: [StoredFrame] = []
        swap(&frames, &stored)
        var drawnColors: [[UInt32]]
        if plan.isExact {
            drawnColors = survey.drawnColors!
        } else {
            // Colours were merged: plan again on the colours the viewer sees, all table entries.
            (frames, drawnColors) = replanned(frames, table: plan.table)
        }
        if let long = frames.first(where: { $0.delay > 65535 }) {
            throw CodecError("a GIF frame cannot show for \(long.delay) cs (at most 65535)")
        }
        let table = PaletteOrder.ordered(plan.table, drawnColors: drawnColors)
        return GIFFrameBatch(width: width, height: height, table: table, backgroundIndex: backgroundIndex(in: table),
                             loopForever: options.loopForever, frames: frames)
    }

    /// Records a frame the planner made final: in the survey, and packed in the store.
    private func keep(_ frame: PlannedFrame?) {
        guard let frame else { return }
        survey.add(frame)
        stored.append(StoredFrame(frame))
    }

    /// `frames` planned again in `table`'s colours, with the colours each draws; each source frame
    /// is released once replayed, so the two plans are not both held whole.
    private func replanned(_ frames: [StoredFrame], table: ColorTable) -> ([StoredFrame], [[UInt32]]) {
        var mapper = PaletteMapper(table: table, dither: options.dither)
        var replanner = QuantizedReplanner(width: width, height: height, allowsTransparency: options.background.isTransparent)
        var pending = Array(frames.reversed())
        var result: [StoredFrame] = [], drawn: [[UInt32]] = []
        func take(_ frame: PlannedFrame?) {
            guard let frame else { return }
            drawn.append(frame.drawnColors)
            result.append(StoredFrame(frame))
        }
        while let source = pending.popLast() {
            take(replanner.add(source.planned, mapper: &mapper))
        }
        take(replanner.finish())
        return (result, drawn)
    }

    /// The screen's background index: transparent in transparent mode (so decoders that do paint
    /// the background on disposal 2 agree with browsers, which clear), else the matte colour.
    private func backgroundIndex(in table: ColorTable) -> Int {
        switch options.background {
        case .transparent:
            return table.transparentIndex ?? 0
        case .opaque(let matte):
            let packed = PackedColor.opaque(red: UInt32(matte.r), green: UInt32(matte.g), blue: UInt32(matte.b))
            return table.colors.firstIndex(of: packed) ?? 0
        }
    }
}

/// A flattened frame as the timeline compares it with the one before: its bytes at once, by
/// memcmp, where the arrays' own == took the pixels one at a time (a full frame for every frame
/// added).
private struct FlatImage: Equatable {
    let pixels: [UInt32]

    static func == (a: FlatImage, b: FlatImage) -> Bool {
        guard a.pixels.count == b.pixels.count else { return false }
        return a.pixels.withUnsafeBytes { x in
            b.pixels.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }
}
