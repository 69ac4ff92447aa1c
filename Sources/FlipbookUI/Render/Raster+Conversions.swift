// Raster+Conversions.swift: the API's values in Raster's terms: points and rects, colours as
// 8-bit sRGB, stroke styles, and styles as paints placed in a frame. The one place where
// SwiftUI-shaped values meet the rasterizer's.

import Raster

extension Point {
    init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
}

extension Rect {
    init(_ r: CGRect) {
        let s = r.standardized
        self.init(x: s.minX, y: s.minY, width: s.width, height: s.height)
    }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: r.x, y: r.y, width: r.width, height: r.height) }
}

extension Color {
    /// 8-bit straight sRGB, rounded to nearest; a component that is not a number (an opacity of
    /// 0 / 0 tasks done) is 0.
    var rgba8: RGBA8 {
        func byte(_ v: Double) -> UInt8 { v.isNaN ? 0 : UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return RGBA8(r: byte(red), g: byte(green), b: byte(blue), a: byte(alpha))
    }
}

extension StrokeStyle {
    var raster: Raster.StrokeStyle {
        Raster.StrokeStyle(width: lineWidth, cap: lineCap.raster, join: lineJoin.raster, miterLimit: miterLimit,
                           dash: DashPattern(dash.map(Double.init), phase: dashPhase))
    }
}

extension CGLineCap {
    var raster: LineCap { self == .butt ? .butt : self == .round ? .round : .square }
}

extension CGLineJoin {
    var raster: LineJoin { self == .miter ? .miter : self == .round ? .round : .bevel }
}

extension ResolvedStyle {
    /// The paint for a shape whose frame is `frame`: a gradient's unit points, and an elliptical
    /// gradient's unit square, are placed on the frame.
    func paint(in frame: CGRect) -> Paint {
        switch self {
        case .color(let c): return .solid(c.rgba8)
        case .linearGradient(let g):
            return .linearGradient(stops: g.gradient.raster, start: frame.point(at: g.startPoint), end: frame.point(at: g.endPoint))
        case .angularGradient(let g):
            return .angularGradient(stops: g.gradient.raster, center: frame.point(at: g.center),
                                    startAngle: g.startAngle.radians, endAngle: g.endAngle.radians)
        case .radialGradient(let g):
            return .radialGradient(stops: g.gradient.raster, center: frame.point(at: g.center),
                                   startRadius: Double(g.startRadius), endRadius: Double(g.endRadius))
        case .ellipticalGradient(let g):
            // Circles in the unit square, stretched onto the frame.
            let unitSquareToFrame = Transform(scaleX: Double(frame.width), y: Double(frame.height))
                .concatenating(Transform(translationX: Double(frame.minX), y: Double(frame.minY)))
            return .radialGradient(stops: g.gradient.raster, center: Point(Double(g.center.x), Double(g.center.y)),
                                   startRadius: Double(g.startRadiusFraction), endRadius: Double(g.endRadiusFraction),
                                   transform: unitSquareToFrame)
        }
    }
}

extension Gradient {
    /// The stops as the rasterizer takes them.
    var raster: [GradientStop] { stops.map { GradientStop(color: $0.color.rgba8, location: Double($0.location)) } }
}

extension CGRect {
    /// The point at unit point `u` of the rect, in Raster's terms.
    func point(at u: UnitPoint) -> Point {
        Point(Double(minX + u.x * width), Double(minY + u.y * height))
    }
}

extension Rect {
    /// The rectangle, or nil for a null, infinite or otherwise non-finite one (which adds
    /// nothing to a path, as in Core Graphics).
    init?(finite r: CGRect) {
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
        self.init(r)
    }
}

extension Transform {
    init(_ t: CGAffineTransform) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
}

extension RoundedCornerStyle {
    var raster: CornerStyle { self == .continuous ? .continuous : .circular }
}
