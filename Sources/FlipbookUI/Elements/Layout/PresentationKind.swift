// PresentationKind.swift: a view and what it presents over the whole canvas (an alert, a
// dialog, a sheet): the view is laid out as it would be alone; each presented layer is given the
// canvas, is drawn after everything else (DisplayListBuilder.present), above any clip or effect
// around the view, and takes touches before anything under it (HitTester), as a window above
// the app's does.

import Raster

/// A view (the first child) with the layers it presents (the others).
struct PresentationKind: ElementKind, ModifierLayout, NoAnimatableData, HitTestsChildren {
    /// Where the layers go.
    enum Placement {
        /// Each over the whole canvas.
        case canvas
        /// A menu: the first over the whole canvas (what a tap outside the menu lands on), the
        /// others as wide as a menu panel, below the view (above it without room below), lined up
        /// with the view's edge nearer the canvas's.
        case menu
    }

    var placement = Placement.canvas

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        children.isEmpty ? .zero : children[0].sizeThatFits(proposal)
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        children.indices.map { index in
            if index == 0 { return frame }
            guard placement == .menu, index > 1 else { return children.canvas }
            return Self.menuFrame(children[index], beside: frame, in: children.canvas)
        }
    }

    /// A menu panel's frame beside the view that opens it, 8 pt from it and inside the canvas by 8 pt.
    private static func menuFrame(_ panel: LayoutChild, beside view: CGRect, in canvas: CGRect) -> CGRect {
        let size = panel.sizeThatFits(ProposedViewSize(width: MenuPanel.width, height: nil))
        let margin: CGFloat = 8
        let x = view.midX > canvas.midX ? view.maxX - size.width : view.minX
        let below = view.maxY + margin
        let y = below + size.height <= canvas.maxY - margin ? below : view.minY - margin - size.height
        return CGRect(x: min(max(x, canvas.minX + margin), canvas.maxX - margin - size.width),
                      y: max(y, canvas.minY + margin), width: size.width, height: size.height)
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        guard let content = element.children.first else { return }
        list.draw(content)
        list.present(Array(element.children.dropFirst()))
    }

    /// The layers a presented element shows over the canvas.
    static func layers(of element: PresentedElement) -> [PresentedElement] {
        element.kind is PresentationKind ? Array(element.children.dropFirst()) : []
    }
}
