// GridKind.swift: Grid, its rows and its cells' traits as elements. The grid works its rows and
// columns out (Layout/GridArrangement) and gives each row its frame; it leaves the cells' frames
// with the row, which places its cells where the grid put them. A row placed anywhere else lays
// its cells out as an HStack would.

/// A Grid.
struct GridKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var arrangement: GridArrangement
    /// The cells' frames the grid worked out, for its rows to place them.
    let cells: GridCells

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        arrangement.table(children).size(proposal)
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        let table = arrangement.table(children)
        // Tracks shared out as when the grid was sized, as a stack does (a frame rounded to the
        // pixel grid shared anew cut the widest cell of a column to an ellipsis).
        let placement = table.place(in: frame, as: children.placementProposal ?? ProposedViewSize(frame.size))
        for (row, frames) in zip(table.rowIDs, placement.cells) {
            if let row { cells.frames[row] = frames }
        }
        return placement.rows
    }
}

/// The cell frames a grid gave its rows (relative to the row's frame), by row.
final class GridCells {
    var frames: [NodeID: [CGRect]] = [:]
}

/// A GridRow in a Grid.
struct GridRowKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var alignment: VerticalAlignment?
    /// Where the enclosing grid leaves its cells' frames.
    let cells: GridCells
    /// The row's identity, under which the grid leaves its cells' frames.
    let id: NodeID

    private var fallback: StackLayout { StackLayout(axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil) }

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize { fallback.size(proposal, children) }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        if let frames = cells.frames[id], frames.count == children.count {
            return frames.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) }
        }
        return fallback.place(in: frame, children)
    }
}

/// What a cell tells its grid.
struct GridCellTrait: ElementKind, ModifierLayout, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    enum Value {
        case columns(Int)
        case columnAlignment(HorizontalAlignment)
        case anchor(UnitPoint)
        case unsizedAxes(Axis.Set)
    }
    let value: Value
    init(_ value: Value) { self.value = value }
}

// MARK: - Building

private struct GridCellsKey: EnvironmentKey { static var defaultValue: GridCells? { nil } }

extension EnvironmentValues {
    /// The grid whose rows are being built (nil: not in a grid).
    var gridCells: GridCells? {
        get { self[GridCellsKey.self] }
        set { self[GridCellsKey.self] = newValue }
    }
}

extension Grid: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let cells = GridCells()
        let arrangement = GridArrangement(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        let rows = context.with { $0.gridCells = cells }.buildContent(content, of: node, stackAxis: nil)
        return [context.element(node.id, GridKind(arrangement: arrangement, cells: cells), children: rows)]
    }
}

extension GridRow: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        guard let cells = context.environment.gridCells else { return context.build(content, at: .body, of: node) }
        let inner = context.with { $0.gridCells = nil }.buildContent(content, of: node, stackAxis: nil)
        return [context.element(node.id, GridRowKind(alignment: alignment, cells: cells, id: node.id), children: inner)]
    }
}
