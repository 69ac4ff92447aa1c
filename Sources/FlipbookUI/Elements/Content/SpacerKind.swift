// SpacerKind.swift: flexible space. In a stack it grows along the stack's axis only: at least
// its minimum length (8 pt by default, the pinned spacing) along it, as much as is proposed,
// and nothing across it; outside a stack it grows in both directions (SwiftUI's Spacer).

/// A Spacer.
struct SpacerKind: ElementKind, NoAnimatableData, DrawsChildren, HitTestsChildren {
    var minLength: CGFloat?
    /// The axis of the enclosing stack (nil: none).
    var axis: Axis?

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        let m = minLength ?? LayoutEngine.defaultSpacing
        let width = max(m, proposal.width ?? m), height = max(m, proposal.height ?? m)
        switch axis {
        case .horizontal: return CGSize(width: width, height: 0)
        case .vertical: return CGSize(width: 0, height: height)
        case nil: return CGSize(width: width, height: height)
        }
    }
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { [] }
}

extension Spacer: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        [context.element(node.id, SpacerKind(minLength: minLength, axis: context.environment.stackAxis))]
    }
}
