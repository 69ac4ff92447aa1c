// AlignmentGuideKind.swift: `.alignmentGuide(_:computeValue:)`: the view gives one guide an
// explicit value computed from its dimensions (which hold its other guides); its layout and
// every other guide are its content's.

/// A view with one guide set explicitly.
struct AlignmentGuideKind: ElementKind, ModifierLayout, TransparentLayout, NoAnimatableData, DrawsChildren, HitTestsChildren,
                           ExplicitAlignmentBehavior {
    var guide: AlignmentKey
    var computeValue: (ViewDimensions) -> CGFloat

    func explicitAlignment(of guide: AlignmentKey, size: CGSize, children: LayoutChildren) -> CGFloat? {
        guard !children.isEmpty else { return nil }
        let content = children[0].dimensions(size)
        return guide == self.guide ? computeValue(content) : content.explicit(guide)
    }
}
