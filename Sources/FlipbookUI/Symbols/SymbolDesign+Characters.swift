// SymbolDesign+Characters.swift: the numbers 0 to 50 and the letters a to z that SF encloses in
// its circles (`1.circle`, `12.circle.fill`, `a.circle`): the characters as the system font draws
// them, at the weight whose stems the symbol's pen matches, so that a circled number is drawn as
// any circled symbol is (SymbolDesign+Circled). SF has no symbol of the bare character, so these
// are not names of their own.

import Raster

extension SymbolDesign {
    /// Whether `base` names characters SF encloses: a number 0…50 as written, or a letter a…z.
    static func isEnclosedCharacters(_ base: String) -> Bool {
        if let number = Int(base) { return (0...50).contains(number) && String(number) == base }
        return base.count == 1 && base.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
    }

    /// The characters of `base` as an area, in ems (y down), set side by side from the text face
    /// of the weight whose symbol pen is nearest `pen`; nil when `base` is not one SF encloses or
    /// no face draws it.
    static func enclosedCharacters(_ base: String, stroke pen: Double) -> SymbolDesign? {
        guard isEnclosedCharacters(base) else { return nil }
        let weight = FontWeight.allCases.min { abs(SymbolCatalog.strokeWidth($0) - pen) < abs(SymbolCatalog.strokeWidth($1) - pen) } ?? .regular
        guard let face = FontLibrary.shared.textFace(weight) else { return nil }
        var builder = PathBuilder()
        var x = 0.0
        for scalar in base.unicodeScalars {
            guard let glyph = face.glyph(for: scalar) else { return nil }
            builder.append(face.outline(glyph: glyph).applying(Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: 0)))
            x += face.advance(glyph: glyph)
        }
        let em = 1 / face.unitsPerEm
        let path = builder.path.applying(Transform(a: em, b: 0, c: 0, d: em, tx: 0, ty: 0))
        guard path.bounds != nil else { return nil }
        return SymbolDesign(path: clockwise(path), strokeWidth: nil)
    }

    /// The outline with its outer contours clockwise on a y-down screen, as the symbols' areas
    /// run (a circle's disc is cut by the reverse): a font's contours run either way, its holes
    /// against its outer contours, so all are turned together when they run the other way.
    private static func clockwise(_ path: Raster.Path) -> Raster.Path {
        let subpaths = PathSubpath.split(path)
        let area = subpaths.reduce(0) { $0 + SymbolOutline.doubleSignedArea($1.samples()) }
        guard area < 0 else { return path }
        var builder = PathBuilder()
        for subpath in subpaths { builder.append(subpath.reversed) }
        return builder.path
    }
}
