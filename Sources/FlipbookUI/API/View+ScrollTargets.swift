// View+ScrollTargets.swift: the iOS 17 scroll-view modifiers. Scroll target behaviours
// (API/ScrollTargetBehavior.swift) decide where a drag comes to rest; `.scrollTargetLayout()`
// names the views `.viewAligned` lines up with; content margins pad the content, and
// `.scrollTransition` gives each view the phase its place in the viewport gives it: identity when
// fully inside, the leading or trailing phase outside, and (interactively) the effects blended in
// between for a view the edge cuts.

extension View {
    /// Makes the views of this layout (a stack's, a grid's) the ones `.viewAligned` scrolling
    /// comes to rest on.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        element(ScrollTargetLayoutTrait(isEnabled: isEnabled))
    }

    /// How the scroll views inside come to rest after a drag (`.paging`, `.viewAligned`, or a
    /// behaviour of your own).
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View {
        environmentChange { $0.scrollTargetBehavior = AnyScrollTargetBehavior(behavior) }
    }

    /// Lets a scroll view's content draw outside its bounds.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { environment(\.scrollClips, !disabled) }

    /// Margins around the content of the scroll views inside, along `edges` (nil: 16 pt).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(edges, length ?? 16), for: placement)
    }

    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        // Only the named edges change: `.contentMargins(.horizontal, 20).contentMargins(.vertical, 8)`
        // keeps both; margins for the indicators (which a view at rest does not show) change none.
        environmentChange { environment in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { environment.scrollContentMargins.top = insets.top }
            if edges.contains(.leading) { environment.scrollContentMargins.leading = insets.leading }
            if edges.contains(.bottom) { environment.scrollContentMargins.bottom = insets.bottom }
            if edges.contains(.trailing) { environment.scrollContentMargins.trailing = insets.trailing }
        }
    }

    /// Effects for the view by its place in the scroll view around it (see the file's header).
    public func scrollTransition<Effect: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                                       transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect) -> some View {
        modifier(VisualEffectModifier { _, proxy in
            ScrollTransitionPhase.effect(for: proxy, configuration: configuration, axis: axis) { transition(EmptyVisualEffect(), $0) }
        })
    }

    public func scrollTransition<Effect: VisualEffect>(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                                       axis: Axis? = nil,
                                                       transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect) -> some View {
        modifier(VisualEffectModifier { _, proxy in
            ScrollTransitionPhase.effect(for: proxy, configuration: topLeading, trailingConfiguration: bottomTrailing, axis: axis) {
                transition(EmptyVisualEffect(), $0)
            }
        })
    }
}

/// Where content margins go: around the content (`.scrollContent`, and `.automatic`) or the
/// scroll indicators, which a view at rest does not show.
public struct ContentMarginPlacement: Equatable, Sendable {
    let role: Int
    public static let automatic = ContentMarginPlacement(role: 0)
    public static let scrollContent = ContentMarginPlacement(role: 1)
    public static let scrollIndicators = ContentMarginPlacement(role: 2)
}

/// Where a view stands in its scroll view.
public enum ScrollTransitionPhase: Equatable, Sendable {
    case topLeading, identity, bottomTrailing

    public var isIdentity: Bool { self == .identity }
    /// −1 before the viewport, 0 inside it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

private struct ScrollContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets() } }
private struct ScrollClipsKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// The margins `.contentMargins` asks the scroll views inside to keep around their content.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
    /// False under `.scrollClipDisabled()`.
    var scrollClips: Bool {
        get { self[ScrollClipsKey.self] }
        set { self[ScrollClipsKey.self] = newValue }
    }
}
