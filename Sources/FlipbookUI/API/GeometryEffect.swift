// GeometryEffect.swift: SwiftUI's GeometryEffect and ProjectionTransform. A geometry effect is a
// modifier whose only job is a transform of its content's drawing, computed from the content's
// size (`effectValue(size:)`) and animated through its `animatableData`: the shake, wobble and
// custom-slide effects everyday controls write. Layout is unchanged; taps land where the content
// is drawn.

import Foundation

/// A 3 × 3 projective matrix in Core Animation's row-vector convention: a point (x, y, 1) times
/// the matrix gives (X, Y, W), drawn at (X / W, Y / W).
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine map as a projective one (no perspective terms).
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b
        m21 = m.c; m22 = m.d
        m31 = m.tx; m32 = m.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// True when the perspective terms are those of an affine map.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform, then `rhs` (the matrix product self × rhs).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }

    /// Inverts the matrix in place; false (and unchanged) when it has no inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m23 * m31 - m21 * m33, c13 = m21 * m32 - m22 * m31
        let det = m11 * c11 + m12 * c12 + m13 * c13
        guard det != 0, det.isFinite else { return false }
        let inverse = ProjectionTransform(rows: (
            (c11 / det, (m13 * m32 - m12 * m33) / det, (m12 * m23 - m13 * m22) / det),
            (c12 / det, (m11 * m33 - m13 * m31) / det, (m13 * m21 - m11 * m23) / det),
            (c13 / det, (m12 * m31 - m11 * m32) / det, (m11 * m22 - m12 * m21) / det)))
        self = inverse
        return true
    }

    /// The inverse, or the matrix itself when it has none (as SwiftUI's does).
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    private init(rows r: ((CGFloat, CGFloat, CGFloat), (CGFloat, CGFloat, CGFloat), (CGFloat, CGFloat, CGFloat))) {
        (m11, m12, m13) = r.0
        (m21, m22, m23) = r.1
        (m31, m32, m33) = r.2
    }
}

extension CGPoint {
    /// The point mapped by a projective transform.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}

/// A modifier that moves, turns or distorts its content's drawing by a transform computed from
/// the content's size. Its `animatableData` is what animates: the transform at a frame is
/// `effectValue(size:)` of the effect with its data at the presented value.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> Never { fatalError("a GeometryEffect is drawn by the engine") }
}

/// A transform applied as it is, whatever the content's size (`.transformEffect`,
/// `.projectionEffect`): not animatable, as in SwiftUI.
private struct FixedTransformEffect: GeometryEffect {
    let transform: ProjectionTransform
    func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

extension View {
    /// Draws the view through an affine transform about its frame's top-left corner.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(FixedTransformEffect(transform: ProjectionTransform(transform)))
    }

    /// Draws the view through a projective transform about its frame's top-left corner.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(FixedTransformEffect(transform: transform))
    }
}
