// Path.swift: SwiftUI's Path, built command by command as Core Graphics builds a CGPath, over
// Raster's path. Coordinates are SwiftUI's: y down, angles from +x towards +y. Follows Core
// Graphics' semantics, including `addArc`'s `clockwise`, which is meant in Core Graphics' y-up
// sense, so on screen `clockwise: true` runs counter-clockwise, as it does in SwiftUI; and
// `addRelativeArc`'s positive `delta`, which runs clockwise on screen. Every `transform:` maps
// what is added before it joins the path; an arc's connecting line goes to the mapped start.
// Shapes start and run where the pinned decisions say (Path+Shapes.swift in Raster).

import Raster

/// An outline of lines and curves.
public struct Path: Equatable, Sendable {
    var builder = PathBuilder()

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    init(raster: Raster.Path) { builder.append(raster) }

    /// The path in Raster's terms, for drawing.
    var raster: Raster.Path { builder.path }

    public static func == (a: Path, b: Path) -> Bool { a.raster == b.raster }

    // MARK: - Drawing commands

    public mutating func move(to end: CGPoint) { builder.move(to: Point(end)) }
    public mutating func addLine(to end: CGPoint) { builder.line(to: Point(end)) }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { builder.quad(to: Point(end), control: Point(control)) }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        builder.cubic(to: Point(end), control1: Point(control1), control2: Point(control2))
    }
    public mutating func closeSubpath() { builder.close() }

    /// A move to the first point, then lines through the others.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for p in lines.dropFirst() { addLine(to: p) }
    }

    // MARK: - Closed shapes (each a subpath of its own)

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard let r = Rect(finite: rect) else { return }
        add(transform) { $0.addRect(r) }
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard let r = Rect(finite: rect) else { return }
        add(transform) { $0.addEllipse(in: r) }
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        guard let r = Rect(finite: rect) else { return }
        add(transform) { $0.addRoundedRect(r, cornerWidth: cornerSize.width, cornerHeight: cornerSize.height, style: style.raster) }
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        guard let r = Rect(finite: rect) else { return }
        add(transform) {
            $0.addRoundedRect(r, topLeft: cornerRadii.topLeading, topRight: cornerRadii.topTrailing,
                              bottomRight: cornerRadii.bottomTrailing, bottomLeft: cornerRadii.bottomLeading, style: style.raster)
        }
    }

    // MARK: - Arcs (a line joins the current point to the arc's start)

    /// An arc from `startAngle` to `endAngle`; `clockwise` in Core Graphics' y-up sense (see the
    /// header), so `clockwise: false` runs clockwise on screen.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        connect(transform) {
            $0.addArc(center: Point(center), radius: radius, startAngle: startAngle.radians,
                      endAngle: endAngle.radians, clockwise: !clockwise)
        }
    }

    /// An arc from `startAngle` turning through `delta`: a positive delta runs clockwise on screen.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        connect(transform) {
            $0.addArc(center: Point(center), radius: radius, startAngle: startAngle.radians, sweep: delta.radians)
        }
    }

    /// A line towards `p1` rounded by an arc of `radius` into the line from `p1` to `p2`; the
    /// arc's end on the second line becomes the current point.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard !transform.isIdentity else {
            builder.addTangentArc(corner: Point(p1), end: Point(p2), radius: radius)
            return
        }
        // The arc is built where the current point is in the untransformed space, then mapped.
        guard let current = currentPoint else {
            move(to: p1.applying(transform))
            return
        }
        var piece = PathBuilder()
        piece.move(to: Point(current.applying(transform.inverted())))
        piece.addTangentArc(corner: Point(p1), end: Point(p2), radius: radius)
        builder.appendContinuing(piece.path.applying(Transform(transform)))
    }

    // MARK: - Other paths

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        builder.append(path.raster.applying(Transform(transform)))
    }

    // MARK: - Queries

    public var isEmpty: Bool { raster.isEmpty }

    /// The smallest rectangle holding every point of the curves (control points excluded);
    /// `.null` for an empty path.
    public var boundingRect: CGRect { raster.bounds.map(CGRect.init) ?? .null }

    /// The end of the last command, nil when no subpath is open.
    public var currentPoint: CGPoint? { builder.currentPoint.map { CGPoint(x: $0.x, y: $0.y) } }

    /// Whether the point is inside the path's fill (open subpaths count as closed).
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        raster.contains(Point(p), rule: eoFill ? .evenOdd : .nonzero)
    }

    /// One command of a path.
    public enum Element: Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// Calls `body` with each command of the path, in order.
    public func forEach(_ body: (Element) -> Void) {
        func cg(_ p: Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }
        for e in raster.elements {
            switch e {
            case .move(let p): body(.move(to: cg(p)))
            case .line(let p): body(.line(to: cg(p)))
            case .quad(let c, let p): body(.quadCurve(to: cg(p), control: cg(c)))
            case .cubic(let c1, let c2, let p): body(.curve(to: cg(p), control1: cg(c1), control2: cg(c2)))
            case .close: body(.closeSubpath)
            }
        }
    }

    // MARK: - Derived paths

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        Path(raster: raster.applying(Transform(transform)))
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        Path(raster: raster.applying(Transform(translationX: dx, y: dy)))
    }

    /// The part between two fractions of the whole length (all subpaths together).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { Path(raster: raster.trimmed(from: from, to: to)) }

    /// The area a stroke with `style` covers, as a path to fill with the nonzero rule (its
    /// curves flattened to within 0.01 pt).
    public func strokedPath(_ style: StrokeStyle) -> Path {
        Path(raster: raster.strokeOutline(style.raster, tolerance: Path.strokedPathTolerance))
    }

    static let strokedPathTolerance = 0.01

    // MARK: - Building with a transform

    /// Adds closed subpaths built by `body`, mapped by `transform`.
    private mutating func add(_ transform: CGAffineTransform, _ body: (inout PathBuilder) -> Void) {
        if transform.isIdentity {
            body(&builder)
            return
        }
        var piece = PathBuilder()
        body(&piece)
        builder.append(piece.path.applying(Transform(transform)))
    }

    /// Adds what `body` draws from no current point, mapped by `transform`, joined to the current
    /// point by a line as Core Graphics joins an arc.
    private mutating func connect(_ transform: CGAffineTransform, _ body: (inout PathBuilder) -> Void) {
        if transform.isIdentity {
            body(&builder)
            return
        }
        var piece = PathBuilder()
        body(&piece)
        builder.appendContinuing(piece.path.applying(Transform(transform)))
    }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
