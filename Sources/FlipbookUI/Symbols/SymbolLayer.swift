// SymbolLayer.swift: one of a symbol's layers as SF Symbols split them: a part of the drawing
// with its hierarchy level (which palette colour it takes, how faint hierarchical draws it), the
// fixed colour multicolor rendering gives it, and its place among the layers a variable value
// lights (wifi's arcs, speaker.wave's waves, chart.bar's bars).
// Why levels and not colours: SF assigns each layer a level once, and every mode derives its
// colours from the level (palette: the i-th style; hierarchical: the foreground at the level's
// opacity).

import Raster

/// One layer of a symbol, drawn like its design (filled, or stroked at the design's width).
struct SymbolLayer {
    var path: Raster.Path
    /// 0 primary, 1 secondary, 2 tertiary.
    var level = 0
    /// The layer's colour in multicolor rendering; nil: the foreground style.
    var multicolor: Color? = nil
    /// The layer's place among the variable layers, from the first to light (nil: not variable).
    var variableIndex: Int? = nil

    func applying(_ t: Transform) -> SymbolLayer {
        var copy = self
        copy.path = path.applying(t)
        return copy
    }

    /// Whether a layer at `index` of `count` variable layers is lit at `value` (0…1): SF lights
    /// them in order as the value crosses evenly spaced thresholds, the first as soon as it is
    /// above 0, so 0 leaves all of them dim and 1 lights all.
    static func isLit(index: Int, of count: Int, at value: Double) -> Bool {
        value > Double(index) / Double(max(count, 1))
    }

    /// How much of its opacity an unlit variable layer keeps (the tertiary level's, as SF dims it).
    static let unlitOpacity = HierarchicalShapeStyle.levelOpacities[2]
}
