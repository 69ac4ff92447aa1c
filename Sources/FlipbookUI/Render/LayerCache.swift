// LayerCache.swift: the layers of the frame drawn before, kept with their pixels, so that a layer
// whose effect and content are the same in this frame is composited from them instead of being
// drawn again: a photo that stays while the blur over it eases away, a clipped card while a
// toggle beside it slides. A layer is known by its place in the drawing order (the n-th layer of
// the display list, nested ones counted whether drawn or not), so finding it is one lookup, and
// it is reused only if its effect and its whole content are equal to what was kept there. Its
// pixels are kept once it has drawn the same in two frames running, so a layer that changes in
// every frame costs a comparison, never a copy.
// Guarantees: a reused layer composites the very pixels drawing it would have made (see
// Canvas+LayerPixels); what is held is the layers of the last frame only, at most `byteLimit`.

import Raster

final class LayerCache {
    private struct Entry {
        let effect: LayerEffect
        let content: DisplayList
        /// Nil until the layer drew the same twice running: a layer that changes every frame
        /// (a fade, a moving card) is not copied out for nothing.
        let pixels: LayerPixels?
    }

    /// What to do with a layer.
    enum Lookup {
        /// Composite these pixels: what the layer drew last frame.
        case reuse(LayerPixels)
        /// Draw it; keep its pixels if `keepPixels` (it drew the same last frame).
        case draw(keepPixels: Bool)
    }

    /// At most this many bytes of pixels are kept: the largest frames' layers stay, a canvas
    /// of layers at a huge scale is drawn afresh.
    static let byteLimit = 16 << 20

    /// The last frame's layers, by place, and this frame's so far.
    private var previous: [Int: Entry] = [:], current: [Int: Entry] = [:]
    private var currentBytes = 0
    private var nextPlace = 0

    /// Starts a frame: the one drawn so far becomes the one to reuse from.
    func startFrame() {
        previous = current
        current = [:]
        currentBytes = 0
        nextPlace = 0
    }

    /// The place of the next layer in the drawing order.
    func enterLayer() -> Int {
        defer { nextPlace += 1 }
        return nextPlace
    }

    /// Counts `count` layers as passed without drawing them (those inside a reused one).
    func skipLayers(_ count: Int) { nextPlace += count }

    /// Whether the layer at `place`, with this effect and content, on `canvas`, can composite
    /// what it drew last frame (it is then kept for the next frame too) or must be drawn.
    func lookUp(at place: Int, for effect: LayerEffect, content: DisplayList, on canvas: Raster.Canvas) -> Lookup {
        guard let entry = previous[place], entry.effect == effect, entry.content == content else {
            current[place] = Entry(effect: effect, content: content, pixels: nil)
            return .draw(keepPixels: false)
        }
        guard let pixels = entry.pixels, pixels.fit(canvas) else { return .draw(keepPixels: true) }
        keep(entry, at: place)
        return .reuse(pixels)
    }

    /// Keeps what the layer at `place` drew, for the next frame.
    func keep(_ pixels: LayerPixels, at place: Int, for effect: LayerEffect, content: DisplayList) {
        keep(Entry(effect: effect, content: content, pixels: pixels), at: place)
    }

    private func keep(_ entry: Entry, at place: Int) {
        let bytes = entry.pixels?.byteCount ?? 0
        guard currentBytes + bytes <= Self.byteLimit else {
            current[place] = Entry(effect: entry.effect, content: entry.content, pixels: nil)
            return
        }
        current[place] = entry
        currentBytes += bytes
    }
}
