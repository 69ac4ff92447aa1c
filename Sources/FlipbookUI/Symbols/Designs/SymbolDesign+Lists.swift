// SymbolDesign+Lists.swift: arrangements: list.bullet (three bullets, each leading a line),
// square.grid.2x2 (four rounded squares) and chart.bar (three bars rising), in outline and filled
// forms; chart.line.uptrend.xyaxis (a line rising over two axes); and the leaf.
// Follows SF Symbols' regular weight by eye: list.bullet 1.1 × 0.86 em, its bullets 0.17 em across;
// the grid 0.96 em square, each square 0.4 em with 0.1 em corners; chart.bar 0.98 × 0.88 em, its
// bars 0.26 em wide; the rising line's chart 1.1 × 0.92 em; the leaf 0.96 em square, pointing up
// to the right, its vein from the stem into the middle (cut out of the filled leaf).
// Layers (SymbolLayer): chart.bar's bars are variable, lit from the shortest.

import Foundation
import Raster

extension SymbolDesign {
    static let lists: Family = [
        ("list.bullet", { listBullet(pen: $0) }),
        ("square.grid.2x2", { grid(filled: false, pen: $0) }),
        ("square.grid.2x2.fill", { grid(filled: true, pen: $0) }),
        ("chart.bar", { chartBar(filled: false, pen: $0) }),
        ("chart.bar.fill", { chartBar(filled: true, pen: $0) }),
        ("chart.line.uptrend.xyaxis", { uptrend(pen: $0) }),
        ("leaf", { leaf(filled: false, pen: $0) }),
        ("leaf.fill", { leaf(filled: true, pen: $0) }),
    ]

    /// Three rows 0.345 em apart: a bullet, then a line to 1.1 em.
    private static func listBullet(pen: Double) -> SymbolDesign {
        let bullet = 0.17, r = pen / 2
        var s = SymbolSketch(pen: pen)
        for row in 0..<3 {
            let y = bullet / 2 + Double(row) * 0.345
            s.draw(.dot(center: Point(bullet / 2, y), diameter: bullet))
            s.line(Point(0.34 + r, y), Point(1.1 - r, y))
        }
        return s.design
    }

    /// Four squares 0.4 em across, 0.16 em apart.
    private static func grid(filled: Bool, pen: Double) -> SymbolDesign {
        let side = 0.4, step = 0.56, corner = 0.1, r = pen / 2
        var s = SymbolSketch(pen: pen)
        for column in 0..<2 {
            for row in 0..<2 {
                let x = Double(column) * step, y = Double(row) * step
                if filled {
                    s.draw(.area(Raster.Path(roundedRect: Rect(x: x, y: y, width: side, height: side), cornerRadius: corner)))
                } else {
                    let corners = [Point(x + r, y + r), Point(x + side - r, y + r), Point(x + side - r, y + side - r), Point(x + r, y + side - r)]
                    s.draw(.rounded(corners, radius: max(corner - r, 0), width: pen))
                }
            }
        }
        return s.design
    }

    /// Three bars 0.26 em wide and 0.1 em apart on one base, rising from the left: 0.4, 0.64
    /// and 0.88 em tall.
    private static func chartBar(filled: Bool, pen: Double) -> SymbolDesign {
        let width = 0.26, step = 0.36, base = 0.88
        var s = SymbolSketch(pen: pen)
        for (i, height) in [0.4, 0.64, 0.88].enumerated() {
            let x = Double(i) * step, top = base - height
            s.layer(variable: i)
            s.shape([Point(x, top), Point(x + width, top), Point(x + width, base), Point(x, base)], radius: 0.07, filled: filled)
        }
        return s.design
    }

    /// A chart 1.1 × 0.92 em: its two axes meeting at the bottom left, and a line zigzagging up
    /// over them from near the origin to the top right.
    private static func uptrend(pen: Double) -> SymbolDesign {
        let r = pen / 2, width = 1.1, height = 0.92
        var s = SymbolSketch(pen: pen)
        s.line(Point(r, r), Point(r, height - r), Point(width - r, height - r))
        s.line(Point(0.24, 0.64), Point(0.46, 0.4), Point(0.64, 0.56), Point(width - r, 0.12))
        return s.design
    }

    /// A leaf from its stem at the bottom left to its tip at the top right, bulging on both
    /// sides of the line between them, with its vein.
    private static func leaf(filled: Bool, pen: Double) -> SymbolDesign {
        let r = pen / 2
        var s = SymbolSketch(pen: pen)
        let stem = Point(0.06, 0.9), veinEnd = Point(0.62, 0.38)
        if filled {
            s.draw(.area(leafPath(inset: 0)))
            s.cut(.polyline([Point(0.3, 0.66), veinEnd], width: pen * innerPenRatio, closed: false))
            s.line(stem, Point(0.3, 0.66))
        } else {
            s.draw(.curve(leafPath(inset: r), width: pen))
            s.line(stem, veinEnd)
        }
        return s.design
    }

    /// The leaf's outline: from the stem end of the blade up the lower-right side to the tip,
    /// and back down the upper-left side; `inset` draws it that far inside (for the pen).
    private static func leafPath(inset: Double) -> Raster.Path {
        let d = inset
        var b = PathBuilder()
        b.move(to: Point(0.2 + d, 0.8 - d))
        b.cubic(to: Point(0.96 - d, 0.04 + d), control1: Point(0.62, 0.98 - d), control2: Point(0.98 - d, 0.62))
        b.cubic(to: Point(0.2 + d, 0.8 - d), control1: Point(0.42, 0.02 + d), control2: Point(0.02 + d, 0.42))
        b.close()
        return b.path
    }
}
