// TextKind.swift: a paragraph of text (Text/TextParagraph): sized by laying it out for the
// proposal (wrapped to a proposed width, one line per paragraph without one), drawn laid out for
// its frame as glyph outlines in each run's style, emoji as colour bitmaps, then underlines and
// strikethroughs. The paragraph is shaped once, when the graph is built; layouts are cached per
// proposal.

import Raster

/// A paragraph of text in resolved styles.
struct TextKind: ElementKind, HitTestsFrame {
    /// What the text says, as written (before any textCase): storyboards tap views by it.
    var string: String
    let paragraph: TextParagraph
    /// The styles runs and decorations are painted in; the first is the first run's.
    var styles: [ResolvedStyle]
    /// Drawn as placeholder blocks over its lines (`.redacted(reason: .placeholder)`).
    var isRedacted = false
    /// The clusters drawn, where the text is drawn a piece at a time (a numeric text's rolling
    /// digits, TextKind+ContentTransition.swift); nil: all of it, with its decorations.
    var shownClusters: Range<Int>? = nil

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        paragraph.layout(for: proposal).size
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { [] }

    /// The first style animates when it is a colour (a text's colour changing under an
    /// animation); the other runs' styles change at once.
    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        guard case .color(let c)? = styles.first else { return self }
        var copy = self
        copy.styles[0] = .color(ColorVector.animate(c, by: &animator))
        return copy
    }

    func childTransform(in frame: CGRect) -> ProjectiveTransform? { nil }

    func draw(_ element: PresentedElement, into list: inout DisplayListBuilder) { draw(in: element.frame, into: &list) }

    /// The text laid out for `frame` and drawn there (a Canvas draws text this way too).
    func draw(in frame: CGRect, into list: inout DisplayListBuilder) {
        let layout = paragraph.layout(drawnIn: frame.size)
        if isRedacted, let style = styles.first {
            let lines = layout.lines.map { $0.frame.offsetBy(dx: frame.minX, dy: frame.minY) }
            return RedactedBlocks.draw(over: lines, paint: style.paint(in: frame), into: &list)
        }
        let origin = Transform(translationX: frame.minX, y: frame.minY)
        if let clusters = shownClusters {
            for (i, style) in styles.enumerated() {
                let outlines = layout.outlines(style: i, clusters: clusters)
                if !outlines.isEmpty { list.fill(outlines.applying(origin), with: style.paint(in: frame), rule: .nonzero) }
            }
            for glyph in layout.colorGlyphs where clusters.contains(glyph.cluster) {
                list.image(glyph.pixmap, in: Rect(glyph.rect.offsetBy(dx: frame.minX, dy: frame.minY)))
            }
            return
        }
        for (i, style) in styles.enumerated() {
            let outlines = layout.outlines(style: i)
            // The first style always records its fill, as a one-style text always has.
            if i == 0 || !outlines.isEmpty { list.fill(outlines.applying(origin), with: style.paint(in: frame), rule: .nonzero) }
        }
        for glyph in layout.colorGlyphs {
            list.image(glyph.pixmap, in: Rect(glyph.rect.offsetBy(dx: frame.minX, dy: frame.minY)))
        }
        for decoration in layout.decorations {
            var bars = PathBuilder()
            for piece in decoration.pieces { bars.append(Raster.Path(rect: Rect(piece.offsetBy(dx: frame.minX, dy: frame.minY)))) }
            list.fill(bars.path, with: styles[decoration.style].paint(in: frame), rule: .nonzero)
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
        let environment = context.environment
        let kind = kind(in: environment)
        let transition = environment.contentTransition
        guard transition.style != .identity, transition.style != .symbolReplace else { return [context.element(node.id, kind)] }
        return [element(kind, in: node, context: context, transition: transition, fontSize: kind.paragraph.text.runs.first?.font.size ?? 17)]
    }

    /// The text shaped in the environment's fonts and styles.
    func kind(in environment: EnvironmentValues) -> TextKind {
        let (runs, styles) = environment.resolveRuns(segments)
        let paragraph = TextParagraph(ShapedText(runs: runs), style: environment.paragraphStyle)
        return TextKind(string: content, paragraph: paragraph, styles: styles,
                        isRedacted: environment.redactionReasons.contains(.placeholder))
    }
}
