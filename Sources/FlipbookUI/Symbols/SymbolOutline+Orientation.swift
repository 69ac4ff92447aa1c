// SymbolOutline+Orientation.swift: which way a contour runs, and turning it round: the
// orientation helpers the symbol sketch uses to make ink run clockwise and cuts counter-clockwise
// under the nonzero rule, and PathSubpath, a closed subpath of a Raster path as its own value.
// Follows the shoelace formula for the signed area (positive clockwise on a y-down screen);
// curves are judged by points at quarters of their parameter, which is enough for the simple,
// non-self-intersecting contours symbols are made of.
// Guarantees: `reversed` is the same closed curve run backwards (Béziers with their control
// points swapped).

import Foundation
import Raster

// MARK: - Orientation

extension SymbolOutline {
    /// Twice the signed area of a polygon: positive when it runs clockwise on a y-down screen.
    static func doubleSignedArea(_ vertices: [Point]) -> Double {
        zip(vertices, vertices.dropFirst() + vertices.prefix(1)).reduce(0) { $0 + $1.0.cross($1.1) }
    }

    /// The vertices in clockwise order on a y-down screen.
    static func clockwise(_ vertices: [Point]) -> [Point] {
        doubleSignedArea(vertices) < 0 ? vertices.reversed() : vertices
    }

    /// The vertices, with a value for each, in clockwise order on a y-down screen.
    static func clockwise(_ vertices: [Point], _ values: [Double]) -> ([Point], [Double]) {
        doubleSignedArea(vertices) < 0 ? (vertices.reversed(), values.reversed()) : (vertices, values)
    }

    /// The path with every subpath running clockwise on a y-down screen (`clockwise` true) or
    /// counter-clockwise, judged by the area its curves enclose.
    static func oriented(_ path: Raster.Path, clockwise: Bool) -> Raster.Path {
        var b = PathBuilder()
        for subpath in PathSubpath.split(path) {
            let isClockwise = doubleSignedArea(subpath.samples()) > 0
            b.append(isClockwise == clockwise ? subpath.path : subpath.reversed)
        }
        return b.path
    }
}

// MARK: - Subpaths

/// One closed subpath of a Raster path, as its start and segments, so that it can be reversed
/// and its orientation judged.
struct PathSubpath {
    let start: Point
    let elements: [PathElement]

    /// The closed subpaths of `path` (open ones are closed, as filling does).
    static func split(_ path: Raster.Path) -> [PathSubpath] {
        var result: [PathSubpath] = [], start: Point?, elements: [PathElement] = []
        func flush() {
            if let s = start, !elements.isEmpty { result.append(PathSubpath(start: s, elements: elements)) }
            start = nil; elements = []
        }
        for e in path.elements {
            switch e {
            case .move(let p): flush(); start = p
            case .close: flush()
            default: elements.append(e)
            }
        }
        flush()
        return result
    }

    private static func end(_ e: PathElement) -> Point? {
        switch e {
        case .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .move, .close: return nil
        }
    }

    var path: Raster.Path {
        var b = PathBuilder()
        b.move(to: start)
        for e in elements {
            switch e {
            case .line(let p): b.line(to: p)
            case .quad(let c, let p): b.quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): b.cubic(to: p, control1: c1, control2: c2)
            case .move, .close: break
            }
        }
        b.close()
        return b.path
    }

    /// The same closed curve run the other way.
    var reversed: Raster.Path {
        let points = [start] + elements.compactMap(PathSubpath.end)
        var b = PathBuilder()
        b.move(to: points[points.count - 1])
        for (i, e) in elements.enumerated().reversed() {
            let to = points[i]
            switch e {
            case .line: b.line(to: to)
            case .quad(let c, _): b.quad(to: to, control: c)
            case .cubic(let c1, let c2, _): b.cubic(to: to, control1: c2, control2: c1)
            case .move, .close: break
            }
        }
        b.close()
        return b.path
    }

    /// Points along the curve, each Bézier cut into `pieces` of its parameter: quarters are
    /// enough to judge which way it turns, finer pieces make a polygon that follows it.
    func samples(pieces: Int = 4) -> [Point] {
        let ts = (1..<max(pieces, 1)).map { Double($0) / Double(pieces) }
        var out = [start], current = start
        for e in elements {
            switch e {
            case .line(let p): out.append(p); current = p
            case .quad(let c, let p):
                let p0 = current
                for t in ts {
                    let u = 1 - t
                    out.append(p0 * (u * u) + c * (2 * u * t) + p * (t * t))
                }
                out.append(p); current = p
            case .cubic(let c1, let c2, let p):
                let p0 = current
                for t in ts {
                    let u = 1 - t
                    out.append(p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
                out.append(p); current = p
            case .move, .close: break
            }
        }
        return out
    }
}
