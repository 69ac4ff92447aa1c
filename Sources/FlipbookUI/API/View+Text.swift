// View+Text.swift: modifiers that set how the Text inside a view is laid out and styled: line
// limit, truncation, alignment, line spacing, shrinking, case, and the text styling modifiers
// SwiftUI also offers on any view (design, italic, monospaced, digits, spacing, decorations,
// baseline offset). A Text's own settings win over these (the innermost wins).

extension View {
    /// At most `number` lines (nil: no limit); the last line shown is truncated.
    public func lineLimit(_ number: Int?) -> some View {
        environmentChange { $0.lineLimit = number; $0.reservedLines = 0 }
    }
    /// At most `limit` lines; with `reservesSpace`, always as tall as `limit` lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environmentChange { $0.lineLimit = limit; $0.reservedLines = reservesSpace ? limit : 0 }
    }
    /// At least as tall as the range's lower bound in lines, at most its upper bound.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        environmentChange { $0.lineLimit = limits.upperBound; $0.reservedLines = limits.lowerBound }
    }
    /// At least as tall as `limits.lowerBound` lines, with no limit.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        environmentChange { $0.lineLimit = nil; $0.reservedLines = limits.lowerBound }
    }
    /// At most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        environmentChange { $0.lineLimit = limits.upperBound; $0.reservedLines = 0 }
    }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environmentChange { $0.truncationMode = mode }
    }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environmentChange { $0.multilineTextAlignment = alignment }
    }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environmentChange { $0.lineSpacing = lineSpacing }
    }
    /// Lets text shrink, down to `factor` of its size, before it truncates.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environmentChange { $0.minimumScaleFactor = factor }
    }
    /// Accepted and kept in the environment; text is not tightened (see EnvironmentValues.allowsTightening).
    public func allowsTightening(_ flag: Bool) -> some View {
        environmentChange { $0.allowsTightening = flag }
    }
    public func textCase(_ textCase: Text.Case?) -> some View {
        environmentChange { $0.textCase = textCase }
    }

    // MARK: - Styling the text inside

    public func fontDesign(_ design: Font.Design?) -> some View {
        environmentChange { $0.textAttributes.design = design }
    }
    public func italic(_ isActive: Bool = true) -> some View {
        environmentChange { $0.textAttributes.isItalic = isActive }
    }
    /// JetBrains Mono, standing in for SF Mono.
    public func monospaced(_ isActive: Bool = true) -> some View {
        environmentChange { $0.textAttributes.isMonospaced = isActive }
    }
    /// Tabular figures: every digit as wide as the others (OpenType `tnum`).
    public func monospacedDigit() -> some View {
        environmentChange { $0.textAttributes.hasMonospacedDigits = true }
    }
    public func kerning(_ kerning: CGFloat) -> some View {
        environmentChange { $0.textAttributes.kerning = kerning }
    }
    public func tracking(_ tracking: CGFloat) -> some View {
        environmentChange { $0.textAttributes.tracking = tracking }
    }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environmentChange { $0.textAttributes.underline = TextLineDecoration(isActive: isActive, pattern: pattern, color: color) }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environmentChange { $0.textAttributes.strikethrough = TextLineDecoration(isActive: isActive, pattern: pattern, color: color) }
    }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        environmentChange { $0.textAttributes.baselineOffset = baselineOffset }
    }
}
