// ContainerRelativeFrameKind.swift: `.containerRelativeFrame`: along the axes it names, the view
// is as long as the length it computes from its container's (the innermost scroll view's
// viewport, else the canvas), and proposed that; across them it takes the proposal as its
// content does. The content is aligned in the frame.

/// A frame sized from the container's length.
struct ContainerRelativeFrameKind: ElementKind, ModifierLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    private func proposal(for proposal: ProposedViewSize, container: CGSize?) -> ProposedViewSize {
        let container = container ?? proposal.replacingUnspecifiedDimensions(by: .zero)
        var result = proposal
        if axes.contains(.horizontal) { result.width = max(0, length(container.width, .horizontal)) }
        if axes.contains(.vertical) { result.height = max(0, length(container.height, .vertical)) }
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        let own = self.proposal(for: proposal, container: children.container)
        let content = children.isEmpty ? .zero : children[0].sizeThatFits(own)
        return CGSize(width: own.width.flatMap { axes.contains(.horizontal) ? $0 : nil } ?? content.width,
                      height: own.height.flatMap { axes.contains(.vertical) ? $0 : nil } ?? content.height)
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        children.indices.map { i in
            LayoutEngine.aligned(children[i], children[i].sizeThatFits(ProposedViewSize(frame.size)), in: frame, alignment)
        }
    }
}
