// LazyStacks.swift: LazyVStack and LazyHStack. SwiftUI creates their views only as they scroll
// into sight; a frame at rest is laid out the same whether they were created lazily or not, so
// Flipbook lays every view out at once, as VStack and HStack do. With `pinnedViews`, each Section
// holds its header (or footer) at the scroll view's edge while its rows pass under it
// (Elements/Layout/PinnedSectionKind.swift).

/// Kinds of views that stay pinned to a scroll view's bounds while it scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A vertical stack whose views SwiftUI creates as they come into sight.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews; self.content = content()
    }

    public var body: Never { fatalError("LazyVStack is primitive") }
}

/// A horizontal stack whose views SwiftUI creates as they come into sight.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews; self.content = content()
    }

    public var body: Never { fatalError("LazyHStack is primitive") }
}
