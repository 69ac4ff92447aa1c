// Path+Stroked.swift: the area a stroke covers, as a path of its own (what Core Graphics'
// and SwiftUI's `strokedPath` give): the stroker's polygons, dashes applied first, exactly as
// the canvas strokes. Each polygon is wound positively, so the path filled with the nonzero
// rule covers what the stroke would; filled with even-odd, overlaps would cancel.

extension Path {
    /// The outline of the path stroked with `style`, its curves and round parts flattened to
    /// within `tolerance`.
    public func strokeOutline(_ style: StrokeStyle, tolerance: Double) -> Path {
        let dashed = style.dash.map { self.dashed($0) } ?? self
        let contours = Flattener.contours(dashed, tolerance: tolerance, forStroke: true)
        var builder = PathBuilder()
        for polygon in Stroker.polygons(contours, style: style, tolerance: tolerance) where polygon.count >= 3 {
            builder.move(to: polygon[0])
            for p in polygon.dropFirst() { builder.line(to: p) }
            builder.close()
        }
        return builder.path
    }
}
