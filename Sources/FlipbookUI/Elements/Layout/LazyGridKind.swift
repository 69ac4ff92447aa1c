// LazyGridKind.swift: LazyVGrid and LazyHGrid (Layout/LazyGridLayout): a container that lays its
// views out in tracks and draws them in order. A LazyVGrid's sections each have a grid of their
// own, under a header across the grid that `pinnedViews` can hold in sight (PinnedSectionKind).

/// A lazy grid, laid out at once.
struct LazyGridKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var layout: LazyGridLayout

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize { layout.size(proposal, children) }
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { layout.place(in: frame, children) }
}

extension LazyVGrid: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        if let sections = GridSection.sections(of: content) {
            // Sections: each header and footer across the grid, the content of each in a grid of
            // the same columns, one under the other.
            let gap = spacing ?? LayoutEngine.defaultSpacing
            let stack = VStack(alignment: alignment, spacing: gap) {
                ForEach(sections.indices, id: \.self) { i in
                    let grid = LazyVGrid<AnyView>(columns: columns, alignment: alignment, spacing: spacing) { sections[i].content }
                    if pinnedViews.isEmpty {
                        sections[i].header
                        grid
                        sections[i].footer
                    } else {
                        PinnedSection(header: sections[i].header, rows: AnyView(grid), footer: sections[i].footer, axis: .vertical,
                                      alignment: Alignment(horizontal: alignment, vertical: .center), spacing: gap, pinned: pinnedViews)
                    }
                }
            }
            return context.build(stack, at: .slot("sections"), of: node)
        }
        let layout = LazyGridLayout(axis: .horizontal, items: columns, alignment: alignment.key, spacing: spacing)
        return [context.element(node.id, LazyGridKind(layout: layout), children: context.buildContent(content, of: node, stackAxis: nil))]
    }
}

extension LazyHGrid: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        let layout = LazyGridLayout(axis: .vertical, items: rows, alignment: alignment.key, spacing: spacing)
        return [context.element(node.id, LazyGridKind(layout: layout), children: context.buildContent(content, of: node, stackAxis: nil))]
    }
}

/// A part of a LazyVGrid's content: a Section, or a run of views between sections.
struct GridSection {
    var header: AnyView?
    var content: AnyView
    var footer: AnyView?

    /// The sections of `content`, the views between them gathered into sections of their own;
    /// nil when it has no Section.
    static func sections(of content: any View) -> [GridSection]? {
        let items = ViewList.views(of: content)
        guard items.contains(where: { ViewList.unwrap($0.view, as: (any GridSectionSource).self) != nil }) else { return nil }
        var sections: [GridSection] = [], loose: [AnyView] = []
        func closeLoose() {
            guard !loose.isEmpty else { return }
            let views = loose
            sections.append(GridSection(content: AnyView(ForEach(views.indices, id: \.self) { views[$0] })))
            loose.removeAll()
        }
        for item in items {
            if let (section, modifiers) = ViewList.unwrap(item.view, as: (any GridSectionSource).self) {
                closeLoose()
                let parts = section.gridParts(modifiedBy: modifiers)
                sections.append(GridSection(header: parts.header, content: parts.content, footer: parts.footer))
            } else {
                loose.append(AnyView(item.view))
            }
        }
        closeLoose()
        return sections
    }
}
