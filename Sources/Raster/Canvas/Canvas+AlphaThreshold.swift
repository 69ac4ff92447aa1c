// Canvas+AlphaThreshold.swift: a layer made hard-edged by its alpha: each pixel whose alpha lies
// in a range becomes one colour, every other pixel transparent (the filter behind "metaballs":
// blurred blobs, cut where their blur is half covered, merge as liquid). The test is per pixel,
// with no antialiasing, as an alpha threshold is.

/// The range of alpha a pixel keeps, and the colour it takes.
public struct AlphaThreshold: Equatable, Sendable {
    /// Alpha bounds in 0…1, inclusive.
    public var minimum: Double, maximum: Double
    public var color: RGBA8

    public init(minimum: Double, maximum: Double, color: RGBA8) {
        self.minimum = minimum; self.maximum = maximum; self.color = color
    }
}

extension Canvas {
    /// Replaces each pixel of the top layer where it was drawn: the threshold's colour where its
    /// alpha is within the range, transparent elsewhere.
    public func thresholdTopLayer(_ threshold: AlphaThreshold) {
        guard let layer = layers.last else { return }
        let inside = PremultipliedRGBA8(straight: threshold.color)
        let insideWord = UInt32(inside.r) | UInt32(inside.g) << 8 | UInt32(inside.b) << 16 | UInt32(inside.a) << 24
        // Alpha bytes in the range: the bounds rounded inward to whole bytes.
        let low = UInt8(clamping: Int((max(0, threshold.minimum) * 255).rounded(.up)))
        let high = UInt8(clamping: Int((min(1, threshold.maximum) * 255).rounded(.down)))
        let d = layer.dirty
        for y in d.rows {
            let row = UnsafeMutableRawPointer(layer.buffer.base + (y * width + d.minX) * 4).assumingMemoryBound(to: UInt32.self)
            for i in 0..<d.width {
                let alpha = UInt8(truncatingIfNeeded: row[i] >> 24)
                row[i] = alpha >= low && alpha <= high && alpha > 0 ? insideWord : 0
            }
        }
    }
}
