// HitTester.swift: which tap action a point reaches, as SwiftUI decides it: the front-most
// view with a tap gesture (or a Button) whose content contains the point; inner gestures win
// over outer ones. A view's content is what its kind says (HitTestingBehavior): a shape's fill
// area, a text's or symbol's frame, a contentShape, or its children's content. Child transforms
// are undone on the way down, exactly as drawing applies them.

import Raster

enum HitTester {
    static func action(at point: CGPoint, in root: PresentedElement) -> (() -> Void)? {
        search(root, Point(point), .identity)
    }

    /// `map` takes root points to where they are drawn; the point is compared in drawn space.
    private static func search(_ element: PresentedElement, _ point: Point, _ map: ProjectiveTransform) -> (() -> Void)? {
        let childMap = childMap(element, map)
        // Front-most first.
        for child in element.children.reversed() {
            if let action = search(child, point, childMap) { return action }
        }
        if let tap = element.kind as? TapGestureKind, contains(element, point, map) { return tap.action }
        return nil
    }

    private static func childMap(_ element: PresentedElement, _ map: ProjectiveTransform) -> ProjectiveTransform {
        element.kind.childTransform(in: element.frame).map { $0.concatenating(map) } ?? map
    }

    /// Whether the content of `element` (drawn under `map`) covers the point.
    private static func contains(_ element: PresentedElement, _ point: Point, _ map: ProjectiveTransform) -> Bool {
        switch element.kind.hitContent(in: element.frame) {
        case .shape(let path):
            guard let inverse = map.inverted else { return false }
            return path.contains(inverse.apply(point))
        case .frame:
            guard let inverse = map.inverted else { return false }
            let local = inverse.apply(point)
            return element.frame.contains(CGPoint(x: local.x, y: local.y))
        case .children:
            let inner = childMap(element, map)
            return element.children.contains { contains($0, point, inner) }
        }
    }
}
