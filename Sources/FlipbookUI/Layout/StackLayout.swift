// StackLayout.swift: HStack and VStack (and their lazy forms). The space along the axis, less the
// spacing, is shared out by layout priority, highest first: each priority's children are
// offered what remains less the least the lower priorities' children can take, from the least
// flexible child to the most, each an equal part of what its group has left (a Spacer's
// priority is the lowest, so it takes what the others leave). Spacing is the stack's, or what
// the neighbours' spacing preferences give: 8 pt between ordinary views, none next to a Spacer
// (the pinned facts). Across the axis the children
// are lined up on the stack's alignment guide, explicit values included (text baselines,
// `.alignmentGuide`), and the stack is as large as their union; a lazy stack takes the whole
// cross-axis size proposed to it (SwiftUI's LazyVStack fills a scroll view's width, so its
// alignment places its views against the scroll view's edges).

struct StackLayout {
    let axis: Axis
    /// The cross-axis guide the children are lined up on.
    let alignment: AlignmentKey
    let spacing: CGFloat?
    /// A lazy stack takes the whole width (LazyVStack) or height (LazyHStack) proposed to it,
    /// where a plain stack is only as large as its children's union.
    var fillsCrossAxis = false

    private var horizontal: Bool { axis == .horizontal }

    private func main(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
    private func cross(_ s: CGSize) -> CGFloat { horizontal ? s.height : s.width }
    private func proposal(main m: CGFloat?, cross c: CGFloat?) -> ProposedViewSize {
        horizontal ? ProposedViewSize(width: m, height: c) : ProposedViewSize(width: c, height: m)
    }

    /// The gap before child i (0 for the first).
    func spacing(before i: Int, _ children: LayoutChildren) -> CGFloat {
        guard i > 0 else { return 0 }
        if let spacing { return spacing }
        return children[i - 1].spacing.distance(to: children[i].spacing, along: axis)
    }

    /// Each child's size for a proposal to the stack.
    func sizes(_ p: ProposedViewSize, _ children: LayoutChildren) -> [CGSize] {
        let mainProposal = horizontal ? p.width : p.height
        let crossProposal = horizontal ? p.height : p.width
        let n = children.count
        guard n > 0 else { return [] }
        guard let available = mainProposal else {
            return children.map { $0.sizeThatFits(proposal(main: nil, cross: crossProposal)) }
        }
        let totalSpacing = (0..<n).reduce(0) { $0 + spacing(before: $1, children) }
        var remaining = max(0, available - totalSpacing)
        let least: [CGFloat] = children.map { main($0.sizeThatFits(proposal(main: 0, cross: crossProposal))) }
        // Least flexible first; ties keep their order.
        let flexibility: [CGFloat] = children.indices.map { i in
            main(children[i].sizeThatFits(proposal(main: .infinity, cross: crossProposal))) - least[i]
        }
        let priorities = children.map(\.priority)
        var result = [CGSize](repeating: .zero, count: n)
        for priority in Set(priorities).sorted(by: >) {
            let group = children.indices.filter { priorities[$0] == priority }.sorted { a, b in
                flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
            }
            let reserved = children.indices.reduce(CGFloat(0)) { priorities[$1] < priority ? $0 + least[$1] : $0 }
            var left = max(0, remaining - reserved)
            var count = group.count
            for i in group {
                let s = children[i].sizeThatFits(proposal(main: left / CGFloat(count), cross: crossProposal))
                result[i] = s
                left = max(0, left - main(s))
                remaining = max(0, remaining - main(s))
                count -= 1
            }
        }
        return result
    }

    func size(_ p: ProposedViewSize, _ children: LayoutChildren) -> CGSize {
        let s = sizes(p, children)
        var m: CGFloat = 0
        for (i, size) in s.enumerated() { m += spacing(before: i, children) + main(size) }
        let union = AlignmentGuides.Line(alignment, dimensions(s, children)).extent
        let crossProposal = horizontal ? p.height : p.width
        let c = fillsCrossAxis ? crossProposal.flatMap { $0.isFinite ? $0 : nil } ?? union : union
        return horizontal ? CGSize(width: m, height: c) : CGSize(width: c, height: m)
    }

    func place(in frame: CGRect, _ children: LayoutChildren) -> [CGRect] {
        // Shared out as when the stack chose its size (LayoutEngine.proposal(sizing:to:)). Where
        // that left the breadth across the axis open (fixedSize, a scroll view's length), each
        // child is offered the breadth the stack took, as SwiftUI offers it: a Divider or a shape
        // in an HStack under fixedSize(vertical) runs the stack's full height, not the ideal
        // 10 pt it gave while the stack was measured.
        var proposal = children.placementProposal ?? ProposedViewSize(frame.size)
        if horizontal, proposal.height == nil { proposal.height = frame.height }
        if !horizontal, proposal.width == nil { proposal.width = frame.width }
        let s = sizes(proposal, children)
        var position = horizontal ? frame.minX : frame.minY
        let crossStart = horizontal ? frame.minY : frame.minX
        let offsets = AlignmentGuides.Line(alignment, dimensions(s, children)).offsets(alignment, in: cross(frame.size))
        var frames: [CGRect] = []
        for i in children.indices {
            position += spacing(before: i, children)
            let size = s[i]
            let offset = crossStart + offsets[i]
            frames.append(horizontal
                ? CGRect(x: position, y: offset, width: size.width, height: size.height)
                : CGRect(x: offset, y: position, width: size.width, height: size.height))
            position += main(size)
        }
        return frames
    }

    private func dimensions(_ sizes: [CGSize], _ children: LayoutChildren) -> [ViewDimensions] {
        zip(children, sizes).map { $0.dimensions($1) }
    }
}
