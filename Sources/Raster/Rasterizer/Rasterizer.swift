// Rasterizer.swift: exact-area scan conversion of polygons under a fill rule.
//
// Each pixel row is one scan band. Within the band the active edges are cut into sub-bands at
// every edge end and every crossing of two edges, so inside a sub-band the edges keep their
// left-to-right order. Walking them in that order with the winding number gives the exact
// inside spans under the fill rule; only the edges that bound a span are accumulated, as signed
// area and cover in a dense cell row (font-rs, FreeType's ftgrays and Blend2D accumulate every
// edge instead, which miscounts pixels where a path overlaps itself: an inside span here never
// overlaps another, so the accumulated coverage is exact for any winding). Outlines known to
// wind simply (Outline.isSimple) skip the bands and accumulate every edge as it is.
// As in Blend2D, a bit per cell marks the touched ones, and one pass per row integrates the
// touched runs into coverage and hands each run straight to a CoverageSink, with the untouched
// stretch after it as one run of constant coverage (ScanState holds the sweep). A row of a simple
// outline crossed only by vertical edges that span it, the same ones as the row above, would
// compute exactly what that row did: its coverage is handed out again (RowRecording), for the
// whole run of rows those edges span, with no look at each row.
//
// Guarantees: coverage is the exact area of the pixel inside the polygons, to float rounding;
// no supersampling; rows no edge reaches are never visited; rows outside the requested window
// are neither accumulated nor handed on, and the ones inside come out bit for bit as without a
// window.

/// Scan-converts polygons into coverage runs. Reusable: its buffers persist between fills.
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
    @discardableResult
    func fill<Sink: CoverageSink>(_ polygons: [[Point]], rule: FillRule, rows: Range<Int>? = nil, into sink: inout Sink) -> PixelRect {
        fill(Outline(polygons: polygons, isSimple: false), rule: rule, rows: rows, into: &sink)
    }

    /// Fills the outline; only rows within `rows` (all by default) reach the sink. Returns a
    /// rectangle holding every pixel handed to the sink.
    @discardableResult
    func fill<Sink: CoverageSink>(_ outline: Outline, rule: FillRule, rows: Range<Int>? = nil, into sink: inout Sink) -> PixelRect {
        scan.fill(outline, rule: rule, rows: rows ?? 0..<height, into: &sink)
    }
}
