// TextKind+Baselines.swift: a text's explicit alignment guides: its first and last baselines, as
// laid out in the size it took (the layout it is drawn with), so `HStack(alignment:
// .firstTextBaseline)` lines texts of different sizes up on their first lines.

extension TextKind: ExplicitAlignmentBehavior {
    func explicitAlignment(of guide: AlignmentKey, size: CGSize, children: LayoutChildren) -> CGFloat? {
        switch guide {
        case VerticalAlignment.firstTextBaseline.key:
            let layout = paragraph.layout(drawnIn: size)
            return layout.lines.first?.baseline ?? layout.baseline
        case VerticalAlignment.lastTextBaseline.key:
            let layout = paragraph.layout(drawnIn: size)
            return layout.lines.last?.baseline ?? layout.baseline
        default:
            return nil
        }
    }
}
