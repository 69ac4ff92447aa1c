// View+Layering.swift: overlay, background and border. The modified view decides the size; the
// secondary content is proposed that size and aligned in it (centre by default). A colour or a
// gradient is both a View and a ShapeStyle; the older view-taking forms are disfavoured (as in
// SwiftUI) so that `.background(Color.red)` or `.overlay(RadialGradient(…))` picks the style
// form instead of being ambiguous; both draw the same rectangle.

extension View {
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(LayeringModifier(secondary: overlay, alignment: alignment, role: .overlay))
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayeringModifier(secondary: content(), alignment: alignment, role: .overlay))
    }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(LayeringModifier(secondary: Rectangle().fill(style), alignment: .center, role: .overlay))
    }

    /// A line `width` points wide inside the view's frame, in `content`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(LayeringModifier(secondary: background, alignment: alignment, role: .background))
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayeringModifier(secondary: content(), alignment: alignment, role: .background))
    }
    /// A shape style behind the view. It ignores the safe area's `edges`: behind a list or a
    /// scroll view that fills a navigation stack's screen, it reaches up behind the bar too.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        let fillsScreen = edges.contains(.top) && ViewList.unwrap(self, as: (any FillsNavigationScreen).self) != nil
        return modifier(LayeringModifier(secondary: Rectangle().fill(style), alignment: .center, role: .background,
                                         screenBackdrop: fillsScreen ? AnyShapeStyle(style) : nil))
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(LayeringModifier(secondary: shape.fill(style, style: fillStyle), alignment: .center, role: .background))
    }
}
