// FrameKind.swift: `.frame(…)`: one child in a fixed or flexible frame (Layout/FrameLayout),
// aligned in it.

/// A child in a frame.
struct FrameKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var layout: FrameLayout

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        let child = children.isEmpty ? .zero : children[0].sizeThatFits(layout.childProposal(proposal))
        return layout.size(child: child, proposal)
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        children.map { LayoutEngine.aligned($0.sizeThatFits(layout.childProposal(ProposedViewSize(frame.size))), in: frame, layout.alignment) }
    }
}
