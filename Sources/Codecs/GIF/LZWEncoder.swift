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
    /// The dictionary: an open-addressing hash table of `key << 12 | code` (0 = empty: no code is
    /// below 6), where the key is prefix code << 8 | pixel (20 bits). At most 4096 strings live
    /// between clears, so 8192 slots keep it at most half full and its 32 KiB in the first-level
    /// cache, where a table indexed directly by key (4 MiB) missed the cache on most new strings.
    /// A clear wipes it.
    private var dictionary: [UInt32] = []
    /// Per prefix code, the last string found or added that extends it, as (pixel + 1) << 12 |
    /// code (0 = none): a one-entry cache in front of the hash table. Runs of one index, most of
    /// an animation frame, ask for the same extension again and again, and a hit skips the hash
    /// on the path from one pixel to the next.
    private var lastExtension: [UInt32] = []
    /// The runs of one index in the dictionary, by index and length, so that a long run is
    /// walked at once instead of one lookup a pixel.
    private let runs = RunChains()
    private static let slotBits = 13
    private static let codeLimit = 4096

    /// `indices` compressed with the smallest minimum code size that holds them all (GIF allows
    /// no less than 2).
    mutating func compress(_ indices: [UInt8]) -> LZWImage {
        compress(indices, within: .max)!
    }

    /// `compress`, or nil as soon as the codes take more than `budget` bytes: a candidate
    /// encoding that can no longer be the smallest stops there.
    mutating func compress(_ indices: [UInt8], within budget: Int) -> LZWImage? {
        let bits = Self.minimumCodeSize(for: indices)
        return stream(indices, minimumCodeSize: bits, within: budget).map {
            LZWImage(minimumCodeSize: bits, codes: $0.codes, codeCountWithoutClear: $0.cleared ? nil : $0.codeCount)
        }
    }

    /// The bytes of a code stream of `codeCount` indices' codes (the strings LZW found) at
    /// `minimumCodeSize`, in which the dictionary never filled: the clear code, the codes, each
    /// as wide as it is when written, and the end code. LZW's parse depends only on which indices
    /// are equal, so renaming the indices one to one (a local colour table) keeps the parse, and
    /// while the dictionary does not fill, the stream's length at another code size follows.
    static func byteCount(ofCodes codeCount: Int, minimumCodeSize: Int) -> Int {
        var width = minimumCodeSize + 1, nextCode = (1 << minimumCodeSize) + 2
        var bits = width  // the clear code
        for _ in 0..<max(0, codeCount - 1) {
            bits += width
            nextCode += 1
            if nextCode > 1 << width && width < 12 { width += 1 }
        }
        if codeCount > 0 { bits += width }  // the last string's code
        bits += width  // the end code
        return (bits + 7) / 8
    }

    /// The smallest minimum code size that holds every index (GIF allows no less than 2).
    static func minimumCodeSize(for indices: [UInt8]) -> Int {
        minimumCodeSize(highestIndex: Int(indices.max() ?? 0))
    }

    /// The smallest minimum code size that holds indices up to `highest`.
    static func minimumCodeSize(highestIndex highest: Int) -> Int {
        var bits = 2
        while 1 << bits <= highest { bits += 1 }
        return bits
    }

    /// The code stream of `indices`, each below 2^minimumCodeSize, as bytes (without the GIF's
    /// code size byte and sub-block lengths, which the file writer adds).
    mutating func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        encode(indices, minimumCodeSize: minimumCodeSize, within: .max)!
    }

    /// `encode`, or nil once the stream is longer than `budget` bytes.
    mutating func encode(_ indices: [UInt8], minimumCodeSize: Int, within budget: Int) -> [UInt8]? {
        stream(indices, minimumCodeSize: minimumCodeSize, within: budget)?.codes
    }

    /// `encode`'s bytes, with how many strings' codes they hold and whether the dictionary
    /// filled and was cleared on the way.
    private mutating func stream(_ indices: [UInt8], minimumCodeSize: Int,
                                 within budget: Int) -> (codes: [UInt8], codeCount: Int, cleared: Bool)? {
        precondition((2...8).contains(minimumCodeSize), "GIF minimum code sizes are 2...8")
        let clearCode = 1 << minimumCodeSize, endCode = clearCode + 1
        if dictionary.isEmpty {
            dictionary = [UInt32](repeating: 0, count: 1 << Self.slotBits)
            lastExtension = [UInt32](repeating: 0, count: Self.codeLimit)
        }
        // At most one code per index, a clear every 3,838 codes or more, the first clear and the
        // end: 12 bits each. Past the budget, a few bytes of slack for the codes that cross it.
        let longest = (indices.count + indices.count / 1000 + 3) * 3 / 2 + 8
        var output = BitPacker(capacity: budget >= longest ? longest : max(0, budget) + 8)
        defer { output.deallocate() }
        var width = minimumCodeSize + 1, nextCode = endCode + 1
        var codeCount = 0, cleared = false
        let mask = (1 << Self.slotBits) - 1
        let runs = self.runs
        let withinBudget: Bool = dictionary.withUnsafeMutableBufferPointer { dictionary in
            lastExtension.withUnsafeMutableBufferPointer { lastExtension in
                dictionary.update(repeating: 0)
                lastExtension.update(repeating: 0)
                runs.removeAll()
                output.append(clearCode, width: width)
                return indices.withUnsafeBufferPointer { indices in
                    guard var prefix = indices.first.map(Int.init) else { return true }
                    precondition(prefix < clearCode, "an index does not fit the code size")
                    // While positive, the prefix is a run of `runIndex` this long.
                    var runLength = 1, runIndex = prefix
                    var i = 1
                    while i < indices.count {
                        let pixel = Int(indices[i])
                        precondition(pixel < clearCode, "an index does not fit the code size")
                        if pixel == runIndex && runLength > 0 {
                            // The run goes on: as far as the dictionary knows longer runs, it
                            // holds every string on the way, so the prefix can jump there.
                            let known = runs.longest(of: pixel) - runLength
                            if known > 0 {
                                let step = Self.run(of: indices[i], in: indices, from: i, limit: known)
                                runLength += step
                                prefix = runs.code(of: pixel, length: runLength)
                                i += step
                                continue
                            }
                        }
                        i += 1
                        let cached = lastExtension[prefix]
                        if Int(cached >> 12) == pixel + 1 {
                            prefix = Int(cached & 0xFFF)
                            runLength = 0
                            continue
                        }
                        let key = UInt32(prefix << 8 | pixel)
                        // Probe: the string's code if it is in the dictionary, else the free slot
                        // where it goes.
                        var slot = Int((key &* 0x9E37_79B1) >> UInt32(32 - Self.slotBits))
                        var found = false
                        while true {
                            let entry = dictionary[slot]
                            if entry == 0 { break }
                            if entry >> 12 == key {
                                lastExtension[prefix] = UInt32(pixel + 1) << 12 | entry & 0xFFF
                                prefix = Int(entry & 0xFFF)
                                found = true
                                break
                            }
                            slot = (slot + 1) & mask
                        }
                        if found {
                            // Not a run's extension: those were all jumped to above.
                            runLength = 0
                            continue
                        }
                        output.append(prefix, width: width)
                        codeCount += 1
                        if output.count > budget { return false }
                        if nextCode == Self.codeLimit {
                            cleared = true
                            output.append(clearCode, width: width)
                            dictionary.update(repeating: 0)
                            lastExtension.update(repeating: 0)
                            runs.removeAll()
                            width = minimumCodeSize + 1
                            nextCode = endCode + 1
                        } else {
                            dictionary[slot] = key << 12 | UInt32(nextCode)
                            lastExtension[prefix] = UInt32(pixel + 1) << 12 | UInt32(nextCode)
                            if pixel == runIndex && runLength > 0 { runs.add(nextCode, of: pixel, length: runLength + 1) }
                            nextCode += 1
                            // The decoder adds each string one code later, so the next code it
                            // reads is at most nextCode − 1: widen once that no longer fits.
                            if nextCode > 1 << width && width < 12 { width += 1 }
                        }
                        prefix = pixel
                        runLength = 1
                        runIndex = pixel
                    }
                    output.append(prefix, width: width)
                    codeCount += 1
                    return true
                }
            }
        }
        guard withinBudget else { return nil }
        output.append(endCode, width: width)
        let codes = output.finished
        return codes.count <= budget ? (codes, codeCount, cleared) : nil
    }

    /// How many of the indices from `start` (at most `limit`) equal `index`: eight at a time, as
    /// one 64-bit word, then one.
    @inline(__always)
    private static func run(of index: UInt8, in indices: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Int {
        let end = min(indices.count - start, limit)
        let base = UnsafeRawPointer(indices.baseAddress! + start), eight = UInt64(index) &* 0x0101_0101_0101_0101
        var k = 0
        while k + 8 <= end && base.loadUnaligned(fromByteOffset: k, as: UInt64.self) == eight { k += 8 }
        while k < end && indices[start + k] == index { k += 1 }
        return k
    }
}

