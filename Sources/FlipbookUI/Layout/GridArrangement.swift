// GridArrangement.swift: a Grid's rows and columns. Following SwiftUI's documentation: each
// GridRow's views are successive cells (a cell spans `gridCellColumns` columns); any other view
// is a row of its own spanning every column; there are as many columns as the fullest row
// needs; a column is as wide as its widest cell and a row as tall as its tallest; a view with
// `gridCellUnsizedAxes` does not size its column or row on those axes and takes the size the
// others give. A cell is aligned in its cell by its `gridCellAnchor`, else horizontally by its
// column's `gridColumnAlignment` and vertically by its row's alignment, each defaulting to the
// grid's; cells sharing a row (a column) line up on its guide, so a row aligned on text
// baselines shares one baseline, as in an HStack.
// Flexible cells (a Color, a Divider) share the space as in a stack, by columns and by rows:
// each column's width for an offer is the widest its own cells take for it, and the columns are
// offered the space from the least flexible to the most, each an equal part of what remains
// (rows likewise, down the height); then a cell spanning columns takes what it wants of the
// width left, spread evenly over its columns.
// That sharing is modelled on SwiftUI's stacks, which Apple describes a grid as resembling; it
// is not documented for grids. Spacing defaults to 8 pt both ways.

struct GridArrangement {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    /// One cell: a view, its first column and how many it spans, and its traits.
    struct Cell {
        let child: LayoutChild
        let column: Int
        let span: Int
        let anchor: UnitPoint?
        let unsized: Axis.Set
    }

    /// The grid's cells in rows, as its children give them.
    func table(_ children: LayoutChildren) -> Table {
        var rows: [[Cell]] = [], ids: [NodeID?] = [], rowGuides: [VerticalAlignment] = []
        var fullWidth: [Int] = []
        for child in children {
            if let row = child.element.kind as? GridRowKind {
                var column = 0
                var cells: [Cell] = []
                for cell in child.children {
                    let span = max(1, GridArrangement.trait(cell) { if case .columns(let n) = $0 { return n } else { return nil } } ?? 1)
                    cells.append(GridArrangement.cell(cell, column: column, span: span))
                    column += span
                }
                rows.append(cells)
                ids.append(row.id)
                rowGuides.append(row.alignment ?? alignment.vertical)
            } else {
                fullWidth.append(rows.count)
                rows.append([GridArrangement.cell(child, column: 0, span: 0)])
                ids.append(nil)
                rowGuides.append(alignment.vertical)
            }
        }
        let columnCount = max(1, rows.enumerated().filter { !fullWidth.contains($0.offset) }
            .map { $0.element.reduce(0) { $0 + $1.span } }.max() ?? 1)
        for r in fullWidth {
            let c = rows[r][0]
            rows[r] = [Cell(child: c.child, column: 0, span: columnCount, anchor: c.anchor, unsized: c.unsized)]
        }
        var columnGuides = Array(repeating: alignment.horizontal, count: columnCount)
        var set = Set<Int>()
        for cell in rows.joined() where cell.column < columnCount && !set.contains(cell.column) {
            if let guide = GridArrangement.trait(cell.child, { if case .columnAlignment(let g) = $0 { return g } else { return nil } }) {
                columnGuides[cell.column] = guide
                set.insert(cell.column)
            }
        }
        return Table(rows: rows, rowIDs: ids, rowGuides: rowGuides, columnGuides: columnGuides,
                     horizontalSpacing: horizontalSpacing ?? LayoutEngine.defaultSpacing,
                     verticalSpacing: verticalSpacing ?? LayoutEngine.defaultSpacing)
    }

    private static func cell(_ child: LayoutChild, column: Int, span: Int) -> Cell {
        Cell(child: child, column: column, span: span,
             anchor: trait(child) { if case .anchor(let a) = $0 { return a } else { return nil } },
             unsized: trait(child) { if case .unsizedAxes(let a) = $0 { return a } else { return nil } } ?? [])
    }

    /// The first value of one kind of cell trait found on a cell.
    private static func trait<T>(_ child: LayoutChild, _ pick: (GridCellTrait.Value) -> T?) -> T? {
        LayoutChild.modified(child.element) { e in (e.kind as? GridCellTrait).flatMap { pick($0.value) } }
    }

