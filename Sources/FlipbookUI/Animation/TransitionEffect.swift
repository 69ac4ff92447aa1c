// TransitionEffect.swift: a transition at a progress (0: absent, 1: fully there) as effects
// wrapped around the presented view: opacity, scale about an anchor, or an offset toward an edge.
// Moves go by the view's own size toward the edge, as swiftui-facts-everyday.md §7 gives them
// (leading −width, trailing +width, top −height, bottom +height).

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
            return effect(OffsetKind(offset: away(toward: edge, size: f.size, by: 1 - progress)))
        case .slide:
            return wrap(p, .move(edge: inserting ? .leading : .trailing), progress: progress, inserting: inserting)
        case .push(let edge):
            let moved = effect(OffsetKind(offset: away(toward: inserting ? edge : edge.opposite, size: f.size, by: 1 - progress)))
            return PresentedElement(id: p.id, kind: OpacityEffect(opacity: min(max(progress, 0), 1)), frame: f, children: [moved])
        case .offset(let o):
            return effect(OffsetKind(offset: CGSize(width: o.width * (1 - progress), height: o.height * (1 - progress))))
        case .blurReplace(let configuration):
            // Absent: blurred by `blurReplaceRadius`, scaled by `blurReplaceScale` (its inverse
            // for a removal that scales up), transparent.
            let absentScale = !inserting && configuration.removalScalesUp ? 1 / blurReplaceScale : blurReplaceScale
            let k = absentScale + (1 - absentScale) * progress
            let blurred = effect(BlurEffect(radius: blurReplaceRadius * (1 - min(max(progress, 0), 1)), isOpaque: false))
            let scaled = PresentedElement(id: p.id, kind: ScaleEffect(scale: CGSize(width: k, height: k), anchor: .center), frame: f, children: [blurred])
            return PresentedElement(id: p.id, kind: OpacityEffect(opacity: min(max(progress, 0), 1)), frame: f, children: [scaled])
        case .asymmetric(let insertion, let removal):
            return wrap(p, inserting ? insertion : removal, progress: progress, inserting: inserting)
        case .combined(let a, let b):
            return wrap(wrap(p, a, progress: progress, inserting: inserting), b, progress: progress, inserting: inserting)
        case .effects(let effects):
            guard let chains = effects.chains else { return p }
            let kinds = EffectBlending.blend(chains.absent, chains.present, progress: progress) ?? (progress < 0.5 ? chains.absent : chains.present)
            // Innermost first, as the body wrapped the content.
            return kinds.reversed().reduce(p) { inner, kind in PresentedElement(id: p.id, kind: kind, frame: f, children: [inner]) }
        }
    }

    /// How blurred (points) and how scaled a view is at the absent end of `.blurReplace`: no
    /// reliable source gives them; these are ours, by eye, unverified.
    static let blurReplaceRadius: CGFloat = 10
    static let blurReplaceScale: CGFloat = 0.8

    /// The offset that puts a view of `size` `fraction` of its size away toward `edge`.
    static func away(toward edge: Edge, size: CGSize, by fraction: Double) -> CGSize {
        switch edge {
        case .leading: return CGSize(width: -size.width * fraction, height: 0)
        case .trailing: return CGSize(width: size.width * fraction, height: 0)
        case .top: return CGSize(width: 0, height: -size.height * fraction)
        case .bottom: return CGSize(width: 0, height: size.height * fraction)
        }
    }
}

extension AnyTransition {
    /// The animation a transition carries for insertion or removal (`.animation(_:)` on it, or on
    /// the part of it that plays then); nil: it plays with the transaction's.
    func animation(inserting: Bool) -> Animation? {
        if let animation { return animation }
        switch kind {
        case .asymmetric(let insertion, let removal): return (inserting ? insertion : removal).animation(inserting: inserting)
        case .combined(let a, let b): return a.animation(inserting: inserting) ?? b.animation(inserting: inserting)
        case .identity, .opacity, .scale, .move, .slide, .offset, .push, .blurReplace, .effects: return nil
        }
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}
