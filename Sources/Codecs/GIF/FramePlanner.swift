// FramePlanner.swift: decides, for each GIF frame, which rectangle to store, which of its pixels
// need not be drawn, and which disposal method to use. This is where GIFs get small: a frame stores
// only the bounding box of what changed, and the pixels inside it that did not change are "kept"
// (see PackedColor): free to be written as the transparent index or as their own colour, whichever
// LZW compresses better (IndexRunChooser decides).
//
// Disposal scheme. Frames normally use disposal 1 (do not dispose), so the transparent index means
// "keep the previous frame's pixel". That cannot express a pixel turning from opaque to
// transparent (transparent-background GIFs only). When the next frame has such pixels, this frame
// instead uses disposal 2 (restore to background, i.e. clear to transparent as browsers do) and its
// rectangle is grown to cover them; the next frame is then planned against the cleared screen, so it
// redraws whatever opaque pixels of the cleared area it still shows. The planner therefore works one
// frame behind its input, handing each frame out as soon as it is planned: it keeps no more than
// two full images, however long the animation.
//
// Planning compares source colours, not quantized ones: when colours are quantized, "unchanged"
// still means the viewer keeps the (approximate) colour already on screen.
//
// Each image is compared with the one before it once, as it arrives: an empty difference makes it
// a repeat, and otherwise the difference is the changed rectangle its plan needs whenever the
// screen then holds that previous image (it does unless a clearing intervened). A caller that
// knows where an image can differ from the previous one says so (`changedWithin`), and only that
// part is compared.

import Foundation

struct FramePlanner {
    let width: Int
    let height: Int
    /// Whether pixels can be transparent at all (transparent-background mode).
    let allowsTransparency: Bool

    /// The frame waiting for its successor before it can be planned, its delay, and where it
    /// differs from the image before it (nil for the first image).
    private var pending: (image: [UInt32], delay: Int, changes: PixelRect?)?
    /// What the viewer's screen holds (in source colours) before the pending frame is drawn.
    private var screen: [UInt32]
    /// Whether a frame was planned yet (the first one stores the whole screen).
    private var hasPlanned = false
    /// Whether the screen is the last planned image as it was (no clearing since).
    private var screenIsLastImage = false

    init(width: Int, height: Int, allowsTransparency: Bool) {
        self.width = width
        self.height = height
        self.allowsTransparency = allowsTransparency
        screen = [UInt32](repeating: PackedColor.transparent, count: width * height)
    }

    /// Adds the next frame; a frame identical to the previous one only lengthens it. Returns the
    /// previous frame, planned, once this one shows it is final. `changedWithin`, when given,
    /// promises that the image equals the previous one outside that rectangle.
    mutating func add(_ image: [UInt32], delay: Int, changedWithin hint: PixelRect? = nil) -> PlannedFrame? {
        guard let previous = pending else {
            pending = (image, delay, nil)
            return nil
        }
        let changes = changedRect(image, against: previous.image, within: hint ?? wholeScreen)
        if changes.isEmpty {
            pending!.delay += delay
            return nil
        }
        let planned = plan(previous.image, delay: previous.delay, changes: previous.changes, next: image)
        pending = (image, delay, changes)
        return planned
    }

    /// Plans the last frame, if any frame was added.
    mutating func finish() -> PlannedFrame? {
        guard let last = pending else { return nil }
        pending = nil
        return plan(last.image, delay: last.delay, changes: last.changes, next: nil)
    }

