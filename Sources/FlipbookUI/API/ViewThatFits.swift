// ViewThatFits.swift: SwiftUI's ViewThatFits: the first of its views whose ideal size fits the
// proposed size along the given axes, else the last; only that one is shown
// (Elements/Layout/ViewThatFitsKind).

/// Shows the first of its views that fits the available space.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// - Parameter axes: the axes along which a view must fit (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }

    public var body: Never { fatalError("ViewThatFits is primitive") }
}
