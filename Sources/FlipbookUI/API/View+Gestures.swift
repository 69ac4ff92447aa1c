// View+Gestures.swift: gestures on views. A touch goes to the front-most view whose content
// contains it and to the gestures of that view and its ancestors; the first gesture recognized
// takes the touch (Gestures/TouchSession). Taps are `.onTapGesture`; the content that takes
// touches is what the view draws, or the shape given by `contentShape`.

extension View {
    /// Attaches a gesture; a gesture of a subview recognized first takes the touch.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches a gesture that takes the touch before the subviews' gestures.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches a gesture recognized alongside the others.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// A tap whose action gets the location, in `coordinateSpace`.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// A long press: `onPressingChanged` hears when the touch goes down and up.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(PressingGesture(base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                pressing: onPressingChanged).onEnded { _ in action() })
    }

    /// The older spelling, with the pressing closure first: deprecated, and disfavoured, so that
    /// `onLongPressGesture(minimumDuration: 1) { … }` takes the current one, as in SwiftUI.
    @available(*, deprecated, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }

    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        element(ContentShapeKind(shape: AnyShapeBox(shape)))
    }

    /// Whether the view and its subviews take touches (false: touches go through to what is behind).
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        element(HitTestingKind(isEnabled: enabled))
    }

    /// Runs `action` when a pointer enters or leaves the view. A recording has no pointer, as an
    /// iPhone has none, so it never runs.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// The effect a pointer hovering over the view shows (iPadOS, visionOS). An iPhone has no
    /// pointer, so nothing is drawn.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
}

/// How a view reacts to a pointer over it.
public struct HoverEffect: Sendable {
    private let kind: Int
    public static let automatic = HoverEffect(kind: 0)
    public static let highlight = HoverEffect(kind: 1)
    public static let lift = HoverEffect(kind: 2)
}

/// A long press that reports when it starts and stops being pressed.
struct PressingGesture: Gesture {
    typealias Value = Bool
    let base: LongPressGesture
    let pressing: ((Bool) -> Void)?
    var body: Never { fatalError("primitive") }
}

extension PressingGesture: PrimitiveGesture {
    func makeRecognizer(in context: GestureContext) -> Recognizer<Bool> {
        let recognizer = GestureRecognizers.make(base, in: context)
        guard let pressing else { return recognizer }
        recognizer.changed.append { _ in pressing(true) }
        recognizer.finished.append { pressing(false) }
        return recognizer
    }
}
