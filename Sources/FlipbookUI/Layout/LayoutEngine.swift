// LayoutEngine.swift: one layout pass, SwiftUI's protocol: parent proposes, child chooses, parent
// places. Each element kind says how it sizes itself and where its children go
// (LayoutBehavior); the engine walks the tree and remembers every size it computed for a
// proposal during the pass, because parents ask the same child more than once (a stack asks
// each child for its least and most size before sharing out space) and without the cache nested
// stacks would cost 3^depth sizings. Alignment guides are asked of a child at the size it took
// (Layout/AlignmentGuides) and remembered the same way.
// A container that shows one of its children (ViewThatFits) places only that one: the others
// are not in the placed tree, so they are neither drawn nor hit, and a change of choice is a
// removal and an insertion, with their transitions.
// Guarantees: within a pass, an element is sized at most once per distinct proposal, and its
// explicit value for a guide computed at most once per size.

import Raster

/// A layout pass over one element tree.
final class LayoutEngine {
    static let defaultSpacing: CGFloat = 8

    private struct SizeKey: Hashable {
        let element: ObjectIdentifier
        let proposal: ProposedViewSize
        /// The container a size relative to it was measured in (`.containerRelativeFrame`).
        let container: CGSize?
    }
    private var sizes: [SizeKey: CGSize] = [:]
    /// How many sizes were computed (not taken from the cache): the pass's work.
    private(set) var sizings = 0

    private struct GuideKey: Hashable {
        let element: ObjectIdentifier
        let width: CGFloat, height: CGFloat
        let guide: AlignmentKey
    }
    private var guides: [GuideKey: CGFloat?] = [:]

    /// The size `element` takes for `proposal`.
    func size(_ element: Element, _ proposal: ProposedViewSize) -> CGSize {
        let key = SizeKey(element: ObjectIdentifier(element), proposal: proposal, container: container)
        if let known = sizes[key] { return known }
        sizings += 1
        // A scroll view is the container of what it holds: proposed a size, its viewport takes it.
        let viewport = (element.kind as? ScrollViewKind).map { $0.container(of: proposal.replacingUnspecifiedDimensions(by: canvas.size)) }
        if let viewport { containers.append(viewport) }
        let size = element.kind.sizeThatFits(proposal, children: LayoutChildren(element.children, engine: self))
        if viewport != nil { containers.removeLast() }
        sizes[key] = size
        let chosen = ChosenSize(element: key.element, width: size.width, height: size.height)
        if let known = sizingProposals[chosen], !proposal.isMoreGenerous(than: known) { return size }
        sizingProposals[chosen] = proposal
        return size
    }

    /// For each size an element chose, the most generous proposal it chose it for: a parent
    /// places a child at the size it chose, and SwiftUI hands the child the proposal again with
    /// its bounds (Layout.placeSubviews), so that it arranges its own children as it did when it
    /// was sized. A stack placed at its own width laid out anew from that width shared it out
    /// differently (a counter's wider new number, offered half of it, was cut to "…"). Several
    /// proposals can give one size, a parent's probes at zero and at infinity among them: a tab
    /// item as wide as its icon was that wide for a zero width too, and its title, laid out
    /// again for zero, was cut to "…". The most generous of them leaves every child the most room.
    private struct ChosenSize: Hashable {
        let element: ObjectIdentifier
        let width: CGFloat, height: CGFloat
    }
    private var sizingProposals: [ChosenSize: ProposedViewSize] = [:]

    /// The most generous proposal `element` chose `size` for (nil: it never did).
    func proposal(sizing element: Element, to size: CGSize) -> ProposedViewSize? {
        sizingProposals[ChosenSize(element: ObjectIdentifier(element), width: size.width, height: size.height)]
    }

