// NearestColorSearch.swift: finds the palette entry closest to a colour (squared RGB distance).
// The palette is kept sorted by green, the search starts at the closest green and walks outwards,
// stopping in each direction once the green difference alone exceeds the best distance found; with
// 256 entries that visits a small fraction of them. Ties go to the lower palette index.

struct NearestColorSearch {
    private let reds: [Int], greens: [Int], blues: [Int]
    /// Palette index of each entry, entries being sorted by green.
    private let indices: [Int]

    init(palette: [UInt32]) {
        let sorted = palette.indices.sorted {
            (PackedColor.green(palette[$0]), $0) < (PackedColor.green(palette[$1]), $1)
        }
        indices = sorted
        reds = sorted.map { PackedColor.red(palette[$0]) }
        greens = sorted.map { PackedColor.green(palette[$0]) }
        blues = sorted.map { PackedColor.blue(palette[$0]) }
    }

    func nearest(red: Int, green: Int, blue: Int) -> Int {
        // First entry with green ≥ the target's.
        var low = 0, high = greens.count
        while low < high {
            let mid = (low + high) / 2
            if greens[mid] < green { low = mid + 1 } else { high = mid }
        }
        var best = Int.max, bestIndex = Int.max
        func consider(_ i: Int) {
            let dr = reds[i] - red, dg = greens[i] - green, db = blues[i] - blue
            let distance = dr * dr + dg * dg + db * db
            if distance < best || (distance == best && indices[i] < bestIndex) {
                best = distance
                bestIndex = indices[i]
            }
        }
        var up = low, down = low - 1
        while up < greens.count || down >= 0 {
            if up < greens.count {
                let dg = greens[up] - green
                if dg * dg > best { up = greens.count } else { consider(up); up += 1 }
            }
            if down >= 0 {
                let dg = green - greens[down]
                if dg * dg > best { down = -1 } else { consider(down); down -= 1 }
            }
        }
        return bestIndex
    }
}
