// Canvas.swift: SwiftUI's Canvas, a view that draws itself in immediate mode: its renderer gets a
// GraphicsContext and the canvas's size each time it is drawn. It takes the space it is offered.
// `opaque` and `rendersAsynchronously` are hints about how to draw, not what, so they change
// nothing here; colour modes other than the default are not provided. The views given as
// `symbols`, each with a `.tag`, are laid out at their ideal size and drawn only where the
// renderer draws them (`context.resolveSymbol(id:)`), as many times as it likes.

/// A view drawn by a closure, in immediate mode.
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    public init(opaque: Bool = false, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
        symbols = EmptyView()
    }

    /// A canvas whose renderer can draw the tagged views of `symbols`.
    public init(opaque: Bool = false, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    public var body: Never { fatalError("Canvas is primitive") }
}
