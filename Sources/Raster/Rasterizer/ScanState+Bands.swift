// ScanState+Bands.swift: the exact path for outlines whose winding may overlap itself. A row is cut
// into sub-bands at every edge end and every crossing strictly inside it; within a sub-band the
// edges keep their left-to-right order, so walking them with the winding number finds the exact
// inside spans, and only the edges bounding a span are accumulated.
// A row crossed by more than `mostEdges` edges, or a band whose edges cross each other more than
// `mostCrossings` times (the stroke of a dense waveform, thousands of segments over each row),
// would take time growing with the square or the cube of its edges; it is sampled instead at
// `spanSamples` heights, each exact across (sampleSpan).

/// Where an edge crosses one of a sampled band's heights, and its winding.
struct SampledCrossing {
    var x: Double
    var winding: Int32
}

/// The piece of an edge inside the band being resolved.
struct BandEdge {
    var xTop: Double, xBottom: Double
    var winding: Int32
    /// The edge's Edge.id, which orders edges that lie exactly on each other.
    var id: Int32
    var mid: Double { xTop + xBottom }  // twice the mid-height x: only compared

    /// The height where this piece and `other`, over the band [ya, yb], meet (NaN or outside the
    /// band where they do not cross inside it).
    @inline(__always)
    func crossing(_ other: BandEdge, from ya: Double, to yb: Double) -> Double {
        let s = (other.xTop - xTop) / ((xBottom - xTop) - (other.xBottom - other.xTop))
        return ya + s * (yb - ya)
    }

    /// Left of `other` at the band's top, then at its bottom, then in start-row order: a total
    /// order, so the sorted band does not depend on the order it was gathered in.
    @inline(__always)
    func isLeft(ofAtTop other: BandEdge) -> Bool {
        if xTop != other.xTop { return xTop < other.xTop }
        if xBottom != other.xBottom { return xBottom < other.xBottom }
        return id < other.id
    }
}

extension ScanState {
    mutating func scanRow(top: Double, rule: FillRule, lo: inout Int, hi: inout Int) {
        let bottom = top + 1
        cutY = .nan  // edges may have joined since the last row's bands
        if active.count > Self.mostEdges {
            sampleSpan(top, bottom, rule: rule, lo: &lo, hi: &hi)
            return
        }
        // Sub-band boundaries: every edge end strictly inside the row.
        cuts.removeAll()
        for i in 0..<active.count {
            let e = active[i]
            if e.y0 > top { cuts.append(e.y0) }
            if e.y1 < bottom { cuts.append(e.y1) }
        }
        if cuts.count == 0 {
            if active.count == 2 && accumulatePair(top, bottom, lo: &lo, hi: &hi) { return }
            resolveBand(top, bottom, rule: rule, lo: &lo, hi: &hi)
            return
        }
        cuts.append(top); cuts.append(bottom)
        Self.insertionSort(cuts.base, count: cuts.count)
        var previous = cuts[0]
        for k in 1..<cuts.count where cuts[k] > previous {
            let next = cuts[k]
            resolveBand(previous, next, rule: rule, lo: &lo, hi: &hi)
            previous = next
        }
    }

    /// A row crossed by exactly two edges from top to bottom that do not cross inside it, the
    /// common row of a shape that needs resolving elsewhere: inside between them, outside beside,
    /// so both are accumulated as they are. That is what resolving the band would add, bit for
    /// bit: the same two lines over the same height, the signs flipped as a whole at most (which
    /// the integration's magnitude undoes exactly), and no cell can receive more than these two
    /// additions, whose order float addition does not mind. Returns false, having done nothing,
    /// where the edges cross strictly inside the row.
    private mutating func accumulatePair(_ top: Double, _ bottom: Double, lo: inout Int, hi: inout Int) -> Bool {
        let a = active[0], b = active[1]
        guard a.winding == -b.winding else { return false }  // always so for closed outlines
        var l = BandEdge(xTop: a.x(at: top), xBottom: a.x(at: bottom), winding: a.winding, id: a.id)
        var r = BandEdge(xTop: b.x(at: top), xBottom: b.x(at: bottom), winding: b.winding, id: b.id)
        // The test resolveBand makes: ordered by the top (then the bottom), a pair out of order
        // at the bottom crosses where this puts it.
        if r.isLeft(ofAtTop: l) { swap(&l, &r) }
        if l.xBottom > r.xBottom {
            let y = l.crossing(r, from: top, to: bottom)
            if y > top && y < bottom { return false }
        }
        accumulate(l.xTop, l.xBottom, 1, 1, lo: &lo, hi: &hi)
        accumulate(r.xTop, r.xBottom, 1, -1, lo: &lo, hi: &hi)
        return true
    }

