// StrokeRibbon.swift: the stroke of a subpath whose inner offset does not fold, as one outline
// (open subpath: left side forward, end cap, right side back, start cap) or two rings (closed
// subpath: the left ring forward, the right ring backward, so the band between them winds once
// and the hole not at all). On the outer side of each turn go the join or the pen's arc, on the
// inner side the point where the two offset lines meet. Gives up (nil) when a chord is too short
// for the inner corners at its ends (unless it is a hair the overrun cannot show on), or where
// SVG's swept pen reaches past the neighbouring chords: StrokePieces draws those.

import Foundation

enum StrokeRibbon {
    static func rings(_ c: Chords, style: StrokeStyle, arcs: PolygonSink) -> [[Point]]? {
        let h = arcs.halfWidth, p = c.points, n = p.count
        var left: [Point] = [], right: [Point] = []
        left.reserveCapacity(n + 8); right.reserveCapacity(n + 8)
        // How much of each chord the inner corners at its two ends cut away, per side.
        var usedLeft = [Double](repeating: 0, count: c.count), usedRight = usedLeft
        if !c.isClosed {
            let nrm = c.direction[0].leftNormal * h
            left.append(p[0] + nrm); right.append(p[0] - nrm)
        }
        for v in c.joinVertices {
            let turn = c.turn(at: v)
            let center = p[v]
            let nin = turn.din.leftNormal * h, nout = turn.dout.leftNormal * h
            if turn.isStraight {
                left.append(center + nin); right.append(center - nin)
                continue
            }
            guard turn.dot > -0.99 else { return nil }  // near-reversal: the pen sweeps a disc
            let sine = abs(turn.cross)
            if !c.isCorner[v] {
                let reach = h * (turn.dot > 0 ? sine : 1)
                guard reach <= 0.9 * max(c.length[turn.incoming], c.length[turn.outgoing]) else { return nil }
            }
            let cut = h * sine / (1 + turn.dot)  // h · tan(θ/2)
            let innerLeft = turn.outerSide < 0
            let inner = center + (innerLeft ? (nin + nout) : -(nin + nout)) / (1 + turn.dot)
            if innerLeft {
                left.append(inner)
                usedLeft[turn.incoming] += cut; usedLeft[turn.outgoing] += cut
                appendOuter(&right, center: center, -nin, -nout, turn: turn, corner: c.isCorner[v], style: style, arcs: arcs)
            } else {
                right.append(inner)
                usedRight[turn.incoming] += cut; usedRight[turn.outgoing] += cut
                appendOuter(&left, center: center, nin, nout, turn: turn, corner: c.isCorner[v], style: style, arcs: arcs)
            }
        }
        // A fold shallower than the tolerance changes no pixel visibly, nor does a hair (see
        // isHairFold); any other needs StrokePieces.
        let slack = arcs.tolerance
        for i in 0..<c.count {
            if usedLeft[i] > c.length[i] + slack, !isHairFold(at: i, used: usedLeft, c, tolerance: slack) { return nil }
            if usedRight[i] > c.length[i] + slack, !isHairFold(at: i, used: usedRight, c, tolerance: slack) { return nil }
        }
        if c.isClosed {
            right.reverse()  // in place: a reversed copy was one more allocation per stroke
            return [left, right]
        }

        let last = c.count - 1, end = p[n - 1], nEnd = c.direction[last].leftNormal * h
        left.append(end + nEnd); right.append(end - nEnd)
        var outline = left
        arcs.appendCap(&outline, at: end, direction: c.direction[last], cap: style.cap)
        outline.append(contentsOf: right.reversed())
        arcs.appendCap(&outline, at: p[0], direction: -c.direction[0], cap: style.cap)
        return [outline]
    }

    /// Whether a fold at chord i (the inner corners at its ends, `used` of it on that side,
    /// overlap by more than its length) is a hair the ribbon can keep. At a fold the inner outline
    /// runs back over itself and returns, a spike; it is kept where it cannot show:
    /// - every chord of the run that folds is shorter than the tolerance: the hair-thin chords
    ///   that put joins on a curve's exact end tangent, which a corner's inner cut runs past;
    /// - the spike runs back along the chords beside the run, no further than the overlap, so it
    ///   stays within the overlap plus the run's length of the corner, on lines that turn through
    ///   Θ in all (every turn from the farthest chord it reaches on one side to the farthest on
    ///   the other): it strays at most that distance × sin Θ from the swept pen's inner edge, and
    ///   that is within the tolerance, as every arc of the stroke is.
    /// The corners of Apple's continuous rounded rectangle are such: a 2.5° kink where two of its
    /// cubics meet, whose inner cut overruns the 10⁻⁵ px chords either side of it.
    private static func isHairFold(at i: Int, used: [Double], _ c: Chords, tolerance: Double) -> Bool {
        func neighbour(_ j: Int, _ step: Int) -> Int? {
            if c.isClosed { return (j + step + c.count) % c.count }
            return (0..<c.count).contains(j + step) ? j + step : nil
        }
        func folds(_ j: Int) -> Bool { used[j] > c.length[j] }
        /// The turn at the vertex where chord j ends.
        func turnAfter(_ j: Int) -> Double { c.turn(at: (j + 1) % c.points.count).angle }
        // The run of folding chords around i, first...last (wrapping on a closed contour).
        var first = i, last = i, chords = 1
        while let j = neighbour(first, -1), folds(j), chords < c.count { first = j; chords += 1 }
        while let j = neighbour(last, 1), folds(j), chords < c.count { last = j; chords += 1 }
        var overlap = 0.0, length = 0.0, turned = 0.0
        var j = first
        for k in 0..<chords {
            guard c.length[j] <= tolerance else { return false }
            overlap += used[j] - c.length[j]
            length += c.length[j]
            if k < chords - 1 { turned += turnAfter(j) }
            j = neighbour(j, 1) ?? j
        }
        // Along the chords beside the run, as far as the spike runs back, with the turns it passes.
        var reached = chords
        for step in [-1, 1] {
            var room = 0.0, end = step < 0 ? first : last
            while room < overlap {
                guard reached < c.count, let next = neighbour(end, step) else { return false }
                turned += turnAfter(step < 0 ? next : end)
                room += c.length[next] - used[next]
                end = next
                reached += 1
            }
        }
        return turned < .pi / 2 && (overlap + length) * sin(turned) <= tolerance
    }

    /// The outer side of a turn: the offset points of both chords, with the join or the pen's arc
    /// between them.
    private static func appendOuter(_ side: inout [Point], center: Point, _ na: Point, _ nb: Point, turn: Turn,
                                    corner: Bool, style: StrokeStyle, arcs: PolygonSink) {
        if !corner, turn.dot >= arcs.cosArcStep {
            // A small turn of the pen: where the two offset lines meet is within tolerance of the
            // arc (outside it by h·(1/cos(θ/2) − 1) where the chord is inside by h·(1 − cos(θ/2))),
            // and one point instead of two keeps the outline half as long.
            side.append(center + (na + nb) / (1 + turn.dot))
            return
        }
        if !corner || style.join == .round {
            arcs.appendArc(&side, center: center, from: na, to: nb)
            return
        }
        side.append(center + na)
        if style.join == .miter, let tip = PolygonSink.miterTip(center: center, na, nb, dot: turn.dot, limit: style.miterLimit) {
            side.append(tip)
        }
        side.append(center + nb)
    }
}
