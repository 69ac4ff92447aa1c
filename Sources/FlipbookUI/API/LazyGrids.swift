// LazyGrids.swift: LazyVGrid and LazyHGrid with their GridItems. SwiftUI creates their views as
// they scroll into sight; a frame at rest looks the same with all of them created, so Flipbook
// lays them out at once (Layout/LazyGridLayout has the sizing rules). A LazyVGrid's sections put
// their headers and footers across the grid (Elements/Layout/LazyGridKind.swift), held in sight
// at the scroll view's edge under `pinnedViews` (PinnedSectionKind). A LazyHGrid's sections are
// not set apart: their views follow one another, and its pins hold nothing (in the README).

/// A row or column of a lazy grid: its size and the spacing to the next one.
public struct GridItem {
    /// How a grid item sizes itself.
    public enum Size {
        /// One track of exactly this size.
        case fixed(CGFloat)
        /// One track sharing the space left by the fixed ones, within these bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in its share of the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space to the next item (nil: 8 pt).
    public var spacing: CGFloat?
    /// How views sit in their cells (nil: the grid's alignment across its tracks, centred along them).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// A grid of columns, growing downwards as views are added row by row.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { fatalError("LazyVGrid is primitive") }
}

/// A grid of rows, growing to the trailing side as views are added column by column.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public var body: Never { fatalError("LazyHGrid is primitive") }
}
