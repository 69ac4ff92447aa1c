// GraphicsContext+Resolved.swift: text and images resolved in a context's environment before they
// are drawn, as SwiftUI's `resolve` gives them: a text that can be measured (its size for a
// proposal, its baselines) and a symbol with its size, each drawn with the context's foreground
// unless its `shading` says otherwise (a gradient shading spread over the drawn frame's
// coordinates as the context gives them); and a canvas's symbol view by its tag, drawn wherever
// and as often as the renderer likes.

import Raster

extension GraphicsContext {
    /// A text resolved in a context's environment.
    public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues
        /// What the text is filled with (the context's foreground style unless set).
        public var shading: Shading = .foreground

        /// The size the text takes when offered `size`, wrapped to its width.
        public func measure(in size: CGSize) -> CGSize { layout(in: size).size }

        /// The first line's baseline from the top, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            let layout = layout(in: size)
            return layout.lines.first.map { $0.frame.minY + $0.baseline } ?? layout.baseline
        }

        /// The last line's baseline from the top, laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            let layout = layout(in: size)
            return layout.lines.last.map { $0.frame.minY + $0.baseline } ?? layout.baseline
        }

        /// Laid out for `size`, an infinite length taken as none proposed (the ideal length).
        private func layout(in size: CGSize) -> TextLayout {
            text.kind(in: environment).paragraph.layout(for: ProposedViewSize(width: size.width.isFinite ? size.width : nil,
                                                                              height: size.height.isFinite ? size.height : nil))
        }
    }

    /// A symbol resolved in a context's environment.
    public struct ResolvedImage {
        let image: Image
        let symbol: SymbolImage?
        /// What the symbol is filled with (the context's foreground style unless set).
        public var shading: Shading?

        /// Its size in points.
        public var size: CGSize { symbol?.size ?? .zero }
        /// Its baseline from the top.
        public var baseline: CGFloat { symbol?.baseline ?? 0 }
    }

    /// One of the canvas's symbol views, as laid out at its ideal size.
    public struct ResolvedSymbol {
        let element: PresentedElement
        /// Its ideal size in points.
        public var size: CGSize { element.frame.size }
    }

    /// The canvas's symbol view tagged `id`; nil when it has none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recorder.symbols[AnyHashable(id)].map(ResolvedSymbol.init)
    }

    /// Draws a symbol view at its size, placed by `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        draw(symbol, in: CGRect(origin: CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height), size: size))
    }

    /// Draws a symbol view scaled to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let element = symbol.element, size = symbol.size
        guard size.width > 0, size.height > 0 else { return }
        // From where the view was laid out (root points) to the rect (the context's points).
        let placed = Transform(translationX: -Double(element.frame.minX), y: -Double(element.frame.minY))
            .concatenating(Transform(scaleX: Double(rect.width / size.width), y: Double(rect.height / size.height)))
            .concatenating(Transform(translationX: Double(rect.minX), y: Double(rect.minY)))
        drawRecorded { list in list.transformed(by: ProjectiveTransform(placed)) { $0.draw(element) } }
    }

    /// The text as this context's environment styles it.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, environment: environment) }

    /// The image as this context's environment sizes it.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image, symbol: image.symbol(in: environment), shading: nil)
    }

    /// Draws a resolved text with its top-left corner where `anchor` of its ideal size puts it.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let frame = CGRect(origin: CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height), size: size)
        withShading(text.shading, over: frame).draw(text.text, in: frame)
    }

    /// Draws a resolved text wrapped to the rect's width, from its top-left corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        withShading(text.shading, over: rect).draw(text.text, in: rect)
    }

    /// Draws a resolved symbol scaled to fill `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        withShading(image.shading ?? .foreground, over: rect).draw(image.image, in: rect, style: style)
    }

    /// Draws a resolved symbol at its size, placed by `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let frame = CGRect(origin: CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height),
                           size: image.size)
        withShading(image.shading ?? .foreground, over: frame).draw(image.image, at: point, anchor: anchor)
    }

    /// This context with `shading` as its foreground style, a gradient's points taken in `frame`.
    private func withShading(_ shading: Shading, over frame: CGRect) -> GraphicsContext {
        var context = self
        func unit(_ p: CGPoint) -> UnitPoint {
            UnitPoint(x: frame.width > 0 ? (p.x - frame.minX) / frame.width : 0, y: frame.height > 0 ? (p.y - frame.minY) / frame.height : 0)
        }
        switch shading.kind {
        case .style(let style):
            if style is ForegroundStyle { return self }
            context.environment.setForegroundStyle(style)
        case .linear(let gradient, let start, let end, let options):
            let stops = options.resolved(gradient, in: environment.colorScheme)
            context.environment.setForegroundStyle(LinearGradient(gradient: stops, startPoint: unit(start), endPoint: unit(end)))
        case .radial(let gradient, let center, let startRadius, let endRadius, let options):
            let stops = options.resolved(gradient, in: environment.colorScheme)
            context.environment.setForegroundStyle(RadialGradient(gradient: stops, center: unit(center), startRadius: startRadius,
                                                                  endRadius: endRadius))
        case .conic(let gradient, let center, let angle, let options):
            let stops = options.resolved(gradient, in: environment.colorScheme)
            context.environment.setForegroundStyle(AngularGradient(gradient: stops, center: unit(center), angle: angle))
        }
        return context
    }
}
