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
    /// Where the text is drawn a piece at a time (a numeric text's rolling digits,
    /// TextKind+ContentTransition.swift): the piece drawn; nil: all of it, with its decorations.
    var piece: Piece? = nil

    /// Clusters of a text drawn apart from the rest.
    struct Piece: Equatable {
        var clusters: Range<Int>
        /// Where the piece starts in the text's one-line layout: it animates, so that a piece
        /// the text moves (the digits after a new one) slides to its new place.
        var x: Double
        /// Where it is drawn from: x as animated.
        var shownX: Double

        init(clusters: Range<Int>, x: Double) {
            self.clusters = clusters
            self.x = x
            shownX = x
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: LayoutChildren) -> CGSize {
        paragraph.layout(for: proposal).size
    }

    func placeChildren(in frame: CGRect, children: LayoutChildren) -> [CGRect] { [] }

    /// The first style animates when it is a colour (a text's colour changing under an
    /// animation); the other runs' styles change at once. A piece's place animates.
    func animated<Animator: AttributeAnimator>(by animator: inout Animator) -> Self {
        var copy = self
        if case .color(let c)? = styles.first { copy.styles[0] = .color(ColorVector.animate(c, by: &animator)) }
        if let piece { copy.piece?.shownX = animator.animate(.effect, piece.x) }
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
        if let piece {
            let shift = piece.shownX - piece.x
            let placed = Transform(translationX: frame.minX + shift, y: frame.minY)
            for (i, style) in styles.enumerated() {
                let outlines = layout.outlines(style: i, clusters: piece.clusters)
                if !outlines.isEmpty { list.fill(outlines.applying(placed), with: style.paint(in: frame), rule: .nonzero) }
            }
            for glyph in layout.colorGlyphs where piece.clusters.contains(glyph.cluster) {
                list.image(glyph.pixmap, in: Rect(glyph.rect.offsetBy(dx: frame.minX + shift, dy: frame.minY)))
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
        // In a list row, a text tells the row where it starts (the hairline starts under the first).
        if context.environment.marksListRowText {
            return context.with { $0.marksListRowText = false }
                .build(anchorPreference(key: ListRowTextLeadingKey.self, value: .topLeading) { $0 }, at: .slot("rowText"), of: node)
        }
        // A text that counts (a timer) is the text as it reads now, built again as it changes.
        if segments.contains(where: { $0.clock != nil }) {
            return context.build(ClockDrivenText(text: self), at: .slot("counting"), of: node)
        }
        // A foreground style with a shadow (the text's own or the environment's): the text in the
        // style under it, with the shadow.
        if let shadow = textShadow(in: context.environment) {
            var plain = self
            for i in plain.segments.indices {
                if let style = plain.segments[i].attributes.foreground, let shadowed = ShadowShapeStyle.underlying(style) {
                    plain.segments[i].attributes.foreground = shadowed.base
                }
            }
            return context.with { environment in
                if let style = environment.foregroundStyle, let shadowed = ShadowShapeStyle.underlying(style) {
                    environment.foregroundStyle = shadowed.base
                }
            }.build(plain.withShadow(shadow, inside: Rectangle()), at: .slot("shadowed"), of: node)
        }
        let environment = context.environment
        let kind = kind(in: environment)
        let transition = environment.contentTransition
        guard transition.style != .identity, transition.style != .symbolReplace else { return [context.element(node.id, kind)] }
        return [element(kind, in: node, context: context, transition: transition, fontSize: kind.paragraph.text.runs.first?.font.size ?? 17)]
    }

    /// The shadow of the first foreground style with one: a piece's own, else the environment's.
    private func textShadow(in environment: EnvironmentValues) -> ShadowStyle? {
        for segment in segments {
            if let style = segment.attributes.foreground, let shadowed = ShadowShapeStyle.underlying(style) { return shadowed.shadow }
        }
        return environment.foregroundStyle.flatMap { ShadowShapeStyle.underlying($0)?.shadow }
    }

    /// The text shaped in the environment's fonts and styles.
    func kind(in environment: EnvironmentValues) -> TextKind {
        let (runs, styles) = environment.resolveRuns(segments)
        let paragraph = TextParagraph(ShapedText(runs: runs), style: environment.paragraphStyle)
        return TextKind(string: content, paragraph: paragraph, styles: styles,
                        isRedacted: environment.drawsRedacted)
    }
}
