// Path+Trim.swift: SwiftUI's trimmedPath(from:to:): the part of a path between two fractions
// of its whole arc length (all subpaths concatenated, the pinned decision), curves split exactly.

extension Path {
    /// The part of the path from fraction `from` to fraction `to` of its total length.
    /// Fractions are clamped to 0…1; `from` ≥ `to` gives the empty path; 0…1 gives the path
    /// itself (closed subpaths stay closed).
    public func trimmed(from: Double, to: Double) -> Path {
        guard from.isFinite, to.isFinite else { return Path() }
        let f = min(max(from, 0), 1), t = min(max(to, 0), 1)
        guard f < t else { return Path() }
        if f == 0 && t == 1 { return self }
        let contours = PathMeasure.contours(self)
        let total = contours.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let a = f * total, b = t * total
        var builder = PathBuilder()
        var offset = 0.0
        for c in contours {
            let l = c.length
            defer { offset += l }
            let lo = a - offset, hi = b - offset
            if hi <= 0 || lo >= l || l == 0 { continue }
            if lo <= 0 && hi >= l {
                PathMeasure.appendWhole(c, to: &builder)
            } else {
                PathMeasure.appendPart(of: c, from: max(0, lo), to: min(l, hi), to: &builder)
            }
        }
        return builder.path
    }
}
