// StackLayout.swift: HStack and VStack. The space along the axis, less the spacing, is shared
// out to the children from the least flexible to the most: each is offered an equal part of
// what remains and takes what it takes. Spacing is the stack's, or 8 pt between neighbours and
// none next to a Spacer (the pinned facts); the cross axis is aligned.

struct StackLayout {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// Cross-axis alignment, as a fraction (0 leading/top, 0.5 centre, 1 trailing/bottom).
    let alignment: CGFloat
    let spacing: CGFloat?

    private var horizontal: Bool { axis == .horizontal }

    private func main(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
    private func cross(_ s: CGSize) -> CGFloat { horizontal ? s.height : s.width }
    private func proposal(main m: CGFloat?, cross c: CGFloat?) -> ProposedViewSize {
        horizontal ? ProposedViewSize(width: m, height: c) : ProposedViewSize(width: c, height: m)
    }

    /// The gap before child i (0 for the first).
    private func spacing(before i: Int, _ children: LayoutChildren) -> CGFloat {
        guard i > 0 else { return 0 }
        if let spacing { return spacing }
        return children[i].isSpacer || children[i - 1].isSpacer ? 0 : LayoutEngine.defaultSpacing
    }

    /// Each child's size for a proposal to the stack.
    private func sizes(_ p: ProposedViewSize, _ children: LayoutChildren) -> [CGSize] {
        let mainProposal = horizontal ? p.width : p.height
        let crossProposal = horizontal ? p.height : p.width
        let n = children.count
        guard n > 0 else { return [] }
        guard let available = mainProposal else {
            return children.map { $0.sizeThatFits(proposal(main: nil, cross: crossProposal)) }
        }
        let totalSpacing = (0..<n).reduce(0) { $0 + spacing(before: $1, children) }
        var remaining = max(0, available - totalSpacing)
        // Least flexible first; ties keep their order. Spacers after everything else.
        let flexibility: [CGFloat] = children.map { c in
            let lo = main(c.sizeThatFits(proposal(main: 0, cross: crossProposal)))
            let hi = main(c.sizeThatFits(proposal(main: .infinity, cross: crossProposal)))
            return hi - lo
        }
        let order = children.indices.sorted { a, b in
            let sa = children[a].isSpacer, sb = children[b].isSpacer
            if sa != sb { return !sa }
            return flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
        }
        var result = [CGSize](repeating: .zero, count: n)
        var left = n
        for i in order {
            let share = remaining / CGFloat(left)
            let s = children[i].sizeThatFits(proposal(main: share, cross: crossProposal))
            result[i] = s
            remaining = max(0, remaining - main(s))
            left -= 1
        }
        return result
    }

    func size(_ p: ProposedViewSize, _ children: LayoutChildren) -> CGSize {
        let s = sizes(p, children)
        var m: CGFloat = 0, c: CGFloat = 0
        for (i, size) in s.enumerated() {
            m += spacing(before: i, children) + main(size)
            c = max(c, cross(size))
        }
        return horizontal ? CGSize(width: m, height: c) : CGSize(width: c, height: m)
    }

    func place(in frame: CGRect, _ children: LayoutChildren) -> [CGRect] {
        let s = sizes(ProposedViewSize(frame.size), children)
        var position = horizontal ? frame.minX : frame.minY
        let crossStart = horizontal ? frame.minY : frame.minX
        let crossExtent = horizontal ? frame.height : frame.width
        var frames: [CGRect] = []
        for i in children.indices {
            position += spacing(before: i, children)
            let size = s[i]
            let offset = crossStart + (crossExtent - cross(size)) * alignment
            frames.append(horizontal
                ? CGRect(x: position, y: offset, width: size.width, height: size.height)
                : CGRect(x: offset, y: position, width: size.width, height: size.height))
            position += main(size)
        }
        return frames
    }
}
