// DrawingMap.swift: where the effects around a laid-out view draw it. Layout places frames; the
// effects of the elements around a view (offsets, scales, rotations, geometry effects) then move
// its drawing. What reads a frame "where it is drawn" (a GeometryReader's proxy, an anchor)
// composes their maps, outermost first, and takes the box around the frame's mapped corners.

import Raster

enum DrawingMap {
    /// The map the elements around a view draw it with, outermost first (nil: none moves it).
    static func composed(_ enclosing: [(element: Element, frame: CGRect)]) -> ProjectiveTransform? {
        var map: ProjectiveTransform?
        for (element, around) in enclosing {
            if let local = element.kind.childTransform(in: around) { map = map.map { local.concatenating($0) } ?? local }
        }
        return map
    }

    /// The box around a rect's corners under a map; the rect itself without one, or where the map
    /// sends a corner to infinity.
    static func box(_ rect: CGRect, under map: ProjectiveTransform?) -> CGRect {
        guard let map else { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { map.apply(Point(x: Double($0.x), y: Double($0.y))) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else { return rect }
        return CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(maxX - minX), height: CGFloat(maxY - minY))
    }

    /// A point under a map; the point itself without one, or where the map sends it to infinity.
    static func point(_ p: CGPoint, under map: ProjectiveTransform?) -> CGPoint {
        guard let map else { return p }
        let q = map.apply(Point(x: Double(p.x), y: Double(p.y)))
        return q.x.isFinite && q.y.isFinite ? CGPoint(x: CGFloat(q.x), y: CGFloat(q.y)) : p
    }
}
