// LZWEncoder.swift: GIF's LZW compression of one frame's indices. It is ours rather than giflib's
// so that each frame can be written with the smallest minimum code size its indices allow: giflib
// always takes the code size of the colour table in force (8 bits under a 256-entry global table),
// which costs up to 6 bits on each of the first codes of a frame that only uses low indices.
//
// The code stream, as in GIF89a appendix F: with a minimum code size m, codes 0..<2^m are the
// indices, 2^m is the clear code and 2^m + 1 the end code. Codes are packed least significant bit
// first, m + 1 bits wide at first. Each code written (but the first after a clear) is the longest
// string in the dictionary that the pixels continue with, and adds that string plus the next pixel
// under the next free code; the width grows when the codes the decoder may next read no longer fit.
// When all 4096 codes are taken, a clear code resets the dictionary.

struct LZWEncoder {
    /// The dictionary, indexed by prefix code << m | pixel (m the minimum code size, so a frame of
    /// few colours touches a dense corner of it, which stays in cache): `stamp | code` for a string
    /// added since the last clear. Entries with another stamp are stale, so a clear costs one increment
    /// of the stamp instead of wiping 4 MiB.
    private var dictionary: [UInt32] = []
    /// The current generation, in the bits above the 12 of a code.
    private var stamp: UInt32 = 0
    private static let codeLimit = 4096

    /// `indices` compressed with the smallest minimum code size that holds them all (GIF allows
    /// no less than 2).
    mutating func compress(_ indices: [UInt8]) -> LZWImage {
        let highest = Int(indices.max() ?? 0)
        var bits = 2
        while 1 << bits <= highest { bits += 1 }
        return LZWImage(minimumCodeSize: bits, codes: encode(indices, minimumCodeSize: bits))
    }

    /// The code stream of `indices`, each below 2^minimumCodeSize, as bytes (without the GIF's
    /// code size byte and sub-block lengths, which the file writer adds).
    mutating func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        precondition((2...8).contains(minimumCodeSize), "GIF minimum code sizes are 2...8")
        let clearCode = 1 << minimumCodeSize, endCode = clearCode + 1
        precondition(indices.allSatisfy { Int($0) < clearCode }, "an index does not fit the code size")
        if dictionary.isEmpty { dictionary = [UInt32](repeating: 0, count: Self.codeLimit << 8) }
        var output = BitPacker(capacity: indices.count)
        var width = minimumCodeSize + 1, nextCode = endCode + 1
        var stamp = self.stamp
        defer { self.stamp = stamp }
        dictionary.withUnsafeMutableBufferPointer { dictionary in
            stamp = Self.nextStamp(after: stamp, wiping: dictionary)
            output.append(clearCode, width: width)
            guard var prefix = indices.first.map(Int.init) else { return }
            for pixel in indices.dropFirst() {
                let key = prefix << minimumCodeSize | Int(pixel)
                let entry = dictionary[key]
                if entry & ~0xFFF == stamp {
                    prefix = Int(entry & 0xFFF)
                    continue
                }
                output.append(prefix, width: width)
                if nextCode == Self.codeLimit {
                    output.append(clearCode, width: width)
                    stamp = Self.nextStamp(after: stamp, wiping: dictionary)
                    width = minimumCodeSize + 1
                    nextCode = endCode + 1
                } else {
                    dictionary[key] = stamp | UInt32(nextCode)
                    nextCode += 1
                    // The decoder adds each string one code later, so the next code it reads is
                    // at most nextCode − 1: widen once that no longer fits.
                    if nextCode > 1 << width && width < 12 { width += 1 }
                }
                prefix = Int(pixel)
            }
            output.append(prefix, width: width)
        }
        output.append(endCode, width: width)
        return output.finished
    }

    /// A stamp no entry has, wiping the dictionary when the 20 bits of generations run out.
    private static func nextStamp(after stamp: UInt32, wiping dictionary: UnsafeMutableBufferPointer<UInt32>) -> UInt32 {
        let (next, overflow) = stamp.addingReportingOverflow(1 << 12)
        guard overflow else { return next }
        dictionary.update(repeating: 0)
        return 1 << 12
    }
}

/// A frame's compressed indices and the minimum code size they were compressed with.
struct LZWImage {
    let minimumCodeSize: Int
    let codes: [UInt8]
}

/// Packs codes of varying width into bytes, least significant bit first.
private struct BitPacker {
    private var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingBits = 0

    init(capacity: Int) { bytes.reserveCapacity(capacity / 2 + 8) }

    mutating func append(_ code: Int, width: Int) {
        pending |= UInt64(code) << pendingBits
        pendingBits += width
        while pendingBits >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingBits -= 8
        }
    }

    /// The bytes, with the last partial byte padded with zero bits.
    var finished: [UInt8] { pendingBits > 0 ? bytes + [UInt8(truncatingIfNeeded: pending)] : bytes }
}
