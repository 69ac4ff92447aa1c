// PixelOracle.swift: the slow, obviously-right coverage of one pixel: the arrangement of the
// polygons' edges cut at every vertex and crossing height, and in each horizontal slab the exact
// area of the pixel square lying in inside spans (exact: no sampling). Used only to check the fast Rasterizer.

@testable import Raster

enum PixelOracle {
    static func coverage(of polygons: [[Point]], pixelX: Int, pixelY: Int, rule: FillRule) -> Double {
        var edges: [(Point, Point)] = []
        for poly in polygons {
            for i in poly.indices { edges.append((poly[i], poly[(i + 1) % poly.count])) }
        }
        let top = Double(pixelY), bottom = top + 1, left = Double(pixelX), right = left + 1
        var ys: Set<Double> = [top, bottom]
        for (a, b) in edges {
            for p in [a, b] where p.y > top && p.y < bottom { ys.insert(p.y) }
        }
        for i in edges.indices {
            for j in edges.indices where j > i {
                if let y = crossingY(edges[i], edges[j]), y > top, y < bottom { ys.insert(y) }
            }
        }
        // Where an edge crosses the pixel's sides the clipped width bends too.
        for (a, b) in edges where a.x != b.x {
            for x in [left, right] {
                let t = (x - a.x) / (b.x - a.x)
                let y = a.y + (b.y - a.y) * t
                if t > 0, t < 1, y > top, y < bottom { ys.insert(y) }
            }
        }
        // Between consecutive cuts the inside width within the pixel is linear in y, so the
        // midpoint rule is exact.
        let cuts = ys.sorted()
        var area = 0.0
        for k in 0..<(cuts.count - 1) {
            let ya = cuts[k], yb = cuts[k + 1]
            area += insideLength(edges, y: (ya + yb) / 2, rule: rule, left: left, right: right) * (yb - ya)
        }
        return area
    }

    private static func insideLength(_ edges: [(Point, Point)], y: Double, rule: FillRule, left: Double, right: Double) -> Double {
        var crossings: [(Double, Int32)] = []
        for (a, b) in edges where (a.y <= y && b.y > y) || (b.y <= y && a.y > y) {
            let x = a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
            crossings.append((x, a.y < b.y ? 1 : -1))
        }
        crossings.sort { $0.0 < $1.0 }
        var w: Int32 = 0, length = 0.0
        for i in crossings.indices {
            w += crossings[i].1
            if i + 1 < crossings.count && rule.isInside(w) {
                let a = max(left, crossings[i].0), b = min(right, crossings[i + 1].0)
                if b > a { length += b - a }
            }
        }
        return length
    }

    private static func crossingY(_ e: (Point, Point), _ f: (Point, Point)) -> Double? {
        let r = e.1 - e.0, s = f.1 - f.0
        let den = r.cross(s)
        guard den != 0 else { return nil }
        let t = (f.0 - e.0).cross(s) / den, u = (f.0 - e.0).cross(r) / den
        guard t >= 0, t <= 1, u >= 0, u <= 1 else { return nil }
        return e.0.y + r.y * t
    }
}