    /// The pieces of the edges spanning [ya, yb], in active-list order.
    private mutating func gather(_ ya: Double, _ yb: Double) {
        // Every piece is written, and counted only when its edge spans the band: no branch on
        // which edges do.
        band.resizeUninitialized(to: active.count)
        let b = band.base, a = active.base
        let continues = ya == cutY
        var n = 0
        for i in 0..<active.count {
            let e = a[i]
            let xBottom = e.x(at: yb)
            b[n] = BandEdge(xTop: continues ? e.xAtCut : e.x(at: ya), xBottom: xBottom, winding: e.winding, id: e.id)
            a[i].xAtCut = xBottom
            n += e.y0 <= ya && e.y1 >= yb ? 1 : 0
        }
        band.resizeUninitialized(to: n)
        cutY = yb
    }

    /// Resolves [ya, yb], in which no edge starts or ends; splits it further at crossings.
    private mutating func resolveBand(_ ya: Double, _ yb: Double, rule: FillRule, lo: inout Int, hi: inout Int) {
        gather(ya, yb)
        guard band.count >= 2 else { return }
        if band.count == 2 && accumulateBandPair(ya, yb, lo: &lo, hi: &hi) { return }
        sortBandByTop()
        // Insertion sort by the bottom x: each swap is a pair of edges that cross in the band.
        crossings.removeAll()
        var swapped = false
        let b = band.base
        for i in 1..<band.count {
            var j = i
            while j > 0 && b[j - 1].xBottom > b[j].xBottom {
                let l = b[j - 1], r = b[j]
                let y = l.crossing(r, from: ya, to: yb)
                if y > ya && y < yb { crossings.append(y) }
                b[j - 1] = r; b[j] = l
                swapped = true
                j -= 1
            }
            if crossings.count > Self.mostCrossings {
                sampleSpan(ya, yb, rule: rule, lo: &lo, hi: &hi)
                return
            }
        }
        if crossings.count == 0 {
            // Edges that only touch at the band's ends may have been swapped by rounding: the
            // order at mid-height is the true one.
            if swapped { sortBandByMid(breakingTiesById: false) }
            walk(height: yb - ya, rule: rule, lo: &lo, hi: &hi)
            return
        }
        crossings.append(ya); crossings.append(yb)
        Self.insertionSort(crossings.base, count: crossings.count)
        bounds.removeAll()
        for i in 0..<crossings.count { bounds.append(crossings[i]) }
        var previous = bounds[0]
        for k in 1..<bounds.count where bounds[k] > previous {
            let next = bounds[k]
            gather(previous, next)
            // No two edges cross strictly inside, so the order at mid-height is the order.
            sortBandByMid(breakingTiesById: true)
            walk(height: next - previous, rule: rule, lo: &lo, hi: &hi)
            previous = next
        }
    }

    /// A band of two edges that do not cross strictly inside it, the most common band of a row
    /// cut at a vertex: what the rest of resolveBand would do, call for call, without its sorts
    /// and loops. The same order (by the top, then the bottom, then start-row order; a pair
    /// that swaps by the bottom, only touching at an end, by the mid-height x, ties kept
    /// swapped) and the same additions (the left edge +1, the right −1: the winding of a closed
    /// outline's band sums to zero, so the two go in and out once under either rule); unlike
    /// accumulatePair's, these must be bit for bit, since the row's other bands add to the same
    /// cells. Returns false, having done nothing, where the edges cross inside the band.
    private mutating func accumulateBandPair(_ ya: Double, _ yb: Double, lo: inout Int, hi: inout Int) -> Bool {
        var l = band[0], r = band[1]
        guard l.winding == -r.winding else { return false }
        if r.isLeft(ofAtTop: l) { swap(&l, &r) }
        if l.xBottom > r.xBottom {
            let y = l.crossing(r, from: ya, to: yb)
            if y > ya && y < yb { return false }
            if !(l.mid < r.mid) { swap(&l, &r) }
        }
        accumulate(l.xTop, l.xBottom, yb - ya, 1, lo: &lo, hi: &hi)
        accumulate(r.xTop, r.xBottom, yb - ya, -1, lo: &lo, hi: &hi)
        return true
    }

