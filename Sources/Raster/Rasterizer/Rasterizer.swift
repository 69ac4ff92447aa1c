// Rasterizer.swift: exact-area scan conversion of polygons under a fill rule.
//
// Each pixel row is one scan band. Within the band the active edges are cut into sub-bands at
// every edge end and every crossing of two edges, so inside a sub-band the edges keep their
// left-to-right order. Walking them in that order with the winding number gives the exact
// inside spans under the fill rule; only the edges that bound a span are accumulated, as signed
// area and cover in a dense cell row (font-rs, FreeType's ftgrays and Blend2D accumulate every
// edge instead, which miscounts pixels where a path overlaps itself: an inside span here never
// overlaps another, so the accumulated coverage is exact for any winding). A bit per cell marks
// the touched ones; integrating the row skips untouched runs whole, and hands the row to a
// CoverageSink as spans: runs of varying coverage, and the stretches between them, whose
// coverage is constant.
//
// Guarantees: coverage is the exact area of the pixel inside the polygons, to float rounding;
// no supersampling; rows no edge reaches are never visited.

/// A stretch of one row: every pixel with its own coverage, or all with the same.
struct CoverageSpan {
    var range: Range<Int>
    /// The coverage of every pixel of the span, in 0…1; nil when each pixel has its own.
    var constant: Float?
}

/// Receives coverage, one row at a time.
protocol CoverageSink {
    /// `spans` run left to right without overlapping; for a span without a constant,
    /// `coverage[x]` is the covered fraction of pixel (x, y), in 0…1. Pixels of the row outside
    /// every span are not covered at all.
    mutating func blendRow(y: Int, spans: UnsafeBufferPointer<CoverageSpan>, coverage: UnsafePointer<Float>)
}

/// Scan-converts polygons into coverage rows. Reusable: its buffers persist between fills.
final class Rasterizer {
    let width: Int
    let height: Int
    private var scan: ScanState

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        scan = ScanState(width: width, height: height)
    }

    deinit { scan.deallocate() }

    /// Fills the polygons (each implicitly closed) with the rule, in device pixels.
    func fill<Sink: CoverageSink>(_ polygons: [[Point]], rule: FillRule, into sink: inout Sink) {
        fill(Outline(polygons: polygons, isSimple: false), rule: rule, into: &sink)
    }

    func fill<Sink: CoverageSink>(_ outline: Outline, rule: FillRule, into sink: inout Sink) {
        scan.fill(outline, rule: rule, into: &sink)
    }
}

// MARK: - ScanState

