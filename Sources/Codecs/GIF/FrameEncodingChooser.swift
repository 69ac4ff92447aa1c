// FrameEncodingChooser.swift: picks, for each frame, the smallest of several ways of writing the
// same pixels, by compressing each and counting the bytes: LZW rewards strings that recur anywhere
// in the frame, which no simple proxy (such as counting runs) ranks reliably. The ways differ in
//   • what kept pixels become: all transparent (what gains most when much stays still), all their
//     own colour (rows come out as on screen and repeat), or IndexRunChooser's fewest index changes
//     between the two;
//   • the colour table: the global one, or a local table of only the colours the frame uses, whose
//     smaller indices can save more than the table costs (small frames of few colours).
// Each is compressed with the smallest LZW code size its highest index allows. Ties go to the
// earlier way in that order, so the choice, like the output, is deterministic.
//
// A frame cleared after it shows (disposal 2) declares a transparent index even if it writes
// none: Pillow (13 and before) clears such a frame to the background colour, opaque, unless it
// declares one, where browsers clear to transparent.
//
// Local tables are not used when the global table maps every index i to the grey (i, i, i) (a
// greyscale animation with every level): Pillow (13 and before) then reads the file as palette-less
// greyscale and shows local tables' indices as grey levels.

/// How one frame is written: its compressed indices and the table they index.
struct FrameEncoding {
    /// A table of the frame's own, or nil for the global one.
    let localTable: ColorTable?
    /// The transparent index, when the frame uses it or is cleared afterwards.
    let transparentIndex: Int?
    let image: LZWImage
}

struct FrameEncodingChooser {
    let table: ColorTable
    private let allowsLocalTables: Bool
    private var encoder = LZWEncoder()

    init(table: ColorTable) {
        self.table = table
        allowsLocalTables = !table.rgbBytes.enumerated().allSatisfy { $0.element == UInt8($0.offset / 3) }
    }

    /// The smallest encoding of a frame whose pixels may take `choices`, disposed of by `disposal`.
    mutating func cheapest(_ choices: IndexChoices, disposal: PlannedFrame.Disposal) -> FrameEncoding {
        let hidden = choices.transparentWhereKept, own = choices.ownColors
        var candidates = [hidden]
        if own != hidden {
            let fewestChanges = IndexRunChooser.choose(first: hidden, second: own)
            if fewestChanges != hidden { candidates.append(fewestChanges) }
            if own != fewestChanges { candidates.append(own) }
        }
        var best: (encoding: FrameEncoding, size: Int)?
        // An encoding is only worth finishing while it can still be the smallest: its image
        // takes at least 12 bytes beyond its codes and its local table.
        func budget(localTable: ColorTable?) -> Int {
            guard let best else { return .max }
            return best.size - 12 - (localTable.map { 3 << $0.bitsPerPixel } ?? 0)
        }
        func consider(_ encoding: FrameEncoding) {
            let size = GIFFileWriter.imageByteCount(localTable: encoding.localTable, image: encoding.image)
            if size < best?.size ?? .max { best = (encoding, size) }
        }
        let declared = disposal == .restoreToBackground
        for indices in candidates {
            let transparent = choices.transparentIndex.flatMap { declared || indices.contains(UInt8($0)) ? $0 : nil }
            let image = encoder.compress(indices, within: budget(localTable: nil))
            if let image { consider(FrameEncoding(localTable: nil, transparentIndex: transparent, image: image)) }
            let codeSize = image?.minimumCodeSize ?? LZWEncoder.minimumCodeSize(for: indices)
            if let local = withLocalTable(indices, transparent: transparent, codeSize: codeSize, globalCodeCount: image?.codeCountWithoutClear,
                                          smallest: best?.size, budget: budget) {
                consider(local)
            }
        }
        return best!.encoding
    }

    /// `indices` through a local table of the entries they use, in global order, then the
    /// transparent slot if `transparent` (an index they do not draw) is one; nil when the local
    /// indices would need a code size of at least `codeSize`, the global ones': LZW then makes the
    /// same codes of the same widths, and the table only adds bytes. Nil too when it would not be
    /// smaller than `smallest`: where the global stream (of `globalCodeCount` codes) never filled
    /// the dictionary, the local one holds the same strings (the table renames the indices one
    /// to one), and its length is known without compressing it.
    private mutating func withLocalTable(_ indices: [UInt8], transparent: Int?, codeSize: Int, globalCodeCount: Int?,
                                         smallest: Int?, budget: (ColorTable?) -> Int) -> FrameEncoding? {
        guard allowsLocalTables else { return nil }
        var used = [Bool](repeating: false, count: 256)
        used.withUnsafeMutableBufferPointer { used in
            indices.withUnsafeBufferPointer { for index in $0 { used[Int(index)] = true } }
        }
        var remap = [UInt8](repeating: 0, count: 256)
        var colors: [UInt32] = []
        for (index, color) in table.colors.enumerated() where used[index] && index != transparent {
            remap[index] = UInt8(colors.count)
            colors.append(color)
        }
        let local = ColorTable(colors: colors, withTransparency: transparent != nil)
        guard max(2, local.bitsPerPixel) < codeSize else { return nil }
        if let transparent { remap[transparent] = UInt8(local.transparentIndex!) }
        if let globalCodeCount, let smallest {
            // The code size `compress` will take for the remapped indices: their highest one's.
            var highest = 0
            for index in 0..<256 where used[index] { highest = max(highest, Int(remap[index])) }
            let localCodeSize = LZWEncoder.minimumCodeSize(highestIndex: highest)
            let codeBytes = LZWEncoder.byteCount(ofCodes: globalCodeCount, minimumCodeSize: localCodeSize)
            guard GIFFileWriter.imageByteCount(localTable: local, codeBytes: codeBytes) < smallest else { return nil }
        }
        let remapped = [UInt8](unsafeUninitializedCapacity: indices.count) { out, initialized in
            remap.withUnsafeBufferPointer { remap in
                indices.withUnsafeBufferPointer { indices in
                    for i in 0..<indices.count { out[i] = remap[Int(indices[i])] }
                }
            }
            initialized = indices.count
        }
        guard let image = encoder.compress(remapped, within: budget(local)) else { return nil }
        return FrameEncoding(localTable: local, transparentIndex: local.transparentIndex, image: image)
    }
}
