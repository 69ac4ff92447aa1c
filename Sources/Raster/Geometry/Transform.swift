// Transform.swift: 2-D affine transforms, column-vector convention:
// x' = a·x + c·y + tx, y' = b·x + d·y + ty (the same six numbers as CGAffineTransform).

import Foundation

/// An affine map of the plane.
public struct Transform: Equatable, Hashable, Sendable {
    var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `radians`, clockwise on a y-down screen.
    public init(rotation radians: Double) {
        let (s, co) = (sin(radians), cos(radians))
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// First self, then `next`.
    public func concatenating(_ next: Transform) -> Transform {
        Transform(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                  c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                  tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The largest factor by which the map stretches any length (the larger singular value), used
    /// to turn a device-space tolerance into a user-space one.
    var maximumScale: Double {
        let p = a * a + b * b, q = c * c + d * d, r = a * c + b * d
        let mean = (p + q) / 2, spread = (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()
        return (mean + spread).squareRoot()
    }

    /// The inverse map, or nil when the transform is singular (it flattens the plane) or its
    /// inverse is too large to hold.
    public var inverted: Transform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let inverse = Transform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        let entries = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty]
        return entries.allSatisfy(\.isFinite) ? inverse : nil
    }

    func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
}
