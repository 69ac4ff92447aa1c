// PaddingKind.swift: `.padding(…)`: the proposal shrinks by the insets, the size grows by them,
// and the child sits inside them.

/// A child inset from its frame's edges.
struct PaddingKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var insets: EdgeInsets

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        let shrunk = ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                                      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
        let inner = children.isEmpty ? .zero : children[0].sizeThatFits(shrunk)
        return CGSize(width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom)
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        let inner = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                           width: max(0, frame.width - insets.leading - insets.trailing),
                           height: max(0, frame.height - insets.top - insets.bottom))
        return Array(repeating: inner, count: children.count)
    }
}
