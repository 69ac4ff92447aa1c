// ClipMask.swift: a clip as antialiased coverage over the pixels its path can reach (the path's
// bounds, within the previous clip's), everything outside clipped away: a clip costs what it
// covers, not a full-canvas mask. Nested clips multiply: the new mask is the previous one times
// the new path's coverage. The buffer comes from the pool and goes back, zeroed, with the mask.
// Guarantees: immutable once made; `row(y)[x]` is the coverage of pixel (x, y) for every pixel
// of `bounds`, in 0…1.

/// Per-pixel coverage of the active clip over `bounds`; zero outside.
final class ClipMask {
    let bounds: PixelRect
    private let buffer: PooledBuffer<Float>

    /// The mask of `outline` under `rule`, within `previous` (or within `limit`, the canvas, when
    /// nothing clipped before).
    init(_ outline: Outline, rule: FillRule, within previous: ClipMask?, limit: PixelRect, rasterizer: Rasterizer) {
        let reach = PixelRect(covering: Self.bounds(of: outline.polygons)).intersection(previous?.bounds ?? limit)
        bounds = reach
        buffer = Pools.floats.take(reach.width * reach.height)
        guard !reach.isEmpty else { return }
        var writer = MaskWriter(mask: buffer.base, bounds: reach, previous: previous)
        rasterizer.fill(outline, rule: rule, rows: reach.rows, into: &writer)
    }

    deinit {
        buffer.base.update(repeating: 0, count: bounds.width * bounds.height)
        Pools.floats.recycle(buffer)
    }

    /// The mask's row y, indexed by x (valid for x in bounds.columns, y in bounds.rows).
    @inline(__always)
    func row(_ y: Int) -> UnsafePointer<Float> {
        UnsafePointer(buffer.base + ((y - bounds.minY) * bounds.width - bounds.minX))
    }

    private static func bounds(of polygons: [[Point]]) -> Rect {
        var lo = Point(.infinity, .infinity), hi = Point(-.infinity, -.infinity)
        for polygon in polygons where polygon.count >= 3 && polygon.allSatisfy(\.isFinite) {
            for p in polygon {
                lo = Point(min(lo.x, p.x), min(lo.y, p.y))
                hi = Point(max(hi.x, p.x), max(hi.y, p.y))
            }
        }
        return lo.x <= hi.x && lo.y <= hi.y ? Rect(corner: lo, hi) : .zero
    }
}

/// Writes coverage into a zeroed mask, as the previous clip times the coverage.
private struct MaskWriter: CoverageSink {
    let mask: UnsafeMutablePointer<Float>
    let bounds: PixelRect
    let previous: ClipMask?

    @inline(__always)
    mutating func blend(row y: Int, x: Int, coverage: Float) {
        guard bounds.columns.contains(x) else { return }
        let out = mask + ((y - bounds.minY) * bounds.width - bounds.minX)
        out[x] = previous.map { $0.row(y)[x] * coverage } ?? coverage
    }

    mutating func blend(row y: Int, columns: Range<Int>, coverage: Float) {
        let lower = max(columns.lowerBound, bounds.minX), upper = min(columns.upperBound, bounds.maxX)
        guard lower < upper else { return }
        let out = mask + ((y - bounds.minY) * bounds.width - bounds.minX)
        if let previous {
            let old = previous.row(y)
            for px in lower..<upper { out[px] = old[px] * coverage }
        } else {
            for px in lower..<upper { out[px] = coverage }
        }
    }
}
