// ResolvedFont.swift: a font as the text engine needs it once the environment is resolved: a
// point size, a weight, a design (which family stands in for it: FontFamily), italic or not,
// and whether digits are tabular.
// Guarantees: none beyond its fields; a size ≤ 0 or not finite lays out as empty text.

import Foundation

/// SwiftUI's font designs, as the engine names them (`Font.Design`).
enum FontDesign: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
}

/// The system font at one size, weight and design: what `Font.system(size:weight:design:)`
/// or a text style resolves to.
struct ResolvedFont: Hashable, Sendable {
    /// The em size in points.
    var size: CGFloat
    var weight: FontWeight
    var design: FontDesign
    var isItalic: Bool
    /// Tabular figures (OpenType `tnum`): every digit takes the same advance.
    var hasMonospacedDigits: Bool

    init(size: CGFloat, weight: FontWeight = .regular, design: FontDesign = .default,
         isItalic: Bool = false, hasMonospacedDigits: Bool = false) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.hasMonospacedDigits = hasMonospacedDigits
    }
}
