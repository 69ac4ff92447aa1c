// MaskEffect.swift: `.mask(alignment:_:)`: the modified view shown through the alpha of a mask
// view. The mask is laid out as an overlay is (proposed the view's size, aligned in its frame;
// LayeredKind's layout), drawn into a layer of its own and never shown itself. Children:
// [modified view, mask]; the mask does not take touches (LayeringModifier turns them off there).

import Raster

/// A view seen through a mask view's alpha.
struct MaskEffect: ElementKind, ModifierLayout, NoAnimatableData, HitTestsChildren {
    var alignment: Alignment

    /// The mask goes where an overlay would.
    private var layout: LayeredKind { LayeredKind(alignment: alignment, behind: false) }

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        layout.sizeThatFits(proposal, children: children)
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] {
        layout.placeChildren(in: frame, children: children)
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        guard element.children.count == 2 else {
            list.drawChildren(of: element)
            return
        }
        let mask = list.recording { $0.draw(element.children[1]) }
        list.layer(.mask(mask)) { $0.draw(element.children[0]) }
    }
}
