// ResolvedFont.swift: a font as the text engine needs it once the environment is resolved: a
// point size and a weight of the system font (Inter standing in for SF Pro).
// Guarantees: none beyond its fields; a size ≤ 0 or not finite lays out as empty text.

import Foundation

/// The system font at one size and weight: what `Font.system(size:weight:)` or a text style
/// resolves to.
struct ResolvedFont: Hashable, Sendable {
    /// The em size in points.
    var size: CGFloat
    var weight: FontWeight

    init(size: CGFloat, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }
}
