// View+GeometryChange.swift: `.onGeometryChange(for:of:action:)`: an action run with a value the
// view's geometry gives (its size, its frame in a coordinate space), once when the view is first
// laid out and again whenever the value changes, as SwiftUI runs it. Read by a GeometryReader
// behind the view, which is proposed the view's size and so sees its geometry.

extension View {
    /// Runs `action` with the value `transform` makes of the view's geometry, at first and on
    /// each change.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
    }

    /// Runs `action` with the last and the new value `transform` makes of the view's geometry,
    /// at first (the two equal) and on each change.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        background(GeometryReader { proxy in
            Color.clear.onChange(of: transform(proxy), initial: true, action)
        })
    }
}
