// DashPattern.swift: a validated dash array and phase.
// Guarantees: an even number of finite, non-negative lengths with a positive sum (an odd list is
// repeated, as SVG says); a finite phase.

/// Alternating on and off lengths along a stroke.
public struct DashPattern: Equatable, Sendable {
    let lengths: [Double]
    let phase: Double

    /// nil when the lengths cannot dash (empty, negative, non-finite or all zero): SVG then
    /// draws the stroke solid.
    public init?(_ lengths: [Double], phase: Double = 0) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), phase.isFinite,
              lengths.reduce(0, +) > 0 else { return nil }
        self.lengths = lengths.count % 2 == 0 ? lengths : lengths + lengths
        self.phase = phase
    }

    var period: Double { lengths.reduce(0, +) }
}