    /// The size `element` was offered when it chose `size`, as its sizing read it (a side left
    /// open: the canvas's; unbounded: its own): what a scroll view's content is measured against,
    /// as when it was sized. A horizontal scroll view is as tall as its content, and its content
    /// measured against that height (`containerRelativeFrame(.vertical) { h, _ in h / 2 }`) came
    /// out half as tall as it had been sized.
    private func offeredSize(_ element: Element, laidOutIn size: CGSize) -> CGSize {
        guard let offered = proposal(sizing: element, to: size) else { return size }
        let open = offered.replacingUnspecifiedDimensions(by: canvas.isEmpty ? size : canvas.size)
        return CGSize(width: open.width.isFinite ? open.width : size.width, height: open.height.isFinite ? open.height : size.height)
    }

    /// The size of the container views are measured against (`.containerRelativeFrame`): the
    /// innermost scroll view's viewport, else the canvas; nil when sizing without a canvas.
    var container: CGSize? { containers.last ?? (canvas.isEmpty ? nil : canvas.size) }
    private var containers: [CGSize] = []

    /// The explicit value `element` gives a guide once it has taken `size` (nil: none, the
    /// guide's default applies).
    func explicitAlignment(_ element: Element, _ guide: AlignmentKey, size: CGSize) -> CGFloat? {
        let key = GuideKey(element: ObjectIdentifier(element), width: size.width, height: size.height, guide: guide)
        if let known = guides[key] { return known }
        let value = AlignmentGuides.explicitValue(of: guide, for: element, size: size, engine: self)
        guides[key] = value
        return value
    }

    /// The dimensions of `element` at `size`, its guides answered by this pass.
    func dimensions(_ element: Element, size: CGSize) -> ViewDimensions {
        ViewDimensions(size) { [unowned self] guide in self.explicitAlignment(element, guide, size: size) }
    }

