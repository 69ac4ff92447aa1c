// LayoutChildren.swift: an element's children as its layout sees them, like SwiftUI's
// LayoutSubviews: each can be asked its size for a proposal (through the pass's cache) and what
// a stack needs to know of it.

/// The children of an element during a layout pass.
struct LayoutChildren: RandomAccessCollection {
    private let elements: [FlipbookUI.Element]
    private let engine: LayoutEngine

    init(_ elements: [FlipbookUI.Element], engine: LayoutEngine) {
        self.elements = elements
        self.engine = engine
    }

    var startIndex: Int { 0 }
    var endIndex: Int { elements.count }
    subscript(index: Int) -> LayoutChild { LayoutChild(element: elements[index], engine: engine) }
}

/// One child during a layout pass.
struct LayoutChild {
    fileprivate let element: FlipbookUI.Element
    fileprivate let engine: LayoutEngine

    /// The size the child takes for a proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { engine.size(element, proposal) }

    /// Flexible space along a stack's axis: no spacing next to it, and it takes space last.
    var isSpacer: Bool { element.kind is SpacerKind }
}
