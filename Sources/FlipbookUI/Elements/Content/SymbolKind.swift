// SymbolKind.swift: an SF-Symbol-like image (Symbols/), filled or stroked in its style, in a
// frame sized like a glyph of the font and scaled by the image scale.

import Raster

/// A resolved system symbol in a resolved style.
struct SymbolKind: ElementKind, HitTestsFrame {
    var symbol: SymbolImage
    var style: ResolvedStyle
    /// The style of the enclosure when the glyph cut out of it is drawn as a layer of its own in
    /// `style` (palette and hierarchical rendering); nil: one shape in `style`.
    var secondaryStyle: ResolvedStyle? = nil
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
    /// paint, or the enclosure in the secondary and the glyph cut out of it filled in the primary.
    private func drawLayers(into list: inout DisplayListBuilder, paint: Paint, in frame: CGRect, moved: Transform?) {
        func placed(_ path: Raster.Path) -> Raster.Path { moved.map { path.applying($0) } ?? path }
        if let stroke = symbol.stroke { return list.stroke(placed(symbol.path), style: stroke, with: paint) }
        if let secondaryStyle, let knockout = symbol.knockout {
            list.fill(placed(symbol.path), with: secondaryStyle.paint(in: frame), rule: .nonzero)
            list.fill(placed(knockout), with: paint, rule: .nonzero)
        } else {
            list.fill(placed(symbol.path), with: paint, rule: .nonzero)
        }
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
        let kind = SymbolKind(symbol: symbol, style: environment.resolvedForeground, secondaryStyle: secondaryStyle(in: environment),
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

    /// The style of a symbol's second layer: with palette rendering (asked for, or implied by
    /// two foreground styles, as SwiftUI does when no mode is set), the secondary style given;
    /// with hierarchical, the primary at the secondary level's opacity. nil: one layer.
    private func secondaryStyle(in environment: EnvironmentValues) -> ResolvedStyle? {
        let mode = symbolRenderingMode ?? environment.symbolRenderingMode
        let layered = mode == .palette || mode == .hierarchical || (mode == nil && !environment.lowerForegroundStyles.isEmpty)
        return layered ? ResolvedStyle(HierarchicalShapeStyle.secondary, environment: environment) : nil
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
