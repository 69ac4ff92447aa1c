// GaussianBlur.swift: a true Gaussian blur of premultiplied pixels (for shadows), separable,
// with the kernel cut at 3σ and renormalised; edges fade to transparent, as a shadow should.

import Foundation

extension Pixmap {
    /// The pixmap blurred with a Gaussian of standard deviation `sigma` pixels (≤ 0: unchanged).
    public func blurred(sigma: Double) -> Pixmap {
        guard sigma > 0, sigma.isFinite else { return self }
        let radius = min(Int((3 * sigma).rounded(.up)), max(width, height))
        var kernel = (-radius...radius).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let sum = kernel.reduce(0, +)
        kernel = kernel.map { $0 / sum }
        let horizontal = convolve(bytes.map(Float.init), kernel: kernel.map(Float.init), radius: radius,
                                  count: width, lines: height, step: 4, lineStride: width * 4)
        let both = convolve(horizontal, kernel: kernel.map(Float.init), radius: radius,
                            count: height, lines: width, step: width * 4, lineStride: 4)
        var out = self
        for i in out.bytes.indices { out.bytes[i] = UInt8(min(255, max(0, both[i] + 0.5))) }
        // Rounding channels separately can leave a colour a hair above its alpha.
        var i = 0
        while i < out.bytes.count {
            let a = out.bytes[i + 3]
            out.bytes[i] = min(out.bytes[i], a); out.bytes[i + 1] = min(out.bytes[i + 1], a)
            out.bytes[i + 2] = min(out.bytes[i + 2], a)
            i += 4
        }
        return out
    }
}

/// One pass along lines of `count` pixels, `step` floats apart; lines start `lineStride` apart.
private func convolve(_ src: [Float], kernel: [Float], radius: Int, count: Int, lines: Int,
                      step: Int, lineStride: Int) -> [Float] {
    var dst = [Float](repeating: 0, count: src.count)
    for line in 0..<lines {
        let base = line * lineStride
        for i in 0..<count {
            var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
            for k in max(-radius, -i)...min(radius, count - 1 - i) {
                let w = kernel[k + radius], j = base + (i + k) * step
                acc.0 += src[j] * w; acc.1 += src[j + 1] * w; acc.2 += src[j + 2] * w; acc.3 += src[j + 3] * w
            }
            let o = base + i * step
            dst[o] = acc.0; dst[o + 1] = acc.1; dst[o + 2] = acc.2; dst[o + 3] = acc.3
        }
    }
    return dst
}
