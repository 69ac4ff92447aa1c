// SymbolDesign.swift: one symbol's drawing in ems (y down), before placement on a line, and the
// table of every name Flipbook draws.
// Follows the pinned decision for Image(systemName:) (swiftui-facts.md): the checkmark is SF
// Symbols' regular-weight checkmark, 0.85 em wide and 0.8 em tall including its round caps, its
// stroke 0.11 em at regular; the other symbols are drawn in the same spirit, sized by eye against
// SF Symbols at regular weight, medium scale: a circle enclosure is 0.9961 em across (SF's
// circle.fill, swiftui-facts-everyday.md §9), lines have round caps and joins, filled variants
// cover the same box as their outlines with the inner lines knocked out. The drawings are
// Flipbook's own (the families are in SymbolDesign+*.swift).
// Each design keeps its ink box at every weight: its lines are drawn inside it, so a heavier
// pen thickens them inwards (the pinned checkmark keeps 0.85 × 0.8 em at bold).
// Guarantees: a design is never empty; `inkBounds` holds all of its paint.

import Foundation
import Raster

/// One symbol drawn in its ink box.
struct SymbolDesign {
    var path: Raster.Path
    /// Stroke width in ems; nil when `path` is filled.
    var strokeWidth: Double?
    /// SF Symbols' layers, in drawing order, for the rendering modes that colour them apart
    /// (palette, hierarchical, multicolor) and for a variable value; empty: one primary layer,
    /// `path`. Monochrome always draws `path`, the union of the layers, as one shape.
    var layers: [SymbolLayer] = []

    /// The painted area, in ems: the path's bounds, grown by half the stroke width for stroked
    /// designs (their extreme points are all round caps, round joins or smooth curves, whose
    /// outline reaches exactly that far).
    var inkBounds: Rect {
        let half = (strokeWidth ?? 0) / 2
        return (path.bounds ?? .zero).insetBy(dx: -half, dy: -half)
    }

    /// The design mapped by `t` (a mirror or a quarter turn of another design).
    func applying(_ t: Transform) -> SymbolDesign {
        SymbolDesign(path: path.applying(t), strokeWidth: strokeWidth, layers: layers.map { $0.applying(t) })
    }

    /// The design with the fixed colour multicolor rendering gives `layer` (its index).
    func multicolored(_ layer: Int, _ color: Color) -> SymbolDesign {
        var copy = self
        copy.layers[layer].multicolor = color
        return copy
    }

    /// A badged design (its base, then its badge in a layer of its own) as SF splits it: the
    /// badge is the primary layer, in `color` under multicolor, and the base the secondary.
    func badgeLayers(_ color: Color?) -> SymbolDesign {
        var copy = self
        copy.layers[0].level = 1
        copy.layers[1].multicolor = color
        return copy
    }

    /// The design mirrored left to right.
    var mirrored: SymbolDesign { applying(Transform(scaleX: -1, y: 1)) }

    /// The design turned by `quarterTurns` quarter turns, clockwise on screen.
    func turned(_ quarterTurns: Int) -> SymbolDesign {
        let turns = ((quarterTurns % 4) + 4) % 4
        let (c, s): (Double, Double) = [(1, 0), (0, 1), (-1, 0), (0, -1)][turns]
        return applying(Transform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0))
    }

    /// A family's designs: each name with how to draw it for a stroke width in ems.
    typealias Family = [(name: String, draw: (Double) -> SymbolDesign)]

    /// Every family, in the order `names` lists them.
    private static let families: [Family] = [marks, arrows, enclosed, shapes, media, objects, devices, documents, people, lists, weather,
                                             travel, everyday, leisure, places, tools, variations, editing, computers,
                                             health, activities, studio, outdoors, services, controls, collections, code,
                                             crafts, outings, animals, figures, rings, sports, signs, celebrations,
                                             playback, measures, journeys, badges, gadgets, wellness]

    /// Every name the catalog draws.
    static let names: [String] = families.flatMap { $0.map(\.name) }

    private static let table: [String: (Double) -> SymbolDesign] = Dictionary(
        families.flatMap { $0.map { ($0.name, $0.draw) } }, uniquingKeysWith: { first, _ in first })

    /// Whether `name` is drawn: by the table, or as another symbol in a circle (Circled).
    static func isKnown(_ name: String) -> Bool { drawsItself(name) || circledBase(of: name) != nil }

    /// Whether the table has a drawing of its own for `name`.
    static func drawsItself(_ name: String) -> Bool { table[name] != nil }

    /// The design called `name` with strokes `stroke` ems wide; nil for unknown names.
    static func named(_ name: String, stroke: Double) -> SymbolDesign? {
        table[name].map { $0(stroke) } ?? circled(name, stroke: stroke)
    }
}
