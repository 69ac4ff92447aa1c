// Text+LineStyle.swift: how an underline or a strikethrough is drawn: a pattern of dashes and dots,
// in a colour. The pattern's lengths are in multiples of the line's thickness, so they scale with
// the font. Apple documents the patterns' names but not their lengths; these are ours: a dot as
// long as the line is thick with a gap as long, a dash four times that with a gap of two.

import Foundation

extension Text {
    /// How an underline or a strikethrough is drawn: its pattern, in a colour (nil: the text's).
    public struct LineStyle: Hashable, Sendable {
        /// A line's pattern of dashes and dots.
        public struct Pattern: Hashable, Sendable {
            /// Lengths on, off, on, off… in multiples of the line's thickness; empty: unbroken.
            let dashes: [Double]

            public static let solid = Pattern(dashes: [])
            public static let dot = Pattern(dashes: [1, 1])
            public static let dash = Pattern(dashes: [4, 2])
            public static let dashDot = Pattern(dashes: [4, 2, 1, 2])
            public static let dashDotDot = Pattern(dashes: [4, 2, 1, 2, 1, 2])
        }

        public let pattern: Pattern
        public let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public static let single = LineStyle()
    }
}

extension Text.LineStyle.Pattern {
    /// The pieces of a line `bar` drawn in this pattern, from its left end.
    func pieces(of bar: CGRect) -> [CGRect] {
        let unit = bar.height
        guard !dashes.isEmpty, unit > 0, bar.width > 0 else { return [bar] }
        var pieces: [CGRect] = []
        var x = bar.minX, k = 0
        while x < bar.maxX {
            let length = dashes[k % dashes.count] * unit
            if k % 2 == 0 { pieces.append(CGRect(x: x, y: bar.minY, width: min(length, bar.maxX - x), height: bar.height)) }
            x += length
            k += 1
        }
        return pieces
    }
}
