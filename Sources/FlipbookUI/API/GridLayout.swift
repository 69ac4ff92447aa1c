// GridLayout.swift: Grid as a Layout value (iOS 16), for the code that switches a container
// between a grid and a stack (`let layout = wide ? AnyLayout(GridLayout()) : AnyLayout(VStackLayout())`).
// It lays out exactly as Grid does (Layout/GridArrangement): its GridRow subviews are rows of
// cells, any other subview a row spanning every column. As in Grid, the rows place their own
// cells where the grid put them: the content is built with the GridCells this layout fills in
// (LayoutRoot hands it one), which is what makes the GridRows inside it rows of this grid.

/// A Layout that arranges its subviews in rows and columns, as Grid does.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    /// Where this layout leaves its rows' cell frames, for the GridRows built in it.
    var cells: GridCells?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    private var arrangement: GridArrangement {
        GridArrangement(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement.table(subviews.laidOut).size(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let table = arrangement.table(subviews.laidOut)
        let placement = table.place(in: bounds, as: proposal)
        if let cells {
            for (row, frames) in zip(table.rowIDs, placement.cells) {
                if let row { cells.frames[row] = frames }
            }
        }
        subviews.place(placement.rows)
    }
}

/// A layout that is a grid, and so needs the GridCells its content's rows are built with.
protocol GridCellsHolding {
    /// The layout leaving its cell frames in `cells`; nil when it is not a grid.
    func holding(_ cells: GridCells) -> Self?
}

extension GridLayout: GridCellsHolding {
    func holding(_ cells: GridCells) -> GridLayout? {
        var copy = self
        copy.cells = cells
        return copy
    }
}
