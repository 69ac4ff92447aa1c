// DisplayListBuilder.swift: walks the presented tree and records its drawing. A projective map
// from root points to device pixels goes down the tree (the device scale, applied once at the
// root, and every element's child transform composed onto it), so a rotation3DEffect turns
// everything under it, text included. Each element kind records its own drawing
// (DrawingBehavior.draw); this type holds the map and the list they write into.

import Raster

/// Records a presented tree's drawing into a display list.
struct DisplayListBuilder {
    /// The map from root points to device pixels for what is drawn now.
    private(set) var map: ProjectiveTransform
    private var list = DisplayList()
    /// The layers presented over the canvas, drawn after the tree; shared with the builders of
    /// inner layers, so that a presentation inside a clip still goes over everything.
    private let presentations: PresentationQueue
    /// The viewport of the innermost scroll view being drawn, in device pixels (nil: none), for
    /// the headers a lazy stack holds at its edge.
    private(set) var scrollViewport: CGRect?
    /// The opacities, shadows and blend modes written on the containers being drawn through,
    /// outermost first: each view drawing inside them is drawn in layers of these (eachLeaf).
    private var leafEffects: [LayerEffect] = []

    private init(map: ProjectiveTransform, presentations: PresentationQueue, scrollViewport: CGRect? = nil) {
        self.map = map
        self.presentations = presentations
        self.scrollViewport = scrollViewport
    }

    /// The display list of `root`, drawn under `map`, then what it presents, in order.
    static func displayList(of root: PresentedElement, map: ProjectiveTransform) -> DisplayList {
        var builder = DisplayListBuilder(map: map, presentations: PresentationQueue())
        builder.draw(root)
        while let layer = builder.presentations.takeFirst() {
            builder.map = map
            builder.draw(layer)
        }
        return builder.list
    }

    /// Defers `layers` (presented over the canvas, in root points) until the tree is drawn.
    mutating func present(_ layers: [PresentedElement]) { presentations.append(layers) }

    /// Draws an element: a view that draws something itself, or as one picture, in layers of
    /// the effects its containers hand down (eachLeaf); a container by its children's drawing.
    mutating func draw(_ element: PresentedElement) {
        guard !leafEffects.isEmpty, !(element.kind is any DrawsOnlyChildren) else {
            return element.kind.draw(element, into: &self)
        }
        let effects = leafEffects
        leafEffects = []
        drawWrapped(in: effects[...]) { element.kind.draw(element, into: &$0) }
        leafEffects = effects
    }

    /// Applies `effect` to each view `body` draws, one by one, rather than to them as one
    /// picture: SwiftUI's opacity, shadow and blend mode on a container reach the views inside
    /// it (text on a card with a shadow casts its own; two half-transparent circles overlap
    /// darker), unless a compositing group or a clip makes them one picture first.
    mutating func eachLeaf(_ effect: LayerEffect, _ body: (inout DisplayListBuilder) -> Void) {
        leafEffects.append(effect)
        body(&self)
        leafEffects.removeLast()
    }

    /// Draws `body` in a layer of each effect, the first outermost.
    private mutating func drawWrapped(in effects: ArraySlice<LayerEffect>, _ body: (inout DisplayListBuilder) -> Void) {
        guard let outermost = effects.first else { return body(&self) }
        layer(outermost) { $0.drawWrapped(in: effects.dropFirst(), body) }
    }

    /// Draws the children under the element's child transform; later children on top, zIndex
    /// reordering them (ties keep their order).
    mutating func drawChildren(of element: PresentedElement) {
        let saved = map
        if let local = element.kind.childTransform(in: element.frame) { map = local.concatenating(map) }
        for child in Self.drawingOrder(element.children) { draw(child) }
        map = saved
    }

    /// Children in the order they are drawn, back to front: by `.zIndex`, ties in their order.
    static func drawingOrder(_ children: [PresentedElement]) -> [PresentedElement] {
        guard children.count > 1 else { return children }
        return children.enumerated().sorted { a, b in
            let za = zIndex(a.element), zb = zIndex(b.element)
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }

    /// The `.zIndex` of a child: set on it or on the view it modifies, however many modifiers
    /// came after it (`.zIndex(1).transition(.scale)`), as a trait passes through modifiers.
    private static func zIndex(_ element: PresentedElement) -> Double {
        var e = element
        while true {
            if let trait = e.kind as? ZIndexTrait { return trait.value }
            guard let index = LayoutChild.primaryChildIndex(of: e.kind, childCount: e.children.count) else { return 0 }
            e = e.children[index]
        }
    }

    // MARK: - Items

    mutating func fill(_ path: Raster.Path, with paint: Paint, rule: FillRule) {
        list.items.append(.fill(path, paint, rule, transform: map))
    }

    mutating func stroke(_ path: Raster.Path, style: Raster.StrokeStyle, with paint: Paint) {
        list.items.append(.stroke(path, style, paint, transform: map))
    }

    /// Blurs what is drawn so far under `path` (a material's backdrop), σ in root points.
    mutating func blurBackdrop(under path: Raster.Path, rule: FillRule, sigma: Double) {
        list.items.append(.backdropBlur(path, rule, transform: map, sigma: sigma))
    }

    mutating func image(_ pixmap: Pixmap, in rect: Rect) {
        list.items.append(.image(pixmap, rect, transform: map))
    }

    /// Items drawn elsewhere (a canvas layer's), as they are.
    mutating func append(_ drawn: DisplayList) { list.items.append(contentsOf: drawn.items) }

    /// What has been drawn so far.
    var drawn: DisplayList { list }

    /// Records what `body` draws as one layer composited through `effect`.
    mutating func layer(_ effect: LayerEffect, _ body: (inout DisplayListBuilder) -> Void) {
        list.items.append(.layer(effect, recording(body)))
    }

    /// Draws `body` as the content of a scroll view whose viewport is `frame` (in root points,
    /// under the current map).
    mutating func inScrollViewport(_ frame: CGRect, _ body: (inout DisplayListBuilder) -> Void) {
        let saved = scrollViewport
        scrollViewport = DrawingMap.box(frame, under: map)
        body(&self)
        scrollViewport = saved
    }

    /// Draws `body` with `local` (from its coordinates to the current ones) composed onto the map.
    mutating func transformed(by local: ProjectiveTransform, _ body: (inout DisplayListBuilder) -> Void) {
        let saved = map
        map = local.concatenating(map)
        body(&self)
        map = saved
    }

    /// A builder with the same map and nothing drawn yet (a canvas layer's).
    func emptied() -> DisplayListBuilder { DisplayListBuilder(map: map, presentations: presentations, scrollViewport: scrollViewport) }

    /// What `body` draws under the current map, as a list of its own (a mask's drawing).
    func recording(_ body: (inout DisplayListBuilder) -> Void) -> DisplayList {
        var inner = DisplayListBuilder(map: map, presentations: presentations, scrollViewport: scrollViewport)
        body(&inner)
        return inner.list
    }

    /// The map's linear scale at the origin, for effects measured in points (shadow radius).
    var deviceScale: Double {
        (map.m[0][0] * map.m[0][0] + map.m[0][1] * map.m[0][1]).squareRoot() / max(abs(map.m[2][2]), 1e-12)
    }
}

/// The presented layers waiting to be drawn.
private final class PresentationQueue {
    private var layers: [PresentedElement] = []
    func append(_ more: [PresentedElement]) { layers += more }
    func takeFirst() -> PresentedElement? { layers.isEmpty ? nil : layers.removeFirst() }
}
