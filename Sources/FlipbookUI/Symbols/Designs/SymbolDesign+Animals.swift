// SymbolDesign+Animals.swift: animals: fish, bird, hare, tortoise, ant and ladybug, each in
// outline and filled forms.
// Follows SF Symbols' regular-weight animals by eye, against the 0.9961 em circle, as simple
// silhouettes built from a few convex parts (ellipses and rounded polygons) that overlap: a
// fish 1.14 × 0.6 em swimming right (an oval body, a tail); a bird 1.07 × 0.86 em facing left (a
// round head with its beak, a tilted body, a tail rising behind, a wing, two legs); a hare 1.06 ×
// 0.98 em sitting up facing right (a body, a head, two long ears leaning back, a round tail); a
// tortoise 1.14 × 0.7 em walking right (a domed shell on a rim, two legs, a head); an ant 0.92 ×
// 1.08 em seen from above (head, thorax and abdomen, six legs, two feelers); a ladybird 0.84 ×
// 0.95 em seen from above (a head over a round body split down its middle, four spots). An
// outline is a line of the pen round the parts' union: each part's own line where it runs
// outside every other part (its centreline's crossings with theirs are the union's corners); a
// part too thin to outline at the pen (the hare's ears and tail, the bird's beak) stays solid;
// legs and feelers are lines of the pen, eyes dots of it. Filled forms are the parts solid,
// their inner lines, eyes and spots knocked out.

import Foundation
import Raster

extension SymbolDesign {
    static let animals: Family = [
        ("fish", { fish(filled: false, pen: $0) }),
        ("fish.fill", { fish(filled: true, pen: $0) }),
        ("bird", { bird(filled: false, pen: $0) }),
        ("bird.fill", { bird(filled: true, pen: $0) }),
        ("hare", { hare(filled: false, pen: $0) }),
        ("hare.fill", { hare(filled: true, pen: $0) }),
        ("tortoise", { tortoise(filled: false, pen: $0) }),
        ("tortoise.fill", { tortoise(filled: true, pen: $0) }),
        ("ant", { ant(filled: false, pen: $0) }),
        ("ant.fill", { ant(filled: true, pen: $0) }),
        ("ladybug", { ladybug(filled: false, pen: $0) }),
        ("ladybug.fill", { ladybug(filled: true, pen: $0) }),
    ]

    // MARK: - Silhouettes of convex parts

    /// A convex part: its edge moved `d` inwards, as a closed polygon.
    private typealias Part = (_ d: Double) -> [Point]

    /// An ellipse `rx` × `ry` (half-axes) about `c`, turned by `angle` (clockwise on screen);
    /// nothing when `d` leaves it no inside.
    private static func ellipse(_ c: Point, _ rx: Double, _ ry: Double, turned angle: Double = 0) -> Part {
        { d in
            guard min(rx, ry) - d > 0.005 else { return [] }
            let oval = Raster.Path(ellipseIn: Rect(x: -(rx - d), y: -(ry - d), width: 2 * (rx - d), height: 2 * (ry - d)))
            return SymbolOutline.flattened(oval.applying(Transform(rotation: angle).concatenating(Transform(translationX: c.x, y: c.y))),
                                           pieces: 8)
        }
    }

    /// A convex polygon with its corners rounded to `radius`.
    private static func convex(_ vertices: [Point], radius: Double) -> Part {
        { d in
            SymbolOutline.flattened(SymbolOutline.roundedPolygon(SymbolOutline.offsetPolygon(vertices, by: -d), radius: max(radius - d, 0.005)),
                                    pieces: 8)
        }
    }

