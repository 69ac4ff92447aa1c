// HitTester.swift: which tap action a point reaches, as SwiftUI decides it: the front-most
// view with a tap gesture (or a Button) whose content contains the point; inner gestures win
// over outer ones. A view's content is its drawn shapes (their fill area), text and symbols
// (their frames), unless contentShape says otherwise. Effects' transforms are undone on the
// way down.

import Raster

enum HitTester {
    static func action(at point: CGPoint, in root: PlacedElement) -> (() -> Void)? {
        search(root, Point(point), .identity)
    }

    /// `map` takes root points to where they are drawn; the point is compared in drawn space.
    private static func search(_ p: PlacedElement, _ point: Point, _ map: ProjectiveTransform) -> (() -> Void)? {
        let childMap = ElementMap.childMap(p, map)
        // Front-most first.
        for child in p.children.reversed() {
            if let action = search(child, point, childMap) { return action }
        }
        if case .tapGesture(let action) = p.element.kind, contains(p, point, map) { return action }
        return nil
    }

    /// Whether the content of `p` (drawn under `map`) covers the point.
    private static func contains(_ p: PlacedElement, _ point: Point, _ map: ProjectiveTransform) -> Bool {
        guard let inverse = map.inverted else { return false }
        let local = inverse.apply(point)
        if case .contentShape(let shape) = p.element.kind {
            return shape.path(placedIn: p.frame).contains(local)
        }
        switch p.element.kind {
        case .shape(let s): return s.shape.path(placedIn: p.frame).contains(local)
        case .text, .symbol: return p.frame.contains(CGPoint(x: local.x, y: local.y))
        default:
            let childMap = ElementMap.childMap(p, map)
            return p.children.contains { contains($0, point, childMap) }
        }
    }
}
