// LayoutEngine.swift: one layout pass, SwiftUI's protocol: parent proposes, child chooses, parent
// places. Each element kind says how it sizes itself and where its children go
// (LayoutBehavior); the engine walks the tree and remembers every size it computed for a
// proposal during the pass, because parents ask the same child more than once (a stack asks
// each child for its least and most size before sharing out space) and without the cache nested
// stacks would cost 3^depth sizings.
// Guarantees: within a pass, an element is sized at most once per distinct proposal.

/// A layout pass over one element tree.
final class LayoutEngine {
    static let defaultSpacing: CGFloat = 8

    private struct SizeKey: Hashable {
        let element: ObjectIdentifier
        let proposal: ProposedViewSize
    }
    private var sizes: [SizeKey: CGSize] = [:]
    /// How many sizes were computed (not taken from the cache): the pass's work.
    private(set) var sizings = 0

    /// The size `element` takes for `proposal`.
    func size(_ element: Element, _ proposal: ProposedViewSize) -> CGSize {
        let key = SizeKey(element: ObjectIdentifier(element), proposal: proposal)
        if let known = sizes[key] { return known }
        sizings += 1
        let size = element.kind.sizeThatFits(proposal, children: LayoutChildren(element.children, engine: self))
        sizes[key] = size
        return size
    }

    /// Places `element` in `frame` (whose size it chose for its parent's proposal), and its
    /// children where it puts them. A kind that builds its content during layout
    /// (GeometryReader) builds it here, for the frame it got.
    func place(_ element: Element, in frame: CGRect) -> PlacedElement {
        let named = (element.kind as? CoordinateSpaceKind)?.name
        if let named { namedSpaces[named, default: []].append(frame) }
        defer { if let named { namedSpaces[named]?.removeLast() } }
        let content = (element.kind as? BuildsContentInLayout)?.content(for: GeometryProxy(frame: frame, namedSpaces: namedSpaces.compactMapValues(\.last)))
            ?? element.children
        let frames = element.kind.placeChildren(in: frame, children: LayoutChildren(content, engine: self))
        let children = zip(content, frames).map { place($0, in: $1) }
        return PlacedElement(element: element, frame: frame, children: children)
    }

    /// The frames of the named coordinate spaces around the element being placed (innermost last).
    private var namedSpaces: [AnyHashable: [CGRect]] = [:]

    /// The root placed in a canvas as an Xcode preview places it: proposed the canvas size,
    /// centred, its origin on whole points.
    func placeRoot(_ root: Element, in canvas: CGSize) -> PlacedElement {
        let size = self.size(root, ProposedViewSize(canvas))
        let frame = CGRect(x: ((canvas.width - size.width) / 2).rounded(), y: ((canvas.height - size.height) / 2).rounded(),
                           width: size.width, height: size.height)
        return place(root, in: frame)
    }

    /// A rect of `size` aligned inside `frame`.
    static func aligned(_ size: CGSize, in frame: CGRect, _ alignment: Alignment) -> CGRect {
        CGRect(x: frame.minX + (frame.width - size.width) * alignment.horizontal.fraction,
               y: frame.minY + (frame.height - size.height) * alignment.vertical.fraction,
               width: size.width, height: size.height)
    }
}

/// The result of layout: every element with its frame in the root's coordinate space (points,
/// y down), its children placed in the same order as the element's (for a kind that builds its
/// content during layout, the content it built).
final class PlacedElement {
    let element: Element
    /// In root coordinates.
    let frame: CGRect
    let children: [PlacedElement]

    init(element: Element, frame: CGRect, children: [PlacedElement]) {
        self.element = element
        self.frame = frame
        self.children = children
    }
}
