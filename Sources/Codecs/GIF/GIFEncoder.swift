// GIFEncoder.swift: the streaming animated-GIF encoder: frames go in one at a time with their end
// times, bytes come out at `finish`. The pipeline, one stage per type:
//   FrameFlattener (alpha → opaque/transparent colours) → FrameTimeline (centisecond delays, ≥ 2 cs,
//   exact total) → FramePlanner (changed rectangles, disposal) → PalettePlan / MedianCut /
//   PaletteMapper (colour tables and indices; when colours were merged, QuantizedReplanner plans
//   the frames again in palette colours; PaletteOrder puts the colours small frames draw first)
//   → FrameEncodingChooser (the smallest way to write each frame, LZWEncoder) → GIFFileWriter
//   (the file's syntax).
// Palettes are chosen at `finish` because an exact global table is only possible if the colours of
// all frames together fit; until then frames are kept as their changed rectangles only.

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

    private let flattener: FrameFlattener
    private var timeline = FrameTimeline<[UInt32]>()
    private var planner: FramePlanner
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

    /// Adds a frame shown from the previous frame's end (or 0) until `endTime` seconds from the
    /// start of the animation. End times must not decrease.
    public func addFrame(_ pixmap: Pixmap, until endTime: Double) throws {
        guard endTime.isFinite, endTime >= 0, endTime <= 1e7 else {
            throw CodecError("frame \(frameCount) has an invalid end time \(endTime) s")
        }
        try addFrame(pixmap, untilCentisecond: Int((endTime * 100).rounded()))
    }

    /// Adds a frame ending at a time already in centiseconds (what `GIF.encode(frames:fps:)` uses,
    /// to round each end time once, from exact arithmetic).
    func addFrame(_ pixmap: Pixmap, untilCentisecond end: Int) throws {
        guard !finished else { throw CodecError("cannot add a frame: the GIF is already finished") }
        guard pixmap.width == width, pixmap.height == height else {
            throw CodecError("frame \(frameCount) is \(pixmap.width)×\(pixmap.height), the GIF is \(width)×\(height)")
        }
        guard end >= timeline.end else {
            throw CodecError("frame \(frameCount) ends at \(end) cs, before the previous frame's end (\(timeline.end) cs)")
        }
        frameCount += 1
        for output in timeline.add(flattener.flatten(pixmap), endingAt: end) {
            planner.add(output.frame, delay: output.delay)
        }
    }

    /// Finishes the animation and returns the GIF file's bytes.
    public func finish() throws -> [UInt8] {
        guard !finished else { throw CodecError("the GIF is already finished") }
        finished = true
        guard frameCount > 0 else { throw CodecError("cannot encode a GIF without frames") }
        for output in timeline.finish() {
            planner.add(output.frame, delay: output.delay)
        }
        var frames = planner.finish()
        let plan = PalettePlan.choose(for: frames)
        if !plan.isExact {
            // Colours were merged: plan again on the colours the viewer sees, all table entries.
            var quantizer = PaletteMapper(table: plan.table, dither: options.dither)
            let replanner = QuantizedReplanner(width: width, height: height, allowsTransparency: options.background.isTransparent)
            frames = replanner.replan(frames, mapper: &quantizer)
        }
        let table = PaletteOrder.ordered(plan.table, for: frames)
        if let long = frames.first(where: { $0.delay > 65535 }) {
            throw CodecError("a GIF frame cannot show for \(long.delay) cs (at most 65535)")
        }

        // Every stored colour is now in the table, so mapping is exact and never dithers.
        var mapper = PaletteMapper(table: table, dither: false)
        var chooser = FrameEncodingChooser(table: table)
        var writer = GIFFileWriter(width: width, height: height, globalTable: table, backgroundIndex: backgroundIndex(in: table))
        if options.loopForever { writer.writeLoopForever() }
        for frame in frames {
            let encoding = chooser.cheapest(mapper.choices(for: frame), disposal: frame.disposal)
            writer.writeFrame(rect: frame.rect, encoding: encoding, delay: frame.delay, disposal: frame.disposal)
        }
        return writer.finish()
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
