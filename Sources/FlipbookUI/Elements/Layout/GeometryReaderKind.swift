// GeometryReaderKind.swift: GeometryReader's element. It takes the space proposed (unspecified
// dimensions: 0, swiftui-facts-everyday §11) and builds its content during layout, for the frame
// it got (LayoutEngine.place), proposing that size to each view of the content and placing it at
// the top-leading corner. Also `.coordinateSpace(name:)`, which names a frame for the readers
// inside it.

/// Kinds whose children are built during layout, once their frame is known.
protocol BuildsContentInLayout {
    func content(for proxy: GeometryProxy) -> [Element]
}

/// A GeometryReader.
struct GeometryReaderKind: ElementKind, BuildsContentInLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    /// Builds the content's elements for a proxy (in the reader's node, with its environment).
    let build: (GeometryProxy) -> [Element]

    func content(for proxy: GeometryProxy) -> [Element] { build(proxy) }

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        children.map { CGRect(origin: frame.origin, size: $0.sizeThatFits(ProposedViewSize(frame.size))) }
    }
}

/// `.coordinateSpace(name:)`: the view's frame, named for what is inside it.
struct CoordinateSpaceKind: ElementKind, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren {
    let name: AnyHashable
}

extension GeometryReader: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        // The content's node is kept across evaluations though it is built later, in layout.
        _ = node.child(.body, for: Content.self)
        let content = self.content
        let kind = GeometryReaderKind { proxy in context.build(content(proxy), at: .body, of: node) }
        return [context.element(node.id, kind)]
    }
}
