// Canvas+Blur.swift: layers composited blurred. Each premultiplied channel is blurred with the
// recursive Gaussian (Blur/GaussianBlur) in a float plane from the pool that covers only the
// drawn rectangle grown by the blur's reach, so a blur costs what it covers, never the whole
// canvas, and its cost per pixel does not grow with σ.
// Two edge rules, as SwiftUI's `.blur(radius:opaque:)` has:
// - transparent: outside the drawing counts as transparent and the blur spreads beyond it (the
//   layer's dirty rectangle grows by the reach);
// - opaque: inside given bounds only, the edge pixels carried outward (edges clamp), and the
//   result opaque; nothing of the layer is left outside the bounds.
// Guarantees: the layer stays premultiplied (r, g, b ≤ a); pool buffers go back zeroed.

/// How a layer is blurred: a Gaussian of σ = `sigma` device pixels; with `opaqueBounds` (device
/// pixels), edges clamped to those bounds and the result opaque inside them.
public struct LayerBlur: Equatable, Sendable {
    var sigma: Double
    var opaqueBounds: Rect?
    public init(sigma: Double, opaqueBounds: Rect? = nil) {
        self.sigma = sigma; self.opaqueBounds = opaqueBounds
    }
}

extension Canvas {
    /// Ends the top layer, blurring it before compositing it.
    public func endLayer(blur: LayerBlur) {
        guard var layer = layers.popLast() else { return }
        let canvas = PixelRect(width: width, height: height)
        let gaussian = GaussianBlur(sigma: blur.sigma)
        if let bounds = blur.opaqueBounds {
            layer.dirty = blurOpaque(layer, gaussian, within: PixelRect(covering: bounds).intersection(canvas))
        } else if let gaussian, !layer.dirty.isEmpty {
            layer.dirty = blurTransparent(layer, gaussian, within: canvas)
        }
        compositeAndRecycle(layer)
    }

    /// Blurs the layer with transparency around it; returns what it now covers.
    private func blurTransparent(_ layer: Layer, _ gaussian: GaussianBlur, within canvas: PixelRect) -> PixelRect {
        let content = layer.dirty
        // What lies beyond the canvas was never drawn: zero, as the filter takes outside its plane.
        let plane = content.outset(by: gaussian.reach).intersection(canvas)
        let active = (content.minY - plane.minY)..<(content.maxY - plane.minY)
        withPlanes(plane, channels: 4) { planes in
            for (k, p) in planes.enumerated() {
                for y in content.rows {
                    let source = layer.buffer.base + (y * width + content.minX) * 4 + k
                    let row = p + (y - plane.minY) * plane.width + (content.minX - plane.minX)
                    for x in 0..<content.width { row[x] = Float(source[x * 4]) }
                }
                gaussian.apply(to: p, width: plane.width, height: plane.height, activeRows: active)
            }
            store(planes, of: plane, into: layer, opaque: false)
        }
        return plane
    }

    /// Blurs the layer inside `bounds` with its edge pixels carried outward, leaving it opaque
    /// there and transparent elsewhere; returns what it now covers.
    private func blurOpaque(_ layer: Layer, _ gaussian: GaussianBlur?, within bounds: PixelRect) -> PixelRect {
        guard !bounds.isEmpty else {
            clear(layer.dirty, of: layer)
            return .empty
        }
        // The edge pixels are repeated into a padding around the bounds, and the result divided
        // by the blur of the padded plane's own extent (a fourth plane of ones): the filter sees
        // zero beyond the plane, and this takes that back out, so a uniform colour blurs to
        // itself at any σ. That lets the padding stop at the bounds' size, so a huge radius does
        // not ask for a plane the size of its reach.
        let padding = min(gaussian?.reach ?? 0, max(bounds.width, bounds.height))
        let plane = bounds.outset(by: padding)
        withPlanes(plane, channels: 4) { planes in
            for (k, p) in planes.enumerated() {
                for py in 0..<plane.height {
                    let y = min(max(plane.minY + py, bounds.minY), bounds.maxY - 1)
                    let source = layer.buffer.base + y * width * 4 + k
                    let row = p + py * plane.width
                    for px in 0..<plane.width {
                        row[px] = k == 3 ? 1 : Float(source[min(max(plane.minX + px, bounds.minX), bounds.maxX - 1) * 4])
                    }
                }
                gaussian?.apply(to: p, width: plane.width, height: plane.height, activeRows: 0..<plane.height)
            }
            for i in 0..<(plane.width * plane.height) where planes[3][i] > 0 {
                for k in 0..<3 { planes[k][i] /= planes[3][i] }
            }
            clear(layer.dirty, of: layer)
            store(planes, of: plane, into: layer, opaque: true, inside: bounds)
        }
        return bounds
    }

    /// Runs `body` with `channels` zeroed float planes covering `rect`, zeroing them again after.
    private func withPlanes(_ rect: PixelRect, channels: Int, _ body: ([UnsafeMutablePointer<Float>]) -> Void) {
        let count = rect.width * rect.height
        let buffers = (0..<channels).map { _ in Pools.floats.take(count) }
        body(buffers.map(\.base))
        for b in buffers {
            b.base.update(repeating: 0, count: count)
            Pools.floats.recycle(b)
        }
    }

    /// Writes blurred planes (covering `plane`) back into the layer over `target` (the whole
    /// plane by default), rounded, and premultiplied-valid: colour no more than alpha (the fourth
    /// plane), or alpha 255 when opaque.
    private func store(_ planes: [UnsafeMutablePointer<Float>], of plane: PixelRect, into layer: Layer,
                       opaque: Bool, inside target: PixelRect? = nil) {
        let r = target ?? plane
        for y in r.rows {
            let offset = (y - plane.minY) * plane.width + (r.minX - plane.minX)
            let red = planes[0] + offset, green = planes[1] + offset, blue = planes[2] + offset
            let alpha = opaque ? nil : planes[3] + offset
            let row = UnsafeMutableRawPointer(layer.buffer.base + (y * width + r.minX) * 4)
            for x in 0..<r.width {
                let a = min(max(alpha?[x] ?? 255, 0), 255)
                let c = SIMD4(red[x], green[x], blue[x], a).limited(to: SIMD4(repeating: 0), SIMD4(repeating: a))
                row.storeBytes(of: SourceOver.bytes(c), toByteOffset: x * 4, as: SIMD4<UInt8>.self)
            }
        }
    }
}