    /// Insertion sorts: bands arrive nearly sorted (the active list is kept left to right).
    private mutating func sortBandByTop() {
        let b = band.base
        for i in 1..<band.count where b[i].isLeft(ofAtTop: b[i - 1]) {
            let item = b[i]
            var j = i
            while j > 0 && item.isLeft(ofAtTop: b[j - 1]) {
                b[j] = b[j - 1]
                j -= 1
            }
            b[j] = item
        }
    }

    /// By the mid-height x; equal ones stay in the order they are in, or go in start-row order
    /// where that order is the gathering's (which must not decide anything).
    private mutating func sortBandByMid(breakingTiesById: Bool) {
        let b = band.base
        for i in 1..<band.count {
            let item = b[i]
            var j = i
            while j > 0 && (item.mid < b[j - 1].mid || (breakingTiesById && item.mid == b[j - 1].mid && item.id < b[j - 1].id)) {
                b[j] = b[j - 1]
                j -= 1
            }
            b[j] = item
        }
    }

    /// Walks the band's edges left to right and accumulates the ones that bound inside spans.
    private mutating func walk(height h: Double, rule: FillRule, lo: inout Int, hi: inout Int) {
        // The bounds in locals, which stay in registers (through the inout parameters they went
        // to memory and back for every edge), and the rule as a mask, not a switch per edge.
        var lower = lo, upper = hi
        defer { lo = lower; hi = upper }
        let insideBits = rule.insideBits
        var winding: Int32 = 0, wasInside = false
        let b = band.base
        for i in 0..<band.count {
            let e = b[i]
            winding &+= e.winding
            let isInside = winding & insideBits != 0
            if wasInside != isInside {
                accumulate(e.xTop, e.xBottom, h, isInside ? 1 : -1, lo: &lower, hi: &upper)
            }
            wasInside = isInside
        }
    }

    /// More edges than this across a row, or more crossings than this in one band, and it is
    /// sampled: far beyond a drawing's (a heart symbol's stroke, its pieces overlapping at every
    /// join, crosses itself a few hundred times in a band at 3×), so that only the crowds of a
    /// plot of thousands of samples are.
    static let mostEdges = 1024
    static let mostCrossings = 1024
    /// The heights a crowded row or band is sampled at.
    static let spanSamples = 16

    /// The coverage of [ya, yb] sampled at `spanSamples` evenly spaced heights, as if it were that
    /// many thin bands of vertical edges: at each, the x of the active edges across it, in order,
    /// walked with the winding number, every inside span exact across. Costs a sort of the edges
    /// at each height, not their crossings or their ends.
    private mutating func sampleSpan(_ ya: Double, _ yb: Double, rule: FillRule, lo: inout Int, hi: inout Int) {
        let insideBits = rule.insideBits
        let a = active.base, h = (yb - ya) / Double(Self.spanSamples)
        samples.resizeUninitialized(to: active.count)
        for s in 0..<Self.spanSamples {
            let y = ya + (Double(s) + 0.5) * h
            var n = 0
            for i in 0..<active.count where a[i].y0 <= y && a[i].y1 > y {
                samples.base[n] = SampledCrossing(x: a[i].x(at: y), winding: a[i].winding)
                n += 1
            }
            var points = UnsafeMutableBufferPointer(start: samples.base, count: n)
            points.sort { $0.x < $1.x }
            var winding: Int32 = 0, wasInside = false
            for point in points {
                winding &+= point.winding
                let isInside = winding & insideBits != 0
                if wasInside != isInside { accumulate(point.x, point.x, h, isInside ? 1 : -1, lo: &lo, hi: &hi) }
                wasInside = isInside
            }
        }
    }

    private static func insertionSort(_ b: UnsafeMutablePointer<Double>, count: Int) {
        for i in 1..<count {
            let item = b[i]
            var j = i
            while j > 0 && item < b[j - 1] { b[j] = b[j - 1]; j -= 1 }
            b[j] = item
        }
    }
}
