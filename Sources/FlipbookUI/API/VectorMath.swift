// VectorMath.swift: `_VectorMath`, SwiftUI's vector-space operators for an Animatable type,
// worked through its animatable data: what lets `Angle` be added and scaled
// (`currentAmount + finalAmount`, `finalAmount += currentAmount`, `angle * 2`, `-angle`).

/// The vector-space operators of an Animatable type, through its animatable data.
public protocol _VectorMath: Animatable {}

extension _VectorMath {
    /// The length of the value's animatable data.
    public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

    public mutating func negate() { animatableData = .zero - animatableData }

    public static prefix func - (operand: Self) -> Self {
        var result = operand
        result.negate()
        return result
    }

    public static func += (lhs: inout Self, rhs: Self) { lhs.animatableData += rhs.animatableData }

    public static func + (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result += rhs
        return result
    }

    public static func -= (lhs: inout Self, rhs: Self) { lhs.animatableData -= rhs.animatableData }

    public static func - (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result -= rhs
        return result
    }

    public static func *= (lhs: inout Self, rhs: Double) { lhs.animatableData.scale(by: rhs) }

    public static func * (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result *= rhs
        return result
    }

    public static func /= (lhs: inout Self, rhs: Double) { lhs *= 1 / rhs }

    public static func / (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result /= rhs
        return result
    }
}

extension Angle: _VectorMath {}
