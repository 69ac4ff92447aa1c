// LayeredKind.swift: overlay and background. The modified view decides the size; the secondary
// content is proposed that size and aligned in it. The children are kept in drawing order —
// [secondary, modified] for a background, [modified, secondary] for an overlay — so that drawing
// and hit-testing (which walks the reverse of drawing order) need nothing special.

/// A view with secondary content behind or in front of it.
struct LayeredKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var alignment: Alignment
    /// Whether the secondary content goes behind (background) or in front (overlay).
    var behind: Bool

    /// Where the modified view is among the children.
    private var mainIndex: Int { behind ? 1 : 0 }

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        children.count > mainIndex ? children[mainIndex].sizeThatFits(proposal) : .zero
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        let proposal = ProposedViewSize(frame.size)
        return children.indices.map { i in
            i == mainIndex ? frame : LayoutEngine.aligned(children[i].sizeThatFits(proposal), in: frame, alignment)
        }
    }
}
