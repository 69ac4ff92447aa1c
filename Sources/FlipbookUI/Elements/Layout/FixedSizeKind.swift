// FixedSizeKind.swift: `.fixedSize(…)`: the child is proposed nil (its ideal size) in the fixed
// dimensions and keeps whatever it chooses.

/// A child sized at its ideal size in one or both dimensions.
struct FixedSizeKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var horizontal: Bool
    var vertical: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        guard !children.isEmpty else { return .zero }
        return children[0].sizeThatFits(ProposedViewSize(width: horizontal ? nil : proposal.width,
                                                         height: vertical ? nil : proposal.height))
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        Array(repeating: LayoutEngine.aligned(frame.size, in: frame, .center), count: children.count)
    }
}
