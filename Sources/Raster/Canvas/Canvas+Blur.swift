// Canvas+Blur.swift: layers composited blurred. Each premultiplied channel is blurred with the
// recursive Gaussian (Blur/GaussianBlur), a pixel's four at once, in a plane of float pixels from
// the pool that covers only the drawn rectangle grown by the blur's reach, so a blur costs what
// it covers, never the whole canvas, and its cost per pixel does not grow with σ.
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
        blurTopLayer(blur)
        endLayer()
    }

    /// Blurs the top layer where it is, as `endLayer(blur:)` does before compositing it.
    public func blurTopLayer(_ blur: LayerBlur) {
        guard let top = layers.indices.last else { return }
        let layer = layers[top]
        let canvas = PixelRect(width: width, height: height)
        let gaussian = GaussianBlur(sigma: blur.sigma)
        if let bounds = blur.opaqueBounds {
            layers[top].dirty = blurOpaque(layer, gaussian, within: PixelRect(covering: bounds).intersection(canvas))
        } else if let gaussian, !layer.dirty.isEmpty {
            layers[top].dirty = blurTransparent(layer, gaussian, within: canvas)
        }
    }

    /// Blurs the layer with transparency around it; returns what it now covers.
    private func blurTransparent(_ layer: Layer, _ gaussian: GaussianBlur, within canvas: PixelRect) -> PixelRect {
        let content = layer.dirty
        // What lies beyond the canvas was never drawn: zero, as the filter takes outside its plane.
        let plane = content.outset(by: gaussian.reach).intersection(canvas)
        let active = (content.minY - plane.minY)..<(content.maxY - plane.minY)
        withPixelPlane(plane) { pixels in
            for y in content.rows {
                let source = UnsafeRawPointer(layer.buffer.base + (y * width + content.minX) * 4)
                let row = pixels + (y - plane.minY) * plane.width + (content.minX - plane.minX)
                for x in 0..<content.width { row[x] = Self.floats(source.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt8>.self)) }
            }
            gaussian.apply(toPixels: pixels, width: plane.width, height: plane.height, activeRows: active)
            store(pixels, of: plane, into: layer, opaque: false)
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
        // by the blur of the padded plane's own extent (ones in the alpha channel): the filter
        // sees zero beyond the plane, and this takes that back out, so a uniform colour blurs to
        // itself at any σ. That lets the padding stop at the bounds' size, so a huge radius does
        // not ask for a plane the size of its reach.
        let padding = min(gaussian?.reach ?? 0, max(bounds.width, bounds.height))
        let plane = bounds.outset(by: padding)
        withPixelPlane(plane) { pixels in
            for py in 0..<plane.height {
                let y = min(max(plane.minY + py, bounds.minY), bounds.maxY - 1)
                let source = UnsafeRawPointer(layer.buffer.base + y * width * 4)
                let row = pixels + py * plane.width
                for px in 0..<plane.width {
                    let x = min(max(plane.minX + px, bounds.minX), bounds.maxX - 1)
                    var pixel = Self.floats(source.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt8>.self))
                    pixel.w = 1
                    row[px] = pixel
                }
            }
            gaussian?.apply(toPixels: pixels, width: plane.width, height: plane.height, activeRows: 0..<plane.height)
            for i in 0..<(plane.width * plane.height) where pixels[i].w > 0 {
                let extent = pixels[i].w
                pixels[i].x /= extent; pixels[i].y /= extent; pixels[i].z /= extent
            }
            clear(layer.dirty, of: layer)
            store(pixels, of: plane, into: layer, opaque: true, inside: bounds)
        }
        return bounds
    }

    /// A pixel's bytes as floats, 0…255.
    @inline(__always)
    private static func floats(_ bytes: SIMD4<UInt8>) -> SIMD4<Float> {
        SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: bytes))
    }

    /// Runs `body` with a zeroed plane of float pixels (four channels each) covering `rect`,
    /// zeroing it again after.
    func withPixelPlane(_ rect: PixelRect, _ body: (UnsafeMutablePointer<SIMD4<Float>>) -> Void) {
        let count = rect.width * rect.height
        let buffer = Pools.floats.take(4 * count)
        // Pool buffers come from malloc, aligned for a vector.
        buffer.base.withMemoryRebound(to: SIMD4<Float>.self, capacity: count, body)
        buffer.base.update(repeating: 0, count: 4 * count)
        Pools.floats.recycle(buffer)
    }

    /// Writes a blurred plane (covering `plane`) back into the layer over `target` (the whole
    /// plane by default), rounded, and premultiplied-valid: colour no more than alpha, or alpha
    /// 255 when opaque.
    private func store(_ pixels: UnsafeMutablePointer<SIMD4<Float>>, of plane: PixelRect, into layer: Layer,
                       opaque: Bool, inside target: PixelRect? = nil) {
        let r = target ?? plane
        for y in r.rows {
            let source = pixels + (y - plane.minY) * plane.width + (r.minX - plane.minX)
            let row = UnsafeMutableRawPointer(layer.buffer.base + (y * width + r.minX) * 4)
            for x in 0..<r.width {
                row.storeBytes(of: Self.pixelBytes(source[x], opaque: opaque), toByteOffset: x * 4, as: SIMD4<UInt8>.self)
            }
        }
    }

    /// A blurred pixel as stored: rounded, its colour no more than its alpha (alpha 255 when
    /// opaque).
    @inline(__always)
    static func pixelBytes(_ pixel: SIMD4<Float>, opaque: Bool) -> SIMD4<UInt8> {
        var c = pixel
        let a = opaque ? 255 : min(max(c.w, 0), 255)
        c.w = a
        return SourceOver.bytes(c.limited(to: SIMD4(repeating: 0), SIMD4(repeating: a)))
    }
}
