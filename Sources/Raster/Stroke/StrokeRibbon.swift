// StrokeRibbon.swift: the stroke of a subpath whose inner offset does not fold, as one outline
// (open subpath: left side forward, end cap, right side back, start cap) or two rings (closed
// subpath: the left ring forward, the right ring backward, so the band between them winds once
// and the hole not at all). On the outer side of each turn go the join or the pen's arc, on the
// inner side the point where the two offset lines meet. Gives up (nil) when a chord is too short
// for the inner corners at its ends, or where SVG's swept pen reaches past the neighbouring
// chords: StrokePieces draws those.

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
        // A fold shallower than the tolerance (the hair-thin chords that put joins on a curve's
        // exact end tangent make such) changes no pixel visibly; a deeper one needs StrokePieces.
        let slack = arcs.tolerance
        for i in 0..<c.count where usedLeft[i] > c.length[i] + slack || usedRight[i] > c.length[i] + slack {
            return nil
        }
        if c.isClosed { return [left, right.reversed()] }

        let last = c.count - 1, end = p[n - 1], nEnd = c.direction[last].leftNormal * h
        left.append(end + nEnd); right.append(end - nEnd)
        var outline = left
        arcs.appendCap(&outline, at: end, direction: c.direction[last], cap: style.cap)
        outline.append(contentsOf: right.reversed())
        arcs.appendCap(&outline, at: p[0], direction: -c.direction[0], cap: style.cap)
        return [outline]
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
