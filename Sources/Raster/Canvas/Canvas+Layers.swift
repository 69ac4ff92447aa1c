// Canvas+Layers.swift: offscreen layers and pixmaps composited onto the current layer. A layer is
// a canvas-sized buffer from the pool that starts transparent; drawing records the rectangle it
// touched, so ending the layer composites and clears only that rectangle and hands the buffer
// back: a 20-pixel shadow costs 20 pixels, not a full canvas allocated and zeroed per frame.
// Guarantees: a layer's pixels outside its dirty rectangle are transparent; the buffer goes back
// to the pool all zeros.

extension Canvas {
    /// An offscreen layer over the one below.
    struct Layer {
        var buffer: PooledBuffer<UInt8>
        var opacity: Double
        var clip: ClipMask?
        /// Every pixel that is not transparent lies inside.
        var dirty = PixelRect.empty
    }

    /// Starts an offscreen layer: drawing goes there until `endLayer()` composites it, with the
    /// group `opacity`, through the clip that was active when the layer began.
    public func beginLayer(opacity: Double = 1) {
        layers.append(Layer(buffer: Pools.pixels.take(width * height * 4), opacity: opacity, clip: nil))
    }

    /// Ends the top layer and composites it onto the one below. Does nothing without a layer.
    public func endLayer() {
        guard let layer = layers.popLast() else { return }
        compositeAndRecycle(layer)
    }

    /// Composites an ended layer's pixels onto the layer below and gives its buffer back. Where
    /// the layer below is still empty, has no clip and the ended one no group opacity, that would
    /// copy every pixel unchanged (source-over onto transparent gives back a premultiplied pixel,
    /// whose colour never exceeds its alpha, and a transparent one is all zeros), so the two
    /// buffers trade places instead: a chain of effects (a clip, a blur, colour filters) costs a
    /// pass per effect, not two.
    func compositeAndRecycle(_ layer: Layer) {
        if let below = layers.indices.last, layers[below].dirty.isEmpty, layers[below].clip == nil, layer.opacity >= 1 {
            let empty = layers[below].buffer
            layers[below].buffer = layer.buffer
            layers[below].dirty = layer.dirty
            Pools.pixels.recycle(empty)
            return
        }
        composite(layer.buffer.base, stride: width, originX: 0, originY: 0, region: layer.dirty, opacity: layer.opacity)
        recycle(layer)
    }

    /// Composites a pixmap onto the current layer at an offset (source-over, through the clip).
    func draw(_ image: Pixmap, opacity: Double = 1, offsetX: Int = 0, offsetY: Int = 0) {
        let region = PixelRect(minX: offsetX, minY: offsetY, maxX: offsetX + image.width, maxY: offsetY + image.height)
        image.bytes.withUnsafeBufferPointer { source in
            composite(source.baseAddress!, stride: image.width, originX: offsetX, originY: offsetY, region: region, opacity: opacity)
        }
    }

    /// Composites the pixels of `source` (premultiplied, rows `stride` pixels apart, its pixel
    /// (0, 0) landing on (originX, originY)) that land in `region`, onto the current layer, through
    /// its clip, each with coverage `opacity` × clip. Four pixels go at a time
    /// (`SourceOver.blendFourRoundingHalvesUp`), a row's last few one by one, each exactly as
    /// the one-pixel rule has it.
    func composite(_ source: UnsafePointer<UInt8>, stride: Int, originX: Int, originY: Int, region: PixelRect, opacity: Double) {
        let o = Float(min(max(opacity, 0), 1))
        guard o > 0 else { return }
        let whole = o >= 1 && currentClip == nil
        forEachSourceRow(source, stride: stride, originX: originX, originY: originY, region: region) { s, destination, mask, count in
            let d = UnsafeMutableRawPointer(destination)
            var i = 0
            while i + 4 <= count {
                defer { i += 4 }
                let four = s.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
                let alphas = four &>> 24
                // Layers are mostly transparent or opaque: four of either are skipped or, with
                // nothing to scale them by, copied in one step. (all(.==) is one vector compare;
                // the vectors' == branched on every lane.)
                if all(alphas .== 0) { continue }
                if whole && all(alphas .== 255) {
                    d.storeBytes(of: four, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
                    continue
                }
                var f = SIMD4<Float>(repeating: o)
                if let mask { f *= UnsafeRawPointer(mask + i).loadUnaligned(as: SIMD4<Float>.self) }
                let below = d.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
                d.storeBytes(of: SourceOver.blendFourRoundingHalvesUp(four, coverage: f, onto: below),
                             toByteOffset: i * 4, as: SIMD4<UInt32>.self)
            }
            while i < count {
                let pixel = s.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt8>.self)
                var f = o
                if let mask { f *= mask[i] }
                if pixel.w != 0 && f > 0 { Self.composite(pixel, coverage: f, onto: destination + i * 4) }
                i += 1
            }
        }
    }

