// PlacedElement.swift: the result of layout: every element with its frame in the root's
// coordinate space (points, y down). Drawing and hit-testing walk this tree.

/// An element and where layout put it.
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
