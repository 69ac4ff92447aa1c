// StackLayout.swift: HStack and VStack. The space along the axis, less the spacing, is shared
// out to the children from the least flexible to the most: each is offered an equal part of
// what remains and takes what it takes. Spacing is the stack's, or 8 pt between neighbours and
// none next to a Spacer (the pinned facts); the cross axis is aligned.

struct StackLayout {
    let spec: StackSpec
    let children: [Element]

    private var horizontal: Bool { spec.axis == .horizontal }

    private func main(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
    private func cross(_ s: CGSize) -> CGFloat { horizontal ? s.height : s.width }
    private func proposal(main m: CGFloat?, cross c: CGFloat?) -> ProposedViewSize {
        horizontal ? ProposedViewSize(width: m, height: c) : ProposedViewSize(width: c, height: m)
    }

    private func isSpacer(_ e: Element) -> Bool {
        if case .spacer = e.kind { return true }
        return false
    }

    /// The gap before child i (0 for the first).
    private func spacing(before i: Int) -> CGFloat {
        guard i > 0 else { return 0 }
        if let s = spec.spacing { return s }
        return isSpacer(children[i]) || isSpacer(children[i - 1]) ? 0 : LayoutEngine.defaultSpacing
    }

    /// Each child's size for a proposal to the stack.
    private func sizes(_ p: ProposedViewSize) -> [CGSize] {
        let mainProposal = horizontal ? p.width : p.height
        let crossProposal = horizontal ? p.height : p.width
        let n = children.count
        guard n > 0 else { return [] }
        guard let available = mainProposal else {
            return children.map { LayoutEngine.size($0, proposal(main: nil, cross: crossProposal)) }
        }
        let totalSpacing = (0..<n).reduce(0) { $0 + spacing(before: $1) }
        var remaining = max(0, available - totalSpacing)
        // Least flexible first; ties keep their order. Spacers after everything else.
        let flexibility: [CGFloat] = children.map { c in
            let lo = main(LayoutEngine.size(c, proposal(main: 0, cross: crossProposal)))
            let hi = main(LayoutEngine.size(c, proposal(main: .infinity, cross: crossProposal)))
            return hi - lo
        }
        let order = children.indices.sorted { a, b in
            let sa = isSpacer(children[a]), sb = isSpacer(children[b])
            if sa != sb { return !sa }
            return flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
        }
        var result = [CGSize](repeating: .zero, count: n)
        var left = n
        for i in order {
            let share = remaining / CGFloat(left)
            let s = LayoutEngine.size(children[i], proposal(main: share, cross: crossProposal))
            result[i] = s
            remaining = max(0, remaining - main(s))
            left -= 1
        }
        return result
    }

    func size(_ p: ProposedViewSize) -> CGSize {
        let s = sizes(p)
        var m: CGFloat = 0, c: CGFloat = 0
        for (i, size) in s.enumerated() {
            m += spacing(before: i) + main(size)
            c = max(c, cross(size))
        }
        return horizontal ? CGSize(width: m, height: c) : CGSize(width: c, height: m)
    }

    func place(in frame: CGRect) -> [PlacedElement] {
        let s = sizes(ProposedViewSize(frame.size))
        var position = horizontal ? frame.minX : frame.minY
        let crossStart = horizontal ? frame.minY : frame.minX
        let crossExtent = horizontal ? frame.height : frame.width
        var placed: [PlacedElement] = []
        for (i, child) in children.enumerated() {
            position += spacing(before: i)
            let size = s[i]
            let offset = crossStart + (crossExtent - cross(size)) * spec.alignment
            let rect = horizontal
                ? CGRect(x: position, y: offset, width: size.width, height: size.height)
                : CGRect(x: offset, y: position, width: size.width, height: size.height)
            placed.append(LayoutEngine.place(child, in: rect))
            position += main(size)
        }
        return placed
    }
}
