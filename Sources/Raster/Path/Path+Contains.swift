// Path+Contains.swift: point-in-path by winding number over the flattened outline, for
// hit-testing. Open subpaths count as closed, as they do when filled.

extension Path {
    /// True when `point` is inside the path's fill under `rule`.
    public func contains(_ point: Point, rule: FillRule = .nonzero, tolerance: Double = 0.05) -> Bool {
        var winding: Int32 = 0
        for polygon in Flattener.polygons(self, tolerance: tolerance) {
            var previous = polygon[polygon.count - 1]
            for p in polygon {
                if (previous.y <= point.y) != (p.y <= point.y) {
                    let x = previous.x + (point.y - previous.y) / (p.y - previous.y) * (p.x - previous.x)
                    if x > point.x { winding += p.y > previous.y ? 1 : -1 }
                }
                previous = p
            }
        }
        return rule.isInside(winding)
    }
}