    /// One source pixel with coverage f (above 0) onto the destination pixel at d.
    @inline(__always)
    private static func composite(_ pixel: SIMD4<UInt8>, coverage f: Float, onto d: UnsafeMutablePointer<UInt8>) {
        if f == 1 && pixel.w == 255 {
            // What the formula gives: the source itself.
            UnsafeMutableRawPointer(d).storeBytes(of: pixel, as: SIMD4<UInt8>.self)
        } else {
            // The opacity scales the source itself, which then covers the pixel fully.
            let s = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: pixel)) * f
            SourceOver.blendRoundingHalvesUp(s, alpha: SourceOver.alpha(ofSample: s), onto: d)
        }
    }

    /// Calls `body` with each pixel of `source` (laid out as for `composite`) in `region` that
    /// is not transparent and lands where the current layer's clip lets it, its coverage
    /// (`opacity` × clip, above 0) and the destination pixel; records what it reached.
    @inline(__always)
    func forEachSourcePixel(_ source: UnsafePointer<UInt8>, stride: Int, originX: Int, originY: Int, region: PixelRect, opacity: Double,
                            _ body: (SIMD4<UInt8>, Float, UnsafeMutablePointer<UInt8>) -> Void) {
        let o = Float(min(max(opacity, 0), 1))
        guard o > 0 else { return }
        forEachSourceRow(source, stride: stride, originX: originX, originY: originY, region: region) { s, d, mask, count in
            for i in 0..<count {
                let pixel = s.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt8>.self)
                guard pixel.w != 0 else { continue }
                var f = o
                if let mask { f *= mask[i] }
                guard f > 0 else { continue }
                body(pixel, f, d + i * 4)
            }
        }
    }

    /// Calls `body` with each row of `source` (laid out as for `composite`) that `region` and the
    /// current layer's clip leave: the row's first source and destination pixels, the clip's
    /// coverage from there (nil without a clip) and the row's length; records what it reached.
    @inline(__always)
    private func forEachSourceRow(_ source: UnsafePointer<UInt8>, stride: Int, originX: Int, originY: Int, region: PixelRect,
                                  _ body: (UnsafeRawPointer, UnsafeMutablePointer<UInt8>, UnsafePointer<Float>?, Int) -> Void) {
        draw { pixels, clip in
            let r = region.intersection(clip?.bounds ?? PixelRect(width: width, height: height))
            guard !r.isEmpty else { return .empty }
            for y in r.rows {
                body(UnsafeRawPointer(source + ((y - originY) * stride + (r.minX - originX)) * 4),
                     pixels + (y * width + r.minX) * 4, clip.map { $0.row(y) + r.minX }, r.width)
            }
            return r
        }
    }

    /// Clears what the layer drew and gives its buffer back to the pool.
    func recycle(_ layer: Layer) {
        clear(layer.dirty, of: layer)
        Pools.pixels.recycle(layer.buffer)
    }

    /// Sets a rectangle of the layer transparent.
    func clear(_ r: PixelRect, of layer: Layer) {
        for y in r.rows { (layer.buffer.base + (y * width + r.minX) * 4).update(repeating: 0, count: r.width * 4) }
    }
}
