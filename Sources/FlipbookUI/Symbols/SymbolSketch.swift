// SymbolSketch.swift: how a symbol is drawn: a list of marks, in ems in the symbol's own box (y
// down), each either ink or a cut through the ink, and the one drawing they resolve to.
// Why marks rather than paths: SF Symbols draw an outline symbol as lines of one width with round
// caps and joins, and its filled variant as areas with the same lines knocked out of them. A mark
// knows both forms, so one description gives a stroked centreline when every mark is a line of the
// same width (the renderer strokes it exactly, and the stroker unions overlapping lines), and
// otherwise a single nonzero fill whose ink contours run clockwise and whose cuts run the other way.
// Guarantees: a cut lies inside ink of winding one (the designs keep to this), so the fill
// leaves exactly the cut area empty; a free curve is only ever stroked (`design` traps if a
// sketch with a curve needs a fill, which the catalog tests rule out for every name).

import Foundation
import Raster

/// One mark of a symbol, in ems.
enum SymbolMark {
    /// A line through the points, `width` wide, with round caps and joins; closed when asked.
    case polyline([Point], width: Double, closed: Bool)
    /// A closed line through the points, each convex corner rounded to its radius on the
    /// centreline (one radius per point).
    case roundedPolygon([Point], radii: [Double], width: Double)
    /// A circular arc, clockwise on a y-down screen from `start` to `end` (radians, `end` > `start`),
    /// with round caps.
    case arc(center: Point, radius: Double, start: Double, end: Double, width: Double)
    /// A circle drawn as a line of `width` around `center` (its centreline's radius).
    case ring(center: Point, radius: Double, width: Double)
    /// A filled disk.
    case dot(center: Point, diameter: Double)
    /// A free centreline, stroked `width` wide; only in sketches drawn as strokes.
    case curve(Raster.Path, width: Double)
    /// A filled area (nonzero within itself).
    case area(Raster.Path)

    /// A closed line through the points with every convex corner rounded to `radius`.
    static func rounded(_ points: [Point], radius: Double, width: Double) -> SymbolMark {
        .roundedPolygon(points, radii: Array(repeating: radius, count: points.count), width: width)
    }

    /// The width of the line this mark draws, when the renderer can draw it as a stroke.
    var strokeWidth: Double? {
        switch self {
        case .polyline(_, let w, _), .roundedPolygon(_, _, let w), .arc(_, _, _, _, let w),
             .ring(_, _, let w), .curve(_, let w):
            return w
        case .dot, .area:
            return nil
        }
    }

    /// The centreline, for a stroke of `strokeWidth`.
    func centreline(into b: inout PathBuilder) {
        switch self {
        case .polyline(let points, _, let closed):
            b.move(to: points[0])
            for p in points.dropFirst() { b.line(to: p) }
            // A single point draws a dot of the pen's width (a zero-length line with round caps).
            if points.count == 1 { b.line(to: points[0]) }
            if closed { b.close() }
        case .roundedPolygon(let points, let radii, _):
            b.append(SymbolOutline.roundedPolygon(points, radii: radii))
        case .arc(let c, let radius, let start, let end, _):
            var arc = PathBuilder()
            arc.addArc(center: c, radius: radius, startAngle: start, endAngle: end, clockwise: true)
            b.append(arc.path)
        case .ring(let c, let radius, _):
            b.addEllipse(in: Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius))
        case .curve(let path, _):
            b.append(path)
        case .dot, .area:
            preconditionFailure("a filled mark has no centreline")
        }
    }

    /// The area the mark covers: contours to fill (`ink`) and contours cut out of them
    /// (`holes`, such as a ring's inside), before orientation.
    var areas: (ink: [Raster.Path], holes: [Raster.Path]) {
        switch self {
        case .polyline(let points, let w, let closed):
            if points.count == 1 { return ([SymbolOutline.disk(points[0], diameter: w)], []) }
            guard closed else { return ([SymbolOutline.strokeOutline(points, width: w)], []) }
            return ([SymbolOutline.roundedPolygon(SymbolOutline.offsetPolygon(points, by: w / 2), radius: w / 2)],
                    [SymbolOutline.polygon(SymbolOutline.offsetPolygon(points, by: -w / 2))])
        case .roundedPolygon(let points, let radii, let w):
            let (cw, rs) = SymbolOutline.clockwise(points, radii)
            return ([SymbolOutline.roundedPolygon(SymbolOutline.offsetPolygon(cw, by: w / 2), radii: rs.map { $0 + w / 2 })],
                    [SymbolOutline.roundedPolygon(SymbolOutline.offsetPolygon(cw, by: -w / 2), radii: rs.map { max($0 - w / 2, 0) })])
        case .arc(let c, let radius, let start, let end, let w):
            return ([SymbolOutline.arcOutline(center: c, radius: radius, start: start, end: end, width: w)], [])
        case .ring(let c, let radius, let w):
            return ([SymbolOutline.disk(c, diameter: 2 * radius + w)],
                    radius > w / 2 ? [SymbolOutline.disk(c, diameter: 2 * radius - w)] : [])
        case .dot(let c, let diameter):
            return ([SymbolOutline.disk(c, diameter: diameter)], [])
        case .area(let path):
            return ([path], [])
        case .curve:
            preconditionFailure("a free curve can only be stroked")
        }
    }
}

