// LayerCache.swift: the layers of the frame drawn before, kept with their pixels, so that a layer
// whose effect and content are the same in this frame is composited from them instead of being
// drawn again: a photo that stays while the blur over it eases away, a clipped card while a
// toggle beside it slides. A layer is known by its place in the drawing order (the n-th layer of
// the display list, nested ones counted whether drawn or not), so finding it is one lookup, and
// it is reused only if its effect and its whole content are equal to what was kept there.
// Guarantees: a reused layer composites the very pixels drawing it would have made (see
// Canvas+LayerPixels); what is held is the layers of the last frame only, at most `byteLimit`.

import Raster

final class LayerCache {
    private struct Entry {
        let effect: LayerEffect
        let content: DisplayList
        let pixels: LayerPixels
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

    /// The pixels the last frame's layer at `place` left, if it had this effect and content and
    /// was drawn on a canvas like this one; kept for the next frame too.
    func pixels(at place: Int, for effect: LayerEffect, content: DisplayList, on canvas: Canvas) -> LayerPixels? {
        guard let entry = previous[place], entry.pixels.fit(canvas), entry.effect == effect, entry.content == content else {
            return nil
        }
        keep(entry, at: place)
        return entry.pixels
    }

    /// Keeps what the layer at `place` drew, for the next frame.
    func keep(_ pixels: LayerPixels, at place: Int, for effect: LayerEffect, content: DisplayList) {
        keep(Entry(effect: effect, content: content, pixels: pixels), at: place)
    }

    private func keep(_ entry: Entry, at place: Int) {
        guard currentBytes + entry.pixels.byteCount <= Self.byteLimit else { return }
        current[place] = entry
        currentBytes += entry.pixels.byteCount
    }
}
