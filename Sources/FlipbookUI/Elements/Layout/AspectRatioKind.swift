// AspectRatioKind.swift: `.aspectRatio(_:contentMode:)`: the largest (fit) or smallest (fill)
// size of the ratio within the proposal is proposed to the child; a proposal with one side left
// open (nil) is the ratio's size at the side given, in either mode, as in SwiftUI, where a square
// cell in a grid column or a scroll view is as tall as it is wide; without a ratio, the child's
// ideal size gives it.

/// A child constrained to an aspect ratio.
struct AspectRatioKind: ElementKind, ModifierLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var ratio: CGFloat?
    var fill: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        guard !children.isEmpty else { return .zero }
        let child = children[0]
        let ideal = child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return child.sizeThatFits(proposal) }
        var w: CGFloat, h: CGFloat
        switch (proposal.width, proposal.height) {
        // One side given: the other follows from the ratio (a grid's column, a scroll view's width).
        case (let width?, nil): w = width; h = width / r
        case (nil, let height?): h = height; w = height * r
        default:
            let available = proposal.replacingUnspecifiedDimensions(by: ideal)
            w = available.width; h = w / r
            if (fill && h < available.height) || (!fill && h > available.height) { h = available.height; w = h * r }
        }
        return child.sizeThatFits(ProposedViewSize(width: w, height: h))
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        Array(repeating: LayoutEngine.aligned(frame.size, in: frame, .center), count: children.count)
    }
}
