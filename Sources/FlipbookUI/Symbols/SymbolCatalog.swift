// SymbolCatalog.swift: resolves `Image(systemName:)` for a font and an image scale: which
// drawing, how large, where on the line.
// Follows SwiftUI's rule that a symbol takes the point size and weight of the effective font
// (swiftui-facts.md §6) and the pinned decision for its geometry: drawn in the em box, centred on
// the font's cap-height band like a glyph, stroke 0.11 em at regular weight. The image scale
// multiplies the whole symbol by 0.79 (small), 1 (medium) or 1.28 (large), pinned in
// swiftui-facts-everyday.md §9, about the centre of the cap-height band, so that a small or
// large symbol stays centred on the text line.
// Layout rule (chosen, as SF Symbols' alignment rects are not published): at medium scale the
// frame is as tall as the font's line box (20.57 pt for 17 pt Inter, within the 17–22 pt an
// Image(systemName:) with the body font measures) with the baseline where text has it, so a
// symbol beside Text lines up; it is as wide as the ink plus a side bearing of 0.05 em on each
// side, like a glyph's. Other scales scale that frame too, about the same centre.
// Weight: the stroke scales as Inter's stems do (the "l" of each static Inter face: 64, 122, 178,
// 236, 299, 362, 426, 489, 552 units for ultraLight…black), so a symbol beside text of the same
// weight looks as heavy as the letters.
// Guarantees: unknown names, "" and sizes or scales that are ≤ 0 or not finite give nil (nothing
// drawn, no space taken).

import Foundation
import Raster

/// The system symbols Flipbook can draw.
enum SymbolCatalog {
    /// The side bearing left and right of the ink, in ems.
    static let sideBearing = 0.05
    /// Stroke width at regular weight, in ems (pinned).
    static let regularStroke = 0.11

    /// The names `symbol(named:font:)` knows.
    static var names: [String] { SymbolDesign.names }

    /// Whether `name` is a symbol the catalog draws.
    static func contains(_ name: String) -> Bool { SymbolDesign.isKnown(name) }

    /// How much larger than medium a symbol of the scale is (pinned: 0.79, 1, 1.28).
    static func scaleFactor(_ scale: Image.Scale) -> Double {
        switch scale {
        case .small: return 0.79
        case .medium: return 1
        case .large: return 1.28
        }
    }

    /// The symbol `name` at the font's size and weight, `scale` times its medium size, placed like
    /// a glyph; nil for an unknown name.
    static func symbol(named name: String, font: ResolvedFont, scale: Double = 1,
                       library: FontLibrary = .shared) -> SymbolImage? {
        let size = Double(font.size)
        guard size > 0, size.isFinite, scale > 0, scale.isFinite,
              let design = SymbolDesign.named(name, stroke: strokeWidth(font.weight)) else {
            return nil
        }
        let metrics = library.metrics(font.weight)
        // The medium frame is the line box with the baseline at the ascent; scaling it about the
        // cap band's centre (`middle` below its top) moves its top down by (1 − scale)·middle.
        let middle = (metrics.ascent - metrics.capHeight / 2) * size
        let baseline = metrics.ascent * size - (1 - scale) * middle
        let em = size * scale
        // The ink's left edge sits one bearing in; its centre half the cap height above the
        // baseline.
        let ink = design.inkBounds
        let place = Transform(a: em, b: 0, c: 0, d: em, tx: (sideBearing - ink.minX) * em,
                              ty: baseline - (metrics.capHeight + ink.height * scale) * size / 2 - ink.minY * em)
        return SymbolImage(
            name: name,
            size: CGSize(width: (ink.width + 2 * sideBearing) * em, height: metrics.lineHeight * size * scale),
            baseline: CGFloat(baseline),
            path: design.path.applying(place),
            stroke: design.strokeWidth.map { Raster.StrokeStyle(width: $0 * em, cap: .round, join: .round) },
            layers: design.layers.map { $0.applying(place) })
    }

    /// The symbol stroke for a weight, in ems: 0.11 em scaled by Inter's stem width relative to
    /// Regular's.
    static func strokeWidth(_ weight: FontWeight) -> Double {
        regularStroke * interStemUnits[weight.rawValue] / interStemUnits[FontWeight.regular.rawValue]
    }

    /// The width of "l" in each static Inter face, ultraLight (Inter Thin) to black, in units
    /// of Inter's 2816-unit em.
    private static let interStemUnits: [Double] = [64, 122, 178, 236, 299, 362, 426, 489, 552]
}
