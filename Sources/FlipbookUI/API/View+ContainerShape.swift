// View+ContainerShape.swift: `.containerShape(_:)` gives the views inside a container shape, and a
// ContainerRelativeShape inside (filled, stroked or clipped to) takes it: the given shape in the
// view's own frame, inset as the ContainerRelativeShape was. SwiftUI makes the inner shape
// concentric with the container's (a smaller radius further in); here it is the same shape, so
// a corner radius stays what the container was given.

extension View {
    /// The shape ContainerRelativeShapes inside this view take.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        environment(\.containerShape, ContainerShape(shape))
    }
}

/// A container's shape, kept with the inset it can be given.
struct ContainerShape {
    let shape: any Shape
    let inset: (CGFloat) -> any Shape

    init<T: InsettableShape>(_ shape: T) {
        self.shape = shape
        inset = { shape.inset(by: $0) }
    }

    /// `shape` with a ContainerRelativeShape (inset or not, stroked or not) replaced by this
    /// container's shape.
    func resolving(_ shape: any Shape) -> any Shape {
        if shape is ContainerRelativeShape { return self.shape }
        if let inset = shape as? Inset<ContainerRelativeShape> { return self.inset(inset.amount) }
        if let stroked = shape as? StrokeOfShape,
           stroked.strokedShape is ContainerRelativeShape || stroked.strokedShape is Inset<ContainerRelativeShape> {
            func stroke<S: Shape>(_ inner: S) -> any Shape { _StrokedShape(shape: inner, style: stroked.style) }
            return stroke(resolving(stroked.strokedShape))
        }
        return shape
    }
}

private struct ContainerShapeKey: EnvironmentKey { static var defaultValue: ContainerShape? { nil } }

extension EnvironmentValues {
    /// The shape set by the nearest `.containerShape` (nil: none, a rectangle).
    var containerShape: ContainerShape? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}
