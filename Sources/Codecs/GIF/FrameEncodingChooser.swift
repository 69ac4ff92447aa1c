// FrameEncodingChooser.swift: picks, for each frame, the smallest of several ways of writing the
// same pixels, by compressing each with giflib and counting the bytes: LZW rewards strings that
// recur anywhere in the frame, which no simple proxy (such as counting runs) ranks reliably. The
// ways differ in
//   • what kept pixels become: all transparent (what gains most when much stays still), all their
//     own colour (rows come out as on screen and repeat), or IndexRunChooser's fewest index changes
//     between the two;
//   • the colour table: the global one, or a local table of only the colours the frame uses, whose
//     smaller LZW code size can save more than the table costs (small frames of few colours).
// Ties go to the earlier way in that order, so the choice, like the output, is deterministic.
//
// Local tables are not used when the global table maps every index i to the grey (i, i, i) (a
// greyscale animation with every level): Pillow (13 and before) then reads the file as palette-less
// greyscale and shows local tables' indices as grey levels.

/// How one frame is written: its indices and the table they index.
struct FrameEncoding {
    let indices: [UInt8]
    /// A table of the frame's own, or nil for the global one.
    let localTable: ColorTable?
    /// The transparent index, when the frame uses it.
    let transparentIndex: Int?
}

struct FrameEncodingChooser {
    let table: ColorTable
    /// A writer that only counts bytes, with the same screen and global table as the real one.
    private let meter: GIFFileWriter
    private let allowsLocalTables: Bool

    init(width: Int, height: Int, table: ColorTable) throws {
        self.table = table
        allowsLocalTables = !table.rgbBytes.enumerated().allSatisfy { $0.element == UInt8($0.offset / 3) }
        meter = try GIFFileWriter(width: width, height: height, globalTable: table, backgroundIndex: 0, keepsBytes: false)
    }

    /// The smallest encoding of a frame stored in `rect` whose pixels may take `choices`.
    func cheapest(_ choices: IndexChoices, rect: PixelRect) throws -> FrameEncoding {
        let hidden = choices.transparentWhereKept, own = choices.ownColors
        var candidates = [hidden]
        if own != hidden {
            let fewestChanges = IndexRunChooser.choose(first: hidden, second: own)
            if fewestChanges != hidden { candidates.append(fewestChanges) }
            if own != fewestChanges { candidates.append(own) }
        }
        var best: (encoding: FrameEncoding, size: Int)?
        for indices in candidates {
            let transparent = choices.transparentIndex.flatMap { indices.contains(UInt8($0)) ? $0 : nil }
            let global = FrameEncoding(indices: indices, localTable: nil, transparentIndex: transparent)
            for encoding in [global, withLocalTable(indices, transparent: transparent)].compactMap({ $0 }) {
                let size = try measure(encoding, rect: rect)
                if size < best?.size ?? .max { best = (encoding, size) }
            }
        }
        return best!.encoding
    }

    /// Bytes of the image descriptor, local table and compressed indices.
    private func measure(_ encoding: FrameEncoding, rect: PixelRect) throws -> Int {
        let start = meter.byteCount
        try meter.writeImage(rect: rect, indices: encoding.indices, localTable: encoding.localTable)
        return meter.byteCount - start
    }

    /// `indices` through a local table of the entries they use, in global order, then the
    /// transparent slot if `transparent` (an index they use) is one; nil when that table would not
    /// be smaller than the global one.
    private func withLocalTable(_ indices: [UInt8], transparent: Int?) -> FrameEncoding? {
        guard allowsLocalTables else { return nil }
        var used = [Bool](repeating: false, count: 256)
        for index in indices { used[Int(index)] = true }
        var remap = [UInt8](repeating: 0, count: 256)
        var colors: [UInt32] = []
        for (index, color) in table.colors.enumerated() where used[index] && index != transparent {
            remap[index] = UInt8(colors.count)
            colors.append(color)
        }
        let local = ColorTable(colors: colors, withTransparency: transparent != nil)
        guard local.bitsPerPixel < table.bitsPerPixel else { return nil }
        if let transparent { remap[transparent] = UInt8(local.transparentIndex!) }
        return FrameEncoding(indices: indices.map { remap[Int($0)] }, localTable: local, transparentIndex: local.transparentIndex)
    }
}
