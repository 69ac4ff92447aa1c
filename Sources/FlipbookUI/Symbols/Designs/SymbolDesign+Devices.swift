// SymbolDesign+Devices.swift: devices: the phone handset, the battery at five charge levels
// (battery.0percent … battery.100percent, which SF Symbols has only as outlines, also under their
// older names battery.0 … battery.100), the radio antenna (antenna.radiowaves.left.and.right),
// the hi-fi speaker (hifispeaker) and the radio.
// Follows SF Symbols' regular-weight devices by eye, against the 0.9961 em circle: the handset
// 0.96 em square, its earpiece at the top left and its mouthpiece at the bottom right, an outline
// or solid; the battery 1.28 × 0.6 em lying on its side, its body a line of the pen with corners
// of 0.17 em, its terminal a short line of the pen off the right end, its charge a solid bar
// 0.05 em inside the body's line, as long as the level; the antenna 1.2 × 1 em, a mast under a
// dot with two waves either side, as wifi's are arcs of one centre; the speaker a cabinet 0.76 ×
// 1 em with a small ring over a large one; the radio 1.16 × 0.96 em, a body under a slanting
// handle with a ring and three lines on its front (knocked out of the filled forms).
// Layers (SymbolLayer): antenna.radiowaves' waves are variable, the inner pair lit first.

import Foundation
import Raster

extension SymbolDesign {
    static let devices: Family = [
        ("phone", { phone(filled: false, pen: $0) }),
        ("phone.fill", { phone(filled: true, pen: $0) }),
        ("battery.0percent", { battery(level: 0, pen: $0) }),
        ("battery.25percent", { battery(level: 0.25, pen: $0) }),
        ("battery.50percent", { battery(level: 0.5, pen: $0) }),
        ("battery.75percent", { battery(level: 0.75, pen: $0) }),
        ("battery.100percent", { battery(level: 1, pen: $0) }),
        // SF Symbols 1–3 spelled the levels without "percent"; the old names draw the same.
        ("battery.0", { battery(level: 0, pen: $0) }),
        ("battery.25", { battery(level: 0.25, pen: $0) }),
        ("battery.50", { battery(level: 0.5, pen: $0) }),
        ("battery.75", { battery(level: 0.75, pen: $0) }),
        ("battery.100", { battery(level: 1, pen: $0) }),
        ("antenna.radiowaves.left.and.right", { antenna(pen: $0) }),
        ("hifispeaker", { hifiSpeaker(filled: false, pen: $0) }),
        ("hifispeaker.fill", { hifiSpeaker(filled: true, pen: $0) }),
        ("radio", { radio(filled: false, pen: $0) }),
        ("radio.fill", { radio(filled: true, pen: $0) }),
    ]

    /// The handset, drawn upright (0.42 × 1 em, its back on the left) and turned an eighth to
    /// the left.
    private static func phone(filled: Bool, pen: Double) -> SymbolDesign {
        curved(handsetPath, box: Point(0.42, 1), filled: filled, pen: pen).applying(Transform(rotation: -Double.pi / 4))
    }

    /// An upright handset: a pad at each end, their faces on the right, joined by a handle whose
    /// back curves out on the left.
    private static func handsetPath(in rect: Rect) -> Raster.Path {
        let p = mapper(rect)
        var b = PathBuilder()
        b.move(to: p(0.35, 0))
        b.line(to: p(0.75, 0))
        b.quad(to: p(1, 0.08), control: p(1, 0))
        b.line(to: p(1, 0.22))
        b.quad(to: p(0.8, 0.3), control: p(1, 0.3))
        b.cubic(to: p(0.62, 0.5), control1: p(0.66, 0.3), control2: p(0.62, 0.38))
        b.cubic(to: p(0.8, 0.7), control1: p(0.62, 0.62), control2: p(0.66, 0.7))
        b.quad(to: p(1, 0.78), control: p(1, 0.7))
        b.line(to: p(1, 0.92))
        b.quad(to: p(0.75, 1), control: p(1, 1))
        b.line(to: p(0.35, 1))
        b.cubic(to: p(0, 0.72), control1: p(0.12, 1), control2: p(0, 0.88))
        b.line(to: p(0, 0.28))
        b.cubic(to: p(0.35, 0), control1: p(0, 0.12), control2: p(0.12, 0))
        b.close()
        return b.path
    }

