// View+Animation.swift: the animation modifiers. `.animation(_:)` makes changes under it
// animate; transition says how an inserted or removed view enters and leaves;
// matchedGeometryEffect ties views with the same id and namespace to one frame.

extension View {
    /// Animates every change of the content with `animation` (the deprecated, value-less form).
    /// Inside it, an outer `.animation(_:value:)` no longer speaks: the innermost modifier wins.
    public func animation(_ animation: Animation?) -> some View {
        environmentChange { $0.implicitAnimation = animation; $0.changeAnimation = nil }
    }

    /// Animates changes of the content with `animation` when `value` changed in the same
    /// transaction; other changes keep the animation they had.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ValueAnimationModifier(animation: animation, value: value))
    }

    /// Animates the modifiers `body` applies to this view with `animation` whenever their values
    /// change (iOS 17); this view's own content keeps the animation it had.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView<Self>(content: self, keepsAnimationOutsideScope: true))
            .modifier(ScopedAnimationModifier(animation: animation))
    }

    /// Lets `transform` adjust the transaction of the content's changes: its animation (nil:
    /// none) and whether the `.animation` modifiers inside keep out.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier<Never>(value: nil, transform: transform))
    }

    /// Lets `transform` adjust the transaction of the content's changes in a transaction where
    /// `value` changed (iOS 17).
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(value: value, transform: transform))
    }

    public func transition(_ t: AnyTransition) -> some View { modifier(TransitionModifier(transition: t)) }

    /// Isolates the geometry of the content from its parent's: the content's positions are
    /// resolved from this view's animated frame, so views inside move with it as one (iOS 17).
    public func geometryGroup() -> some View {
        element(GeometryGroupTrait())
    }

    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        element(MatchedGeometryTrait(id: AnyHashable(id), namespace: namespace, properties: properties,
                                     anchor: anchor, isSource: isSource))
    }
}

/// Which parts of the frame matchedGeometryEffect shares.
public struct MatchedGeometryProperties: OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How a view enters when inserted and leaves when removed.
public struct AnyTransition {
    indirect enum Kind {
        case identity
        case opacity
        case scale(CGFloat, anchor: UnitPoint)
        case move(Edge)
        case slide
        case offset(CGSize)
        case push(Edge)
        /// Blurred and scaled (up into place when inserted, down when removed, or the other way).
        case blurReplace(BlurReplaceTransition.Configuration)
        case asymmetric(insertion: AnyTransition, removal: AnyTransition)
        case combined(AnyTransition, AnyTransition)
        /// Made of modifiers (API/Transition.swift).
        case effects(EffectTransition)
    }
    let kind: Kind
    /// The animation the transition plays with, whatever the transaction's (nil: the transaction's).
    let animation: Animation?

    init(kind: Kind, animation: Animation? = nil) {
        self.kind = kind
        self.animation = animation
    }

    public static let identity = AnyTransition(kind: .identity)
    public static let opacity = AnyTransition(kind: .opacity)
    public static let scale = AnyTransition(kind: .scale(0, anchor: .center))
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(kind: .scale(scale, anchor: anchor)) }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }
    public static let slide = AnyTransition(kind: .slide)
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(kind: .offset(offset)) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { .offset(CGSize(width: x, height: y)) }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion, removal: removal))
    }
    /// Inserts from `edge` while fading in, removes toward the opposite edge while fading out.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(kind: .push(edge)) }
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(kind: .combined(self, other)) }
    /// Fades while blurring and scaling (iOS 17): in from blurred and small, out to blurred and
    /// small with `.downUp`, the default; out to large with `.upUp`.
    public static var blurReplace: AnyTransition { .blurReplace() }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        AnyTransition(kind: .blurReplace(configuration))
    }
    /// The transition played with `animation` instead of the transaction's, and animated even
    /// when the change that inserts or removes the view is not.
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(kind: kind, animation: animation) }
}

/// The settings of `.blurReplace`.
public enum BlurReplaceTransition {
    /// Which way the view scales.
    public struct Configuration: Equatable, Sendable {
        /// Whether a removed view scales up (else down); an inserted one always scales up into place.
        let removalScalesUp: Bool
        /// Scales down when removed and up when inserted.
        public static let downUp = Configuration(removalScalesUp: false)
        /// Scales up both when removed and when inserted.
        public static let upUp = Configuration(removalScalesUp: true)
    }
}
