// FrameLayout.swift: frame(width:height:) and frame(minWidth:…maxHeight:), with SwiftUI's
// rules: a fixed dimension is proposed to the child and taken; a flexible one clamps the
// proposal between min and max (the ideal standing in for an unspecified proposal) and, where
// only one bound is given, stays as close to the child's size as the proposal allows.

/// A frame's sizing rule.
enum FrameLayout {
    case fixed(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexible(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                  minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment)

    var alignment: Alignment {
        switch self {
        case .fixed(_, _, let a): return a
        case .flexible(_, _, _, _, _, _, let a): return a
        }
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        switch self {
        case .fixed(let w, let h, _):
            return ProposedViewSize(width: w ?? p.width, height: h ?? p.height)
        case .flexible(let minW, let idealW, let maxW, let minH, let idealH, let maxH, _):
            return ProposedViewSize(width: clampProposal(p.width, minW, idealW, maxW),
                                    height: clampProposal(p.height, minH, idealH, maxH))
        }
    }

    /// The frame's size, given the child's size for `childProposal(p)`.
    func size(child c: CGSize, _ p: ProposedViewSize) -> CGSize {
        switch self {
        case .fixed(let w, let h, _):
            return CGSize(width: w ?? c.width, height: h ?? c.height)
        case .flexible(let minW, let idealW, let maxW, let minH, let idealH, let maxH, _):
            return CGSize(width: dimension(p.width ?? idealW, child: c.width, minW, maxW),
                          height: dimension(p.height ?? idealH, child: c.height, minH, maxH))
        }
    }

    private func clampProposal(_ p: CGFloat?, _ mn: CGFloat?, _ ideal: CGFloat?, _ mx: CGFloat?) -> CGFloat? {
        guard var v = p ?? ideal else { return nil }
        if let mx { v = min(v, mx) }
        if let mn { v = max(v, mn) }
        return v
    }

    /// SwiftUI's documented rule for one dimension of a flexible frame.
    private func dimension(_ proposed: CGFloat?, child: CGFloat, _ mn: CGFloat?, _ mx: CGFloat?) -> CGFloat {
        switch (mn, mx) {
        case (nil, nil): return child
        case let (mn?, mx?): return max(mn, min(mx, proposed ?? child))
        default:
            guard let p = proposed else { return max(mn ?? -.infinity, min(mx ?? .infinity, child)) }
            if let mn, p < child { return max(p, mn) }
            if let mx, p > child { return min(p, mx) }
            return max(mn ?? -.infinity, min(mx ?? .infinity, child))
        }
    }
}
