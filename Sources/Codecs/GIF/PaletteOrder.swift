// PaletteOrder.swift: orders the global colour table so that frames use low indices. Each frame's
// LZW codes start one bit wider than its highest index needs (LZWEncoder), and an animation's
// later frames mostly redraw a few colours of a small moving part: when those colours come first
// in the table, such frames compress with a code size of 2 to 5 bits instead of 8.
//
// The table is filled from its end (gifsicle's method): the last slot goes to the colour drawn by
// the fewest frames that still have all their colours unplaced; a frame drawing it then has its
// highest index fixed, so it no longer counts for its other colours. Ties put the colour drawn by
// fewer frames in all, then the one first drawn later, then the greater colour value last, so the
// order, like the output, is deterministic. Kept pixels do not count: a frame can leave them
// transparent.

enum PaletteOrder {
    /// `table` with its colours reordered for frames that draw `drawnColors` (per frame, its
    /// distinct opaque colours, all in the table).
    static func ordered(_ table: ColorTable, drawnColors: [[UInt32]]) -> ColorTable {
        let colors = table.colors
        let slot = Dictionary(colors.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        // Per frame, the slots of the colours it draws; per slot, the frames drawing it.
        let drawn = drawnColors.map { frameColors in Set(frameColors.compactMap { slot[$0] }).sorted() }
        var drawers = [[Int]](repeating: [], count: colors.count)
        for (frame, slots) in drawn.enumerated() {
            for index in slots { drawers[index].append(frame) }
        }
        let total = drawers.map(\.count)
        let first = drawers.map { $0.first ?? drawnColors.count }

        var pending = drawers.map(\.count)  // frames drawing the colour whose highest index is still open
        var open = [Bool](repeating: true, count: drawnColors.count)
        var unplaced = Array(colors.indices)
        var order: [Int] = []
        while !unplaced.isEmpty {
            let last = unplaced.indices.min { a, b in
                let x = unplaced[a], y = unplaced[b]
                if pending[x] != pending[y] { return pending[x] < pending[y] }
                if total[x] != total[y] { return total[x] < total[y] }
                if first[x] != first[y] { return first[x] > first[y] }
                return colors[x] > colors[y]
            }!
            let index = unplaced.remove(at: last)
            order.append(index)
            for frame in drawers[index] where open[frame] {
                open[frame] = false
                for other in drawn[frame] { pending[other] -= 1 }
            }
        }
        return ColorTable(colors: order.reversed().map { colors[$0] }, withTransparency: table.transparentIndex != nil)
    }
}
