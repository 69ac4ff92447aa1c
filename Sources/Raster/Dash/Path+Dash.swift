// Path+Dash.swift: cuts a path into its dashes, curves split exactly. The pattern restarts at
// every subpath (SVG); on a closed subpath a dash running over the start joins the first dash.
// A pattern that would cut one subpath into more than `maximumDashes` pieces is finer than any
// screen shows and would take unbounded work: that subpath is drawn solid instead.

extension Path {
    /// More dashes than this in one subpath and it is drawn solid.
    static let maximumDashes = 10_000

    /// The dashes of the path as open subpaths, ready to stroke.
    func dashed(_ pattern: DashPattern) -> Path {
        var builder = PathBuilder()
        let period = pattern.period
        for c in PathMeasure.contours(self) where c.isDrawn {
            let l = c.length
            if l / period * Double(pattern.lengths.count / 2) > Double(Path.maximumDashes) {
                PathMeasure.appendWhole(c, to: &builder)
                continue
            }
            // Where in the pattern the contour starts. A zero-length dash at that very point is
            // where it starts (a dot there, as Core Graphics draws), not one already passed.
            var phase = pattern.phase.truncatingRemainder(dividingBy: period)
            if phase < 0 { phase += period }
            var first = 0
            while phase > pattern.lengths[first] || (phase == pattern.lengths[first] && pattern.lengths[first] > 0) {
                phase -= pattern.lengths[first]
                first = (first + 1) % pattern.lengths.count
            }
            // Each step's start is computed from whole periods and the pattern's prefix sums, not
            // by adding lengths one by one, whose rounding would grow a sliver of a dash at the end.
            let n = pattern.lengths.count
            var prefix = [0.0]
            for k in 0..<(2 * n) { prefix.append(prefix[k] + pattern.lengths[(first + k) % n]) }
            func start(_ j: Int) -> Double { -phase + Double(j / n) * period + prefix[j % n] }
            var dashes: [(Double, Double)] = []
            var j = 0
            while start(j) <= l {
                let index = (first + j) % n
                if index % 2 == 0 {
                    // A zero-length dash ends where it starts: worked out as the next step's start,
                    // whole periods and prefix sums could round it to just before (a dot lost
                    // wherever the spacing divides the length evenly).
                    let a = max(0, start(j)), b = pattern.lengths[index] == 0 ? a : min(l, start(j + 1))
                    if b > a || pattern.lengths[index] == 0 { dashes.append((a, b)) }
                }
                j += 1
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
