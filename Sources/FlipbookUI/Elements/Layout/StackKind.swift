// StackKind.swift: HStack and VStack (Layout/StackLayout) and ZStack: containers that lay out
// their children and draw them in order (later on top, zIndex first). A ZStack lines its
// children up on its alignment's guides in both axes and is as large as their union. Each stack
// tells the views it builds which axis they are stacked along (`stackAxis`), as SwiftUI's
// stack orientation does: a Spacer grows along it, a Divider lies across it; other containers
// clear it. Lazy stacks are laid out at once: a frame at rest looks the same either way.

/// An HStack or VStack.
struct StackKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var layout: StackLayout

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize { layout.size(proposal, children) }
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { layout.place(in: frame, children) }
}

/// A ZStack: every child proposed the same size and lined up on the alignment's guides.
struct ZStackKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        let (h, v) = lines(children.map { $0.dimensions($0.sizeThatFits(proposal)) })
        return CGSize(width: h.extent, height: v.extent)
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        let proposal = ProposedViewSize(frame.size)
        let dimensions = children.map { $0.dimensions($0.sizeThatFits(proposal)) }
        let (h, v) = lines(dimensions)
        let xs = h.offsets(alignment.horizontal.key, in: frame.width), ys = v.offsets(alignment.vertical.key, in: frame.height)
        return dimensions.indices.map { i in
            CGRect(x: frame.minX + xs[i], y: frame.minY + ys[i], width: dimensions[i].width, height: dimensions[i].height)
        }
    }

    private func lines(_ dimensions: [ViewDimensions]) -> (AlignmentGuides.Line, AlignmentGuides.Line) {
        (AlignmentGuides.Line(alignment.horizontal.key, dimensions), AlignmentGuides.Line(alignment.vertical.key, dimensions))
    }
}

// MARK: - Building

private struct StackAxisKey: EnvironmentKey { static var defaultValue: Axis? { nil } }

extension EnvironmentValues {
    /// The axis of the stack the view being built is a child of (nil: not in a stack).
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}

extension BuildContext {
    /// The content of a container, built with its stack axis (nil for containers that are not
    /// stacks).
    func buildContent(_ content: any View, of node: ViewNode, stackAxis: Axis?) -> [Element] {
        with { $0.stackAxis = stackAxis }.build(content, at: .body, of: node)
    }
}

extension HStack: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let layout = StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
        return [context.element(node.id, StackKind(layout: layout), children: context.buildContent(content, of: node, stackAxis: .horizontal))]
    }
}

extension VStack: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let layout = StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
        return [context.element(node.id, StackKind(layout: layout), children: context.buildContent(content, of: node, stackAxis: .vertical))]
    }
}

extension ZStack: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        [context.element(node.id, ZStackKind(alignment: alignment), children: context.buildContent(content, of: node, stackAxis: nil))]
    }
}

extension LazyVStack: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        if let sections = PinnedSection.stack(of: content, axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                                              spacing: spacing, pinned: pinnedViews) {
            return context.build(sections, at: .slot("pinned"), of: node)
        }
        let layout = StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing, fillsCrossAxis: true)
        return [context.element(node.id, StackKind(layout: layout), children: context.buildContent(content, of: node, stackAxis: .vertical))]
    }
}

extension LazyHStack: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        if let sections = PinnedSection.stack(of: content, axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                                              spacing: spacing, pinned: pinnedViews) {
            return context.build(sections, at: .slot("pinned"), of: node)
        }
        let layout = StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing, fillsCrossAxis: true)
        return [context.element(node.id, StackKind(layout: layout), children: context.buildContent(content, of: node, stackAxis: .horizontal))]
    }
}
