// PresentedElement.swift: the tree as it looks at one moment, built once per frame by the
// Presenter: every frame and animatable value at its presented value, inserted views wrapped in
// their transition, removed views (ghosts) back among their old siblings. Drawing and
// hit-testing read only this tree, so they know nothing of animation.
// Guarantees: immutable; one child list, in drawing order before zIndex.

/// An element as presented at one moment.
final class PresentedElement {
    let id: NodeID
    let kind: any ElementKind
    /// In root points.
    let frame: CGRect
    let children: [PresentedElement]

    init(id: NodeID, kind: any ElementKind, frame: CGRect, children: [PresentedElement]) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.children = children
    }

    /// Every element of the subtree, parents before children, in order.
    func forEach(_ body: (PresentedElement) -> Void) {
        body(self)
        for child in children { child.forEach(body) }
    }
}