/// The sweep's working memory. A struct, so that the hot loops work on `inout` state the
/// compiler can check statically (class properties would be checked at run time on every access).
private struct ScanState {
    let width: Int
    let height: Int
    /// The current fill's edges, as clipped, then grouped by start row.
    var edges: EdgeList
    var sorted = ScratchBuffer<Edge>()
    /// Per row: how many edges start there, then where the next of them goes in `sorted`.
    var rowSlots = ScratchBuffer<Int>()
    /// Cell accumulation row, prefix sums give coverage; two spare cells take what lands at
    /// x = width (edges clipped to the right border).
    let cells: UnsafeMutablePointer<Float>
    /// The integrated coverage of the current row's touched cells.
    let coverage: UnsafeMutablePointer<Float>
    /// One bit per cell: touched by the current row's accumulation.
    let touched: UnsafeMutablePointer<UInt64>
    let wordCount: Int
    var active = ScratchBuffer<Edge>()
    var band = ScratchBuffer<BandEdge>()
    var cuts = ScratchBuffer<Double>()
    var crossings = ScratchBuffer<Double>()
    var bounds = ScratchBuffer<Double>()
    var spans = ScratchBuffer<CoverageSpan>()

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        edges = EdgeList(width: width, height: height)
        cells = .allocate(capacity: width + 2)
        cells.initialize(repeating: 0, count: width + 2)
        coverage = .allocate(capacity: width + 2)
        coverage.initialize(repeating: 0, count: width + 2)
        wordCount = (width + 2 + 63) / 64
        touched = .allocate(capacity: wordCount)
        touched.initialize(repeating: 0, count: wordCount)
    }

    func deallocate() {
        edges.deallocate(); sorted.deallocate(); rowSlots.deallocate()
        cells.deallocate(); coverage.deallocate(); touched.deallocate()
        active.deallocate(); band.deallocate(); cuts.deallocate(); crossings.deallocate(); bounds.deallocate(); spans.deallocate()
    }

    /// The piece of an edge inside the band being resolved.
    struct BandEdge {
        var xTop: Double, xBottom: Double
        var winding: Int32
        var mid: Double { xTop + xBottom }  // twice the mid-height x: only compared
    }

    mutating func fill<Sink: CoverageSink>(_ outline: Outline, rule: FillRule, into sink: inout Sink) {
        edges.removeAll()
        for polygon in outline.polygons { edges.addPolygon(polygon) }
        guard edges.edges.count > 0 else { return }
        sortByStartRow()
        run(rule: rule, simple: outline.isSimple, into: &sink)
    }

    /// Orders the edges by the row they start in, into `sorted`: a counting sort over the rows
    /// the fill reaches (the sweep only needs them grouped by row, and this is linear where a
    /// comparison sort was a tenth of a frame).
    private mutating func sortByStartRow() {
        let list = edges.edges, n = list.count
        var first = height, last = 0
        for i in 0..<n {
            let r = min(height, Int(list[i].y0))
            first = min(first, r); last = max(last, r)
        }
        rowSlots.resizeUninitialized(to: last - first + 1)
        rowSlots.base.update(repeating: 0, count: rowSlots.count)
        let slots = rowSlots.base - first
        for i in 0..<n { slots[min(height, Int(list[i].y0))] += 1 }
        var offset = 0
        for r in first...last { let c = slots[r]; slots[r] = offset; offset += c }
        sorted.resizeUninitialized(to: n)
        for i in 0..<n {
            let r = min(height, Int(list[i].y0))
            sorted[slots[r]] = list[i]
            slots[r] += 1
        }
    }

    /// Sweeps the rows. `simple`: the winding is known to be 0 or one ±1 everywhere, so every
    /// edge is accumulated as it is, with no bands to resolve.
    private mutating func run<Sink: CoverageSink>(rule: FillRule, simple: Bool, into sink: inout Sink) {
        let edges = sorted
        var next = 0
        active.removeAll()
        var row = max(0, Int(edges[0].y0))
        while row < height && (next < edges.count || active.count > 0) {
            if active.count == 0 {
                row = max(row, Int(edges[next].y0))
                guard row < height else { break }
            }
            let top = Double(row), bottom = top + 1
            while next < edges.count && edges[next].y0 < bottom {
                active.append(edges[next]); next += 1
            }
            var i = 0
            while i < active.count {
                if active[i].y1 <= top { active.swapRemove(at: i) } else { i += 1 }
            }
            if active.count > 0 {
                var lo = Int.max, hi = Int.min
                if simple {
                    for k in 0..<active.count {
                        let e = active[k]
                        let ya = max(e.y0, top), yb = min(e.y1, bottom)
                        if yb > ya { accumulate(e.x(at: ya), e.x(at: yb), yb - ya, -Double(e.winding), lo: &lo, hi: &hi) }
                    }
                } else {
                    scanRow(top: top, rule: rule, lo: &lo, hi: &hi)
                }
                if lo <= hi { emitRow(row, lo: lo, hi: min(hi, width + 1), into: &sink) }
            }
            row += 1
        }
    }

    // MARK: One row

    private mutating func scanRow(top: Double, rule: FillRule, lo: inout Int, hi: inout Int) {
        let bottom = top + 1
        // Sub-band boundaries: every edge end strictly inside the row.
        cuts.removeAll()
        for i in 0..<active.count {
            let e = active[i]
            if e.y0 > top { cuts.append(e.y0) }
            if e.y1 < bottom { cuts.append(e.y1) }
        }
        if cuts.count == 0 {
            resolveBand(top, bottom, rule: rule, lo: &lo, hi: &hi)
            return
        }
        cuts.append(top); cuts.append(bottom)
        insertionSort(&cuts)
        var previous = cuts[0]
        for k in 1..<cuts.count where cuts[k] > previous {
            let next = cuts[k]
            resolveBand(previous, next, rule: rule, lo: &lo, hi: &hi)
            previous = next
        }
    }

    private mutating func gather(_ ya: Double, _ yb: Double) {
        band.removeAll()
        for i in 0..<active.count {
            let e = active[i]
            if e.y0 <= ya && e.y1 >= yb {
                band.append(BandEdge(xTop: e.x(at: ya), xBottom: e.x(at: yb), winding: e.winding))
            }
        }
    }

    /// Resolves [ya, yb], in which no edge starts or ends; splits it further at crossings.
    private mutating func resolveBand(_ ya: Double, _ yb: Double, rule: FillRule, lo: inout Int, hi: inout Int) {
        gather(ya, yb)
        guard band.count >= 2 else { return }
        sortBandByTop()
        // Insertion sort by the bottom x: each swap is a pair of edges that cross in the band.
        crossings.removeAll()
        var swapped = false
        for i in 1..<band.count {
            var j = i
            while j > 0 && band[j - 1].xBottom > band[j].xBottom {
                let l = band[j - 1], r = band[j]
                let s = (r.xTop - l.xTop) / ((l.xBottom - l.xTop) - (r.xBottom - r.xTop))
                let y = ya + s * (yb - ya)
                if y > ya && y < yb { crossings.append(y) }
                band[j - 1] = r; band[j] = l
                swapped = true
                j -= 1
            }
        }
        if crossings.count == 0 {
            // Edges that only touch at the band's ends may have been swapped by rounding: the
            // order at mid-height is the true one.
            if swapped { sortBandByMid() }
            walk(height: yb - ya, rule: rule, lo: &lo, hi: &hi)
            return
        }
        crossings.append(ya); crossings.append(yb)
        insertionSort(&crossings)
        bounds.removeAll()
        for i in 0..<crossings.count { bounds.append(crossings[i]) }
        var previous = bounds[0]
        for k in 1..<bounds.count where bounds[k] > previous {
            let next = bounds[k]
            gather(previous, next)
            // No two edges cross strictly inside, so the order at mid-height is the order.
            sortBandByMid()
            walk(height: next - previous, rule: rule, lo: &lo, hi: &hi)
            previous = next
        }
    }

    /// Insertion sorts: bands are short and arrive nearly sorted.
    private func sortBandByTop() {
        let b = band.base
        for i in 1..<band.count {
            let item = b[i]
            var j = i
            while j > 0 && (item.xTop < b[j - 1].xTop || (item.xTop == b[j - 1].xTop && item.xBottom < b[j - 1].xBottom)) {
                b[j] = b[j - 1]
                j -= 1
            }
            b[j] = item
        }
    }

    private func sortBandByMid() {
        let b = band.base
        for i in 1..<band.count {
            let item = b[i]
            var j = i
            while j > 0 && item.mid < b[j - 1].mid {
                b[j] = b[j - 1]
                j -= 1
            }
            b[j] = item
        }
    }

    /// Walks the band's edges left to right and accumulates the ones that bound inside spans.
    private mutating func walk(height h: Double, rule: FillRule, lo: inout Int, hi: inout Int) {
        var winding: Int32 = 0
        for i in 0..<band.count {
            let e = band[i]
            let wasInside = rule.isInside(winding)
            winding &+= e.winding
            let isInside = rule.isInside(winding)
            if wasInside != isInside {
                accumulate(e.xTop, e.xBottom, h, isInside ? 1 : -1, lo: &lo, hi: &hi)
            }
        }
    }

    /// Adds `sign` × (the area of each cell to the right of the line, within a band of height h),
    /// as differences, so that a prefix sum along the row gives the area.
    @inline(__always)
    private func accumulate(_ xTop: Double, _ xBottom: Double, _ h: Double, _ sign: Double, lo: inout Int, hi: inout Int) {
        let x0 = min(xTop, xBottom), x1 = max(xTop, xBottom)
        let c0 = Int(x0)
        lo = min(lo, c0)
        guard x1 <= Double(c0 + 1) else {
            hi = max(hi, accumulateAcross(x0, x1, c0, h, sign))
            return
        }
        // Within one column: the common case, kept small enough to inline.
        hi = max(hi, c0 + 1)
        markTouched(c0)
        markTouched(c0 + 1)
        let area = h * (Double(c0 + 1) - (x0 + x1) / 2)
        cells[c0] += Float(sign * area)
        cells[c0 + 1] += Float(sign * (h - area))
    }

    /// `accumulate` for a line from x0 in column c0 to x1 past it; returns the last cell touched.
    private func accumulateAcross(_ x0: Double, _ x1: Double, _ c0: Int, _ h: Double, _ sign: Double) -> Int {
        // The column x1 ends in: x1 is past c0 + 1, so Int gives its floor, and an x1 on a
        // pixel border ends in the column left of it (no call to ceil).
        let i1 = Int(x1), c1 = Double(i1) == x1 ? i1 - 1 : i1
        markTouched(c0, c1 + 1)
        let acc = cells
        let k = h / (x1 - x0)  // band height per unit of x
        var edgeLeft = k * (Double(c0 + 1) - x0)  // height of the line left of the next column
        var previous = edgeLeft * (Double(c0 + 1) - x0) / 2
        acc[c0] += Float(sign * previous)
        var c = c0 + 1
        while c < c1 {
            let p = edgeLeft + k / 2
            acc[c] += Float(sign * (p - previous))
            previous = p
            edgeLeft += k
            c += 1
        }
        let hc = k * (x1 - Double(c1))
        let p = edgeLeft + hc * (Double(c1 + 1) - (Double(c1) + x1) / 2)
        acc[c1] += Float(sign * (p - previous))
        acc[c1 + 1] += Float(sign * (h - p))
        return c1 + 1
    }

    private func insertionSort(_ a: inout ScratchBuffer<Double>) {
        let b = a.base
        for i in 1..<a.count {
            let item = b[i]
            var j = i
            while j > 0 && item < b[j - 1] { b[j] = b[j - 1]; j -= 1 }
            b[j] = item
        }
    }

    @inline(__always)
    private func markTouched(_ cell: Int) {
        touched[cell >> 6] |= 1 << UInt64(cell & 63)
    }

    /// Sets the touched bits of cells first…last, a word at a time.
    @inline(__always)
    private func markTouched(_ first: Int, _ last: Int) {
        let w0 = first >> 6, w1 = last >> 6
        let headMask = ~UInt64(0) << UInt64(first & 63)
        let tailMask = ~UInt64(0) >> UInt64(63 - (last & 63))
        if w0 == w1 {
            touched[w0] |= headMask & tailMask
            return
        }
        touched[w0] |= headMask
        var w = w0 + 1
        while w < w1 { touched[w] = ~0; w += 1 }
        touched[w1] |= tailMask
    }

    // MARK: Integration

    /// Integrates the row's cells into coverage, clearing cells and bits behind it, and hands the
    /// row to the sink in one call. Each run of touched cells becomes a span of varying coverage,
    /// except its last cells when they already have the coverage of the untouched stretch that
    /// follows (the cell right of an edge usually does): those join that stretch's constant span,
    /// which is dropped when empty.
    private mutating func emitRow<Sink: CoverageSink>(_ y: Int, lo: Int, hi: Int, into sink: inout Sink) {
        spans.removeAll()
        var sum: Float = 0
        var x = lo  // always a touched cell: the leftmost an edge reached
        let end = min(hi + 1, width)
        while x < end {
            let runStart = x, runEnd = min(end, nextCell(from: x, touched: false))
            // Where the run's last cells of equal coverage start, found on the way (no branch).
            var varyingEnd = x, previous = -Float.infinity
            while x < runEnd {
                sum += cells[x]
                cells[x] = 0
                let c = clamped(sum)
                coverage[x] = c
                varyingEnd = c != previous ? x : varyingEnd
                previous = c
                x += 1
            }
            let after = previous
            if varyingEnd > runStart { spans.append(CoverageSpan(range: runStart..<varyingEnd, constant: nil)) }
            let next = x < end ? min(end, nextCell(from: x, touched: true)) : end
            if after > 0 && varyingEnd < next { spans.append(CoverageSpan(range: varyingEnd..<next, constant: after)) }
            x = next
        }
        if end <= hi { for i in end...hi { cells[i] = 0 } }  // what landed on the right border
        for w in (lo >> 6)...(hi >> 6) { touched[w] = 0 }
        if spans.count > 0 {
            sink.blendRow(y: y, spans: UnsafeBufferPointer(start: spans.base, count: spans.count),
                          coverage: UnsafePointer(coverage))
        }
    }

    /// Coverage from an accumulated sum: its magnitude, at most 1, and float noise below 1e-6
    /// taken as no coverage at all.
    @inline(__always)
    private func clamped(_ sum: Float) -> Float {
        let c = min(1, abs(sum))
        return c < 1e-6 ? 0 : c
    }

    /// The first cell at or after x whose touched bit is `touched` (x is below the width).
    @inline(__always)
    private func nextCell(from x: Int, touched wanted: Bool) -> Int {
        var w = x >> 6
        let flip: UInt64 = wanted ? 0 : ~0
        // Shifting brings in zeros, which read as "not found" in this word.
        let bits = (touched[w] ^ flip) >> UInt64(x & 63)
        if bits != 0 { return x + bits.trailingZeroBitCount }
        w += 1
        while w < wordCount {
            let b = touched[w] ^ flip
            if b != 0 { return w << 6 + b.trailingZeroBitCount }
            w += 1
        }
        return wordCount << 6
    }
}
