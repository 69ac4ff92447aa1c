// TransitionEffect.swift: a transition at a progress (0: absent, 1: fully there) as effects
// wrapped around the presented view: opacity, scale about an anchor, or an offset toward an edge.

/// Wraps a presented view in the effects of a transition at a progress.
enum TransitionEffect {
    static func wrap(_ p: PresentedElement, _ t: AnyTransition, progress: Double, inserting: Bool) -> PresentedElement {
        func effect(_ kind: any ElementKind) -> PresentedElement {
            PresentedElement(id: p.id, kind: kind, frame: p.frame, children: [p])
        }
        let f = p.frame
        switch t.kind {
        case .identity: return p
        case .opacity: return effect(OpacityEffect(opacity: min(max(progress, 0), 1)))
        case .scale(let s, let anchor):
            let k = s + (1 - s) * progress
            return effect(ScaleEffect(scale: CGSize(width: k, height: k), anchor: anchor))
        case .move(let edge):
            let away = (1 - progress)
            switch edge {
            case .leading: return effect(OffsetKind(offset: CGSize(width: -f.maxX * away, height: 0)))
            case .trailing: return effect(OffsetKind(offset: CGSize(width: f.width * away, height: 0)))
            case .top: return effect(OffsetKind(offset: CGSize(width: 0, height: -f.maxY * away)))
            case .bottom: return effect(OffsetKind(offset: CGSize(width: 0, height: f.height * away)))
            }
        case .slide:
            return wrap(p, .move(edge: inserting ? .leading : .trailing), progress: progress, inserting: inserting)
        case .offset(let o):
            return effect(OffsetKind(offset: CGSize(width: o.width * (1 - progress), height: o.height * (1 - progress))))
        case .asymmetric(let insertion, let removal):
            return wrap(p, inserting ? insertion : removal, progress: progress, inserting: inserting)
        case .combined(let a, let b):
            return wrap(wrap(p, a, progress: progress, inserting: inserting), b, progress: progress, inserting: inserting)
        }
    }
}