/// The codes of the strings that repeat one index (the index itself for length 1), by index and
/// length. LZW adds the run of length k + 1 only once it has the run of length k, so each
/// index's runs are known from 1 up to a longest. Storage is left uninitialised: only lengths up
/// to the longest are read, and a page is touched only by the indices that have runs.
private final class RunChains {
    private static let lengthsPerIndex = 4096
    private let codes = UnsafeMutablePointer<UInt16>.allocate(capacity: 256 * RunChains.lengthsPerIndex)
    /// By index. A pointer, as `codes` is: a class's array property is checked for exclusive
    /// access at run time on every read, and this one is read for nearly every pixel.
    private let longestRuns = UnsafeMutablePointer<Int>.allocate(capacity: 256)

    init() { longestRuns.initialize(repeating: 1, count: 256) }

    deinit {
        codes.deallocate()
        longestRuns.deallocate()
    }

    /// Forgets every run but the single indices (the dictionary was cleared).
    func removeAll() { longestRuns.update(repeating: 1, count: 256) }

    /// The longest run of `index` the dictionary holds.
    @inline(__always)
    func longest(of index: Int) -> Int { longestRuns[index] }

    /// The code of the run of `index` of `length` (1…longest).
    @inline(__always)
    func code(of index: Int, length: Int) -> Int {
        length == 1 ? index : Int(codes[index * Self.lengthsPerIndex + length])
    }

