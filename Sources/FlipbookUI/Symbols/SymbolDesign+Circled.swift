// SymbolDesign+Circled.swift: any symbol in a circle (`camera.circle`, `camera.circle.fill`),
// and the numbers and letters SF encloses (`1.circle`, SymbolDesign+Characters), for the names
// the table draws no circled form of: the symbol scaled into the middle of SF's
// circle, inside a ring of the pen, or knocked out of a disc, the way SF Symbols make their
// circled variants. The disc cuts the symbol's filled form (its `.fill`, else the symbol when it
// is an area), so that the cut is exact; a symbol drawn only as lines has no circled fill.
// The cut is also the fill's second layer, drawn in the primary style under palette rendering.

import Raster

extension SymbolDesign {
    /// The symbol's larger side, as a share of the circle's diameter (by eye against SF's
    /// `*.circle` symbols, whose glyph is a little over half the circle).
    static let circledGlyphShare = 0.54

    /// The name of the symbol a circled name draws in its circle, with whether it is the filled
    /// form; nil when the name is not a circled one or the table has no such symbol.
    static func circledBase(of name: String) -> (base: String, filled: Bool)? {
        for (suffix, filled) in [(".circle.fill", true), (".circle", false)] where name.hasSuffix(suffix) {
            let base = String(name.dropLast(suffix.count))
            guard !base.isEmpty, drawsItself(base) || isEnclosedCharacters(base) else { return nil }
            return filled && glyphArea(base, stroke: 0.1) == nil ? nil : (base, filled)
        }
        return nil
    }

    /// The circled form of a name `circledBase` accepts, with strokes `pen` ems wide.
    static func circled(_ name: String, stroke pen: Double) -> SymbolDesign? {
        guard let (base, filled) = circledBase(of: name) else { return nil }
        let d = circleDiameter, center = Point(d / 2, d / 2)
        if filled {
            guard let glyph = glyphArea(base, stroke: pen) else { return nil }
            let cut = fitted(glyph, center: center, size: d)
            var b = PathBuilder()
            b.append(SymbolOutline.oriented(SymbolOutline.disk(center, diameter: d), clockwise: true))
            for subpath in PathSubpath.split(cut) { b.append(subpath.reversed) }
            return SymbolDesign(path: b.path, strokeWidth: nil, layers: [SymbolLayer(path: b.path, level: 1), SymbolLayer(path: cut)])
        }
        guard let symbol = named(base, stroke: pen) ?? enclosedCharacters(base, stroke: pen) else { return nil }
        let glyph = fitted(symbol, center: center, size: d)
        if let width = symbol.strokeWidth {
            // Lines inside a ring of the same pen: one stroked drawing.
            var b = PathBuilder()
            b.addEllipse(in: Rect(x: width / 2, y: width / 2, width: d - width, height: d - width))
            b.append(glyph)
            return SymbolDesign(path: b.path, strokeWidth: width)
        }
        // An area inside the ring, drawn as an area too.
        var b = PathBuilder()
        b.append(SymbolOutline.oriented(SymbolOutline.disk(center, diameter: d), clockwise: true))
        b.append(SymbolOutline.oriented(SymbolOutline.disk(center, diameter: d - 2 * pen), clockwise: false))
        b.append(glyph)
        return SymbolDesign(path: b.path, strokeWidth: nil)
    }

    /// The symbol's filled drawing, as an area: its `.fill` form, else itself when it is one.
    private static func glyphArea(_ base: String, stroke pen: Double) -> SymbolDesign? {
        for candidate in [base + ".fill", base] {
            if let design = named(candidate, stroke: pen), design.strokeWidth == nil { return design }
        }
        return enclosedCharacters(base, stroke: pen)
    }

    /// The design's path scaled so that its ink's larger side is the glyph's share of `size`,
    /// centred on `center`.
    private static func fitted(_ design: SymbolDesign, center: Point, size: Double) -> Raster.Path {
        let ink = design.inkBounds
        let scale = circledGlyphShare * size / max(ink.width, ink.height, 1e-9)
        let move = Transform(a: scale, b: 0, c: 0, d: scale,
                             tx: center.x - (ink.minX + ink.width / 2) * scale, ty: center.y - (ink.minY + ink.height / 2) * scale)
        return design.path.applying(move)
    }
}