    /// The parts' union: solid, or a line of the pen along each part's edge (half the pen
    /// inside it) where it runs outside every other part's line. A part too thin for the pen to
    /// outline (its edge moved in by half the pen turns inside out, folds, vanishes or leaves a
    /// sliver under 0.02 em across) stays solid.
    private static func silhouette(_ parts: [Part], filled: Bool, in s: inout SymbolSketch) {
        let r = s.pen / 2
        if filled {
            for part in parts { s.draw(.area(SymbolOutline.polygon(part(0)))) }
            return
        }
        let lines = parts.map { part -> [Point]? in
            let edge = part(0), line = part(r)
            guard line.count >= 3, let box = bounds(edge), let inner = bounds(line),
                  inner.minX >= box.minX, inner.minY >= box.minY, inner.maxX <= box.maxX, inner.maxY <= box.maxY,
                  SymbolOutline.doubleSignedArea(line) * SymbolOutline.doubleSignedArea(edge) > 0 else { return nil }
            // Twice the area over the perimeter (a convex shape's inradius, near enough): a line
            // round a sliver would fold back on itself.
            let perimeter = zip(line, line.dropFirst() + line.prefix(1)).reduce(0) { $0 + ($1.1 - $1.0).length }
            guard abs(SymbolOutline.doubleSignedArea(line)) / perimeter > 0.02 else { return nil }
            // Still convex: every turn the same way (a corner moved past its neighbours folds).
            let edges = zip(line, line.dropFirst() + line.prefix(1)).map { $0.1 - $0.0 }.filter { $0.length > 1e-9 }
            let turns = zip(edges, edges.dropFirst() + edges.prefix(1)).map { $0.0.cross($0.1) / ($0.0.length * $0.1.length) }
            return turns.allSatisfy({ $0 >= -1e-3 }) || turns.allSatisfy({ $0 <= 1e-3 }) ? line : nil
        }
        for (i, line) in lines.enumerated() {
            guard let line else {
                s.draw(.area(SymbolOutline.polygon(parts[i](0))))
                continue
            }
            var runs = [line + line.prefix(1)]
            for (j, other) in lines.enumerated() where j != i {
                guard let other else { continue }
                runs = runs.flatMap { SymbolGlyph.parts(of: $0, outside: other) }
            }
            for run in runs { s.draw(.polyline(run, width: s.pen, closed: false)) }
        }
    }

    /// The box round the points.
    private static func bounds(_ points: [Point]) -> Rect? {
        guard let first = points.first else { return nil }
        return points.reduce(Rect(corner: first, first)) { $0.union(Rect(corner: $1, $1)) }
    }

    /// An eye: a dot of the pen, knocked out (0.1 em across at least) when filled.
    private static func eye(at c: Point, filled: Bool, in s: inout SymbolSketch) {
        s.mark(.dot(center: c, diameter: filled ? max(s.pen, 0.1) : s.pen), knockedOut: filled)
    }

    // MARK: - Animals

    /// A fish swimming right: an oval body 0.88 × 0.6 em, a tail 0.36 em long spreading to 0.56
    /// em behind it, an eye near its nose.
    private static func fish(filled: Bool, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        silhouette([ellipse(Point(0.7, 0.3), 0.44, 0.3), convex([Point(0.4, 0.3), Point(0, 0.02), Point(0, 0.58)], radius: 0.06)],
                   filled: filled, in: &s)
        eye(at: Point(0.92, 0.24), filled: filled, in: &s)
        return s.design
    }

    /// A bird facing left: a head 0.4 em across with a solid beak, a body tilted 20° rising to a
    /// tail at the top right, a wing curving along the body and two legs under it.
    private static func bird(filled: Bool, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        let parts = [ellipse(Point(0.34, 0.24), 0.2, 0.2), ellipse(Point(0.6, 0.46), 0.4, 0.25, turned: -0.35),
                     convex([Point(0.84, 0.3), Point(1.14, 0.06), Point(1.1, 0.26), Point(0.96, 0.5)], radius: 0.04)]
        silhouette(parts, filled: filled, in: &s)
        // The beak, too small to outline, is solid either way.
        s.draw(.area(SymbolOutline.roundedPolygon([Point(0, 0.22), Point(0.2, 0.13), Point(0.2, 0.31)], radius: 0.03)))
        eye(at: Point(0.32, 0.2), filled: filled, in: &s)
        var wing = PathBuilder()
        wing.move(to: Point(0.52, 0.47))
        wing.quad(to: Point(0.8, 0.42), control: Point(0.64, 0.6))
        s.mark(.polyline(SymbolOutline.flattened(wing.path, pieces: 8), width: filled ? pen * 0.7 : pen, closed: false),
               knockedOut: filled)
        let r = pen / 2
        for x in [0.5, 0.66] { s.line(Point(x, 0.7), Point(x - 0.04, 0.9 - r)) }
        return s.design
    }

    /// A hare sitting up facing right: a body 0.8 × 0.52 em, a head 0.4 × 0.34 em at its front,
    /// two ears 0.44 em long leaning back from the head, a round tail, an eye.
    private static func hare(filled: Bool, pen: Double) -> SymbolDesign {
        var s = SymbolSketch(pen: pen)
        let parts = [ellipse(Point(0.44, 0.74), 0.4, 0.26), ellipse(Point(0.86, 0.56), 0.2, 0.17),
                     ellipse(Point(0.7, 0.26), 0.07, 0.22, turned: -0.5), ellipse(Point(0.82, 0.24), 0.07, 0.22, turned: -0.25),
                     ellipse(Point(0.07, 0.66), 0.07, 0.07)]
        silhouette(parts, filled: filled, in: &s)
        eye(at: Point(0.92, 0.52), filled: filled, in: &s)
        return s.design
    }

