// SymbolDesign+Figures.swift: people standing and waving: hand.wave, figure.stand and
// accessibility.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: hand.raised's
// hand at 0.86, leaning 14° to the left, with two arcs of movement beside its fingertips at the
// top right (1.1 × 0.92 em in all); a figure standing 0.56 × 1 em, solid at every weight like
// figure.walk (a head 0.22 em across, limbs of lines 0.1 em and half the pen wide, arms of 0.8 of
// that hanging a little away from the body, legs apart); the circle round a figure with its arms
// out and its legs apart (a solid shape under a round head, knocked out of the disk when
// filled), its limbs 0.9 of the pen as inner glyphs' lines are.

import Foundation
import Raster

extension SymbolDesign {
    static let figures: Family = [
        ("hand.wave", { wavingHand(filled: false, pen: $0) }),
        ("hand.wave.fill", { wavingHand(filled: true, pen: $0) }),
        ("figure.stand", { standingFigure(pen: $0) }),
        ("accessibility", { accessibility(filled: false, pen: $0) }),
        ("accessibility.fill", { accessibility(filled: true, pen: $0) }),
    ]

    /// hand.raised (0.96 × 1 em) at 0.86 leaning 14° to the left about its middle, and two arcs
    /// about its middle, 0.57 and 0.7 em out, beside its fingertips at the top right.
    private static func wavingHand(filled: Bool, pen: Double) -> SymbolDesign {
        let centre = Point(0.44, 0.56), lean = -14 * Double.pi / 180, degree = Double.pi / 180
        let place = Transform(translationX: -0.48, y: -0.5).concatenating(Transform(rotation: lean))
            .concatenating(Transform(scaleX: 0.86, y: 0.86)).concatenating(Transform(translationX: centre.x, y: centre.y))
        var s = sketch(on: filled ? "hand.raised.fill" : "hand.raised", moved: place, pen: pen)
        for radius in [0.57, 0.7] {
            s.draw(.arc(center: centre, radius: radius, start: -44 * degree, end: -14 * degree, width: pen))
        }
        return s.design
    }

    /// A figure standing: a head 0.22 em across over a body from the neck to the hip, arms (0.8
    /// of its lines) hanging from the shoulders a little away from it, legs down from the hip
    /// 0.2 em apart at the feet.
    private static func standingFigure(pen: Double) -> SymbolDesign {
        let w = 0.1 + pen / 2, h = w / 2, arm = 0.8 * w, cx = 0.22 + arm / 2
        let neck = Point(cx, 0.32), hip = Point(cx, 0.6)
        var s = SymbolSketch(pen: pen)
        s.draw(.dot(center: Point(cx, 0.11), diameter: 0.22))
        s.draw(.polyline([neck, hip], width: w, closed: false))
        for side in [-1.0, 1] {
            s.draw(.polyline([neck + Point(side * 0.06, -0.02), Point(cx + side * 0.18, 0.36), Point(cx + side * 0.22, 0.62)],
                             width: arm, closed: false))
            s.draw(.polyline([hip + Point(side * 0.04, 0), Point(cx + side * 0.1, 1 - h)], width: w, closed: false))
        }
        return s.design
    }

    /// The figure with its arms out, in ems about the circle's centre (y down), its limbs `t`
    /// either side of their middles: the arms a bar 0.54 em wide 0.09 em above the middle, the
    /// body down from them to the hip, the legs spreading to feet 0.3 em apart 0.27 em below the
    /// middle; a concave polygon clockwise from the left hand's top, and its corners' radii.
    private static func outstretched(_ t: Double) -> (points: [Point], radii: [Double]) {
        let arms = -0.09, hip = 0.06, reach = 0.27, foot = Point(0.15, 0.27), round = min(0.03, t)
        // The right leg's edges: from the hip out to the foot, `t` to either side of (0.15, 0.27)
        // across; the inner one meets the middle at the crotch.
        let outer = (Point(t, hip), foot + Point(1.2 * t, 0)), innerFoot = foot - Point(1.2 * t, 0)
        let d = outer.1 - outer.0, crotch = Point(0, innerFoot.y - innerFoot.x * d.y / d.x)
        let right: [(Point, Double)] = [(Point(reach, arms - t), round), (Point(reach, arms + t), round), (Point(t, arms + t), 0),
                                        (outer.0, 0), (outer.1, round), (innerFoot, round)]
        let left = right.reversed().map { (Point(-$0.0.x, $0.0.y), $0.1) }
        let all = right + [(crotch, 0)] + left
        return (all.map(\.0), all.map(\.1))
    }

    /// The circle round the outstretched figure (its limbs 0.9 of the pen, at most 0.14 em, wide)
    /// and a head 0.15 em across over it; filled, both are knocked out of the disk.
    private static func accessibility(filled: Bool, pen: Double) -> SymbolDesign {
        let d = circleDiameter, c = Point(d / 2, d / 2), figure = outstretched(min(pen * innerPenRatio, 0.14) / 2)
        var s = SymbolSketch(pen: pen)
        s.draw(filled ? .dot(center: c, diameter: d) : .ring(center: c, radius: (d - pen) / 2, width: pen))
        s.mark(.area(SymbolOutline.roundedPolygon(figure.points.map { c + $0 }, radii: figure.radii)), knockedOut: filled)
        s.mark(.dot(center: c + Point(0, -0.25), diameter: 0.15), knockedOut: filled)
        return s.design
    }
}
