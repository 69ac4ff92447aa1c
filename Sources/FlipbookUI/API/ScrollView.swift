// ScrollView.swift: SwiftUI's ScrollView: its content laid out unbounded along the scrolling
// axes, drawn at its scroll offset and clipped to the scroll view's frame
// (Elements/Layout/ScrollViewKind). A drag scrolls it as UIScrollView does, with momentum, rubber
// bands and `.scrollTargetBehavior` (Gestures/ScrollMotion); a ScrollViewReader scrolls it by
// code. Several views in the content are stacked along the scrolling axis, as SwiftUI does.
// Scroll indicators only show while a person scrolls and fade after; Flipbook draws none, so
// the modifiers that configure them are accepted and leave the picture as it is.

/// A scrollable view, drawn at its offset (at first: scrolled to the top and leading edges).
public struct ScrollView<Content: View>: View {
    /// The view's content.
    public var content: Content
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Whether indicators show while scrolling (never in a frame at rest).
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { fatalError("ScrollView is primitive") }
}

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    private enum Value { case automatic, visible, hidden, never }
    private let value: Value

    public static let automatic = ScrollIndicatorVisibility(value: .automatic)
    public static let visible = ScrollIndicatorVisibility(value: .visible)
    public static let hidden = ScrollIndicatorVisibility(value: .hidden)
    public static let never = ScrollIndicatorVisibility(value: .never)
}

/// Whether a piece of system-provided content shows.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

extension View {
    /// Sets whether scroll indicators show while scrolling; a frame at rest shows none either way.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

    /// Stops the scroll views inside from scrolling when dragged (a ScrollViewReader still
    /// scrolls them).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environmentChange { if disabled { $0.isScrollEnabled = false } }
    }
}