    /// A tortoise walking right: a domed shell 0.84 × 0.46 em on a rim 0.96 em long, two legs
    /// under it, a head at the front; the line between shell and rim.
    private static func tortoise(filled: Bool, pen: Double) -> SymbolDesign {
        let c = Point(0.5, 0.62), rx = 0.42, ry = 0.46
        // The upper half of an ellipse, its flat base `d` higher as its curve is `d` inside.
        let dome: Part = { d in
            stride(from: 0.0, through: 1, by: 1.0 / 16).map { t in
                let a = Double.pi + t * Double.pi
                return Point(c.x + cos(a) * (rx - d), c.y - d + sin(a) * (ry - 2 * d))
            }
        }
        var s = SymbolSketch(pen: pen)
        let parts = [dome, convex([Point(0.02, 0.56), Point(0.98, 0.56), Point(0.98, 0.7), Point(0.02, 0.7)], radius: 0.07),
                     convex([Point(0.16, 0.62), Point(0.34, 0.62), Point(0.34, 0.86), Point(0.16, 0.86)], radius: 0.06),
                     convex([Point(0.64, 0.62), Point(0.82, 0.62), Point(0.82, 0.86), Point(0.64, 0.86)], radius: 0.06),
                     ellipse(Point(1.0, 0.56), 0.16, 0.12)]
        silhouette(parts, filled: filled, in: &s)
        let r = pen / 2
        if filled {
            s.cut(.polyline([Point(0.16, 0.57), Point(0.84, 0.57)], width: pen * 0.6, closed: false))
        } else {
            s.line(Point(0.08 + r, 0.56 + r), Point(0.92 - r, 0.56 + r))
        }
        eye(at: Point(1.05, 0.53), filled: filled, in: &s)
        return s.design
    }

    /// An ant seen from above: a head 0.26 em across, a thorax and an abdomen 0.4 × 0.48 em in a
    /// line down the middle, three legs on each side of the thorax and two feelers.
    private static func ant(filled: Bool, pen: Double) -> SymbolDesign {
        let cx = 0.46
        var s = SymbolSketch(pen: pen)
        silhouette([ellipse(Point(cx, 0.26), 0.13, 0.13), ellipse(Point(cx, 0.5), 0.1, 0.15), ellipse(Point(cx, 0.84), 0.2, 0.24)],
                   filled: filled, in: &s)
        let r = pen / 2
        for side in [-1.0, 1] {
            func p(_ x: Double, _ y: Double) -> Point { Point(cx + side * x, y) }
            s.line(p(0.09, 0.44), p(0.26, 0.34), p(0.38, 0.16))
            s.line(p(0.1, 0.52), p(0.3, 0.52), p(0.46 - r, 0.64))
            s.line(p(0.09, 0.6), p(0.24, 0.72), p(0.32, 0.94))
            s.line(p(0.06, 0.15), p(0.12, r + 0.02), p(0.22, r))
        }
        return s.design
    }

    /// A ladybird seen from above: a head 0.4 × 0.3 em over a round body 0.84 em across,
    /// the line where they meet, a line down the body's middle and four spots.
    private static func ladybug(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2, body = Point(0.42, 0.58), radius = 0.42, head = Point(0.42, 0.2), w = filled ? pen * 0.7 : pen
        var s = SymbolSketch(pen: pen)
        silhouette([ellipse(body, radius, radius), ellipse(head, 0.2, 0.15)], filled: filled, in: &s)
        // The neck: the body's edge where the head covers it, drawn half a pen inside the body.
        let degree = Double.pi / 180, neck = radius - (filled ? w / 2 + 0.02 : r)
        s.mark(.arc(center: body, radius: neck, start: -118 * degree, end: -62 * degree, width: w), knockedOut: filled)
        let top = body.y - neck + w
        s.mark(.polyline([Point(body.x, top), Point(body.x, body.y + radius - (filled ? 0.1 : r))], width: w, closed: false),
               knockedOut: filled)
        for (x, y) in [(0.25, 0.5), (0.59, 0.5), (0.28, 0.74), (0.56, 0.74)] {
            s.mark(.dot(center: Point(x, y), diameter: 0.12), knockedOut: filled)
        }
        return s.design
    }
}
