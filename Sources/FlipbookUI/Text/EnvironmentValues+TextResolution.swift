// EnvironmentValues+TextResolution.swift: what the environment holds for text besides SwiftUI's
// public values (the text modifiers set on enclosing views, the lines a text reserves), and how
// a Text's pieces resolve against it into runs, a palette of styles and a paragraph style.
// Follows SwiftUI's precedence: a piece's own setting, then the enclosing views' (the innermost
// first), then the font's; a font's explicit design wins over `fontDesign`, `monospaced` over
// both; italic and tabular digits are on when the font or any modifier turns them on.
// Guarantees: palette index 0 is the first piece's fill style; pieces with equal colours share
// an index; run spacing and baseline offsets are finite.

private struct TextAttributesKey: EnvironmentKey { static var defaultValue: TextAttributes { TextAttributes() } }
private struct ReservedLinesKey: EnvironmentKey { static var defaultValue: Int { 0 } }

extension EnvironmentValues {
    /// Text modifiers set on enclosing views (`italic()`, `kerning(_:)`…), for the Text inside.
    var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }
    /// Lines a Text is at least as tall as (`lineLimit(_:reservesSpace:)` and ranges).
    var reservedLines: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    /// The paragraph style the environment gives text.
    var paragraphStyle: ParagraphStyle {
        var alignment: Double
        switch multilineTextAlignment {
        case .leading: alignment = 0
        case .center: alignment = 0.5
        case .trailing: alignment = 1
        }
        // Leading is the right in a right-to-left layout.
        if layoutDirection == .rightToLeft { alignment = 1 - alignment }
        let truncation: TextTruncation
        switch truncationMode {
        case .head: truncation = .head
        case .tail: truncation = .tail
        case .middle: truncation = .middle
        }
        return ParagraphStyle(lineLimit: lineLimit, reservedLines: reservedLines, alignment: alignment,
                              lineSpacing: Double(lineSpacing), truncation: truncation, minimumScaleFactor: Double(minimumScaleFactor))
    }

    /// A Text's pieces as runs, with the palette of styles they are painted in.
    func resolveRuns(_ segments: [TextSegment]) -> (runs: [TextRun], palette: [ResolvedStyle]) {
        var palette: [ResolvedStyle] = []
        func index(of style: ResolvedStyle) -> Int {
            if case .color(let c) = style, let i = palette.firstIndex(where: { if case .color(c) = $0 { return true } else { return false } }) {
                return i
            }
            palette.append(style)
            return palette.count - 1
        }
        let runs = segments.map { segment -> TextRun in
            let attributes = segment.attributes.filled(from: textAttributes)
            var environment = self
            if let font = attributes.font { environment.font = font }
            if let weight = attributes.weight { environment.fontWeight = weight }
            if let style = attributes.foreground { environment.setForegroundStyle(style) }
            var font = environment.resolvedFont
            let declared = environment.font ?? .body
            if attributes.isMonospaced == true || declared.isMonospaced {
                font.design = .monospaced
            } else if declared.design == nil, let design = attributes.design {
                font.design = design.engineDesign
            }
            if attributes.isItalic == true { font.isItalic = true }
            if attributes.hasMonospacedDigits == true { font.hasMonospacedDigits = true }

            var string = segment.string
            switch textCase {
            case .uppercase?: string = string.uppercased()
            case .lowercase?: string = string.lowercased()
            case nil: break
            }
            var run = TextRun(string, font: font)
            run.symbol = segment.symbol
            run.style = index(of: environment.resolvedForeground)
            // Spacing and offsets that are not finite are ignored, so every point drawn is finite.
            let kerning = Double(attributes.kerning ?? 0), tracking = Double(attributes.tracking ?? 0)
            let offset = Double(attributes.baselineOffset ?? 0)
            run.spacing = (kerning.isFinite ? kerning : 0) + (tracking.isFinite ? tracking : 0)
            run.hasTracking = tracking.isFinite && tracking != 0
            run.baselineOffset = offset.isFinite ? offset : 0
            func line(_ line: TextLineDecoration?) -> TextRun.Line? {
                guard let line, line.isActive else { return nil }
                let style = line.color.map { index(of: .color($0.resolved(in: colorScheme))) } ?? run.style
                return TextRun.Line(style: style, pattern: line.pattern)
            }
            run.underline = line(attributes.underline)
            run.strikethrough = line(attributes.strikethrough)
            return run
        }
        return (runs, palette)
    }
}
