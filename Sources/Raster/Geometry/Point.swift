// Point.swift: a point or vector in the plane, in whatever space the caller works in
// (Raster's own drawing calls take device pixels, y down).

/// A 2-D point or vector with Double coordinates.
public struct Point: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static let zero = Point(0, 0)

    public var length: Double { (x * x + y * y).squareRoot() }
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The vector scaled to length 1, or nil for the zero vector.
    public var normalized: Point? {
        let l = length
        return l > 0 && l.isFinite ? Point(x / l, y / l) : nil
    }

    /// This vector turned 90° counter-clockwise in y-down space (to its left when walking along it).
    public var leftNormal: Point { Point(y, -x) }

    public func dot(_ o: Point) -> Double { x * o.x + y * o.y }
    public func cross(_ o: Point) -> Double { x * o.y - y * o.x }
    public func distance(to o: Point) -> Double { (self - o).length }

    /// The point a fraction t of the way from self to other.
    public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x + (other.x - x) * t, y + (other.y - y) * t)
    }

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    public static func * (s: Double, a: Point) -> Point { Point(a.x * s, a.y * s) }
    public static func / (a: Point, s: Double) -> Point { Point(a.x / s, a.y / s) }
    public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }
}
