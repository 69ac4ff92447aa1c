// Canvas+Shadow.swift: layers that cast a shadow. The shadow is the layer's alpha blurred with a
// Gaussian (BlurredAlpha, over the drawn rectangle grown by the blur's reach), tinted with the
// shadow's colour and composited under the content at an offset, with the layer's opacity,
// through the clip: one SourceOver per pixel, the blurred alpha as coverage.

/// A shadow cast by a layer's content: its alpha in `color`, blurred with σ = `sigma` pixels,
/// drawn `offsetX`, `offsetY` pixels away, under the content.
public struct LayerShadow: Equatable, Sendable {
    var color: RGBA8
    var sigma: Double
    var offsetX: Double, offsetY: Double
    public init(color: RGBA8, sigma: Double, offsetX: Double, offsetY: Double) {
        self.color = color; self.sigma = sigma; self.offsetX = offsetX; self.offsetY = offsetY
    }
}

extension Canvas {
    /// Ends the top layer, compositing a shadow of its content first, then the content.
    public func endLayer(shadow: LayerShadow) {
        guard let layer = layers.popLast() else { return }
        if !layer.dirty.isEmpty, shadow.color.a > 0 {
            drawShadow(of: layer, shadow)
        }
        compositeAndRecycle(layer)
    }

    private func drawShadow(of layer: Layer, _ shadow: LayerShadow) {
        let o = Float(min(max(layer.opacity, 0), 1))
        guard o > 0 else { return }
        // An offset beyond any canvas (or not a number) puts the whole shadow out of sight.
        guard abs(shadow.offsetX) < Double(Pixmap.maximumSide), abs(shadow.offsetY) < Double(Pixmap.maximumSide) else { return }
        let dx = Int(shadow.offsetX.rounded()), dy = Int(shadow.offsetY.rounded())
        let color = PremultipliedColor(premultiplying: shadow.color), alpha = SourceOver.alpha(ofUniform: color)
        let content = layer.dirty
        let plane = BlurredAlpha.of(layer.buffer.base, stride: width, rect: content, blur: GaussianBlur(sigma: shadow.sigma))
        let target = content.outset(by: plane.reach).offsetBy(dx: dx, dy: dy)
        draw { pixels, clip in
            let r = target.intersection(clip?.bounds ?? PixelRect(width: width, height: height))
            guard !r.isEmpty else { return .empty }
            // Four pixels at a time where the row allows: a lane computes what the one-pixel
            // blend does (an uncovered pixel comes out as it was), so the bytes are the same.
            var fill = SolidFill(pixels: pixels, width: width, height: height, color: color)
            for y in r.rows {
                let mask = clip.map { $0.row(y) + r.minX }
                let a = plane.values + (y - target.minY) * plane.width + (r.minX - target.minX)
                var i = 0
                while i + 4 <= r.width {
                    var c = SIMD4<Float>(a[i], a[i + 1], a[i + 2], a[i + 3]).limited(to: SIMD4(repeating: 0), SIMD4(repeating: 255))
                        * (1 / 255) * o
                    if let mask { c *= SIMD4(mask[i], mask[i + 1], mask[i + 2], mask[i + 3]) }
                    if c != .zero { fill.blend(row: y, fourFrom: r.minX + i, coverages: c) }
                    i += 4
                }
                while i < r.width {
                    var c = min(max(a[i], 0), 255) * (1 / 255) * o
                    if let mask { c *= mask[i] }
                    if c > 0 { SourceOver.blend(color, alpha: alpha, coverage: c, onto: pixels + (y * width + r.minX + i) * 4) }
                    i += 1
                }
            }
            return r
        }
    }
}