    /// Places `element` in `frame` (whose size it chose for its parent's proposal), and its
    /// children where it puts them. A kind that builds its content during layout
    /// (GeometryReader) builds it here, for the frame it got.
    func place(_ element: Element, in frame: CGRect) -> PlacedElement {
        if let reader = element.kind as? PreferenceReaderKind { return placeReading(element, reader, in: frame) }
        let named = (element.kind as? CoordinateSpaceKind)?.name
        if let named { namedSpaces[named, default: []].append(drawn(frame)) }
        defer { if let named { namedSpaces[named]?.removeLast() } }
        var content = element.children
        var proxy: GeometryProxy?
        if let builder = element.kind as? BuildsContentInLayout {
            let map = DrawingMap.composed(enclosing)
            let built = GeometryProxy(size: frame.size, frame: DrawingMap.box(frame, under: map),
                                      namedSpaces: namedSpaces.compactMapValues(\.last), scrollViewport: viewports.last,
                                      space: AnchorSpace(origin: frame.origin, drawingMap: map))
            content = builder.content(for: built)
            proxy = built
        }
        let scrollView = element.kind as? ScrollViewKind
        if let scrollView {
            containers.append(scrollView.container(of: offeredSize(element, laidOutIn: frame.size)))
            viewports.append((drawn(frame), scrollView.axes))
        }
        enclosing.append((element, frame))
        defer {
            enclosing.removeLast()
            if scrollView != nil {
                containers.removeLast()
                viewports.removeLast()
            }
        }
        let children = LayoutChildren(content, engine: self, placementProposal: proposal(sizing: element, to: frame.size))
        var frames = element.kind.placeChildren(in: frame, children: children)
        // Right to left, the same layout seen in a mirror: leading edges, stacks and paddings
        // turn round; what each child draws inside itself does not (SwiftUI mirrors positions,
        // not shapes or glyphs).
        if element.isRightToLeft {
            frames = frames.map { CGRect(x: frame.minX + frame.maxX - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        var placed = Array(zip(content, frames))
        if let chooser = element.kind as? ChoosesShownChild {
            let shown = chooser.shownChild(in: frame.size, children: children)
            placed = placed.indices.contains(shown) ? [placed[shown]] : []
        }
        // What a view presents is placed on the canvas as if at the root: no effects, scroll
        // views or named spaces of the presenter reach into a sheet.
        let presents = element.kind is PresentationKind
        let shown = scrollView.map { clamped($0, element, viewport: frame, content: placed.first?.1) } ?? element
        return PlacedElement(element: shown, frame: frame, children: placed.enumerated().map { index, child in
            presents && index > 0 ? placeAtRoot(child.0, in: child.1) : place(child.0, in: child.1)
        }, proxy: proxy)
    }

    /// A scroll view whose offset reaches past the end of its content (the content shrank, a
    /// filter left fewer rows) drawn scrolled to the end instead, as SwiftUI keeps it, unless a
    /// finger is dragging it there (the rubber band); one that nothing has positioned yet drawn at
    /// its default anchor.
    private func clamped(_ kind: ScrollViewKind, _ element: Element, viewport: CGRect, content: CGRect?) -> Element {
        guard let content else { return element }
        let limit = ScrollViewKind.limit(content: content.size, viewport: viewport.size)
        let wanted = kind.defaultAnchor.map { CGPoint(x: kind.axes.contains(.horizontal) ? $0.x * limit.x : 0,
                                                      y: kind.axes.contains(.vertical) ? $0.y * limit.y : 0) } ?? kind.offset
        guard !kind.isDragged else { return element }
        let offset = CGPoint(x: min(wanted.x, limit.x), y: min(wanted.y, limit.y))
        guard offset != kind.offset else { return element }
        var shown = kind
        shown.offset = offset
        return Element(id: element.id, kind: shown, children: element.children, implicitAnimation: element.implicitAnimation,
                       changeAnimation: element.changeAnimation, isRightToLeft: element.isRightToLeft)
    }

    /// Places a preference reader: its content first, then the secondary content built from the
    /// values the placed content produced, proposed the content's size and aligned in its frame.
    private func placeReading(_ element: Element, _ reader: PreferenceReaderKind, in frame: CGRect) -> PlacedElement {
        enclosing.append((element, frame))
        defer { enclosing.removeLast() }
        let content = element.children.map { place($0, in: frame) }
        var collector = PreferenceCollector(enclosing: enclosing)
        var values = PreferenceValues()
        for placed in content { values.combine(with: collector.values(of: placed)) }
        let secondary = LayoutChildren([reader.secondary(values)], engine: self)[0]
        let secondaryFrame = LayoutEngine.aligned(secondary, secondary.sizeThatFits(ProposedViewSize(frame.size)), in: frame, reader.alignment)
        let placedSecondary = place(secondary.element, in: secondaryFrame)
        return PlacedElement(element: element, frame: frame, children: reader.behind ? [placedSecondary] + content : content + [placedSecondary])
    }

    /// Places `element` with none of the surroundings of the element being placed.
    private func placeAtRoot(_ element: Element, in frame: CGRect) -> PlacedElement {
        let saved = (enclosing, containers, viewports, namedSpaces)
        (enclosing, containers, viewports, namedSpaces) = ([], [], [], [:])
        defer { (enclosing, containers, viewports, namedSpaces) = saved }
        return place(element, in: frame)
    }

    /// The viewports of the scroll views around the element being placed (innermost last).
    private var viewports: [(frame: CGRect, axes: Axis.Set)] = []

    /// The canvas the root is placed in (zero when sizing without one).
    private(set) var canvas: CGRect = .zero

    /// The frames of the named coordinate spaces around the element being placed (innermost last).
    private var namedSpaces: [AnyHashable: [CGRect]] = [:]

    /// The elements around the element being placed, outermost first, with their frames (the
    /// element, a reference, rather than its kind, which would be boxed on every append). The
    /// map their effects make is composed only when a frame is asked for where it is drawn (a
    /// GeometryReader's), not for every element placed.
    private var enclosing: [(element: Element, frame: CGRect)] = []

    /// A frame where the effects around it draw it, as their values stand after the
    /// transaction: the box around its mapped corners.
    private func drawn(_ frame: CGRect) -> CGRect {
        DrawingMap.box(frame, under: DrawingMap.composed(enclosing))
    }

    /// The root placed in a canvas as an Xcode preview places it: proposed the canvas size,
    /// centred, its origin on whole points.
    func placeRoot(_ root: Element, in canvas: CGSize) -> PlacedElement {
        self.canvas = CGRect(origin: .zero, size: canvas)
        let size = self.size(root, ProposedViewSize(canvas))
        let frame = CGRect(x: ((canvas.width - size.width) / 2).rounded(), y: ((canvas.height - size.height) / 2).rounded(),
                           width: size.width, height: size.height)
        return place(root, in: frame)
    }

    /// A rect of `size` aligned inside `frame` by the guides' default values.
    static func aligned(_ size: CGSize, in frame: CGRect, _ alignment: Alignment) -> CGRect {
        let own = ViewDimensions(frame.size), d = ViewDimensions(size)
        return CGRect(x: frame.minX + (own[alignment.horizontal] - d[alignment.horizontal]),
                      y: frame.minY + (own[alignment.vertical] - d[alignment.vertical]),
                      width: size.width, height: size.height)
    }

    /// A child of `size` aligned inside `frame`: the child's guide (explicit or default) put on
    /// the frame's.
    static func aligned(_ child: LayoutChild, _ size: CGSize, in frame: CGRect, _ alignment: Alignment) -> CGRect {
        let own = ViewDimensions(frame.size), d = child.dimensions(size)
        return CGRect(x: frame.minX + (own[alignment.horizontal] - d[alignment.horizontal]),
                      y: frame.minY + (own[alignment.vertical] - d[alignment.vertical]),
                      width: size.width, height: size.height)
    }
}

/// A size as a dictionary key: what a container remembers of the sizes it answered.
struct SizeKey: Hashable {
    let width: CGFloat, height: CGFloat
    init(_ size: CGSize) { width = size.width; height = size.height }
}

/// Containers that show only one of their children.
protocol ChoosesShownChild {
    /// The index of the child shown in a frame of `size`.
    func shownChild(in size: CGSize, children: LayoutChildren) -> Int
}

/// The result of layout: every element with its frame in the root's coordinate space (points,
/// y down), its children placed in the same order as the element's (for a kind that builds its
/// content during layout, the content it built).
final class PlacedElement {
    let element: Element
    /// In root coordinates.
    let frame: CGRect
    let children: [PlacedElement]
    /// What a kind that builds its content during layout was handed to build it.
    let proxy: GeometryProxy?

    init(element: Element, frame: CGRect, children: [PlacedElement], proxy: GeometryProxy? = nil) {
        self.element = element
        self.frame = frame
        self.children = children
        self.proxy = proxy
    }

    /// Calls `body` on this element and every one below it, parents first.
    func forEach(_ body: (PlacedElement) -> Void) {
        body(self)
        for child in children { child.forEach(body) }
    }

    /// The first placed element, this one or one under it in drawing order, that `matches`.
    func first(where matches: (PlacedElement) -> Bool) -> PlacedElement? {
        if matches(self) { return self }
        for child in children { if let found = child.first(where: matches) { return found } }
        return nil
    }
}

private extension ProposedViewSize {
    /// Whether this proposal offers at least as much as `other` on both sides and more on one;
    /// an open side (nil, the ideal size) offers more than any length.
    func isMoreGenerous(than other: ProposedViewSize) -> Bool {
        func offer(_ v: CGFloat?) -> CGFloat { v ?? .infinity }
        let w = offer(width), h = offer(height), ow = offer(other.width), oh = offer(other.height)
        return w >= ow && h >= oh && (w > ow || h > oh)
    }
}
