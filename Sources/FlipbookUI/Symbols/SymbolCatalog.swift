// SymbolCatalog.swift: resolves `Image(systemName:)` for a font: which drawing, how large, where
// on the line.
// Follows SwiftUI's rule that a symbol takes the point size and weight of the effective font
// (swiftui-facts.md §6) and the pinned decision for its geometry: drawn in the em box, centred on
// the font's cap-height band like a glyph, stroke 0.11 em at regular weight.
// Layout rule (chosen, as SF Symbols' alignment rects are not published): the frame is as tall as
// the font's line box (20.57 pt for 17 pt Inter, within the 17–22 pt an Image(systemName:) with
// the body font measures) with the baseline where text has it, so a symbol beside Text lines up;
// it is as wide as the ink plus a side bearing of 0.05 em on each side, like a glyph's.
// Weight: the stroke scales as Inter's stems do (the "l" of each static Inter face: 64, 122, 178,
// 236, 299, 362, 426, 489, 552 units for ultraLight…black), so a symbol beside text of the same
// weight looks as heavy as the letters.
// Guarantees: unknown names, "" and sizes that are ≤ 0 or not finite give nil (nothing drawn, no
// space taken).

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

    /// The symbol `name` at the font's size and weight, placed like a glyph; nil for an unknown name.
    static func symbol(named name: String, font: ResolvedFont, library: FontLibrary = .shared) -> SymbolImage? {
        let size = Double(font.size)
        guard size > 0, size.isFinite, let design = SymbolDesign.named(name, stroke: strokeWidth(font.weight)) else {
            return nil
        }
        let metrics = library.metrics(font.weight)
        let baseline = metrics.ascent * size
        // The ink's left edge sits one bearing in; its centre half the cap height above the baseline.
        let ink = design.inkBounds
        let place = Transform(a: size, b: 0, c: 0, d: size, tx: (sideBearing - ink.minX) * size,
                              ty: baseline - (metrics.capHeight + ink.height) * size / 2 - ink.minY * size)
        return SymbolImage(
            name: name,
            size: CGSize(width: (ink.width + 2 * sideBearing) * size, height: metrics.lineHeight * size),
            baseline: CGFloat(baseline),
            path: design.path.applying(place),
            stroke: design.strokeWidth.map { Raster.StrokeStyle(width: $0 * size, cap: .round, join: .round) })
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