// MARK: - Sketch

/// The marks of one symbol, in drawing order, and the design they make.
struct SymbolSketch {
    /// The symbol's stroke width in ems at the font's weight (the width most marks use).
    let pen: Double
    private var marks: [(mark: SymbolMark, isCut: Bool, layer: Int)] = []
    /// The layers begun with `layer(_:)`, their paths still empty; marks go to the last.
    private var layers: [SymbolLayer] = []

    init(pen: Double) { self.pen = pen }

    /// Adds ink.
    mutating func draw(_ mark: SymbolMark) { marks.append((mark, false, max(layers.count - 1, 0))) }

    /// Cuts the mark's area out of the ink drawn (in the same layer) before or after it.
    mutating func cut(_ mark: SymbolMark) { marks.append((mark, true, max(layers.count - 1, 0))) }

    /// Starts a layer (SF's split of the symbol): the marks drawn from now on are in it. Marks
    /// drawn before the first call are in the first layer.
    mutating func layer(_ level: Int = 0, multicolor: Color? = nil, variable: Int? = nil) {
        if layers.isEmpty, !marks.isEmpty { layers.append(SymbolLayer(path: Raster.Path())) }
        layers.append(SymbolLayer(path: Raster.Path(), level: level, multicolor: multicolor, variableIndex: variable))
    }

    /// A line of the pen's width through the points.
    mutating func line(_ points: Point..., closed: Bool = false) {
        draw(.polyline(points, width: pen, closed: closed))
    }

    /// The drawing: one stroked centreline when every mark is ink drawn as a line of one width,
    /// else one nonzero fill; each layer begun is drawn the same way from its own marks. A fill
    /// with cuts and no layers of its own is SF's enclosure: two layers, the enclosure with the
    /// cuts (secondary) under the cut glyph filled (primary).
    var design: SymbolDesign {
        let widths = Set(marks.map { $0.isCut ? nil : $0.mark.strokeWidth })
        let stroke = widths.count == 1 ? widths.first ?? nil : nil
        // Each mark drawn once (its areas are offset polygons and stroke outlines, not cheap):
        // into the whole drawing, its layer's, and, for a cut without layers, the knockout.
        var whole = PathBuilder(), knockout = PathBuilder()
        var layerPaths = [PathBuilder](repeating: PathBuilder(), count: layers.count)
        for (mark, isCut, layer) in marks {
            var drawn = PathBuilder()
            if stroke != nil {
                mark.centreline(into: &drawn)
            } else {
                let (ink, holes) = mark.areas
                for path in ink { drawn.append(SymbolOutline.oriented(path, clockwise: !isCut)) }
                for path in holes { drawn.append(SymbolOutline.oriented(path, clockwise: isCut)) }
                // The knockout is the cut itself, wound as ink: the reverse of how it was drawn.
                if isCut && layers.isEmpty {
                    for path in ink { knockout.append(SymbolOutline.oriented(path, clockwise: true)) }
                    for path in holes { knockout.append(SymbolOutline.oriented(path, clockwise: false)) }
                }
            }
            whole.append(drawn.path)
            if layerPaths.indices.contains(layer) { layerPaths[layer].append(drawn.path) }
        }
        let path = whole.path
        if !layers.isEmpty {
            let drawnLayers = zip(layers, layerPaths).map { layer, drawn in
                var drawnLayer = layer
                drawnLayer.path = drawn.path
                return drawnLayer
            }
            return SymbolDesign(path: path, strokeWidth: stroke, layers: drawnLayers)
        }
        let cut = knockout.path
        guard !cut.isEmpty else { return SymbolDesign(path: path, strokeWidth: stroke) }
        return SymbolDesign(path: path, strokeWidth: nil, layers: [SymbolLayer(path: path, level: 1), SymbolLayer(path: cut)])
    }
}

// MARK: - Shared forms

extension SymbolSketch {
    /// A polygon with its convex corners rounded (one radius per vertex): solid, or a line of the
    /// pen along the polygon offset inwards by half the pen, so that the line's outer edge is the
    /// solid form's edge.
    mutating func shape(_ outline: [Point], radii: [Double], filled: Bool) {
        if filled {
            draw(.area(SymbolOutline.roundedPolygon(outline, radii: radii)))
        } else {
            let r = pen / 2
            draw(.roundedPolygon(SymbolOutline.offsetPolygon(outline, by: -r), radii: radii.map { max($0 - r, 0) }, width: pen))
        }
    }

    /// The same with every corner rounded to `radius`.
    mutating func shape(_ outline: [Point], radius: Double, filled: Bool) {
        shape(outline, radii: Array(repeating: radius, count: outline.count), filled: filled)
    }
}
