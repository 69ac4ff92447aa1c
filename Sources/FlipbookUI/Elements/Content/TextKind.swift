// TextKind.swift: a line of text, shaped (Text/TextLayout), drawn as glyph outlines in its style
// with emoji as colour bitmaps; it takes the size of its line.

import Raster

/// A single line of text in a resolved style.
struct TextKind: ElementKind, HitTestsFrame {
    /// What the text says: storyboards tap views by it.
    var string: String
    var layout: TextLayout
    var style: ResolvedStyle

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize { layout.size }
    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { [] }

    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        guard case .color(let c) = style else { return self }
        var copy = self
        copy.style = .color(ColorVector.animate(c, by: &animator))
        return copy
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) {
        let frame = element.frame
        let origin = Transform(translationX: frame.minX, y: frame.minY)
        list.fill(layout.outlines.applying(origin), with: style.paint(in: frame), rule: .nonzero)
        for glyph in layout.colorGlyphs {
            list.image(glyph.pixmap, in: Rect(glyph.rect.offsetBy(dx: frame.minX, dy: frame.minY)))
        }
    }
}

/// Leaves whose whole frame takes hits (text and symbols, as SwiftUI tests them).
protocol HitTestsFrame: HitTestingBehavior {}

extension HitTestsFrame {
    func hitContent(in frame: CGRect) -> HitContent { .frame }
}

// MARK: - Building

extension Text: PrimitiveView {
    func makeElements(in node: ViewNode, context: BuildContext) -> [Element] {
        var environment = context.environment
        if let font { environment.font = font }
        if let weight { environment.fontWeight = weight }
        if let color { environment.foregroundStyle = color }
        let layout = TextLayout(content, font: environment.resolvedFont)
        return [context.element(node.id, TextKind(string: content, layout: layout, style: environment.resolvedForeground))]
    }
}
