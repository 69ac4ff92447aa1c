// GIF.swift: the public one-call entry points to the GIF codec: encode a frame sequence at a fixed
// frame rate, and decode a GIF into composited frames (for tests and comparisons).

import Raster

/// Animated GIF encoding and decoding.
public enum GIF {
    /// Encodes `frames` shown at `fps` frames per second: frame k ends at round(100·(k+1)/fps) cs
    /// (see `GIFEncoder` for how delays are kept ≥ 2 cs with an exact total).
    public static func encode(frames: [Pixmap], fps: Double, options: GIFEncoderOptions = GIFEncoderOptions()) throws -> [UInt8] {
        guard fps.isFinite, fps > 0 else { throw CodecError("invalid frame rate \(fps)") }
        guard let first = frames.first else { throw CodecError("cannot encode a GIF without frames") }
        let encoder = try GIFEncoder(width: first.width, height: first.height, options: options)
        for (k, frame) in frames.enumerated() {
            let end = (100 * Double(k + 1) / fps).rounded()
            guard end <= 1e9 else { throw CodecError("frame \(k) ends too late at \(fps) fps") }
            try encoder.addFrame(encoder.prepare(frame), untilCentisecond: Int(end))
        }
        return try encoder.finish()
    }

    /// Decodes a GIF into the frames a viewer would show, with delays, stored rectangles and the
    /// loop count. Damaged or truncated input throws a `CodecError` ("not a GIF file",
    /// "corrupt GIF: …").
    public static func decode(_ bytes: [UInt8]) throws -> GIFAnimation {
        try GIFDecoder.decode(bytes)
    }
}