    /// Records the code of the next longer run of `index`.
    func add(_ code: Int, of index: Int, length: Int) {
        precondition(length == longestRuns[index] + 1, "runs are added one longer at a time")
        codes[index * Self.lengthsPerIndex + length] = UInt16(code)
        longestRuns[index] = length
    }
}

/// A frame's compressed indices and the minimum code size they were compressed with.
struct LZWImage {
    let minimumCodeSize: Int
    let codes: [UInt8]
    /// How many strings' codes the stream holds, if the dictionary never filled (see
    /// `LZWEncoder.byteCount(ofCodes:minimumCodeSize:)`); nil if it did, or is not known.
    var codeCountWithoutClear: Int? = nil
}

/// Packs codes of varying width into bytes, least significant bit first, in a buffer sized
/// for the longest stream the caller can want (no growth checks on the hot path).
private struct BitPacker {
    private let bytes: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// Whole bytes written.
    private(set) var count = 0
    private var pending: UInt64 = 0
    private var pendingBits = 0

    init(capacity: Int) {
        self.capacity = capacity
        bytes = .allocate(capacity: capacity)
    }

    func deallocate() { bytes.deallocate() }

    /// Appends a code; once `count` passes the capacity the caller stops (codes are at most 12
    /// bits, so at most two bytes go past the count it checked).
    @inline(__always)
    mutating func append(_ code: Int, width: Int) {
        pending |= UInt64(code) << pendingBits
        pendingBits += width
        while pendingBits >= 8 {
            if count < capacity { bytes[count] = UInt8(truncatingIfNeeded: pending) }
            count += 1
            pending >>= 8
            pendingBits -= 8
        }
    }

    /// The bytes, with the last partial byte padded with zero bits.
    var finished: [UInt8] {
        var out = Array(UnsafeBufferPointer(start: bytes, count: min(count, capacity)))
        if pendingBits > 0 { out.append(UInt8(truncatingIfNeeded: pending)) }
        return out
    }
}
