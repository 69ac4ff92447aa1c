// ScrollTransitionEffect.swift: the effects `.scrollTransition` draws a view with, from where
// the view stands in the viewport of the scroll view around it (GeometryProxy.scrollViewport):
// along the scrolling axis, how far it has come from hidden to its configuration's threshold
// (ScrollTransitionConfiguration), and on which side of the viewport's centre it is, which
// names the phase it leaves the identity for. Interactively, the effects in between are blended
// from the edge's phase toward the identity's (as SwiftUI interpolates the effect's animatable
// data). Outside any scroll view a view is always in the identity phase.

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
        let phase: ScrollTransitionPhase = start + end < viewStart + viewEnd ? .topLeading : .bottomTrailing
        let config = phase == .bottomTrailing ? (trailingConfiguration ?? configuration) : configuration
        let progress = config.progress(view: Double(start)...Double(max(end, start)), viewport: Double(viewStart)...Double(max(viewEnd, viewStart)))
        switch config.kind {
        case .identity: return transition(.identity)
        case .animated: return transition(progress >= 1 ? .identity : phase)
        case .interactive(let curve):
            if progress >= 1 { return transition(.identity) }
            if progress <= 0 { return transition(phase) }
            return blended(transition(.identity), transition(phase), by: 1 - curve.value(at: progress))
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
