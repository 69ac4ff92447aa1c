// SymbolKind.swift: an SF-Symbol-like image (Symbols/), filled or stroked in its style, in a
// frame sized like a glyph of the font and scaled by the image scale.

import Raster

/// A resolved system symbol in a resolved style.
struct SymbolKind: ElementKind, HitTestsFrame {
    var symbol: SymbolImage
    var style: ResolvedStyle
    /// The style of each of the symbol's layers when they are drawn apart (palette, hierarchical
    /// and multicolor rendering, a variable value); nil: `symbol.path`, one shape in `style`.
    var layerStyles: [ResolvedStyle]? = nil
    /// Stretched over its frame (`Image.resizable()`), its outline's box filling it.
    var isResizable = false
    /// Drawn as a placeholder block over its frame (`.redacted(reason: .placeholder)`).
    var isRedacted = false

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: inkBounds.size) : symbol.size
    }

    /// The box the symbol's paint covers (its outline's bounds, and half a pen beyond for a stroke).
    private var inkBounds: CGRect {
        let outline = symbol.path.bounds.map(CGRect.init) ?? CGRect(origin: .zero, size: symbol.size)
        let pen = CGFloat(symbol.stroke?.width ?? 0) / 2
        return outline.insetBy(dx: -pen, dy: -pen)
    }
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { [] }

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        guard case .color(let c) = style else { return self }
        var copy = self
        copy.style = .color(ColorVector.animate(c, by: &animator))
        return copy
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        let frame = element.frame
        let paint = style.paint(in: frame)
        if isRedacted { return RedactedBlocks.draw(over: [frame], paint: paint, into: &list) }
        guard isResizable else {
            return drawLayers(into: &list, paint: paint, in: frame, moved: Transform(translationX: frame.minX, y: frame.minY))
        }
        // The ink box onto the frame, through the map, so that a stroke's pen scales with it.
        let ink = inkBounds
        guard ink.width > 0, ink.height > 0 else { return }
        let sx = Double(frame.width / ink.width), sy = Double(frame.height / ink.height)
        let fit = Transform(a: sx, b: 0, c: 0, d: sy, tx: Double(frame.minX) - Double(ink.minX) * sx, ty: Double(frame.minY) - Double(ink.minY) * sy)
        list.transformed(by: ProjectiveTransform(fit)) { drawLayers(into: &$0, paint: paint, in: frame, moved: nil) }
    }

    /// The symbol, its paths `moved` into place (nil: as they are): one shape in the primary
    /// paint, or each layer in its own style, in order.
    private func drawLayers(into list: inout DisplayListBuilder, paint: Paint, in frame: CGRect, moved: Transform?) {
        func draw(_ path: Raster.Path, _ paint: Paint) {
            let placed = moved.map { path.applying($0) } ?? path
            if let stroke = symbol.stroke { return list.stroke(placed, style: stroke, with: paint) }
            list.fill(placed, with: paint, rule: .nonzero)
        }
        guard let layerStyles else { return draw(symbol.path, paint) }
        for (layer, style) in zip(symbol.layers, layerStyles) { draw(layer.path, style.paint(in: frame)) }
    }
}

// MARK: - Building

