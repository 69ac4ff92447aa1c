// LayeredKind.swift: overlay and background. children[0] is the modified view and decides the
// size; the secondary content (children[1]) is proposed that size and aligned in it, drawn
// behind or in front.

import Raster

/// A view with secondary content behind or in front of it.
struct LayeredKind: ElementKind, NoAnimatableData, HitTestsChildren {
    var alignment: Alignment
    /// Whether the secondary content goes behind (background) or in front (overlay).
    var behind: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        children.isEmpty ? .zero : children[0].sizeThatFits(proposal)
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        let proposal = ProposedViewSize(frame.size)
        return children.indices.map { i in
            i == 0 ? frame : LayoutEngine.aligned(children[i].sizeThatFits(proposal), in: frame, alignment)
        }
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    /// Secondary content first when it goes behind; no zIndex between the two.
    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        let children = element.children
        let order = behind && !children.isEmpty ? Array(children.dropFirst()) + [children[0]] : children
        for child in order { list.draw(child) }
    }
}
