// View+Gestures.swift: taps. A tap reaches the front-most view with a tap gesture (or a Button)
// whose content shape contains the point: its drawn shapes, text and images, or the shape
// given by contentShape.

extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        element(TapGestureKind(action: action))
    }

    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        element(ContentShapeKind(shape: AnyShapeBox(shape)))
    }
}
