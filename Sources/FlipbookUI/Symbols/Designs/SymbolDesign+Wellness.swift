// SymbolDesign+Wellness.swift: the body and keeping fit: syringe, brain, waveform.path.ecg, ear,
// figure.yoga, figure.strengthtraining.traditional, figure.outdoor.cycle and figure.pool.swim, in
// outline and filled forms where SF Symbols has them.
// Follows SF Symbols' regular-weight symbols by eye, against the 0.9961 em circle: a syringe 1.3 em
// long leaning 45° (a needle, a barrel with three marks, a plunger with a thumb rest); a brain
// 1.12 × 0.92 em, a scalloped oval parted down its middle with two folds on each side; a
// heartbeat line 1.14 × 1 em; an ear 0.74 × 1 em with the curl of its inner fold; and the figures
// as figure.walk's are, solid at every weight (a head 0.19–0.22 em across, limbs 0.1 em and half
// the pen wide): standing on one leg with the other foot at its knee and its arms raised in a
// V; lifting a bar over its head, legs apart; riding a bicycle (wheels and frame lines of the
// pen); swimming over two waves (lines of the pen). Filled forms are solid with their inner lines
// knocked out.

import Foundation
import Raster

extension SymbolDesign {
    static let wellness: Family = [
        ("syringe", { syringe(filled: false, pen: $0) }),
        ("syringe.fill", { syringe(filled: true, pen: $0) }),
        ("brain", { brain(filled: false, pen: $0) }),
        ("brain.fill", { brain(filled: true, pen: $0) }),
        ("waveform.path.ecg", { heartbeat(pen: $0) }),
        ("ear", { ear(filled: false, pen: $0) }),
        ("ear.fill", { ear(filled: true, pen: $0) }),
        ("figure.yoga", { yoga(pen: $0) }),
        ("figure.strengthtraining.traditional", { weightlifter(pen: $0) }),
        ("figure.outdoor.cycle", { cyclist(pen: $0) }),
        ("figure.pool.swim", { swimmer(pen: $0) }),
    ]

    // MARK: - Medicine, anatomy

    /// A syringe drawn upright, its needle at the top, and leant 45° to the right: a needle 0.24
    /// em long, a barrel 0.3 × 0.6 em with three marks down its left side (on the outline
    /// only), a plunger rod 0.28 em long and a thumb rest 0.34 em wide.
    private static func syringe(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, top = 0.3, bottom = 0.9
        var s = SymbolSketch(pen: pen)
        s.line(Point(0, r), Point(0, top))
        s.shape([Point(-0.15, top), Point(0.15, top), Point(0.15, bottom), Point(-0.15, bottom)], radius: 0.05, filled: filled)
        s.line(Point(-0.21 + r, top + r), Point(0.21 - r, top + r))
        // The marks on the glass only show on the outline: the barrel is too narrow to lose them.
        for y in [0.44, 0.56, 0.68] where !filled {
            s.draw(.polyline([Point(-0.15 + pen, y), Point(0.0, y)], width: pen * 0.8, closed: false))
        }
        s.line(Point(0, bottom), Point(0, 1.3 - r))
        s.line(Point(-0.17 + r, 1.3 - r), Point(0.17 - r, 1.3 - r))
        return s.design.applying(Transform(rotation: Double.pi / 4))
    }

    /// A brain 1.12 × 0.92 em: an oval whose edge bulges in ten scallops, parted by a line
    /// down its middle, with two folds on each side (0.8 of the pen, knocked out when filled).
    private static func brain(filled: Bool, pen: Double) -> SymbolDesign {
        let c = Point(0.56, 0.46)
        let vertices = (0..<20).map { k -> Point in
            let a = -Double.pi / 2 + Double(k) * .pi / 10, out = k % 2 == 0 ? 1.0 : 0.93
            return c + Point(cos(a) * 0.56 * out, sin(a) * 0.46 * out)
        }
        var s = SymbolSketch(pen: pen)
        s.shape(vertices, radius: 0.14, filled: filled)
        let w = filled ? pen * 0.8 : pen
        s.mark(.polyline([Point(c.x, filled ? 0.12 : 0.06), Point(c.x, filled ? 0.82 : 0.86)], width: w, closed: false),
               knockedOut: filled)
        for side in [-1.0, 1] {
            let x = { (v: Double) in c.x + side * v }
            s.mark(.polyline([Point(x(0.14), 0.24), Point(x(0.26), 0.3), Point(x(0.3), 0.42)], width: w, closed: false),
                   knockedOut: filled)
            s.mark(.polyline([Point(x(0.42), 0.48), Point(x(0.28), 0.6), Point(x(0.14), 0.62)], width: w, closed: false),
                   knockedOut: filled)
        }
        return s.design
    }

    /// A heartbeat: a flat line, a small bump, a tall spike up and a deep one down, and flat
    /// again, 1.14 em wide.
    private static func heartbeat(pen: Double) -> SymbolDesign {
        let r = pen / 2, mid = 0.56
        var s = SymbolSketch(pen: pen)
        s.draw(.polyline([Point(r, mid), Point(0.26, mid), Point(0.34, 0.42), Point(0.42, mid), Point(0.5, mid), Point(0.6, r),
                          Point(0.74, 1 - r), Point(0.84, mid), Point(1.14 - r, mid)], width: pen, closed: false))
        return s.design
    }

