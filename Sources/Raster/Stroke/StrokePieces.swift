// StrokePieces.swift: the stroke as the literal union of what SVG 2's pen sweeps, for subpaths
// whose inner offset folds (curves tighter than half the width, cusps, chords shorter than the
// corners they meet): a rectangle per chord; at a vertex inside a flattened curve the sectors the
// pen sweeps as it turns (the outer one always, the inner one where the neighbouring rectangles
// do not already hold it); at the path's own vertices the requested join on the outer side; caps
// at open ends. Every piece is wound positively, so the nonzero fill is their union.

import Foundation

enum StrokePieces {
    static func add(_ c: Chords, style: StrokeStyle, into out: inout PolygonSink) {
        let h = out.halfWidth, p = c.points, n = p.count
        for i in 0..<c.count {
            let a = p[i], b = p[(i + 1) % n], nrm = c.direction[i].leftNormal * h
            out.add([a - nrm, b - nrm, b + nrm, a + nrm])
        }
        for v in c.joinVertices {
            let turn = c.turn(at: v)
            if turn.isStraight { continue }
            let na = turn.din.leftNormal * (turn.outerSide * h), nb = turn.dout.leftNormal * (turn.outerSide * h)
            let center = p[v]
            if !c.isCorner[v] {
                // Inside a curve: the pen turns about the centre.
                out.sector(center: center, from: na, to: nb, bisector: turn.din - turn.dout)
                let theta = turn.angle
                let reach = h * (theta < .pi / 2 ? sin(theta) : 1)
                if reach > 0.9 * max(c.length[turn.incoming], c.length[turn.outgoing]) {
                    out.sector(center: center, from: -na, to: -nb, bisector: turn.dout - turn.din)
                }
                continue
            }
            switch style.join {
            case .round:
                out.sector(center: center, from: na, to: nb, bisector: turn.din - turn.dout)
            case .miter:
                if let tip = PolygonSink.miterTip(center: center, na, nb, dot: turn.dot, limit: style.miterLimit) {
                    out.add([center, center + na, tip, center + nb])
                } else {
                    out.add([center, center + na, center + nb])
                }
            case .bevel:
                out.add([center, center + na, center + nb])
            }
        }
        guard !c.isClosed else { return }
        out.cap(at: p[0], direction: -c.direction[0], cap: style.cap)
        out.cap(at: p[n - 1], direction: c.direction[c.count - 1], cap: style.cap)
    }
}
