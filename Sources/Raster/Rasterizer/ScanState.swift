// ScanState.swift: the Rasterizer's sweep: edges grouped by start row, the active list, the dense
// cell row with its touched bits, and the fused pass that integrates a row into coverage runs.
// A struct, so that the hot loops work on `inout` state the compiler can check statically (class
// properties would be checked at run time on every access). The exact resolution of overlapping
// windings is in ScanState+Bands.swift.
//
// The order in which edges reach a cell is part of the result (float sums round), so it is kept
// fixed. For a simple outline, every edge is accumulated in active-list order: edges join the
// list in start-row order and leave it by swapping the last one into their place, whatever rows
// are skipped. An outline that needs resolving accumulates in the order its bands sort into,
// whose ties are broken by the edges' start-row order (Edge.id), not by the list's; so its active
// list is free to be kept left to right from row to row, which makes each band's sort nearly
// linear instead of quadratic in the edges crossing the row.

struct ScanState {
    let width: Int
    let height: Int
    /// The current fill's edges, as clipped.
    var edges: EdgeList
    /// Each edge's start row, then the edges' indices grouped by start row: the order the sweep
    /// takes them in (indices, so that each edge is copied once, into the active list).
    var startRows = ScratchBuffer<Int>()
    var order = ScratchBuffer<Int32>()
    /// Per row: how many edges start there, then where the next of them goes in `order`.
    var rowSlots = ScratchBuffer<Int>()
    /// Cell accumulation row, prefix sums give coverage; two spare cells take what lands at
    /// x = width (edges clipped to the right border).
    let cells: UnsafeMutablePointer<Float>
    /// One bit per cell: touched by the current row's accumulation.
    let touched: UnsafeMutablePointer<UInt64>
    let wordCount: Int
    var active = ScratchBuffer<Edge>()
    var band = ScratchBuffer<BandEdge>()
    var cuts = ScratchBuffer<Double>()
    var crossings = ScratchBuffer<Double>()
    var bounds = ScratchBuffer<Double>()
    /// A crowded band's crossings at one sampled height.
    var samples = ScratchBuffer<SampledCrossing>()
    /// Where the last band gathered in this row ended (NaN: none yet), for Edge.xAtCut.
    var cutY = Double.nan
    /// The last row of vertical edges a simple outline emitted, for the rows that repeat it.
    var repeated = RowRecording()

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        edges = EdgeList(width: width, height: height)
        cells = .allocate(capacity: width + 2)
        cells.initialize(repeating: 0, count: width + 2)
        wordCount = (width + 2 + 63) / 64
        touched = .allocate(capacity: wordCount)
        touched.initialize(repeating: 0, count: wordCount)
    }

    func deallocate() {
        edges.deallocate(); startRows.deallocate(); order.deallocate(); rowSlots.deallocate()
        cells.deallocate(); touched.deallocate()
        active.deallocate(); band.deallocate(); cuts.deallocate(); crossings.deallocate(); bounds.deallocate()
        samples.deallocate()
        repeated.deallocate()
    }

    /// Fills the outline into the sink; returns a rectangle holding every pixel handed on.
    mutating func fill<Sink: CoverageSink>(_ outline: Outline, rule: FillRule, rows: Range<Int>, into sink: inout Sink) -> PixelRect {
        edges.removeAll()
        for polygon in outline.polygons { edges.addPolygon(polygon) }
        guard edges.edges.count > 0, !rows.isEmpty else { return .empty }
        sortByStartRow()
        return run(rule: rule, simple: outline.isSimple, rows: rows, into: &sink)
    }

    /// Orders the edges by the row they start in, into `order`: a counting sort over the rows
    /// the fill reaches (the sweep only needs them grouped by row, and this is linear where a
    /// comparison sort was a tenth of a frame).
    private mutating func sortByStartRow() {
        let list = edges.edges.base, n = edges.edges.count
        startRows.resizeUninitialized(to: n)
        let rowOf = startRows.base
        var first = height, last = 0
        for i in 0..<n {
            let r = min(height, Int(list[i].y0))
            rowOf[i] = r
            first = min(first, r); last = max(last, r)
        }
        rowSlots.resizeUninitialized(to: last - first + 1)
        rowSlots.base.update(repeating: 0, count: rowSlots.count)
        let slots = rowSlots.base - first
        for i in 0..<n { slots[rowOf[i]] += 1 }
        var offset = 0
        for r in first...last { let c = slots[r]; slots[r] = offset; offset += c }
        order.resizeUninitialized(to: n)
        let out = order.base
        for i in 0..<n {
            let r = rowOf[i]
            out[slots[r]] = Int32(i)
            slots[r] += 1
        }
    }

    // MARK: - Sweep

    /// Sweeps the rows. `simple`: the winding is known to be 0 or one ±1 everywhere, so every
    /// edge is accumulated as it is, with no bands to resolve. Rows above `rows` only keep the
    /// active list (so the visible rows see it in the same order); the sweep stops below it.
    /// Returns a rectangle holding every pixel handed to the sink.
    private mutating func run<Sink: CoverageSink>(rule: FillRule, simple: Bool, rows: Range<Int>, into sink: inout Sink) -> PixelRect {
        let list = self.edges.edges.base, order = self.order.base, edgeCount = self.order.count
        /// The k-th edge in start-row order, numbered so (Edge.id).
        @inline(__always) func edge(_ k: Int) -> Edge {
            var e = list[Int(order[k])]
            e.id = Int32(k)
            return e
        }
        @inline(__always) func startY(_ k: Int) -> Double { list[Int(order[k])].y0 }
        var next = 0
        active.removeAll()
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        let end = min(height, rows.upperBound)
        var row = max(0, Int(startY(0)))
        // Whether `repeated` holds the previous row, and its edges are still the active ones.
        var canRepeat = false
        while row < end && (next < edgeCount || active.count > 0) {
            if active.count == 0 {
                row = max(row, Int(startY(next)))
                guard row < end else { break }
            }
            let top = Double(row), bottom = top + 1
            while next < edgeCount && startY(next) < bottom {
                active.append(edge(next)); next += 1
                canRepeat = false
            }
            let vertical = simple && row >= rows.lowerBound && activeAreVertical(across: top, bottom)
            if vertical && canRepeat {
                // What the previous row computed, bit for bit (RowRecording), for every row the
                // same edges go on spanning: nothing to accumulate, and no row to look at again.
                let blockEnd = min(end, verticalRowsEnd(nextStart: next < edgeCount ? startY(next) : .infinity))
                for r in row..<blockEnd { repeated.replay(row: r, into: &sink) }
                minX = min(minX, repeated.lo); maxX = max(maxX, repeated.last + 1)
                minY = min(minY, row); maxY = blockEnd
                row = blockEnd
                continue
            }
            var lo = Int.max, hi = Int.min
            if row < rows.lowerBound {
                dropFinished(above: top)
            } else if simple {
                accumulateActive(top, bottom, lo: &lo, hi: &hi)
            } else {
                dropFinished(above: top)
                if active.count > 0 {
                    orderActive(top, bottom)
                    scanRow(top: top, rule: rule, lo: &lo, hi: &hi)
                }
            }
            canRepeat = false
            if lo <= hi {
                let last = min(hi, width + 1)
                // The row after next most likely covers about these columns too.
                if row + 2 < end { sink.prefetch(row: row + 2, columns: max(lo, 0)..<min(last + 1, width)) }
                if vertical {
                    // Taken out while the row records into it: emitRow has all of self inout.
                    var recording = repeated
                    recording.start(lo: lo, last: last)
                    emitRow(row, lo: lo, hi: last, into: &sink, log: &recording)
                    repeated = recording
                    canRepeat = true
                } else {
                    var none = NoCallLog()
                    emitRow(row, lo: lo, hi: last, into: &sink, log: &none)
                }
                minX = min(minX, lo); maxX = max(maxX, last + 1)
                minY = min(minY, row); maxY = row + 1
            }
            row += 1
        }
        guard minY < maxY else { return .empty }
        return PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY).intersection(PixelRect(width: width, height: height))
    }

    /// Whether every active edge is vertical and spans [top, bottom]: a row that adds exactly what
    /// the row above it added, if the edges are the same.
    @inline(__always)
    private func activeAreVertical(across top: Double, _ bottom: Double) -> Bool {
        let a = active.base
        for i in 0..<active.count where a[i].slope != 0 || a[i].y0 > top || a[i].y1 < bottom { return false }
        return active.count > 0
    }

    /// Past the last row that every active edge spans from top to bottom, with no edge joining
    /// (the next starts at `nextStart`): where the rows a vertical row's recording repeats end.
    @inline(__always)
    private func verticalRowsEnd(nextStart: Double) -> Int {
        let a = active.base
        var endY = nextStart
        for i in 0..<active.count { endY = min(endY, a[i].y1) }
        // Row r lies within every edge while r + 1 ≤ endY; edges end inside the canvas.
        return Int(min(endY, Double(height)).rounded(.down))
    }

    /// More active edges than this, and they are put in order by a merge sort.
    static let mostOrderedByInsertion = 512

    /// Removes the edges that end at or above `top`.
    @inline(__always)
    private mutating func dropFinished(above top: Double) {
        var i = 0
        while i < active.count {
            if active[i].y1 <= top { active.swapRemove(at: i) } else { i += 1 }
        }
    }

    /// Puts the active list in left-to-right order at mid-row, for bands to start from nearly
    /// sorted: an insertion sort, as the order changes little from one row to the next; for a
    /// crowded row (a dense waveform's stroke, whose edges cross all over), a merge sort, which an
    /// order that changes all over does not make take the square of the edges.
    private mutating func orderActive(_ top: Double, _ bottom: Double) {
        let a = active.base
        for i in 0..<active.count { a[i].lastMid = a[i].x(at: top) + a[i].x(at: bottom) }
        if active.count > Self.mostOrderedByInsertion {
            var edges = UnsafeMutableBufferPointer(start: a, count: active.count)
            edges.sort { $0.lastMid < $1.lastMid }
            return
        }
        for i in 1..<active.count where a[i].lastMid < a[i - 1].lastMid {
            let item = a[i]
            var j = i
            while j > 0 && item.lastMid < a[j - 1].lastMid {
                a[j] = a[j - 1]
                j -= 1
            }
            a[j] = item
        }
    }

    /// The simple path: drops finished edges and accumulates every other one over its part of
    /// the row, in one pass (the same order as dropping first, then accumulating).
    @inline(__always)
    private mutating func accumulateActive(_ top: Double, _ bottom: Double, lo: inout Int, hi: inout Int) {
        // The bounds in locals, which stay in registers (through the inout parameters they went
        // to memory and back for every edge).
        var lower = lo, upper = hi
        defer { lo = lower; hi = upper }
        var i = 0
        while i < active.count {
            let e = active[i]
            if e.y1 <= top { active.swapRemove(at: i); continue }
            // An active edge starts above the row's bottom and ends below its top, so its part
            // of the row is [max(y0, top), min(y1, bottom)], never empty, and x there is what
            // Edge.x(at:) gives: the exact end where the edge ends inside the row.
            let xa = e.y0 >= top ? e.x0 : e.x0 + (top - e.y0) * e.slope
            let xb = e.y1 <= bottom ? e.x1 : e.x0 + (bottom - e.y0) * e.slope
            accumulate(xa, xb, min(e.y1, bottom) - max(e.y0, top), e.sign, lo: &lower, hi: &upper)
            i += 1
        }
    }

    // MARK: - Cells

    /// Adds `sign` × (the area of each cell to the right of the line, within a band of height h),
    /// as differences, so that a prefix sum along the row gives the area.
    @inline(__always)
    mutating func accumulate(_ xTop: Double, _ xBottom: Double, _ h: Double, _ sign: Double, lo: inout Int, hi: inout Int) {
        let x0 = min(xTop, xBottom), x1 = max(xTop, xBottom)
        let c0 = Int(x0)
        lo = min(lo, c0)
        guard x1 <= Double(c0 &+ 1) else {
            let i1 = Int(x1), c1 = Double(i1) == x1 ? i1 - 1 : i1
            hi = max(hi, accumulateAcross(x0, x1, c0, c1, h, sign))
            return
        }
        // Within one column: the common case, kept small enough to inline.
        hi = max(hi, c0 &+ 1)
        touched[c0 >> 6] |= 1 << UInt64(c0 & 63)
        let area = h * (Double(c0 + 1) - (x0 + x1) / 2)
        cells[c0] += Float(sign * area)
        cells[c0 + 1] += Float(sign * (h - area))
    }

    /// `accumulate` for a line from x0 in column c0 to x1 in column c1 (x1 is past c0 + 1, so
    /// Int gives its floor, and an x1 on a pixel border ends in the column left of it); returns
    /// the last cell touched.
    private mutating func accumulateAcross(_ x0: Double, _ x1: Double, _ c0: Int, _ c1: Int, _ h: Double, _ sign: Double) -> Int {
        markTouched(c0, c1)
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

    /// Sets the touched bits of cells first…last, a word at a time. An edge marks every cell it
    /// adds to but the last, the one right of its last column, which is touched by implication
    /// (see `runBits`): one bit to set, not two, for an edge within one column.
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

    // MARK: - Integration

    /// Integrates the row's cells into coverage, clearing cells and bits behind it, and hands a
    /// run of touched cells to the sink four pixels at a time, then the untouched stretch after
    /// it (whose coverage is that of the run's last cell) in one piece. The last four of a run
    /// reach past it into the stretch: an untouched cell adds nothing to the sum, so those pixels
    /// get the stretch's coverage (zero outside the shape, which leaves a pixel as it is), and
    /// every path of a sink computes the same for the same coverage. One kind of call where a
    /// run's length varied from row to row, and with it which loop took its pixels: the branch
    /// choosing between them was a wait on most rows of a curved shape.
    /// Each call to the sink is also handed to `log`.
    @inline(__always)
    private mutating func emitRow<Sink: CoverageSink, Log: CoverageCallLog>(_ y: Int, lo: Int, hi: Int, into sink: inout Sink,
                                                                           log: inout Log) {
        var sum: Float = 0
        var x = lo  // always a touched cell: the leftmost an edge reached
        let end = min(hi + 1, width)
        while x < end {
            // The touched run from x (none when the four before it reached past its start).
            let runEnd = min(end, nextCell(from: x, touched: false))
            while x < runEnd && x + 4 <= end {
                var coverages = SIMD4<Float>()
                for k in 0..<4 {
                    sum += cells[x + k]
                    cells[x + k] = 0
                    coverages[k] = clamped(sum)
                }
                sink.blend(row: y, fourFrom: x, coverages: coverages)
                log.record(CoverageCall(kind: .four, x: x, end: x + 4, coverages: coverages))
                x += 4
            }
            // Within three pixels of the row's end, one at a time.
            while x < runEnd {
                sum += cells[x]
                cells[x] = 0
                let c = clamped(sum)
                sink.blend(row: y, x: x, coverage: c)
                // An uncovered pixel is not kept for the rows that repeat this one: CoverageSink
                // lets a pixel that never arrives mean no coverage.
                if c > 0 { log.record(CoverageCall(kind: .pixel, x: x, end: x + 1, coverages: SIMD4(repeating: c))) }
                x += 1
            }
            guard x < end else { break }
            let next = min(end, nextCell(from: x, touched: true))
            if x < next {
                let c = clamped(sum)
                if c > 0 {
                    sink.blend(row: y, columns: x..<next, coverage: c)
                    log.record(CoverageCall(kind: .stretch, x: x, end: next, coverages: SIMD4(repeating: c)))
                }
                x = next
            }
        }
        if end <= hi { for i in end...hi { cells[i] = 0 } }  // what landed on the right border
        // Only the words that hold a bit: a row spans a word or a few, and the compiler turned a
        // plain loop of stores into a call to memset for every row.
        var w = lo >> 6
        repeat {
            if touched[w] != 0 { touched[w] = 0 }
            w += 1
        } while w <= hi >> 6
    }

    /// Coverage from an accumulated sum: its magnitude, at most 1, and float noise below 1e-6
    /// taken as no coverage at all.
    @inline(__always)
    private func clamped(_ sum: Float) -> Float {
        let c = min(1, abs(sum))
        return c < 1e-6 ? 0 : c
    }

    /// The cells of word w that hold something: the marked ones and the one right of each.
    @inline(__always)
    private func runBits(_ w: Int) -> UInt64 {
        let t = touched[w]
        return t | t << 1 | (w > 0 ? touched[w - 1] >> 63 : 0)
    }

    /// The first cell at or after x that holds something (`touched`) or nothing (x is below the
    /// width).
    @inline(__always)
    private func nextCell(from x: Int, touched wanted: Bool) -> Int {
        var w = x >> 6
        let flip: UInt64 = wanted ? 0 : ~0
        // Shifting brings in zeros, which read as "not found" in this word.
        let bits = (runBits(w) ^ flip) >> UInt64(x & 63)
        if bits != 0 { return x + bits.trailingZeroBitCount }
        w += 1
        while w < wordCount {
            let b = runBits(w) ^ flip
            if b != 0 { return w << 6 + b.trailingZeroBitCount }
            w += 1
        }
        return wordCount << 6
    }
}