    /// An ear in `rect` (0.74 × 1 em), seen from the side: round at the top, its lobe at the
    /// bottom left, its back edge curving in at the right.
    private static func earPath(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(0.36, 1))
        b.cubic(to: p(0, 0.42), control1: p(0.12, 1), control2: p(0, 0.74))
        b.cubic(to: p(0.52, 0), control1: p(0, 0.14), control2: p(0.26, 0))
        b.cubic(to: p(1, 0.44), control1: p(0.8, 0), control2: p(1, 0.2))
        b.cubic(to: p(0.7, 0.82), control1: p(1, 0.62), control2: p(0.84, 0.7))
        b.cubic(to: p(0.36, 1), control1: p(0.58, 0.92), control2: p(0.52, 1))
        b.close()
        return b.path
    }

    /// The ear (solid, or a line of the pen just inside its edge) and the curl of its inner
    /// fold: from the middle up round under the top and down towards the lobe.
    private static func ear(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 0.74
        let curl = ellipsePoints(Point(0.4, 0.44), 0.2, 0.2, pieces: 12, from: .pi * 0.95, to: .pi * 2.3)
            + [Point(0.46, 0.7)]
        var s = SymbolSketch(pen: pen)
        if filled {
            s.draw(.area(earPath(in: Rect(x: 0, y: 0, width: width, height: 1))))
            s.cut(.polyline(curl, width: pen * 0.8, closed: false))
        } else {
            s.draw(.curve(earPath(in: Rect(x: r, y: r, width: width - pen, height: 1 - pen)), width: pen))
            s.draw(.curve(SymbolOutline.roundedPolyline(curl, radius: 0), width: pen))
        }
        return s.design
    }

    // MARK: - Figures

    /// Limbs as figure.walk's: lines 0.1 em and half the pen wide.
    private static func limb(_ points: Point..., pen: Double) -> SymbolMark {
        .polyline(points, width: 0.1 + pen / 2, closed: false)
    }

    /// Standing on the left leg, the right foot at its knee, the arms raised in a V.
    private static func yoga(pen: Double) -> SymbolDesign {
        let h = (0.1 + pen / 2) / 2, cx = 0.4
        let neck = Point(cx, 0.44), hip = Point(cx, 0.72)
        var s = SymbolSketch(pen: pen)
        s.draw(.dot(center: Point(cx, 0.25), diameter: 0.19))
        s.draw(limb(neck, hip, pen: pen))
        for side in [-1.0, 1] {
            s.draw(limb(neck + Point(side * 0.06, 0), Point(cx + side * (0.4 - h), h), pen: pen))
        }
        s.draw(limb(hip, Point(cx, 1 - h), pen: pen))
        s.draw(limb(hip, Point(cx + 0.28, 0.8), Point(cx + 0.06, 0.88), pen: pen))
        return s.design
    }

    /// Holding a bar over its head with both hands, plates at its ends, legs apart.
    private static func weightlifter(pen: Double) -> SymbolDesign {
        let r = pen / 2, h = (0.1 + pen / 2) / 2, cx = 0.56, bar = 0.14
        let neck = Point(cx, 0.5), hip = Point(cx, 0.72)
        var s = SymbolSketch(pen: pen)
        s.draw(.dot(center: Point(cx, 0.36), diameter: 0.19))
        s.draw(limb(neck, hip, pen: pen))
        for side in [-1.0, 1] {
            let x = { (v: Double) in cx + side * v }
            s.draw(limb(neck + Point(side * 0.04, 0), Point(x(0.26), 0.42), Point(x(0.26), bar), pen: pen))
            s.draw(limb(hip, Point(x(0.2), 0.84), Point(x(0.22), 1 - h), pen: pen))
            s.draw(.polyline([Point(x(0.5) - side * 0.03, 0.04 + r), Point(x(0.5) - side * 0.03, 0.28 - r)], width: max(pen, 0.08) + 0.04,
                             closed: false))
        }
        s.line(Point(cx - 0.5, bar), Point(cx + 0.5, bar))
        return s.design
    }

    /// Riding a bicycle to the right: two wheels 0.4 em across, the frame, and the rider leaning
    /// over the handlebar, a foot on the pedal.
    private static func cyclist(pen: Double) -> SymbolDesign {
        let r = pen / 2, wheel = 0.2, back = Point(wheel, 1.04 - wheel), front = Point(1.18 - wheel, 1.04 - wheel)
        let pedal = Point(0.52, back.y), bars = Point(0.86, 0.5), seat = Point(0.42, 0.56)
        var s = SymbolSketch(pen: pen)
        for c in [back, front] { s.draw(.ring(center: c, radius: wheel - r, width: pen)) }
        s.line(back, pedal, bars, front)
        s.line(back, seat)
        s.draw(.dot(center: Point(0.74, 0.12), diameter: 0.2))
        let shoulder = Point(0.64, 0.3), hip = Point(0.44, 0.5)
        s.draw(limb(shoulder, hip, pen: pen))
        s.draw(limb(shoulder, Point(0.78, 0.42), bars, pen: pen))
        s.draw(limb(hip, Point(0.66, 0.64), pedal, pen: pen))
        return s.design
    }

    /// Swimming to the right: the head low at the right, one arm reaching over it, the body
    /// behind, and two waves 1.14 em wide below.
    private static func swimmer(pen: Double) -> SymbolDesign {
        let r = pen / 2, h = (0.1 + pen / 2) / 2
        var s = SymbolSketch(pen: pen)
        s.draw(.dot(center: Point(0.84, 0.34), diameter: 0.22))
        let shoulder = Point(0.64, 0.4)
        s.draw(limb(shoulder, Point(0.24, 0.52), Point(h, 0.46), pen: pen))
        s.draw(limb(shoulder, Point(0.5, 0.16), Point(0.3, h + 0.02), pen: pen))
        for y in [0.74, 0.96] {
            let wave = (0...32).map { i -> Point in
                let t = Double(i) / 32
                return Point(r + t * (1.14 - pen), y + 0.05 * sin(t * 4 * .pi))
            }
            s.draw(.polyline(wave, width: pen, closed: false))
        }
        return s.design
    }
}
