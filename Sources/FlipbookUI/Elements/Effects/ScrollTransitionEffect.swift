// ScrollTransitionEffect.swift: the effects `.scrollTransition` draws a view with, from where
// the view stands in the viewport of the scroll view around it (GeometryProxy.scrollViewport),
// at rest: along the scrolling axis, a view fully inside has the identity phase, one fully
// before or after has the leading or trailing one, and one the edge cuts has, interactively,
// its effects blended from the identity's toward the edge's by the share of it outside (as
// SwiftUI interpolates the effect's animatable data); `.animated` takes the phase of the
// larger part. Outside any scroll view a view is always in the identity phase.

extension ScrollTransitionPhase {
    static func effect(for proxy: GeometryProxy, configuration: ScrollTransitionConfiguration,
                       trailingConfiguration: ScrollTransitionConfiguration? = nil, axis: Axis?,
                       transition: (ScrollTransitionPhase) -> any VisualEffect) -> any VisualEffect {
        guard let viewport = proxy.scrollViewport else { return transition(.identity) }
        let along = axis ?? (viewport.axes == .horizontal ? .horizontal : .vertical)
        let frame = proxy.frame(in: .global)
        let (start, end, viewStart, viewEnd) = along == .horizontal
            ? (frame.minX, frame.maxX, viewport.frame.minX, viewport.frame.maxX)
            : (frame.minY, frame.maxY, viewport.frame.minY, viewport.frame.maxY)
        let length = max(end - start, .ulpOfOne)
        let before = min(max((viewStart - start) / length, 0), 1)
        let after = min(max((end - viewEnd) / length, 0), 1)
        let (phase, outside): (ScrollTransitionPhase, Double) = before >= after ? (.topLeading, Double(before)) : (.bottomTrailing, Double(after))
        guard outside > 0 else { return transition(.identity) }
        let config = phase == .bottomTrailing ? (trailingConfiguration ?? configuration) : configuration
        switch config.kind {
        case .identity: return transition(.identity)
        case .animated: return transition(outside > 0.5 ? phase : .identity)
        case .interactive:
            if outside >= 1 { return transition(phase) }
            return blended(transition(.identity), transition(phase), by: outside)
        }
    }

    /// The effects of `from` moved `progress` of the way to those of `to`; when the two chains
    /// differ in their effects, the nearer one.
    private static func blended(_ from: any VisualEffect, _ to: any VisualEffect, by progress: Double) -> any VisualEffect {
        let a = from.effectKinds, b = to.effectKinds
        guard a.count == b.count, zip(a, b).allSatisfy({ type(of: $0) == type(of: $1) }) else { return progress < 0.5 ? from : to }
        func blended<Kind: ElementKind & Sendable>(_ start: any ElementKind, _ end: Kind) -> any ElementKind & Sendable {
            EffectBlending.blend(start, end, progress: progress)
        }
        return VisualEffectChain(kinds: zip(a, b).map { (start: any ElementKind, end: any ElementKind & Sendable) -> any ElementKind & Sendable in
            blended(start, end)
        })
    }
}
