// Grid.swift: SwiftUI's Grid (iOS 16) with GridRow and the cell modifiers. Each GridRow is a row
// whose views are successive cells; any other view in the grid is a row of its own spanning
// every column. Columns are as wide as their widest cell and rows as tall as their tallest,
// cells aligned by the grid's alignment unless their row, column or own anchor says otherwise
// (Layout/GridArrangement). A GridRow outside a Grid adds no layout of its own: its views are
// laid out by the container it is in, as a Group's are.

/// A container that arranges views in rows and columns.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { fatalError("Grid is primitive") }
}

/// A row of a Grid: its views are the row's cells, in column order.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// - Parameter alignment: how the row's cells align vertically (nil: the grid's alignment).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { fatalError("GridRow is primitive") }
}

extension View {
    /// Makes this cell span `count` columns of its grid row.
    public func gridCellColumns(_ count: Int) -> some View { element(GridCellTrait(.columns(count))) }

    /// Aligns every cell of this view's grid column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { element(GridCellTrait(.columnAlignment(guide))) }

    /// Places this cell by a point of its own instead of the row's and column's alignment: the
    /// view's `anchor` point on the cell's.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { element(GridCellTrait(.anchor(anchor))) }

    /// Keeps this view from setting the size of its row or column on the given axes: it is
    /// offered the size the other cells give them.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { element(GridCellTrait(.unsizedAxes(axes))) }
}
