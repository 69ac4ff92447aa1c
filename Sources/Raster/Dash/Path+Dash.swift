// Path+Dash.swift: cuts a path into its dashes, curves split exactly. The pattern restarts at
// every subpath (SVG); on a closed subpath a dash running over the start joins the first dash.

extension Path {
    /// The dashes of the path as open subpaths, ready to stroke.
    public func dashed(_ pattern: DashPattern) -> Path {
        var builder = PathBuilder()
        let period = pattern.period
        for c in PathMeasure.contours(self) where c.isDrawn {
            let l = c.length
            // Where in the pattern the contour starts.
            var phase = pattern.phase.truncatingRemainder(dividingBy: period)
            if phase < 0 { phase += period }
            var index = 0
            while phase >= pattern.lengths[index] {
                phase -= pattern.lengths[index]
                index = (index + 1) % pattern.lengths.count
            }
            var dashes: [(Double, Double)] = []
            var s = -phase
            // A guard on the count keeps a tiny pattern on a huge path from running away.
            while s <= l && dashes.count < 1_000_000 {
                let step = pattern.lengths[index]
                if index % 2 == 0 {
                    let a = max(0, s), b = min(l, s + step)
                    if b >= a && (b > a || step == 0) { dashes.append((a, b)) }
                }
                s += step
                index = (index + 1) % pattern.lengths.count
            }
            let wraps = c.isClosed && dashes.count > 1 && dashes[0].0 == 0 && dashes[dashes.count - 1].1 == l
            let last = wraps ? dashes.count - 1 : dashes.count
            for (i, (a, b)) in dashes.enumerated() where i < last && !(wraps && i == 0) {
                PathMeasure.appendPart(of: c, from: a, to: b, to: &builder)
            }
            if wraps {
                PathMeasure.appendPart(of: c, from: dashes[last].0, to: l, to: &builder)
                PathMeasure.appendPart(of: c, from: 0, to: dashes[0].1, to: &builder, continuing: true)
            }
        }
        return builder.path
    }
}
