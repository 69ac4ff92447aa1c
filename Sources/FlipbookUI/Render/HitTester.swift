// HitTester.swift: where a touch lands, as SwiftUI decides it: on the front-most view whose
// content contains the point — a shape's fill area, a text's or symbol's frame, a contentShape,
// outside which nothing of the view takes the touch — and the touch then goes to the gestures of that view and of its ancestors (innermost first).
// Content in front that has no gesture still takes the touch (a view behind it does not get it),
// unless hit-testing is off there (`.allowsHitTesting(false)`). Child transforms are undone on
// the way down, exactly as drawing applies them.

import Raster

/// Kinds whose children take touches only inside the kind's frame (a scroll view's viewport:
/// content scrolled out of it is not there to tap, though `.clipped()` leaves touches as they are,
/// as in SwiftUI).
protocol ClipsTouches {
    var clipsTouches: Bool { get }
}

enum HitTester {
    /// A gesture a touch reaches, with the map under which its view is drawn.
    struct GestureHit {
        let element: PresentedElement
        let kind: GestureKind
        /// Root points to where the element is drawn.
        let map: ProjectiveTransform
    }

    /// The gestures a touch at `point` reaches, innermost first; nil when it lands on no content.
    /// What is presented over the canvas (PresentationKind) is front-most, the latest first.
    static func gestures(at point: CGPoint, in root: PresentedElement) -> [GestureHit]? {
        var layers: [PresentedElement] = []
        root.forEach { layers += PresentationKind.layers(of: $0) }
        for layer in layers.reversed() {
            if let path = search(layer, Point(point), .identity) { return path }
        }
        return search(root, Point(point), .identity)
    }

    private static func search(_ element: PresentedElement, _ point: Point, _ map: ProjectiveTransform) -> [GestureHit]? {
        let content = element.kind.hitContent(in: element.frame)
        if case .none = content { return nil }
        if (element.kind as? ClipsTouches)?.clipsTouches == true, !covers(.frame, element, point, map) { return nil }
        // A content shape is where the view takes touches, what it draws inside or not: the
        // corners of a square with `.contentShape(Circle())` take none.
        let isContentShape = element.kind is ContentShapeKind
        if isContentShape, !covers(content, element, point, map) { return nil }
        let own = (element.kind as? GestureKind).map { GestureHit(element: element, kind: $0, map: map) }
        let inner = childMap(element, map)
        // Front-most first (as drawn: by zIndex, then order); presented layers were searched
        // before the tree.
        let children = element.kind is PresentationKind ? Array(element.children.prefix(1)) : element.children
        for child in DisplayListBuilder.drawingOrder(children).reversed() {
            if let path = search(child, point, inner) { return path + (own.map { [$0] } ?? []) }
        }
        switch content {
        case .shape, .frame: return isContentShape || covers(content, element, point, map) ? (own.map { [$0] } ?? []) : nil
        case .children, .none: return nil
        }
    }

    private static func childMap(_ element: PresentedElement, _ map: ProjectiveTransform) -> ProjectiveTransform {
        element.kind.childTransform(in: element.frame).map { $0.concatenating(map) } ?? map
    }

    /// Whether the content of `element` (drawn under `map`) covers the point.
    static func contains(_ element: PresentedElement, _ point: Point, _ map: ProjectiveTransform) -> Bool {
        let content = element.kind.hitContent(in: element.frame)
        switch content {
        case .shape, .frame: return covers(content, element, point, map)
        case .children:
            let inner = childMap(element, map)
            return element.children.contains { contains($0, point, inner) }
        case .none: return false
        }
    }

    private static func covers(_ content: HitContent, _ element: PresentedElement, _ point: Point, _ map: ProjectiveTransform) -> Bool {
        guard let inverse = map.inverted else { return false }
        let local = inverse.apply(point)
        switch content {
        case .shape(let path): return path.contains(local)
        case .frame: return element.frame.contains(CGPoint(x: local.x, y: local.y))
        case .children, .none: return false
        }
    }
}
