// StackKind.swift: HStack and VStack (Layout/StackLayout) and ZStack: containers that lay out
// their children and draw them in order (later on top, zIndex first).

/// An HStack or VStack.
struct StackKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var layout: StackLayout

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize { layout.size(proposal, children) }
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { layout.place(in: frame, children) }
}

/// A ZStack: every child proposed the same size and aligned; it takes the largest.
struct ZStackKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        var w: CGFloat = 0, h: CGFloat = 0
        for c in children { let s = c.sizeThatFits(proposal); w = max(w, s.width); h = max(h, s.height) }
        return CGSize(width: w, height: h)
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        let proposal = ProposedViewSize(frame.size)
        return children.map { LayoutEngine.aligned($0.sizeThatFits(proposal), in: frame, alignment) }
    }
}

// MARK: - Building

extension HStack: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let layout = StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing)
        return [context.element(node.id, StackKind(layout: layout), children: context.build(content, at: .body, of: node))]
    }
}

extension VStack: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let layout = StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing)
        return [context.element(node.id, StackKind(layout: layout), children: context.build(content, at: .body, of: node))]
    }
}

extension ZStack: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        [context.element(node.id, ZStackKind(alignment: alignment), children: context.build(content, at: .body, of: node))]
    }
}
