// BlurredAlpha.swift: a layer's alpha, blurred, over the layer's drawn rectangle grown by the
// blur's reach: what a shadow is made of. A shadow's colour is uniform, so only alpha is blurred
// (one plane, not four), and it is tinted as it is composited.
// Shadows rarely change from frame to frame (a view's shadow stays while other things animate),
// so results are kept in a small cache keyed by σ and the alpha bytes themselves: a hit costs
// reading and comparing the alpha once, against blurring a plane grown by the reach on every side.
// Guarantees: a cached result is only reused for byte-identical alpha and the same σ; the cache
// never holds more than `BlurredAlpha.cacheLimit` bytes.

import Foundation

/// Blurred alpha, 0…255 as Float, over `size` pixels whose (0, 0) is `reach` pixels up and left
/// of the content's top-left pixel.
final class BlurredAlpha: @unchecked Sendable {
    let width: Int, height: Int
    let reach: Int
    let values: UnsafeMutablePointer<Float>
    /// The input: alpha of the content's rectangle, row-major.
    fileprivate let key: [UInt8]
    fileprivate let keyWidth: Int
    fileprivate let sigma: Double

    private init(blur: GaussianBlur?, alpha: [UInt8], width w: Int, height h: Int) {
        reach = blur?.reach ?? 0
        width = w + 2 * reach
        height = h + 2 * reach
        values = .allocate(capacity: width * height)
        values.initialize(repeating: 0, count: width * height)
        for y in 0..<h {
            for x in 0..<w { values[(y + reach) * width + x + reach] = Float(alpha[y * w + x]) }
        }
        blur?.apply(to: values, width: width, height: height, activeRows: reach..<(reach + h))
        key = alpha
        keyWidth = w
        sigma = blur?.sigma ?? 0
    }

    deinit { values.deallocate() }

    var byteCount: Int { width * height * MemoryLayout<Float>.stride + key.count }

    /// The blurred alpha of `rect` of premultiplied pixels (rows `stride` pixels apart), from the
    /// cache when the same alpha was blurred with the same σ before; without a blur, the alpha.
    static func of(_ pixels: UnsafePointer<UInt8>, stride: Int, rect: PixelRect, blur: GaussianBlur?) -> BlurredAlpha {
        var alpha = [UInt8](repeating: 0, count: rect.width * rect.height)
        for y in 0..<rect.height {
            let row = pixels + ((rect.minY + y) * stride + rect.minX) * 4 + 3
            for x in 0..<rect.width { alpha[y * rect.width + x] = row[x * 4] }
        }
        guard let blur else { return BlurredAlpha(blur: nil, alpha: alpha, width: rect.width, height: rect.height) }
        if let hit = cache.find(alpha: alpha, width: rect.width, sigma: blur.sigma) { return hit }
        let result = BlurredAlpha(blur: blur, alpha: alpha, width: rect.width, height: rect.height)
        cache.insert(result)
        return result
    }

    static let cacheLimit = 16 << 20
    private static let cache = Cache()

    /// Most recently used first; a lock, since frames render on several threads.
    private final class Cache: @unchecked Sendable {
        private var entries: [BlurredAlpha] = []
        private var bytes = 0
        private let lock = NSLock()

        func find(alpha: [UInt8], width: Int, sigma: Double) -> BlurredAlpha? {
            lock.lock()
            defer { lock.unlock() }
            guard let i = entries.firstIndex(where: { $0.sigma == sigma && $0.keyWidth == width && Self.same($0.key, alpha) }) else {
                return nil
            }
            let hit = entries.remove(at: i)
            entries.insert(hit, at: 0)
            return hit
        }

        private static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
            a.count == b.count && a.withUnsafeBytes { pa in b.withUnsafeBytes { pb in memcmp(pa.baseAddress!, pb.baseAddress!, a.count) == 0 } }
        }

        func insert(_ entry: BlurredAlpha) {
            guard entry.byteCount <= BlurredAlpha.cacheLimit / 4 else { return }
            lock.lock()
            defer { lock.unlock() }
            entries.insert(entry, at: 0)
            bytes += entry.byteCount
            while bytes > BlurredAlpha.cacheLimit, let last = entries.popLast() { bytes -= last.byteCount }
        }
    }
}
