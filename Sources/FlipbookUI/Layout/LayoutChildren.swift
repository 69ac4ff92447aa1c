// LayoutChildren.swift: an element's children as its layout sees them, like SwiftUI's
// LayoutSubviews: each can be asked its size for a proposal (through the pass's cache), its
// dimensions with their alignment guides, and what a stack needs to know of it: its layout
// priority and its spacing preferences. Both pass through modifiers
// (`.layoutPriority(1).padding()` keeps the priority, a framed Spacer keeps no spacing beside
// it), so they are looked up through the modifiers wrapping the child.

/// The children of an element during a layout pass.
struct LayoutChildren: RandomAccessCollection {
    private let elements: [FlipbookUI.Element]
    private let engine: LayoutEngine
    /// While placing: the proposal the element whose children these are chose its frame's size
    /// for (nil: none, or not placing).
    let placementProposal: ProposedViewSize?

    init(_ elements: [FlipbookUI.Element], engine: LayoutEngine, placementProposal: ProposedViewSize? = nil) {
        self.elements = elements
        self.engine = engine
        self.placementProposal = placementProposal
    }

    var startIndex: Int { 0 }
    var endIndex: Int { elements.count }
    subscript(index: Int) -> LayoutChild { LayoutChild(element: elements[index], engine: engine) }

    /// The children in `range`, counted from 0.
    func slice(_ range: Range<Int>) -> LayoutChildren { LayoutChildren(Array(elements[range]), engine: engine) }

    /// The whole canvas, in root points (where presentations go).
    var canvas: CGRect { engine.canvas }

    /// The size of the container the children are measured against (nil: none known).
    var container: CGSize? { engine.container }
}

/// One child during a layout pass.
struct LayoutChild {
    let element: FlipbookUI.Element
    fileprivate let engine: LayoutEngine

    /// The size the child takes for a proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { engine.size(element, proposal) }

    /// The child's own children (a grid row's cells).
    var children: LayoutChildren { LayoutChildren(element.children, engine: engine) }

    /// The child's dimensions once it has taken `size`: its guides as it gives them.
    func dimensions(_ size: CGSize) -> ViewDimensions { engine.dimensions(element, size: size) }

    /// Its spacing preferences: none for most views (the default distance), zero along its
    /// stack's axis for a Spacer, a custom layout's own.
    var spacing: ViewSpacing {
        LayoutChild.modified(element) { e -> ViewSpacing? in
            if let spacer = e.kind as? SpacerKind { return spacer.axis.map(ViewSpacing.init(zeroAlong:)) ?? .zero }
            return (e.kind as? SpacingBehavior)?.spacing(children: LayoutChildren(e.children, engine: engine))
        } ?? ViewSpacing()
    }

    /// The order in which a stack offers it space: higher first (`.layoutPriority`); a spacer's
    /// is the lowest, so it takes what the others leave.
    var priority: Double {
        LayoutChild.modified(element) { e -> Double? in
            if let trait = e.kind as? LayoutPriorityKind { return trait.priority }
            return e.kind is SpacerKind ? -.infinity : nil
        } ?? 0
    }

    /// The first answer `probe` gives for the element or the views it modifies: the walk goes
    /// through modifiers (their primary child), never into a container of several views.
    static func modified<T>(_ element: FlipbookUI.Element, _ probe: (FlipbookUI.Element) -> T?) -> T? {
        var e = element
        while true {
            if let found = probe(e) { return found }
            guard let next = LayoutChild.primaryChild(of: e) else { return nil }
            e = next
        }
    }

    /// The view a modifier element modifies, nil for leaves and containers.
    static func primaryChild(of element: FlipbookUI.Element) -> FlipbookUI.Element? {
        primaryChildIndex(of: element.kind, childCount: element.children.count).map { element.children[$0] }
    }

    /// Where the view a modifier of this kind modifies sits among its children (nil: a leaf or a
    /// container, whose traits are its own).
    static func primaryChildIndex(of kind: any ElementKind, childCount: Int) -> Int? {
        if let modifier = kind as? ModifierLayout {
            return modifier.primaryChild < childCount ? modifier.primaryChild : nil
        }
        return kind is TransparentLayout && childCount == 1 ? 0 : nil
    }
}

/// Kinds with spacing preferences of their own (custom layouts).
protocol SpacingBehavior {
    func spacing(children: LayoutChildren) -> ViewSpacing
}

/// A modifier's layout: it lays out one view (and possibly secondary content beside it, as a
/// background does), whose traits, spacing and alignment guides it passes on.
protocol ModifierLayout: LayoutBehavior {
    /// The index of the modified view among the element's children.
    var primaryChild: Int { get }
}

extension ModifierLayout {
    var primaryChild: Int { 0 }
}
