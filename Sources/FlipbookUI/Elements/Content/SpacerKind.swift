// SpacerKind.swift: flexible space along the enclosing stack's axis; at least its minimum length
// (8 pt by default, the pinned spacing) in both directions, as much as is proposed.

/// A Spacer.
struct SpacerKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var minLength: CGFloat?

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        let m = minLength ?? LayoutEngine.defaultSpacing
        return CGSize(width: max(m, proposal.width ?? m), height: max(m, proposal.height ?? m))
    }
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { [] }
}

extension Spacer: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        [context.element(node.id, SpacerKind(minLength: minLength))]
    }
}