    /// The grid worked out for its children.
    struct Table {
        let rows: [[Cell]]
        /// Each row's GridRow identity (nil: a view spanning the grid on its own).
        let rowIDs: [NodeID?]
        let rowGuides: [VerticalAlignment]
        let columnGuides: [HorizontalAlignment]
        let horizontalSpacing: CGFloat
        let verticalSpacing: CGFloat

        private var columnCount: Int { columnGuides.count }
        private var cells: FlattenSequence<[[Cell]]> { rows.joined() }

        /// The width a cell spanning from `column` takes across its columns.
        private func cellWidth(_ cell: Cell, _ widths: [CGFloat]) -> CGFloat {
            let end = min(widths.count, cell.column + cell.span)
            return widths[cell.column..<end].reduce(0, +) + horizontalSpacing * CGFloat(max(0, end - cell.column - 1))
        }

        /// The width column c takes when offered `offer` (nil: its ideal width), by the cells in
        /// it alone; cells spanning columns widen them afterwards (`widenedForSpans`).
        private func columnWidth(_ c: Int, _ offer: CGFloat?) -> CGFloat {
            var width: CGFloat = 0
            for cell in cells where !cell.unsized.contains(.horizontal) && cell.column == c && cell.span == 1 {
                width = max(width, cell.child.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width)
            }
            return width
        }

        /// `widths` with each spanning cell given what it takes of the width left over (all it
        /// wants, without an offer), spread evenly over its columns where that is more than they
        /// have: a flexible cell across three columns shares the spare width out to them, and
        /// takes none of what the columns' own cells need (a name in the first column kept whole).
        private func widenedForSpans(_ widths: [CGFloat], offer: CGFloat?) -> [CGFloat] {
            var widths = widths
            func total() -> CGFloat { widths.reduce(0, +) + horizontalSpacing * CGFloat(max(0, widths.count - 1)) }
            for cell in cells where cell.span > 1 && !cell.unsized.contains(.horizontal) {
                let current = cellWidth(cell, widths)
                let spare = offer.map { max(0, $0 - total()) }
                let taken = cell.child.sizeThatFits(ProposedViewSize(width: spare.map { current + $0 }, height: nil)).width
                guard taken > current else { continue }
                let end = min(widths.count, cell.column + cell.span)
                let each = (taken - current) / CGFloat(end - cell.column)
                for c in cell.column..<end { widths[c] += each }
            }
            return widths
        }

        /// The height row r takes when offered `offer`, its columns being `widths`.
        private func rowHeight(_ r: Int, _ offer: CGFloat?, _ widths: [CGFloat]) -> CGFloat {
            rows[r].filter { !$0.unsized.contains(.vertical) }.reduce(0) { height, cell in
                max(height, cell.child.sizeThatFits(ProposedViewSize(width: cellWidth(cell, widths), height: offer)).height)
            }
        }

        /// Shares `available` out to `count` tracks as a stack does (nil: each its ideal).
        private func share(_ available: CGFloat?, count: Int, spacing: CGFloat, _ length: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
            guard let available else { return (0..<count).map { length($0, nil) } }
            let least = (0..<count).map { length($0, 0) }
            let flexibility = (0..<count).map { length($0, .infinity) - least[$0] }
            let order = (0..<count).sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
            var remaining = max(0, available - spacing * CGFloat(max(0, count - 1)))
            var left = count
            var result = [CGFloat](repeating: 0, count: count)
            for i in order {
                result[i] = length(i, remaining / CGFloat(left))
                remaining = max(0, remaining - result[i])
                left -= 1
            }
            return result
        }

