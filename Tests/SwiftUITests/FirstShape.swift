// FirstShape.swift: the first shape a renderer draws at a time, which the clock and Combine
// tests measure (a bar whose width counts ticks, searches, loads).

@testable import FlipbookUI

/// The first shape drawn at time t (the frame is rendered first, so the view's work runs).
func firstShape(_ renderer: Renderer, at t: Double) -> PresentedElement? {
    _ = renderer.render(at: t)
    var found: PresentedElement?
    renderer.engine.presentedTree(at: t).forEach { if found == nil, $0.kind is ShapeKind { found = $0 } }
    return found
}