extension Image: PrimitiveView {
    /// The symbol in the environment's font, image scale and variant. An unknown name is an
    /// empty image, as in SwiftUI: it draws nothing and has no size, but it is a view, so what is
    /// around it (a frame, a background) still draws; it is reported once, as SwiftUI logs it.
    /// The empty name is the idiom for "no image here" (`Image(systemName: isOn ? "checkmark" :
    /// "")`): it builds nothing, without a warning.
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let environment = context.environment
        if let picture { return makePicture(picture, in: node, context: context) }
        guard let symbol = symbol(in: environment) else {
            guard !systemName.isEmpty else { return [] }
            return context.build(Color.clear.frame(width: 0, height: 0), at: .slot("unknown"), of: node)
        }
        let kind = SymbolKind(symbol: symbol, style: environment.resolvedForeground, layerStyles: layerStyles(of: symbol, in: environment),
                              isResizable: isResizable, isRedacted: environment.drawsRedacted)
        var image: Element
        if environment.contentTransition.style == .symbolReplace {
            // Under the replace effect the name is part of the identity: a new symbol is the old
            // image removed and a new one inserted, each playing the effect as its transition.
            let shown = node.child(.id(AnyHashable(systemName)), for: Image.self)
            let drawn = context.element(shown.child(.slot("content"), for: Image.self).id, kind)
            image = context.element(shown.id, TransitionTrait(transition: Self.replaceTransition), children: [drawn])
        } else {
            image = context.element(node.id, kind)
        }
        // The symbol effects around, innermost nearest the symbol.
        for (i, play) in environment.symbolPlays.enumerated().reversed() {
            image = play.wrapping(image, id: node.child(.slot("symbolPlay\(i)"), for: Image.self).id)
        }
        return [image]
    }

    /// A picture (PictureKind); one the catalogs lack is an empty image, as an unknown symbol is.
    private func makePicture(_ picture: Picture, in node: ViewNode, context: BuildContext) -> [Element] {
        let image: AssetImage?
        switch picture {
        case .asset(let name): image = AssetCatalogs.image(named: name)
        case .uiImage(let uiImage): image = uiImage.asset
        }
        guard let image else { return context.build(Color.clear.frame(width: 0, height: 0), at: .slot("unknown"), of: node) }
        var pixels = image.pixmap
        if renderingMode == .template || (renderingMode == nil && image.isTemplate),
           case .color(let color) = context.environment.resolvedForeground {
            pixels = PictureKind.template(image, in: color)
        }
        return [context.element(node.id, PictureKind(image: image, isResizable: isResizable, pixels: pixels))]
    }

    /// The style of each of the symbol's layers, or nil to draw it as one shape. Palette
    /// (asked for, or implied by two foreground styles, as SwiftUI does when no mode is set):
    /// level i takes the i-th style given, the last one given for the levels beyond (alone, the
    /// primary at the level's opacity); hierarchical: the primary at the level's opacity;
    /// multicolor (or `.renderingMode(.original)`, as SwiftUI reads it for a symbol): each layer
    /// its fixed colour, else the primary, for a symbol that has colours (others draw
    /// monochrome). A variable value dims the variable layers it does not light, in any mode.
    private func layerStyles(of symbol: SymbolImage, in environment: EnvironmentValues) -> [ResolvedStyle]? {
        guard !symbol.layers.isEmpty else { return nil }
        let mode = symbolRenderingMode ?? (renderingMode == .original ? .multicolor : environment.symbolRenderingMode)
        let lower = environment.lowerForegroundStyles
        let primary = environment.resolvedForeground
        func level(_ level: Int) -> ResolvedStyle {
            guard level > 0 else { return primary }
            return ResolvedStyle(HierarchicalShapeStyle(level: level), environment: environment) ?? primary
        }
        let base: (SymbolLayer) -> ResolvedStyle
        switch mode {
        case .palette?, nil where !lower.isEmpty:
            base = { level(lower.isEmpty ? $0.level : min($0.level, lower.count)) }
        case .hierarchical?:
            base = { level($0.level) }
        case .multicolor? where symbol.layers.contains { $0.multicolor != nil }:
            base = { layer in layer.multicolor.map { .color($0.resolved(in: environment.colorScheme)) } ?? primary }
        default:
            guard variableValue != nil, symbol.variableLayerCount > 0 else { return nil }
            base = { _ in primary }
        }
        let count = symbol.variableLayerCount
        return symbol.layers.map { layer in
            guard let value = variableValue, let index = layer.variableIndex,
                  !SymbolLayer.isLit(index: index, of: count, at: value) else { return base(layer) }
            return base(layer).multiplyingOpacity(by: SymbolLayer.unlitOpacity)
        }
    }

    /// The replace effect as a view transition: shrinking to half (growing from half) and fading.
    static let replaceTransition = AnyTransition.scale(scale: 0.5).combined(with: .opacity)

    /// The symbol in the environment's font, image scale and variant (nil for an unknown name,
    /// reported once).
    func symbol(in environment: EnvironmentValues) -> SymbolImage? {
        guard SymbolCatalog.contains(systemName) else {
            if !systemName.isEmpty { UnknownNameLog.symbols.report(systemName) }
            return nil
        }
        let name = environment.symbolVariants.resolve(systemName, isKnown: SymbolCatalog.contains)
        return SymbolCatalog.symbol(named: name, font: environment.resolvedFont, scale: SymbolCatalog.scaleFactor(environment.imageScale))
    }
}
