// Canvas.swift: SwiftUI's Canvas, a view that draws itself in immediate mode: its renderer gets a
// GraphicsContext and the canvas's size each time it is drawn. It takes the space it is offered.
// `opaque` and `rendersAsynchronously` are hints about how to draw, not what, so they change
// nothing here; colour modes other than the default and symbols passed to the canvas are not
// provided.

/// A view drawn by a closure, in immediate mode.
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public init(opaque: Bool = false, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }

    public var body: Never { fatalError("Canvas is primitive") }
}
