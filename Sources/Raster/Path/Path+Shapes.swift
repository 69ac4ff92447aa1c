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

    /// A closed rectangle with a radius of its own at each corner, from the end of the top-left
    /// corner, clockwise. Each radius is clamped to half the shorter side, as a uniform one is,
    /// so corners never overlap; a corner whose continuous curve would need more than that is
    /// drawn circular, as `addRoundedRect` does. Equal radii give `addRoundedRect`'s path.
    public mutating func addRoundedRect(_ rect: Rect, topLeft: Double, topRight: Double, bottomRight: Double,
                                        bottomLeft: Double, style: CornerStyle) {
        let limit = min(rect.width, rect.height) / 2
        func clamped(_ r: Double) -> Double { min(max(r, 0), limit) }
        let tl = clamped(topLeft), tr = clamped(topRight), br = clamped(bottomRight), bl = clamped(bottomLeft)
        if tl == tr && tr == br && br == bl {
            addRoundedRect(rect, cornerWidth: tl, cornerHeight: tl, style: style)
            return
        }
        let corners = CornerFrame.clockwise(rect)
        func isContinuous(_ r: Double) -> Bool { style == .continuous && 1.528665 * r <= limit }
        move(to: corners[3].at(0, isContinuous(tl) ? 1.528665 : 1, radius: tl))
        for (corner, r) in zip(corners, [tr, br, bl, tl]) {
            if r == 0 {
                line(to: corner.point)
            } else if isContinuous(r) {
                addContinuousCorner(corner, radius: r)
            } else {
                line(to: corner.at(1, 0, radius: r))
                cubic(to: corner.at(0, 1, radius: r), control1: corner.at(1 - quarterCircleKappa, 0, radius: r),
                      control2: corner.at(0, 1 - quarterCircleKappa, radius: r))
            }
        }
        close()
    }

    /// The continuous corner: per corner, edge → transition cubic → arc cubic → transition cubic.
    private mutating func addContinuousRoundedRect(_ rect: Rect, radius r: Double) {
        move(to: Point(rect.minX + 1.528665 * r, rect.minY))
        for corner in CornerFrame.clockwise(rect) { addContinuousCorner(corner, radius: r) }
        close()
    }

    /// The edge up to a continuous corner and the corner's three cubics. Constants (× r, measured
    /// from the corner) from the widely reproduced iOS 7 reconstruction.
    private mutating func addContinuousCorner(_ corner: CornerFrame, radius r: Double) {
        line(to: corner.at(1.528665, 0, radius: r))
        cubic(to: corner.at(0.63149379, 0.07491139, radius: r),
              control1: corner.at(1.08849296, 0, radius: r), control2: corner.at(0.86840694, 0, radius: r))
        cubic(to: corner.at(0.07491139, 0.63149379, radius: r),
              control1: corner.at(0.37282, 0.16906, radius: r), control2: corner.at(0.16906, 0.37282, radius: r))
        cubic(to: corner.at(0, 1.528665, radius: r),
              control1: corner.at(0, 0.86840694, radius: r), control2: corner.at(0, 1.08849296, radius: r))
    }
}

/// A rectangle's corner as a frame: the corner is the origin, `back` runs back along the edge
/// arriving at it and `forth` along the edge leaving it (walking clockwise on screen).
private struct CornerFrame {
    let point: Point, back: Point, forth: Point

    /// The corners top-right, bottom-right, bottom-left, top-left.
    static func clockwise(_ rect: Rect) -> [CornerFrame] {
        [CornerFrame(point: Point(rect.maxX, rect.minY), back: Point(-1, 0), forth: Point(0, 1)),
         CornerFrame(point: Point(rect.maxX, rect.maxY), back: Point(0, -1), forth: Point(-1, 0)),
         CornerFrame(point: Point(rect.minX, rect.maxY), back: Point(1, 0), forth: Point(0, -1)),
         CornerFrame(point: Point(rect.minX, rect.minY), back: Point(0, 1), forth: Point(1, 0))]
    }

    /// The point u·r back along the arriving edge and v·r along the leaving one.
    func at(_ u: Double, _ v: Double, radius r: Double) -> Point { point + back * (u * r) + forth * (v * r) }
}

extension Path {
    public init(rect: Rect) { var b = PathBuilder(); b.addRect(rect); self = b.path }
    public init(ellipseIn rect: Rect) { var b = PathBuilder(); b.addEllipse(in: rect); self = b.path }
    public init(roundedRect rect: Rect, cornerRadius: Double, style: CornerStyle = .circular) {
        var b = PathBuilder()
        b.addRoundedRect(rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius, style: style)
        self = b.path
    }
}
