// PaintSource.swift: a Paint made ready for the compositor, once per fill: the gradient's colour
// table, and the map from device pixels to the place along the gradient. Every kind samples a
// pixel at its centre and looks the location up the same way (location·255, rounded, into the
// 256-entry table), so a radial or angular gradient shows exactly the colours a linear one would
// at the same locations. Non-finite or degenerate geometry (a zero-length axis, equal radii, a map
// that flattens the plane) paints the last colour, as a linear gradient of zero length always has.
// Under a perspective map a gradient is no longer affine in device space: each pixel centre is
// taken back to the path's space through the inverse map, and the gradient is sampled there.

import Foundation

/// Where each pixel's colour comes from.
enum PaintSource {
    case solid(PremultipliedColor)
    /// A 256-entry table along the gradient axis; `t = (x·dx + y·dy) + t0` at pixel centres.
    case gradient(table: [PremultipliedColor], dx: Double, dy: Double, t0: Double)
    /// `fromDevice` maps a device point to its offset from the centre, in the paint's space; its
    /// direction there, from `start` over `span` radians, is the location (see `angularLocation`).
    case angular(table: [PremultipliedColor], fromDevice: Transform, start: Double, span: Double)
    /// `fromDevice` maps a device point to its offset from the centre in the gradient's own space,
    /// where the rings are circles; `t = (distance − startRadius) / span`.
    case radial(table: [PremultipliedColor], fromDevice: Transform, startRadius: Double, span: Double)
    /// A gradient in path space, drawn under a perspective map: `toPath` takes a device point
    /// back to path space, where `inPath` (made for the identity map) is sampled.
    indirect case projected(inPath: PaintSource, toPath: ProjectiveTransform)

    /// The source for `paint` drawn under `transform` (path space to device pixels).
    init(_ paint: Paint, transform: Transform) {
        switch paint {
        case .solid(let c):
            self = .solid(PremultipliedColor(premultiplying: c))
        case .linearGradient(let stops, let start, let end):
            let a = transform.apply(start), b = transform.apply(end)
            let d = b - a, l2 = d.dot(d)
            let table = GradientTable.premultiplied(stops)
            guard l2 > 0, l2.isFinite else { self = .solid(table[255]); return }
            self = .gradient(table: table, dx: d.x / l2, dy: d.y / l2, t0: -a.dot(d) / l2)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            let table = GradientTable.premultiplied(stops), span = endAngle - startAngle
            guard startAngle.isFinite, span.isFinite,
                  let fromDevice = Self.offsetFromCenter(center, under: transform) else { self = .solid(table[255]); return }
            self = .angular(table: table, fromDevice: fromDevice, start: startAngle, span: span)
        case .radialGradient(let stops, let center, let startRadius, let endRadius, let space):
            let table = GradientTable.premultiplied(stops), span = endRadius - startRadius
            guard span != 0, startRadius.isFinite, span.isFinite,
                  let fromDevice = Self.offsetFromCenter(center, under: space.concatenating(transform)) else {
                self = .solid(table[255])
                return
            }
            self = .radial(table: table, fromDevice: fromDevice, startRadius: startRadius, span: span)
        }
    }

    /// The source for `paint` drawn under a perspective `projection` (path space to device pixels).
    init(_ paint: Paint, projection: ProjectiveTransform) {
        if projection.isAffine {
            self.init(paint, transform: projection.affine)
            return
        }
        let inPath = PaintSource(paint, transform: .identity)
        guard case .solid = inPath else {
            guard let toPath = projection.inverted else { self = inPath.lastColor; return }
            self = .projected(inPath: inPath, toPath: toPath)
            return
        }
        self = inPath
    }

    /// A solid source of the colour a degenerate gradient paints: its last.
    private var lastColor: PaintSource {
        switch self {
        case .solid: return self
        case .gradient(let table, _, _, _), .angular(let table, _, _, _), .radial(let table, _, _, _): return .solid(table[255])
        case .projected(let inner, _): return inner.lastColor
        }
    }

    /// The map from device points to their offset from `center`, where `toDevice` maps the
    /// centre's space to the device; nil when it cannot be undone or the centre is not finite.
    private static func offsetFromCenter(_ center: Point, under toDevice: Transform) -> Transform? {
        guard center.x.isFinite, center.y.isFinite, let inverse = toDevice.inverted else { return nil }
        return inverse.concatenating(Transform(translationX: -center.x, y: -center.y))
    }

    /// The colour at the centre of device pixel (x, y).
    @inline(__always)
    func color(atPixel x: Int, _ y: Int) -> PremultipliedColor {
        color(at: Point(Double(x) + 0.5, Double(y) + 0.5))
    }

    /// The colour at device point p.
    @inline(__always)
    func color(at p: Point) -> PremultipliedColor {
        switch self {
        case .solid(let color):
            return color
        case .gradient(let table, let dx, let dy, let t0):
            return Self.entry(table, t0 + p.y * dy + p.x * dx)
        case .angular(let table, let fromDevice, let start, let span):
            let q = fromDevice.apply(p)
            return Self.entry(table, Self.angularLocation(atan2(q.y, q.x), start: start, span: span))
        case .radial(let table, let fromDevice, let startRadius, let span):
            let q = fromDevice.apply(p)
            return Self.entry(table, (q.length - startRadius) / span)
        case .projected(let inPath, let toPath):
            // A point at the horizon maps to infinity: it shows the colour a degenerate map paints.
            let q = toPath.apply(p)
            guard q.x.isFinite, q.y.isFinite else { return inPath.lastColor.color(at: p) }
            return inPath.color(at: q)
        }
    }

    /// The table entry for location `t`, clamped to 0…1 (the padding beyond the ends).
    @inline(__always)
    private static func entry(_ table: [PremultipliedColor], _ t: Double) -> PremultipliedColor {
        table[tableIndex(t)]
    }

    /// Where location `t` falls in a 256-entry table: clamped to 0…1, times 255, rounded to the
    /// nearest entry (halves up). Rounded as `Int(v.rounded())` rounds, without its call to libm's
    /// `round` for every pixel: truncation, plus one where the fraction is at least a half (for v in
    /// 0…255, v − ⌊v⌋ is exact).
    @inline(__always)
    static func tableIndex(_ t: Double) -> Int {
        let v = min(max(t, 0), 1) * 255
        let whole = Int(v)
        return v - Double(whole) >= 0.5 ? whole + 1 : whole
    }

    /// The location of direction `angle` in a sweep from `start` over `span` radians. A sweep
    /// of a turn or more shows its last turn, the one ending at start + span; a shorter one
    /// leaves a gap after its end, whose first half shows location 1 and second half location 0.
    static func angularLocation(_ angle: Double, start: Double, span: Double) -> Double {
        let turn = 2 * Double.pi
        if span >= turn {
            // How far back from the end the direction lies, within one turn.
            return 1 - positiveRemainder(start + span - angle, turn) / span
        }
        let u = positiveRemainder(angle - start, turn)
        if span > 0 && u <= span { return u / span }
        return u < (span + turn) / 2 ? 1 : 0
    }

    /// `value` modulo `divisor`, in 0 ..< divisor (or exactly divisor, where adding it to a tiny
    /// negative remainder rounds up).
    private static func positiveRemainder(_ value: Double, _ divisor: Double) -> Double {
        let r = value.truncatingRemainder(dividingBy: divisor)
        return r < 0 ? r + divisor : r
    }
}
