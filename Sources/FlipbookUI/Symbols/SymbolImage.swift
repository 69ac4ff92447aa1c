// SymbolImage.swift: what `Image(systemName:)` resolves to: a layout size, a baseline, and one
// drawing (with its layers), in points with the origin at the top-left of the image's frame and
// y pointing down.
// Why one drawing beside the layers: monochrome SwiftUI paints a symbol as a single shape, so a
// translucent foreground colour must cover overlapping pieces once; a single fill path (nonzero)
// or a single stroked path (whose outline the stroker unions) guarantees that. The layers are
// for the modes that colour them apart.
// Raster has no public way to turn a stroke into a path, so stroked symbols carry the centreline
// and the style, and the renderer strokes them with Canvas.stroke.
// Guarantees: every point is finite; the drawing lies within the frame.

import Foundation
import Raster

/// A resolved system symbol, ready to lay out and draw in the foreground colour.
struct SymbolImage: Sendable {
    let name: String
    /// The frame's size: the symbol's width plus side bearings, the font's line height.
    let size: CGSize
    /// The baseline's distance from the top of the frame (the font's ascent, as for text).
    let baseline: CGFloat
    /// The shape to paint, in the frame's coordinates.
    let path: Raster.Path
    /// nil: fill `path` with the nonzero rule. Otherwise stroke `path` with this style (round
    /// caps and joins, width following the font weight).
    let stroke: Raster.StrokeStyle?
    /// SF's layers, in drawing order, placed like `path` (drawn like it: filled, or stroked with
    /// `stroke`); empty for a symbol of one layer.
    var layers: [SymbolLayer] = []

    /// How many of the layers a variable value lights.
    var variableLayerCount: Int { layers.filter { $0.variableIndex != nil }.count }
}
