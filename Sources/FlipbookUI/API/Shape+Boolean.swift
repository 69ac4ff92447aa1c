// Shape+Boolean.swift: SwiftUI's boolean operations on paths and shapes (iOS 17): union,
// intersection, subtracting and symmetricDifference of the two filled areas, the line operations
// keeping the parts of one outline inside or outside the other's fill, and normalized. Each
// operand is filled under the even-odd rule when `eoFill` is true, else the nonzero rule. The
// result is an outline of its own (Raster's Path+Boolean.swift): stroked, a union draws only its
// outer boundary. Its curves come back as fine chords (within 0.01 pt), so it fills and strokes
// as the curves do but trims and dashes along the chords.

import Raster

extension Path {
    /// The area inside either path.
    public func union(_ other: Path, eoFill: Bool = false) -> Path { combined(with: other, .union, eoFill: eoFill) }

    /// The area inside both paths.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path { combined(with: other, .intersection, eoFill: eoFill) }

    /// The area inside this path and outside `other`.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path { combined(with: other, .subtraction, eoFill: eoFill) }

    /// The area inside exactly one of the paths.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        combined(with: other, .symmetricDifference, eoFill: eoFill)
    }

    /// The parts of this path's line (its outline as a stroke draws it) inside `other`'s fill,
    /// as open subpaths.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        Path(raster: raster.lineIntersection(other.raster, rule: Path.fillRule(eoFill)))
    }

    /// The parts of this path's line outside `other`'s fill, as open subpaths.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        Path(raster: raster.lineSubtraction(other.raster, rule: Path.fillRule(eoFill)))
    }

    /// The area the path fills, as subpaths that neither overlap nor cross themselves (so the
    /// even-odd and nonzero rules fill it alike).
    public func normalized(eoFill: Bool = true) -> Path { Path(raster: raster.normalized(rule: Path.fillRule(eoFill))) }

    private func combined(with other: Path, _ operation: PathOperation, eoFill: Bool) -> Path {
        Path(raster: raster.combined(with: other.raster, operation, rule: Path.fillRule(eoFill)))
    }

    private static func fillRule(_ eoFill: Bool) -> FillRule { eoFill ? .evenOdd : .nonzero }
}

extension Shape {
    /// The area inside either shape.
    public func union(_ other: some Shape, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .union, eoFill: eoFill)
    }

    /// The area inside both shapes.
    public func intersection(_ other: some Shape, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .intersection, eoFill: eoFill)
    }

    /// The area inside this shape and outside `other`.
    public func subtracting(_ other: some Shape, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .subtracting, eoFill: eoFill)
    }

    /// The area inside exactly one of the shapes.
    public func symmetricDifference(_ other: some Shape, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .symmetricDifference, eoFill: eoFill)
    }

    /// The parts of this shape's outline inside `other`'s fill.
    public func lineIntersection(_ other: some Shape, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .lineIntersection, eoFill: eoFill)
    }

    /// The parts of this shape's outline outside `other`'s fill.
    public func lineSubtraction(_ other: some Shape, eoFill: Bool = false) -> some Shape {
        CombinedShape(first: self, second: other, operation: .lineSubtraction, eoFill: eoFill)
    }
}

/// Two shapes in the same frame combined by one of the operations above; both animate.
struct CombinedShape<First: Shape, Second: Shape>: Shape {
    enum Operation {
        case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction
    }

    var first: First
    var second: Second
    var operation: Operation
    var eoFill: Bool

    func path(in rect: CGRect) -> Path {
        let a = first.path(in: rect), b = second.path(in: rect)
        switch operation {
        case .union: return a.union(b, eoFill: eoFill)
        case .intersection: return a.intersection(b, eoFill: eoFill)
        case .subtracting: return a.subtracting(b, eoFill: eoFill)
        case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
        case .lineIntersection: return a.lineIntersection(b, eoFill: eoFill)
        case .lineSubtraction: return a.lineSubtraction(b, eoFill: eoFill)
        }
    }

    /// The size the receiver asks for: the other shape is drawn in the frame it is given.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { first.sizeThatFits(proposal) }

    var animatableData: AnimatablePair<First.AnimatableData, Second.AnimatableData> {
        get { AnimatablePair(first.animatableData, second.animatableData) }
        set {
            first.animatableData = newValue.first
            second.animatableData = newValue.second
        }
    }
}