    /// A battery charged to `level` (0…1).
    private static func battery(level: Double, pen: Double) -> SymbolDesign {
        let r = pen / 2, body = Rect(x: 0, y: 0, width: 1.14, height: 0.6), corner = 0.17, width = 1.28, clearance = 0.05
        var s = SymbolSketch(pen: pen)
        s.draw(.rounded([Point(r, r), Point(body.maxX - r, r), Point(body.maxX - r, body.maxY - r), Point(r, body.maxY - r)],
                        radius: corner - r, width: pen))
        s.line(Point(width - r, body.midY - 0.08), Point(width - r, body.midY + 0.08))
        let bar = body.insetBy(dx: pen + clearance, dy: pen + clearance)
        if level > 0, bar.height > 0 {
            s.draw(.area(Raster.Path(roundedRect: Rect(x: bar.minX, y: bar.minY, width: bar.width * level, height: bar.height),
                                     cornerRadius: min(max(corner - pen - clearance, 0.04), bar.height / 2))))
        }
        return s.design
    }

    /// An antenna 1.2 × 1 em: a mast from a dot 0.2 em across down to the bottom, and on each side
    /// of the dot two waves, arcs of 90° around it, the outer one at the box's edge, the inner
    /// one 0.42 of the way out to it from the dot's edge.
    private static func antenna(pen: Double) -> SymbolDesign {
        let r = pen / 2, c = Point(0.6, 0.4), dot = max(0.2, pen * 1.3), outer = 0.6 - r, degree = Double.pi / 180
        var s = SymbolSketch(pen: pen)
        s.draw(.dot(center: c, diameter: dot))
        s.line(c, Point(c.x, 1 - r))
        for (i, radius) in [dot / 2 + 0.42 * (outer - dot / 2), outer].enumerated() {
            s.layer(variable: i)
            for side in [0.0, 180] {
                s.draw(.arc(center: c, radius: radius, start: (side - 45) * degree, end: (side + 45) * degree, width: pen))
            }
        }
        return s.design
    }

    /// A speaker cabinet 0.76 × 1 em with corners of 0.14 em: a tweeter (a ring 0.2 em across)
    /// near its top and a woofer (a ring 0.44 em across round a dot) below; filled, the rings and
    /// the dot are knocked out.
    private static func hifiSpeaker(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 0.76, height = 1.0, w = filled ? pen * innerPenRatio : pen, cx = width / 2
        var s = SymbolSketch(pen: pen)
        s.shape([Point(0, 0), Point(width, 0), Point(width, height), Point(0, height)], radius: 0.14, filled: filled)
        s.mark(.ring(center: Point(cx, 0.25), radius: 0.1 - w / 2, width: w), knockedOut: filled)
        s.mark(.ring(center: Point(cx, 0.64), radius: 0.22 - w / 2, width: w), knockedOut: filled)
        s.mark(.dot(center: Point(cx, 0.64), diameter: 0.1), knockedOut: filled)
        return s.design
    }

    /// A radio 1.16 × 0.96 em: a body 0.72 em tall with corners of 0.14 em, a handle rising from
    /// its top left to the top right, a speaker (a ring 0.36 em across) on the left of its front
    /// and three tuning lines on the right; filled, the speaker and the lines are knocked out.
    private static func radio(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.16, top = 0.24, height = 0.96, w = filled ? pen * innerPenRatio : pen
        var s = SymbolSketch(pen: pen)
        s.line(Point(0.2, top), Point(0.84, r))
        s.shape([Point(0, top), Point(width, top), Point(width, height), Point(0, height)], radius: 0.14, filled: filled)
        let speaker = Point(0.34, (top + height) / 2)
        s.mark(.ring(center: speaker, radius: 0.18 - w / 2, width: w), knockedOut: filled)
        for y in [speaker.y - 0.14, speaker.y, speaker.y + 0.14] {
            s.mark(.polyline([Point(0.7, y), Point(0.96, y)], width: w, closed: false), knockedOut: filled)
        }
        return s.design
    }
}
