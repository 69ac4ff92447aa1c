// PositionKind.swift: `.position(…)`: takes all the space proposed and centres the child at a
// point of it.

/// A child centred at a point of the proposed space.
struct PositionKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var point: CGPoint

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        let proposal = ProposedViewSize(frame.size)
        return children.map { child in
            let s = child.sizeThatFits(proposal)
            return CGRect(x: frame.minX + point.x - s.width / 2, y: frame.minY + point.y - s.height / 2, width: s.width, height: s.height)
        }
    }
}
