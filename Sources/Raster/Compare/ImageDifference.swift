// ImageDifference.swift: how two images differ, for golden tests and `flipbook compare`. Exact
// comparison counts every byte; the perceptual one follows pixelmatch (mapbox/pixelmatch): the
// YIQ colour distance of the pixels, blended over white, against a threshold, and differences
// on antialiased edges (a pixel between a darker and a brighter neighbour that look flat in one
// of the images) not counted.

/// The result of comparing two equally sized images.
public struct ImageDifference: Sendable {
    /// Pixels whose bytes differ at all.
    public let differingPixels: Int
    /// Pixels that differ perceptually beyond the threshold, antialiasing aside.
    public let perceptualPixels: Int
    /// The largest difference of one channel, 0…255.
    public let maximumChannelDelta: Int
    /// Red where pixels differ perceptually, yellow for antialiasing-only differences, faded
    /// grey elsewhere.
    public let image: Pixmap

    /// Compares `a` with `b`; nil when their sizes differ. `threshold` is pixelmatch's (0…1,
    /// 0.1 by default): the share of the largest YIQ distance that still counts as equal.
    public init?(_ a: Pixmap, _ b: Pixmap, threshold: Double = 0.1) {
        guard a.width == b.width, a.height == b.height else { return nil }
        let w = a.width, h = a.height
        let maxDelta = 35215.0 * threshold * threshold
        var out = Pixmap(width: w, height: h, fill: PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))!
        var differing = 0, perceptual = 0, maxChannel = 0
        let sa = a.straightBytes, sb = b.straightBytes
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                var d = 0
                for k in 0..<4 { d = max(d, abs(Int(sa[i + k]) - Int(sb[i + k]))) }
                maxChannel = max(maxChannel, d)
                if d == 0 {
                    let grey = UInt8(255 - (255 - Int(ImageDifference.luma(sa, i))) / 10)
                    out[x, y] = PremultipliedRGBA8(r: grey, g: grey, b: grey, a: 255)
                    continue
                }
                differing += 1
                let delta = ImageDifference.yiqDistance(sa, i, sb, i)
                if delta <= maxDelta { continue }
                if ImageDifference.isAntialiased(sa, x, y, w, h, other: sb) || ImageDifference.isAntialiased(sb, x, y, w, h, other: sa) {
                    out[x, y] = PremultipliedRGBA8(r: 255, g: 200, b: 0, a: 255)
                } else {
                    perceptual += 1
                    out[x, y] = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
                }
            }
        }
        differingPixels = differing
        perceptualPixels = perceptual
        maximumChannelDelta = maxChannel
        image = out
    }

    // MARK: - pixelmatch's measures

    /// Straight RGBA blended over white.
    private static func blended(_ p: [UInt8], _ i: Int) -> (Double, Double, Double) {
        let a = Double(p[i + 3]) / 255
        func c(_ v: UInt8) -> Double { 255 + (Double(v) - 255) * a }
        return (c(p[i]), c(p[i + 1]), c(p[i + 2]))
    }

    static func luma(_ p: [UInt8], _ i: Int) -> Double {
        let (r, g, b) = blended(p, i)
        return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// Squared YIQ distance, weighted as pixelmatch weighs it.
    static func yiqDistance(_ p: [UInt8], _ i: Int, _ q: [UInt8], _ j: Int) -> Double {
        let (r1, g1, b1) = blended(p, i), (r2, g2, b2) = blended(q, j)
        let y = (r1 - r2) * 0.29889531 + (g1 - g2) * 0.58662247 + (b1 - b2) * 0.11448223
        let ii = (r1 - r2) * 0.59597799 - (g1 - g2) * 0.27417610 - (b1 - b2) * 0.32180189
        let qq = (r1 - r2) * 0.21147017 - (g1 - g2) * 0.52261711 + (b1 - b2) * 0.31114694
        return 0.5053 * y * y + 0.299 * ii * ii + 0.1957 * qq * qq
    }

    /// pixelmatch's test: at most two equal neighbours, and both the darkest and the brightest
    /// neighbour sit in flat areas (three or more equal neighbours) in either image.
    static func isAntialiased(_ img: [UInt8], _ x: Int, _ y: Int, _ w: Int, _ h: Int, other: [UInt8]) -> Bool {
        let i = (y * w + x) * 4
        var zeroes = 0, minD = 0.0, maxD = 0.0
        var minXY: (Int, Int)? = nil, maxXY: (Int, Int)? = nil
        for ny in max(0, y - 1)...min(h - 1, y + 1) {
            for nx in max(0, x - 1)...min(w - 1, x + 1) where nx != x || ny != y {
                let j = (ny * w + nx) * 4
                let delta = luma(img, i) - luma(img, j)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minD { minD = delta; minXY = (nx, ny) } else if delta > maxD { maxD = delta; maxXY = (nx, ny) }
            }
        }
        guard let mn = minXY, let mx = maxXY else { return false }
        return (hasManySiblings(img, mn.0, mn.1, w, h) || hasManySiblings(other, mn.0, mn.1, w, h))
            && (hasManySiblings(img, mx.0, mx.1, w, h) || hasManySiblings(other, mx.0, mx.1, w, h))
    }

    private static func hasManySiblings(_ img: [UInt8], _ x: Int, _ y: Int, _ w: Int, _ h: Int) -> Bool {
        let i = (y * w + x) * 4
        var zeroes = x == 0 || x == w - 1 || y == 0 || y == h - 1 ? 1 : 0
        for ny in max(0, y - 1)...min(h - 1, y + 1) {
            for nx in max(0, x - 1)...min(w - 1, x + 1) where nx != x || ny != y {
                let j = (ny * w + nx) * 4
                if img[i] == img[j] && img[i + 1] == img[j + 1] && img[i + 2] == img[j + 2] && img[i + 3] == img[j + 3] {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