    private var wholeScreen: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Plans `image`, which differs from the image before it within `changes`.
    private mutating func plan(_ image: [UInt32], delay: Int, changes: PixelRect?, next: [UInt32]?) -> PlannedFrame {
        let cleared = next.map { pixelsCleared(from: image, to: $0) } ?? .empty
        var rect: PixelRect
        if !hasPlanned {
            rect = wholeScreen
        } else if screenIsLastImage, let changes {
            rect = changes
        } else {
            rect = changedRect(image, against: screen, within: wholeScreen)
        }
        hasPlanned = true
        rect = rect.union(cleared)
        // A frame that changes nothing visible (it only follows a clearing) still needs a rectangle.
        if rect.isEmpty { rect = PixelRect(x: 0, y: 0, width: 1, height: 1) }

        let pixels = [UInt32](unsafeUninitializedCapacity: rect.width * rect.height) { out, initialized in
            image.withUnsafeBufferPointer { image in
                screen.withUnsafeBufferPointer { screen in
                    for row in 0..<rect.height {
                        let start = (rect.y + row) * width + rect.x
                        Self.markKept(image.baseAddress! + start, on: screen.baseAddress! + start,
                                      into: out.baseAddress! + row * rect.width, count: rect.width)
                    }
                }
            }
            initialized = rect.width * rect.height
        }
        let disposal: PlannedFrame.Disposal = cleared.isEmpty ? .doNotDispose : .restoreToBackground
        screen = image
        screenIsLastImage = disposal == .doNotDispose
        if disposal == .restoreToBackground { screen.fill(rect, width: width, with: PackedColor.transparent) }
        return PlannedFrame(rect: rect, pixels: pixels, delay: delay, disposal: disposal)
    }

    /// `count` pixels of the image as stored: kept where the screen already shows them (opaque
    /// and equal), else as they are; four at a time, then one.
    @inline(__always)
    private static func markKept(_ image: UnsafePointer<UInt32>, on screen: UnsafePointer<UInt32>,
                                 into out: UnsafeMutablePointer<UInt32>, count: Int) {
        var i = 0
        while i + 4 <= count {
            let pixels = UnsafeRawPointer(image + i).loadUnaligned(as: SIMD4<UInt32>.self)
            let shown = UnsafeRawPointer(screen + i).loadUnaligned(as: SIMD4<UInt32>.self)
            let kept = pixels & 0x00FF_FFFF | 0x0100_0000  // PackedColor.kept, lane by lane
            let unchanged = (pixels .== shown) .& (pixels .!= PackedColor.transparent)
            UnsafeMutableRawPointer(out + i).storeBytes(of: pixels.replacing(with: kept, where: unchanged), as: SIMD4<UInt32>.self)
            i += 4
        }
        while i < count {
            let pixel = image[i]
            out[i] = pixel == screen[i] && pixel != PackedColor.transparent ? PackedColor.kept(pixel) : pixel
            i += 1
        }
    }

    /// Bounding box of the pixels of `region` where `image` differs from `reference`. Rows that
    /// did not change cost one memcmp; a changed row is scanned from both ends to its first
    /// difference, so its middle is never looked at.
    private func changedRect(_ image: [UInt32], against reference: [UInt32], within region: PixelRect) -> PixelRect {
        guard !region.isEmpty else { return .empty }
        var box = BoundingBox()
        image.withUnsafeBufferPointer { new in
            reference.withUnsafeBufferPointer { old in
                for y in region.y..<region.maxY {
                    let a = new.baseAddress! + y * width + region.x, b = old.baseAddress! + y * width + region.x
                    if memcmp(a, b, region.width * 4) == 0 { continue }
                    // Four pixels a step from each end (the row differs somewhere), then one;
                    // all(.==) is one vector compare, where == branched on every lane.
                    var left = 0
                    while left + 4 <= region.width && all(Self.four(a + left) .== Self.four(b + left)) { left += 4 }
                    while left < region.width && a[left] == b[left] { left += 1 }
                    guard left < region.width else { continue }
                    var right = region.width - 1
                    while right - 3 > left && all(Self.four(a + right - 3) .== Self.four(b + right - 3)) { right -= 4 }
                    while a[right] == b[right] { right -= 1 }
                    box.add(x: region.x + left, y: y)
                    box.add(x: region.x + right, y: y)
                }
            }
        }
        return box.rect
    }

    @inline(__always)
    private static func four(_ p: UnsafePointer<UInt32>) -> SIMD4<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self)
    }

    /// Bounding box of the pixels opaque in `image` and transparent in `next`.
    private func pixelsCleared(from image: [UInt32], to next: [UInt32]) -> PixelRect {
        guard allowsTransparency else { return .empty }
        var box = BoundingBox()
        image.withUnsafeBufferPointer { current in
            next.withUnsafeBufferPointer { following in
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width
                    where following[row + x] == PackedColor.transparent && current[row + x] != PackedColor.transparent {
                        box.add(x: x, y: y)
                    }
                }
            }
        }
        return box.rect
    }
}
