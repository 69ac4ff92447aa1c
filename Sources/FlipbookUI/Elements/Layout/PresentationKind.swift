// PresentationKind.swift: a view and what it presents over the whole canvas (an alert, a
// dialog, a sheet): the view is laid out as it would be alone; each presented layer is given the
// canvas, is drawn after everything else (DisplayListBuilder.present), above any clip or effect
// around the view, and takes touches before anything under it (HitTester), as a window above
// the app's does.

import Raster

/// A view (the first child) with the layers it presents (the others).
struct PresentationKind: ElementKind, ModifierLayout, NoAnimatableData, HitTestsChildren {
    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        children.isEmpty ? .zero : children[0].sizeThatFits(proposal)
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        children.indices.map { $0 == 0 ? frame : children.canvas }
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
