// Path.swift: SwiftUI's Path, with its own API (move, addLine, addArc…) over Raster's path.
// Note on arcs: SwiftUI's `clockwise` is meant in Core Graphics' y-up sense, so on a y-down
// screen `clockwise: true` draws counter-clockwise, as SwiftUI does.

import Raster

/// An outline of lines and curves.
public struct Path: Shape {
    var builder = PathBuilder()

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    init(raster: Raster.Path) { builder.append(raster) }

    /// The path in Raster's terms, for drawing.
    var raster: Raster.Path { builder.path }

    public var isEmpty: Bool { raster.isEmpty }
    public var boundingRect: CGRect { raster.bounds.map(CGRect.init) ?? .null }
    public var currentPoint: CGPoint? { builder.currentPoint.map { CGPoint(x: $0.x, y: $0.y) } }

    public mutating func move(to p: CGPoint) { builder.move(to: Point(p)) }
    public mutating func addLine(to p: CGPoint) { builder.line(to: Point(p)) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { builder.quad(to: Point(p), control: Point(control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        builder.cubic(to: Point(p), control1: Point(control1), control2: Point(control2))
    }
    public mutating func closeSubpath() { builder.close() }

    public mutating func addRect(_ rect: CGRect) { builder.addRect(Rect(rect)) }
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }
    public mutating func addEllipse(in rect: CGRect) { builder.addEllipse(in: Rect(rect)) }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        builder.addRoundedRect(Rect(rect), cornerWidth: cornerSize.width, cornerHeight: cornerSize.height,
                               style: style == .continuous ? .continuous : .circular)
    }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        builder.addArc(center: Point(center), radius: radius, startAngle: startAngle.radians,
                       endAngle: endAngle.radians, clockwise: !clockwise)
    }
    public mutating func addPath(_ path: Path) { builder.append(path.raster) }

    /// The part between two fractions of the whole length (all subpaths together).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { Path(raster: raster.trimmed(from: from, to: to)) }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        Path(raster: raster.applying(Transform(translationX: dx, y: dy)))
    }

    public func path(in rect: CGRect) -> Path { self }
}
