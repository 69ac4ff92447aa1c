// View+ScrollPosition.swift: where a scroll view is scrolled to, by identity
// (`.scrollPosition(id:)`, Layout/ScrollPositionTracker) and where it starts
// (`.defaultScrollAnchor`: until a drag, a ScrollViewReader or a scroll position moves it, the
// layout aligns that point of the content with the same point of the viewport, also as the
// content grows: a chat anchored at the bottom shows its newest message).

extension View {
    /// Keeps `id` the identity of the view of the `.scrollTargetLayout()` container the scroll
    /// view inside rests on, and scrolls to the view whose identity is set.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environmentChange { environment in
            environment.scrollPositionLink = ScrollPositionLink(
                get: { id.wrappedValue.map { ScrollDestination.view(AnyHashable($0), anchor: nil) } },
                scrolled: { shown in if let shown { id.wrappedValue = shown.base as? ID } }, anchor: anchor)
        }
    }

    /// Keeps `position` where the scroll view inside is, and scrolls it where `position` is set.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        environmentChange { environment in
            environment.scrollPositionLink = ScrollPositionLink(
                get: { position.wrappedValue.destination },
                scrolled: { position.wrappedValue = ScrollPosition(scrolledTo: $0) }, anchor: anchor)
        }
    }

    /// Where the content of the scroll views inside rests until they are scrolled (nil: its start).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environmentChange { $0.defaultScrollAnchor = anchor }
    }
}

private struct ScrollPositionLinkKey: EnvironmentKey { static var defaultValue: ScrollPositionLink? { nil } }
private struct DefaultScrollAnchorKey: EnvironmentKey { static var defaultValue: UnitPoint? { nil } }

extension EnvironmentValues {
    /// The `.scrollPosition(id:)` binding for the next scroll view inside.
    var scrollPositionLink: ScrollPositionLink? {
        get { self[ScrollPositionLinkKey.self] }
        set { self[ScrollPositionLinkKey.self] = newValue }
    }

    /// The `.defaultScrollAnchor` for the next scroll view inside.
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}
