// CATransform3D.swift: Core Animation's 4 × 4 transform, as SwiftUI code reaches it through
// `import SwiftUI` to build a perspective GeometryEffect (`ProjectionTransform(transform3D)`):
// row vectors (a point times the matrix), `m34` for perspective, and the make, rotate, translate,
// scale and concatenate functions with Core Animation's names and order (`CATransform3DRotate(t,
// …)` rotates first, then applies t).

import Foundation

/// A 4 × 4 transform in Core Animation's row-vector convention.
public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    fileprivate init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + x[i][$1] * y[$1][j] } } })
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A turn of `angle` radians about the axis (x, y, z) (the identity for a zero axis).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(m11: k * ux * ux + c, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
                         m21: k * ux * uy - s * uz, m22: k * uy * uy + c, m23: k * uy * uz + s * ux, m24: 0,
                         m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: k * uz * uz + c, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

extension ProjectionTransform {
    /// The transform's map of the plane z = 0 onto the screen: the z row and column dropped.
    public init(_ m: CATransform3D) {
        self.init()
        (m11, m12, m13) = (m.m11, m.m12, m.m14)
        (m21, m22, m23) = (m.m21, m.m22, m.m24)
        (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }
}
