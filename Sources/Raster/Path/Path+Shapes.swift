// Path+Shapes.swift: rectangles, rounded rectangles and ellipses, starting and running where
// the pinned SwiftUI decisions say (trim depends on it): rectangles and rounded rectangles at the
// top-left (after the corner), ellipses at 3 o'clock, all clockwise on a y-down screen.

import Foundation

/// The corner shape of a rounded rectangle.
public enum CornerStyle: Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous ("squircle") corner: three cubics per corner over 1.528665·r of each
    /// edge (the iOS 7 construction). Where that exceeds half the shorter side the corner is
    /// drawn circular with the radius clamped, so a capsule stays a stadium.
    case continuous
}

/// 4/3·(√2 − 1): the cubic control distance of a quarter circle of radius 1.
let quarterCircleKappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

extension PathBuilder {
    /// A closed rectangle from its top-left corner, clockwise.
    public mutating func addRect(_ r: Rect) {
        move(to: Point(r.minX, r.minY))
        line(to: Point(r.maxX, r.minY))
        line(to: Point(r.maxX, r.maxY))
        line(to: Point(r.minX, r.maxY))
        close()
    }

    /// A closed ellipse inscribed in `r`, from 3 o'clock, clockwise, as four cubic quarters.
    public mutating func addEllipse(in r: Rect) {
        let c = r.center, rx = r.width / 2, ry = r.height / 2
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        move(to: Point(c.x + rx, c.y))
        cubic(to: Point(c.x, c.y + ry), control1: Point(c.x + rx, c.y + ky), control2: Point(c.x + kx, c.y + ry))
        cubic(to: Point(c.x - rx, c.y), control1: Point(c.x - kx, c.y + ry), control2: Point(c.x - rx, c.y + ky))
        cubic(to: Point(c.x, c.y - ry), control1: Point(c.x - rx, c.y - ky), control2: Point(c.x - kx, c.y - ry))
        cubic(to: Point(c.x + rx, c.y), control1: Point(c.x + kx, c.y - ry), control2: Point(c.x + rx, c.y - ky))
        close()
    }

    /// A closed rounded rectangle from (minX + r, minY), clockwise. Each radius is clamped to half
    /// the shorter side (SwiftUI's rule).
    public mutating func addRoundedRect(_ rect: Rect, cornerWidth: Double, cornerHeight: Double, style: CornerStyle) {
        let limit = min(rect.width, rect.height) / 2
        let rx = min(max(cornerWidth, 0), limit), ry = min(max(cornerHeight, 0), limit)
        guard rx > 0, ry > 0 else { addRect(rect); return }
        if style == .continuous && rx == ry && 1.528665 * rx <= limit {
            addContinuousRoundedRect(rect, radius: rx)
            return
        }
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: Point(x0 + rx, y0))
        line(to: Point(x1 - rx, y0))
        cubic(to: Point(x1, y0 + ry), control1: Point(x1 - rx + kx, y0), control2: Point(x1, y0 + ry - ky))
        line(to: Point(x1, y1 - ry))
        cubic(to: Point(x1 - rx, y1), control1: Point(x1, y1 - ry + ky), control2: Point(x1 - rx + kx, y1))
        line(to: Point(x0 + rx, y1))
        cubic(to: Point(x0, y1 - ry), control1: Point(x0 + rx - kx, y1), control2: Point(x0, y1 - ry + ky))
        line(to: Point(x0, y0 + ry))
        cubic(to: Point(x0 + rx, y0), control1: Point(x0, y0 + ry - ky), control2: Point(x0 + rx - kx, y0))
        close()
    }

    /// The continuous corner: per corner, edge → transition cubic → arc cubic → transition cubic.
    /// Constants (× r, measured from the corner) from the widely reproduced iOS 7 reconstruction.
    private mutating func addContinuousRoundedRect(_ rect: Rect, radius r: Double) {
        // In a corner frame where the corner is the origin, `u` runs back along the incoming edge
        // and `v` along the outgoing one; each corner maps (u, v) to the rectangle.
        let corners: [(Point, Point, Point)] = [
            (Point(rect.maxX, rect.minY), Point(-1, 0), Point(0, 1)),   // top-right
            (Point(rect.maxX, rect.maxY), Point(0, -1), Point(-1, 0)),  // bottom-right
            (Point(rect.minX, rect.maxY), Point(1, 0), Point(0, -1)),   // bottom-left
            (Point(rect.minX, rect.minY), Point(0, 1), Point(1, 0)),    // top-left
        ]
        func at(_ corner: (Point, Point, Point), _ u: Double, _ v: Double) -> Point {
            corner.0 + corner.1 * (u * r) + corner.2 * (v * r)
        }
        move(to: Point(rect.minX + 1.528665 * r, rect.minY))
        for corner in corners {
            line(to: at(corner, 1.528665, 0))
            cubic(to: at(corner, 0.63149379, 0.07491139),
                  control1: at(corner, 1.08849296, 0), control2: at(corner, 0.86840694, 0))
            cubic(to: at(corner, 0.07491139, 0.63149379),
                  control1: at(corner, 0.37282, 0.16906), control2: at(corner, 0.16906, 0.37282))
            cubic(to: at(corner, 0, 1.528665),
                  control1: at(corner, 0, 0.86840694), control2: at(corner, 0, 1.08849296))
        }
        close()
    }
}

extension Path {
    init(rect: Rect) { var b = PathBuilder(); b.addRect(rect); self = b.path }
    public init(ellipseIn rect: Rect) { var b = PathBuilder(); b.addEllipse(in: rect); self = b.path }
    init(roundedRect rect: Rect, cornerRadius: Double, style: CornerStyle = .circular) {
        var b = PathBuilder()
        b.addRoundedRect(rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius, style: style)
        self = b.path
    }
}
