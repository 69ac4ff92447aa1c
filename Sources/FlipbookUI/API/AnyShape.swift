// AnyShape.swift: SwiftUI's type-erased shape (`isCircle ? AnyShape(Circle()) :
// AnyShape(Capsule())`) and the type-erased animatable data it animates with. Data of one shape
// type interpolates as that type's; when the shape's type changes, nothing interpolates (the
// difference of data of two types is the newer data, and a sum keeps its first term's type),
// so the new shape shows at once, as in SwiftUI.

/// A shape of any type.
public struct AnyShape: Shape {
    private var base: any Shape

    public init<S: Shape>(_ shape: S) { base = shape }

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    public var animatableData: _AnyAnimatableData {
        get { _AnyAnimatableData(base.animatableData) }
        set {
            func replace<S: Shape>(_ shape: S) -> any Shape {
                guard let data = newValue.value as? S.AnimatableData else { return shape }
                var copy = shape
                copy.animatableData = data
                return copy
            }
            base = replace(base)
        }
    }
}

/// Animatable data of any type; `zero` has no type and adds as nothing.
public struct _AnyAnimatableData: VectorArithmetic {
    /// nil for the untyped zero.
    var value: (any VectorArithmetic)?

    init(_ value: (any VectorArithmetic)?) { self.value = value }

    public static var zero: _AnyAnimatableData { _AnyAnimatableData(nil) }

    public static func + (a: _AnyAnimatableData, b: _AnyAnimatableData) -> _AnyAnimatableData {
        guard let x = a.value else { return b }
        guard let y = b.value else { return a }
        return _AnyAnimatableData(x.adding(y))
    }

    public static func - (a: _AnyAnimatableData, b: _AnyAnimatableData) -> _AnyAnimatableData {
        guard let y = b.value else { return a }
        guard let x = a.value else { return _AnyAnimatableData(y.negated) }
        return _AnyAnimatableData(x.subtracting(y))
    }

    public mutating func scale(by rhs: Double) { value = value?.scaled(rhs) }

    public var magnitudeSquared: Double { value?.magnitudeSquared ?? 0 }

    public static func == (a: _AnyAnimatableData, b: _AnyAnimatableData) -> Bool {
        switch (a.value, b.value) {
        case (nil, nil): return true
        case (let x?, nil), (nil, let x?): return x.magnitudeSquared == 0
        case (let x?, let y?): return x.isEqual(to: y)
        }
    }
}

private extension VectorArithmetic {
    /// self + other when both are of one type, else self.
    func adding(_ other: any VectorArithmetic) -> any VectorArithmetic {
        guard let o = other as? Self else { return self }
        return self + o
    }

    /// self − other when both are of one type, else self.
    func subtracting(_ other: any VectorArithmetic) -> any VectorArithmetic {
        guard let o = other as? Self else { return self }
        return self - o
    }

    var negated: any VectorArithmetic { Self.zero - self }

    func scaled(_ factor: Double) -> any VectorArithmetic {
        var copy = self
        copy.scale(by: factor)
        return copy
    }

    func isEqual(to other: any VectorArithmetic) -> Bool {
        guard let o = other as? Self else { return false }
        return self == o
    }
}