        /// Column widths and row heights for a proposal.
        private func tracks(_ p: ProposedViewSize) -> (widths: [CGFloat], heights: [CGFloat]) {
            var widths = widenedForSpans(share(p.width, count: columnCount, spacing: horizontalSpacing, columnWidth), offer: p.width)
            for c in 0..<columnCount {
                let dimensions = cells.filter { $0.column == c && $0.span == 1 && !$0.unsized.contains(.horizontal) }
                    .map { $0.child.dimensions($0.child.sizeThatFits(ProposedViewSize(width: widths[c], height: nil))) }
                widths[c] = max(widths[c], AlignmentGuides.Line(columnGuides[c].key, dimensions).extent)
            }
            var heights = share(p.height, count: rows.count, spacing: verticalSpacing) { rowHeight($0, $1, widths) }
            for r in rows.indices {
                let dimensions = rows[r].filter { !$0.unsized.contains(.vertical) }
                    .map { $0.child.dimensions($0.child.sizeThatFits(ProposedViewSize(width: cellWidth($0, widths), height: heights[r]))) }
                heights[r] = max(heights[r], AlignmentGuides.Line(rowGuides[r].key, dimensions).extent)
            }
            return (widths, heights)
        }

        func size(_ p: ProposedViewSize) -> CGSize {
            let (widths, heights) = tracks(p)
            return CGSize(width: widths.reduce(0, +) + horizontalSpacing * CGFloat(max(0, widths.count - 1)),
                          height: heights.reduce(0, +) + verticalSpacing * CGFloat(max(0, heights.count - 1)))
        }

        /// The frame of each row (a GridRow's whole row, or the view spanning the grid) and, for
        /// GridRows, their cells' frames relative to the row's.
        /// Row frames and cell frames in `frame`, the tracks being those `proposal` gives.
        func place(in frame: CGRect, as proposal: ProposedViewSize) -> (rows: [CGRect], cells: [[CGRect]]) {
            let (widths, heights) = tracks(proposal)
            var xs: [CGFloat] = [], x: CGFloat = 0
            for w in widths { xs.append(x); x += w + horizontalSpacing }
            // Each cell's size, and its offset across its column on the column's guide.
            let sizes: [[CGSize]] = rows.indices.map { r in rows[r].map { cell in
                cell.child.sizeThatFits(ProposedViewSize(width: cellWidth(cell, widths), height: heights[r]))
            } }
            var columnOffsets: [[CGFloat?]] = rows.map { $0.map { _ in nil } }
            for c in 0..<columnCount {
                let members = rows.indices.flatMap { r in rows[r].indices.filter { rows[r][$0].column == c && rows[r][$0].span == 1 }.map { (r, $0) } }
                let line = AlignmentGuides.Line(columnGuides[c].key, members.map { rows[$0.0][$0.1].child.dimensions(sizes[$0.0][$0.1]) })
                for (m, offset) in zip(members, line.offsets(columnGuides[c].key, in: widths[c])) { columnOffsets[m.0][m.1] = offset }
            }
            var rowFrames: [CGRect] = [], cellFrames: [[CGRect]] = []
            var y: CGFloat = 0
            for r in rows.indices {
                let rowRect = CGRect(x: frame.minX, y: frame.minY + y, width: frame.width, height: heights[r])
                let line = AlignmentGuides.Line(rowGuides[r].key, rows[r].indices.map { rows[r][$0].child.dimensions(sizes[r][$0]) })
                let rowOffsets = line.offsets(rowGuides[r].key, in: heights[r])
                var frames: [CGRect] = []
                for (i, cell) in rows[r].enumerated() {
                    let size = sizes[r][i]
                    let cellRect = CGRect(x: xs[min(cell.column, xs.count - 1)], y: 0, width: cellWidth(cell, widths), height: heights[r])
                    var origin: CGPoint
                    if let anchor = cell.anchor {
                        origin = CGPoint(x: cellRect.minX + anchor.x * (cellRect.width - size.width), y: anchor.y * (cellRect.height - size.height))
                    } else {
                        let across = columnOffsets[r][i] ?? LayoutEngine.aligned(cell.child, size, in: cellRect,
                            Alignment(horizontal: columnGuides[min(cell.column, columnCount - 1)], vertical: rowGuides[r])).minX - cellRect.minX
                        origin = CGPoint(x: cellRect.minX + across, y: rowOffsets[i])
                    }
                    frames.append(CGRect(origin: origin, size: size))
                }
                if rowIDs[r] == nil {
                    rowFrames.append(frames[0].offsetBy(dx: rowRect.minX, dy: rowRect.minY))
                    cellFrames.append([])
                } else {
                    rowFrames.append(rowRect)
                    cellFrames.append(frames)
                }
                y += heights[r] + verticalSpacing
            }
            return (rowFrames, cellFrames)
        }
    }
}
