// RowRecording.swift: what one row of a simple outline handed to its sink, kept so that the rows
// below it that would compute the same can hand it out again. A row crossed only by vertical
// edges, each spanning the whole row, adds the same areas to the same cells as the row above did
// when the edges were the same ones in the same order: every x, every height (1) and every sum is
// bit for bit what it was, so the coverage is too. The straight sides of rectangles, rounded
// rectangles and cards are such rows, most of a UI's; their integration is skipped, not their
// blending, which the sink does for each row as it comes (its clip, its gradient).

/// One call the rasterizer made to its sink.
struct CoverageCall {
    enum Kind { case pixel, four, stretch }
    var kind: Kind
    var x: Int
    /// Past the last pixel of a stretch.
    var end: Int
    /// The pixel's or the stretch's coverage in lane 0, or the four pixels'.
    var coverages: SIMD4<Float>
}

/// Where the sweep keeps the calls it makes to its sink: a RowRecording, or nowhere (NoCallLog,
/// whose recording compiles to nothing, so a row that is not kept pays nothing for it).
protocol CoverageCallLog {
    mutating func record(_ call: CoverageCall)
}

struct NoCallLog: CoverageCallLog {
    /// Never read: it gives each log a place of its own. An empty struct has no storage, so every
    /// one passed inout has the same address, and ThreadSanitizer took two threads' rows, each
    /// with its own log, for a race on it.
    private var place: UInt8 = 0

    @inline(__always)
    mutating func record(_ call: CoverageCall) {}
}

/// A row's calls, in order, with the columns they reached.
struct RowRecording: CoverageCallLog {
    private(set) var calls = ScratchBuffer<CoverageCall>()
    /// The columns the row reached (lo…last), as the sweep reports them.
    var lo = 0, last = 0

    func deallocate() { calls.deallocate() }

    mutating func start(lo: Int, last: Int) {
        calls.removeAll()
        self.lo = lo; self.last = last
    }

    @inline(__always)
    mutating func record(_ call: CoverageCall) { calls.append(call) }

    /// Makes the recorded calls again, for row y.
    func replay<Sink: CoverageSink>(row y: Int, into sink: inout Sink) {
        let c = calls.base
        for i in 0..<calls.count {
            let call = c[i]
            switch call.kind {
            case .pixel: sink.blend(row: y, x: call.x, coverage: call.coverages[0])
            case .four: sink.blend(row: y, fourFrom: call.x, coverages: call.coverages)
            case .stretch: sink.blend(row: y, columns: call.x..<call.end, coverage: call.coverages[0])
            }
        }
    }
}
