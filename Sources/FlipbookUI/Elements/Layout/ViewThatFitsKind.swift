// ViewThatFitsKind.swift: ViewThatFits, by SwiftUI's documented rule: its views are tried in
// order, each asked its ideal size along the constrained axes (proposed nothing there, the
// proposal elsewhere); the first whose ideal size fits within the proposal on those axes is
// chosen (an axis proposed nothing fits anything), else the last. The container takes the
// chosen view's size for the proposal and shows only that view. The choice made for each
// size it answered is remembered, so that it is placed showing the view it was sized for.

/// A ViewThatFits container.
struct ViewThatFitsKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren, ChoosesShownChild, ExplicitAlignmentBehavior {
    var axes: Axis.Set
    let memory = Memory()

    /// The view chosen for each size given.
    final class Memory {
        var choices: [SizeKey: Int] = [:]
    }

    private func choose(_ p: ProposedViewSize, _ children: LayoutChildren) -> Int {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let ideal = ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        for i in children.indices {
            let s = children[i].sizeThatFits(ideal)
            let fitsWidth = !horizontal || p.width.map { s.width <= $0 } ?? true
            let fitsHeight = !vertical || p.height.map { s.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return i }
        }
        return children.count - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        guard !children.isEmpty else { return .zero }
        let chosen = choose(proposal, children)
        let size = children[chosen].sizeThatFits(proposal)
        memory.choices[SizeKey(size)] = chosen
        return size
    }

    func shownChild(in size: CGSize, children: LayoutChildren) -> Int {
        memory.choices[SizeKey(size)] ?? choose(ProposedViewSize(size), children)
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        children.map { LayoutEngine.aligned($0, $0.sizeThatFits(ProposedViewSize(frame.size)), in: frame, .center) }
    }

    func explicitAlignment(of guide: AlignmentKey, size: CGSize, children: LayoutChildren) -> CGFloat? {
        guard !children.isEmpty else { return nil }
        let chosen = shownChild(in: size, children: children)
        let frame = placeChildren(in: CGRect(origin: .zero, size: size), children: children)[chosen]
        guard let value = children[chosen].dimensions(frame.size).explicit(guide) else { return nil }
        return value + (guide.axis == .horizontal ? frame.minX : frame.minY)
    }
}

extension ViewThatFits: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        [context.element(node.id, ViewThatFitsKind(axes: axes), children: context.buildContent(content, of: node, stackAxis: nil))]
    }
}
