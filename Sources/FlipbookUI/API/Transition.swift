// Transition.swift: transitions written as views' modifiers: `AnyTransition.modifier(active:
// identity:)` and iOS 17's `Transition` protocol (a body of the content at a phase). What each
// does is found by building it, with the view, round a marker standing for the content: the
// effects its body wraps the marker in (offset, opacity, scale, rotation, blur…), at the end
// where the view is absent and at rest. While the view enters or leaves they are drawn part way
// between the two, each animatable value moved by the transition's progress, as SwiftUI
// animates a modifier's values between its states (Animation/TransitionEffect). What a body
// puts beside the content (an overlay, a background, a mask) is not drawn, with a warning; two
// ends whose effects differ in kind switch half way. The named transitions (MoveTransition, OpacityTransition…)
// are drawn as AnyTransition's own.

/// A transition written as a body of its content at each phase (iOS 17).
@MainActor @preconcurrency public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// Where a transition stands: before the view appears, shown, after it disappears.
public enum TransitionPhase: Equatable, Sendable {
    case willAppear, identity, didDisappear

    public var isIdentity: Bool { self == .identity }
    /// −1 before appearing, 0 shown, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// What a transition does besides its effects.
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

extension AnyTransition {
    /// The view wrapped in `active` while absent and in `identity` at rest.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(kind: .effects(EffectTransition(absent: { AnyView($0.modifier(active)) }, present: { AnyView($0.modifier(identity)) })))
    }

    /// A `Transition` as a type-erased one: entering from its body at `.willAppear`, leaving to
    /// its body at `.didDisappear`.
    public init<T: Transition>(_ transition: T) {
        if let builtIn = transition as? BuiltInTransition {
            self = builtIn.anyTransition
            return
        }
        func body(_ phase: TransitionPhase) -> (TransitionContentMarker) -> AnyView {
            { AnyView(transition.body(content: PlaceholderContentView<T>(content: $0), phase: phase)) }
        }
        self.init(kind: .asymmetric(insertion: AnyTransition(kind: .effects(EffectTransition(absent: body(.willAppear), present: body(.identity)))),
                                    removal: AnyTransition(kind: .effects(EffectTransition(absent: body(.didDisappear), present: body(.identity))))))
    }

    /// The transition with its modifier parts built in `context`, under `node`, for drawing.
    func resolvingEffects(in context: BuildContext, of node: ViewNode, path: String = "transition") -> AnyTransition {
        switch kind {
        case .effects(let effects):
            return AnyTransition(kind: .effects(effects.resolved(in: context, of: node, slot: path)), animation: animation)
        case .asymmetric(let insertion, let removal):
            return AnyTransition(kind: .asymmetric(insertion: insertion.resolvingEffects(in: context, of: node, path: path + ".in"),
                                                   removal: removal.resolvingEffects(in: context, of: node, path: path + ".out")),
                                 animation: animation)
        case .combined(let a, let b):
            return AnyTransition(kind: .combined(a.resolvingEffects(in: context, of: node, path: path + ".a"),
                                                 b.resolvingEffects(in: context, of: node, path: path + ".b")),
                                 animation: animation)
        case .identity, .opacity, .scale, .move, .slide, .offset, .push, .blurReplace:
            return self
        }
    }
}

extension View {
    /// Inserts and removes the view with a `Transition`.
    @_disfavoredOverload
    public func transition<T: Transition>(_ transition: T) -> some View { self.transition(AnyTransition(transition)) }
}

/// A transition made of modifiers: the view round its content where it is absent and at rest,
/// and, once built, the effects each wraps the content in, outermost first.
struct EffectTransition {
    let absent: (TransitionContentMarker) -> AnyView
    let present: (TransitionContentMarker) -> AnyView
    var chains: (absent: [any ElementKind], present: [any ElementKind])?

    init(absent: @escaping (TransitionContentMarker) -> AnyView, present: @escaping (TransitionContentMarker) -> AnyView) {
        self.absent = absent
        self.present = present
    }

