// LazyGridKind.swift: LazyVGrid and LazyHGrid (Layout/LazyGridLayout): a container that lays its
// views out in tracks and draws them in order.

/// A lazy grid, laid out at once.
struct LazyGridKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var layout: LazyGridLayout

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize { layout.size(proposal, children) }
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { layout.place(in: frame, children) }
}

extension LazyVGrid: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let layout = LazyGridLayout(axis: .horizontal, items: columns, alignment: alignment.key, spacing: spacing)
        return [context.element(node.id, LazyGridKind(layout: layout), children: context.buildContent(content, of: node, stackAxis: nil))]
    }
}

extension LazyHGrid: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let layout = LazyGridLayout(axis: .vertical, items: rows, alignment: alignment.key, spacing: spacing)
        return [context.element(node.id, LazyGridKind(layout: layout), children: context.buildContent(content, of: node, stackAxis: nil))]
    }
}
