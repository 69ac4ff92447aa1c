// CustomLayoutKind.swift: a container laid out by a type conforming to SwiftUI's Layout protocol.
// Each element keeps the layout's cache (made on first use, for the subviews it was built
// with) and the proposal behind every size it answered (the latest, after a parent's probes of
// the least and most it can take), so that placing in a frame of that size passes
// `placeSubviews` the proposal the size was chosen for, as SwiftUI does. The content is built
// with the layout's stack orientation (an AnyLayout's: the layout it holds).

/// A custom layout container.
struct CustomLayoutKind<L: Layout>: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren,
                                    ExplicitAlignmentBehavior, SpacingBehavior {
    let layout: L
    let memory = Memory()

    /// The layout's cache and the proposals behind the sizes it gave.
    final class Memory {
        var cache: L.Cache?
        var proposals: [SizeKey: ProposedViewSize] = [:]
        let recorder = PlacementRecorder()
    }

    private func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var cache = memory.cache ?? layout.makeCache(subviews: subviews)
        defer { memory.cache = cache }
        return body(&cache)
    }

    private func subviews(_ children: LayoutChildren) -> LayoutSubviews { LayoutSubviews(children, recorder: memory.recorder) }

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        let subviews = subviews(children)
        let size = withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        memory.proposals[SizeKey(size)] = proposal
        return size
    }

    /// The proposal a frame of this size was chosen for (the size itself when unknown).
    private func proposal(for size: CGSize) -> ProposedViewSize { memory.proposals[SizeKey(size)] ?? ProposedViewSize(size) }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        let subviews = subviews(children)
        let proposal = proposal(for: frame.size)
        return subviews.placements(in: frame) {
            withCache(subviews) { layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &$0) }
        }
    }

    func explicitAlignment(of guide: AlignmentKey, size: CGSize, children: LayoutChildren) -> CGFloat? {
        let subviews = subviews(children), bounds = CGRect(origin: .zero, size: size), proposal = proposal(for: size)
        return withCache(subviews) { cache in
            guide.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    func spacing(children: LayoutChildren) -> ViewSpacing {
        let subviews = subviews(children)
        return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
}

extension LayoutRoot: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let orientation = (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
        // A grid (GridLayout, also inside AnyLayout) builds its GridRows as its rows, as Grid does.
        let cells = GridCells()
        if let grid = (layout as? GridCellsHolding)?.holding(cells) as? L {
            let children = context.with { $0.gridCells = cells }.buildContent(content, of: node, stackAxis: nil)
            return [context.element(node.id, CustomLayoutKind(layout: grid), children: children)]
        }
        let children = context.buildContent(content, of: node, stackAxis: orientation)
        return [context.element(node.id, CustomLayoutKind(layout: layout), children: children)]
    }
}
