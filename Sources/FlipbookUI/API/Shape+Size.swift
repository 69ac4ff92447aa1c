// Shape+Size.swift: `Shape.size(width:height:)` and `size(_:)`: the same shape asked for its path
// in a rect of a fixed size at the top-left corner of the one it is given (iOS 18's `anchor:`
// places that rect elsewhere in it), whatever size the view is laid out at: the view's own layout
// does not change, as Apple's documentation says.

extension Shape {
    /// This shape with its path made in a rect of `(width, height)` at the frame's top-left corner.
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }

    /// This shape with its path made in a rect of `size` at the frame's top-left corner.
    public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size) }

    /// This shape with its path made in a rect of `(width, height)`, placed at `anchor` of the frame.
    public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> some Shape {
        _SizedShape(shape: self, size: CGSize(width: width, height: height), anchor: anchor)
    }
}

/// A shape whose path is made in a rect of a fixed size.
public struct _SizedShape<S: Shape>: Shape {
    public var shape: S
    public var size: CGSize
    var anchor: UnitPoint = .topLeading

    public func path(in rect: CGRect) -> Path {
        let origin = CGPoint(x: rect.minX + (rect.width - size.width) * anchor.x, y: rect.minY + (rect.height - size.height) * anchor.y)
        return shape.path(in: CGRect(origin: origin, size: size))
    }

    public var animatableData: AnimatablePair<S.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, size.animatableData) }
        set {
            shape.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}
