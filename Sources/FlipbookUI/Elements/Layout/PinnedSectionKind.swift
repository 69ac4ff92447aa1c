// PinnedSectionKind.swift: a Section of a lazy stack or a LazyVGrid that pins its headers or
// footers (`LazyVStack(pinnedViews: [.sectionHeaders])`). Laid out as in a stack without pins: header,
// rows and footer one after another along the stack's axis, the stack's spacing between them.
// Drawn as SwiftUI's sticky headers are: while the section passes the start of the scroll view's
// viewport, its header stays there, over the rows scrolling under it, until the section's end
// pushes it out; a pinned footer stays at the viewport's end until the section's start comes
// within reach. Where the viewport is comes from the drawing (DisplayListBuilder.scrollViewport),
// so a header follows a scroll's animation frame by frame. Outside a scroll view nothing moves.
// Judgement: a touch finds a held header where the layout put it, not where it is drawn.

import Raster

/// A lazy stack's section whose header or footer stays in sight while its rows scroll.
struct PinnedSectionKind: ElementKind, NoAnimatableData, HitTestsChildren {
    /// The stack's axis: rows follow one another along it, and it is the axis a header holds on.
    var axis: Axis
    var spacing: CGFloat
    /// Where header and footer sit across the axis (0: leading or top, 1: trailing or bottom).
    var crossAlignment: CGFloat
    /// Which parts the section has and which of them are pinned. Its children are the rows (one
    /// stack), then the footer, then the header, so that a held header draws over the rows.
    var hasHeader: Bool, hasFooter: Bool
    var pinsHeader: Bool, pinsFooter: Bool

    /// The order of the parts along the axis: indices into the children.
    private func partsAlongAxis(_ count: Int) -> [Int] {
        guard count == 1 + (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0) else { return Array(0..<count) }
        return (hasHeader ? [count - 1] : []) + [0] + (hasFooter ? [1] : [])
    }

    private func along(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func across(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }

    private func proposal(_ p: ProposedViewSize) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        let sizes = (0..<children.count).map { children[$0].sizeThatFits(self.proposal(proposal)) }
        let length = sizes.map(along).reduce(0, +) + spacing * CGFloat(max(0, sizes.count - 1))
        let thickness = sizes.map(across).max() ?? 0
        return axis == .vertical ? CGSize(width: thickness, height: length) : CGSize(width: length, height: thickness)
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        let offered = proposal(ProposedViewSize(frame.size))
        var frames = Array(repeating: CGRect.zero, count: children.count)
        var position = axis == .vertical ? frame.minY : frame.minX
        for index in partsAlongAxis(children.count) {
            let size = children[index].sizeThatFits(offered)
            let cross = (across(frame.size) - across(size)) * crossAlignment
            frames[index] = axis == .vertical
                ? CGRect(x: frame.minX + cross, y: position, width: size.width, height: size.height)
                : CGRect(x: position, y: frame.minY + cross, width: size.width, height: size.height)
            position += along(size) + spacing
        }
        return frames
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        let children = element.children
        guard let viewport = list.scrollViewport, children.count == 1 + (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0) else {
            return list.drawChildren(of: element)
        }
        // The section and the viewport in device pixels, and how far apart their ends are in points.
        let drawn = DrawingMap.box(element.frame, under: list.map)
        let scale = along(drawn.size) / max(along(element.frame.size), .ulpOfOne)
        guard scale > 0, scale.isFinite else { return list.drawChildren(of: element) }
        let (start, end, viewStart, viewEnd) = axis == .vertical
            ? (drawn.minY, drawn.maxY, viewport.minY, viewport.maxY)
            : (drawn.minX, drawn.maxX, viewport.minX, viewport.maxX)
        let header = hasHeader ? along(children[children.count - 1].frame.size) : 0
        let footer = hasFooter ? along(children[1].frame.size) : 0
        let room = along(element.frame.size)
        list.draw(children[0])
        if hasFooter {
            // Up to the viewport's end, but not over the header's place.
            let lift = pinsFooter ? min(max((viewEnd - end) / scale, -(room - footer - header)), 0) : 0
            draw(children[1], shiftedBy: lift, into: &list)
        }
        if hasHeader {
            // Down to the viewport's start, but not past the section's end.
            let drop = pinsHeader ? min(max((viewStart - start) / scale, 0), max(0, room - header)) : 0
            draw(children[children.count - 1], shiftedBy: drop, into: &list)
        }
    }

    private func draw(_ child: PresentedElement, shiftedBy shift: CGFloat, into list: inout DisplayListBuilder) {
        guard shift != 0 else { return list.draw(child) }
        let move = axis == .vertical ? Transform(translationX: 0, y: Double(shift)) : Transform(translationX: Double(shift), y: 0)
        list.transformed(by: ProjectiveTransform(move)) { $0.draw(child) }
    }
}

/// A section of a lazy stack or grid with pinned views, as a view: its rows (already in a lazy
/// stack or grid of their own), and its header and footer each one element (a stack of the axis
/// round them).
struct PinnedSection: View, PrimitiveView {
    let header: AnyView?
    let rows: AnyView
    let footer: AnyView?
    let axis: Axis
    let alignment: Alignment
    let spacing: CGFloat
    let pinned: PinnedScrollableViews

    var body: Never { fatalError("primitive") }

    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        func part(_ content: AnyView) -> AnyView {
            axis == .vertical ? AnyView(VStack(alignment: alignment.horizontal, spacing: spacing) { content })
                : AnyView(HStack(alignment: alignment.vertical, spacing: spacing) { content })
        }
        var children = context.build(rows, at: .slot("rows"), of: node)
        if let footer { children += context.build(part(footer), at: .slot("footer"), of: node) }
        if let header { children += context.build(part(header), at: .slot("header"), of: node) }
        let guide = axis == .vertical ? alignment.horizontal.key : alignment.vertical.key
        let kind = PinnedSectionKind(axis: axis, spacing: spacing,
                                     crossAlignment: guide.defaultValue(in: ViewDimensions(CGSize(width: 1, height: 1))),
                                     hasHeader: header != nil, hasFooter: footer != nil,
                                     pinsHeader: pinned.contains(.sectionHeaders), pinsFooter: pinned.contains(.sectionFooters))
        return [context.element(node.id, kind, children: children)]
    }

    /// The content of a lazy stack along `axis` that pins `pinned`, as pinned sections one after
    /// another, each section's rows in a lazy stack of their own (nil when it has no Section, or
    /// pins nothing).
    static func stack(of content: any View, axis: Axis, alignment: Alignment, spacing: CGFloat?,
                      pinned: PinnedScrollableViews) -> AnyView? {
        guard !pinned.isEmpty, let sections = GridSection.sections(of: content) else { return nil }
        let gap = spacing ?? LayoutEngine.defaultSpacing
        let parts = ForEach(sections.indices, id: \.self) { i in
            let rows = axis == .vertical
                ? AnyView(LazyVStack(alignment: alignment.horizontal, spacing: gap) { sections[i].content })
                : AnyView(LazyHStack(alignment: alignment.vertical, spacing: gap) { sections[i].content })
            PinnedSection(header: sections[i].header, rows: rows, footer: sections[i].footer,
                          axis: axis, alignment: alignment, spacing: gap, pinned: pinned)
        }
        return axis == .vertical ? AnyView(LazyVStack(alignment: alignment.horizontal, spacing: gap) { parts })
            : AnyView(LazyHStack(alignment: alignment.vertical, spacing: gap) { parts })
    }
}
