// FontMetrics.swift: the vertical metrics of a face, in ems, which line boxes and symbols are
// built from.
// Follows Core Text's reading of a font: ascent and descent from the hhea table (or OS/2's typo
// values when the font sets USE_TYPO_METRICS, as HarfBuzz reads them), line gap added below.
// Guarantees: all fields are finite; ascent, descent and capHeight are ≥ 0.

import Foundation

/// Vertical metrics as fractions of the em.
struct FontMetrics: Equatable, Sendable {
    /// From the baseline up to the top of the line box.
    var ascent: Double
    /// From the baseline down to the bottom of the line box (positive).
    var descent: Double
    /// Extra space below the descent in a line box (0 for Inter and DejaVu Sans).
    var lineGap: Double
    /// Height of the capitals above the baseline (the top of "H").
    var capHeight: Double

    /// Inter 4's own proportions (2728, 680, 0 and 2048 of 2816 units). Used only when no font
    /// file at all is installed, so that symbols still get a size while text draws nothing.
    static let interDesign = FontMetrics(ascent: 2728 / 2816, descent: 680 / 2816, lineGap: 0, capHeight: 2048 / 2816)

    /// The height of one line: ascent + descent + line gap.
    var lineHeight: Double { ascent + descent + lineGap }
}