    func resolved(in context: BuildContext, of node: ViewNode, slot: String) -> EffectTransition {
        var copy = self
        copy.chains = (Self.effects(absent(TransitionContentMarker()), context, node, slot + ".absent"),
                       Self.effects(present(TransitionContentMarker()), context, node, slot + ".present"))
        return copy
    }

    /// The kinds of the elements from the top of `view` down to the marker, each with one child.
    private static func effects(_ view: AnyView, _ context: BuildContext, _ node: ViewNode, _ slot: String) -> [any ElementKind] {
        var chain: [any ElementKind] = []
        var elements = context.build(view, at: .slot(slot), of: node)
        while elements.count == 1, !(elements[0].kind is TransitionContentMarker.Kind) {
            chain.append(elements[0].kind)
            elements = elements[0].children
        }
        // A view beside the content (an overlay, a background, a mask) ends the chain before the
        // content: it does not animate, which a user should hear of rather than guess.
        if let beside = chain.last, elements.count != 1 { UnknownNameLog.transitionParts.report(Self.describe(beside)) }
        return chain
    }

    /// What a user wrote for a kind that puts views beside the content.
    private static func describe(_ kind: any ElementKind) -> String {
        switch kind {
        case is MaskEffect: return "mask"
        case is LayeredKind: return "overlay or background"
        default: return "\(type(of: kind))"
        }
    }
}

/// What a transition's modifiers are built round: an element of its own, which ends the chain
/// of effects above it.
struct TransitionContentMarker: View, PrimitiveView {
    struct Kind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
        func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize { .zero }
        func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { [] }
    }

    var body: Never { fatalError("primitive") }

    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] { [context.element(node.id, Kind())] }
}

// MARK: - The named transitions

/// A named transition that is one of AnyTransition's own: the engine draws it as that one
/// (its body, for code that calls it, does the same where a body can).
protocol BuiltInTransition {
    var anyTransition: AnyTransition { get }
}

/// Fades in and out.
public struct OpacityTransition: Transition, BuiltInTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
    var anyTransition: AnyTransition { .opacity }
}

/// Scales from `scale` about `anchor`.
public struct ScaleTransition: Transition, BuiltInTransition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
    var anyTransition: AnyTransition { .scale(scale: scale, anchor: anchor) }
}

/// Moves from an offset.
public struct OffsetTransition: Transition, BuiltInTransition {
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View { content.offset(phase.isIdentity ? .zero : offset) }
    var anyTransition: AnyTransition { .offset(offset) }
}

/// Moves in from, and out to, an edge by the view's own size.
public struct MoveTransition: Transition, BuiltInTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.visualEffect { effect, proxy in
            effect.offset(phase.isIdentity ? .zero : MoveTransition.offset(toward: edge, size: proxy.size))
        }
    }
    var anyTransition: AnyTransition { .move(edge: edge) }

    /// A view's whole size away toward `edge`, as `.move(edge:)` takes it (TransitionEffect).
    fileprivate static func offset(toward edge: Edge, size: CGSize) -> CGSize {
        TransitionEffect.away(toward: edge, size: size, by: 1)
    }
}

/// Pushes in from an edge fading in, and out toward the opposite one fading out.
public struct PushTransition: Transition, BuiltInTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .visualEffect { effect, proxy in
                let toward = phase == .didDisappear ? edge.opposite : edge
                return effect.offset(phase.isIdentity ? .zero : MoveTransition.offset(toward: toward, size: proxy.size))
            }
            .opacity(phase.isIdentity ? 1 : 0)
    }
    var anyTransition: AnyTransition { .push(from: edge) }
}

/// Slides in from the leading edge and out toward the trailing one.
public struct SlideTransition: Transition, BuiltInTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.visualEffect { effect, proxy in
            let edge: Edge = phase == .didDisappear ? .trailing : .leading
            return effect.offset(phase.isIdentity ? .zero : MoveTransition.offset(toward: edge, size: proxy.size))
        }
    }
    var anyTransition: AnyTransition { .slide }
}

/// Changes nothing.
public struct IdentityTransition: Transition, BuiltInTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    var anyTransition: AnyTransition { .identity }
}
